import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:resilience`: the crash and outage scenarios (real server processes, SIGKILL, a
// PostgreSQL server stopped under the app). Too slow for every CI run; one file at a time.
export default defineConfig({
  test: {
    name: 'resilience',
    root: resolve(import.meta.dirname, '../../apps/server'),
    include: ['test/resilience/**/*.resilience.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
