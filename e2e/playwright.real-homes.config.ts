import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * real-homes.spec.ts on its own server: no demo dataset, the real Bay Area export imported at start
 * (fixtures/start-real-homes-server.mjs), the roll year set to the one that export speaks to (2021:
 * its sales run to December 2020), so the journey's answers rest on real sales only. The main
 * config skips this spec; run it with
 * `npx playwright test -c e2e/playwright.real-homes.config.ts --project desktop`.
 */
const script =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
// Asked of the OS once; workers inherit it through the environment.
process.env.E2E_REAL_PORT ??= execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
const port = process.env.E2E_REAL_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const server = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: /real-homes\.spec\.ts/,
  timeout: 60_000,
  use: { ...base.use, baseURL },
  projects: (base.projects ?? []).filter((p) => p.name === 'desktop'),
  webServer: {
    ...server,
    command: 'node e2e/fixtures/start-real-homes-server.mjs',
    url: `${baseURL}/readyz`,
    env: { ...server.env, PORT: port, DEMO_DATASET_SIZE: '0', ROLL_YEAR: '2021' },
  },
});
