import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const serverRoot = './apps/server';
const serverTests = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The server's test files that replace a module (`vi.mock`, `vi.doMock`): they need a module
 * registry of their own, so they run isolated (project `server-mocks`). Every other server file
 * shares its worker's loaded modules with the files before it (`isolate: false`): each builds its
 * own app and database, and loading the app once per worker instead of once per file cut the
 * server suite's time by about two thirds (decision 255).
 */
const serverFilesThatMock = ['src', 'test'].flatMap((dir) =>
  readdirSync(join(serverRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(?:doM|m)ock\(/.test(readFileSync(join(serverRoot, file), 'utf8'))),
);

const server = {
  root: serverRoot,
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

// One runner for every workspace: `npx vitest run --project server` runs one of them
// (`--project 'server*'` the whole server suite, its files that mock modules included).
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
          ...server,
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...serverFilesThatMock],
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-mocks', include: serverFilesThatMock },
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
