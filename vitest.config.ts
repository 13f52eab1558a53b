import { defineConfig } from 'vitest/config';

// One runner for every workspace: `npx vitest run --project server` runs one of them.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
