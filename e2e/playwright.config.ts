import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './fixtures/chromium.ts';
import { fakedTimeEnv, fixClockOffset } from './fixtures/e2e-clock.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** A free TCP port, asked of the OS once; workers inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
// The journeys' today, inside every county's regular period (decision 225).
fixClockOffset();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The shared Chromium options, with a fake camera and microphone for the video journeys. */
const launchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};

export default defineConfig({
  testDir: './tests',
  // On its own server with real data only: playwright.real-homes.config.ts.
  testIgnore: /real-homes\.spec\.ts/,
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // The shell must work on a phone: its journeys run again on a phone-sized touch screen.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, testMatch: /shell\.spec\.ts/ },
  ],
  webServer: {
    command: 'node e2e/fixtures/start-server.mjs',
    cwd: join(here, '..'),
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...fakedTimeEnv(),
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The journeys pay through the sandbox checkout (decision 094).
      ALLOW_SANDBOX_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      DEMO_DATASET_SIZE: '20000',
      // Every journey signs in from 127.0.0.1; the API tests cover the real limits.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '10000',
      // The fixtures analyse several demo homes per spec, all from 127.0.0.1.
      ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
