import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { summarise } from './summarise-results.mjs';

const script = fileURLToPath(new URL('./summarise-results.mjs', import.meta.url));
const dirs = [];

/** A results folder as scripts/test-all.sh leaves it: two Vitest reports and Playwright's. */
function results(playwright) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  dirs.push(dir);
  const vitest = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 };
  writeFileSync(join(dir, 'vitest.json'), JSON.stringify(vitest));
  writeFileSync(join(dir, 'vitest-pg.json'), JSON.stringify({ ...vitest, numPassedTests: 5 }));
  writeFileSync(join(dir, 'playwright.json'), JSON.stringify(playwright));
  return dir;
}

const test = (title, status) => ({ title, tests: [{ projectName: 'chromium', status }] });
const report = {
  stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'analysis.spec.ts',
      specs: [test('shows the result', 'expected')],
      suites: [
        {
          title: 'details form',
          specs: [test('re-runs the analysis', 'flaky'), test('keeps the answers', 'expected')],
        },
      ],
    },
    { title: 'tour.spec.ts', specs: [test('needs a camera', 'skipped')] },
  ],
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('summarise-results', () => {
  it('lists a flaky Playwright test by name and counts it apart from the passed ones', () => {
    const { lines, exitCode } = summarise(results(report));
    expect(lines).toEqual([
      'flaky (passed only on retry): analysis.spec.ts › details form › re-runs the analysis [chromium]',
      'flaky: 1 (failed, then passed on retry; not counted as passed)',
      'tests: 17 passed, 0 failed, 3 skipped',
    ]);
    expect(exitCode).toBe(0);
  });

  it('keeps the closing line CI reads last and plain, and fails the run on a failed test', () => {
    const failing = { ...report, stats: { ...report.stats, unexpected: 2 } };
    const run = spawnSync(process.execPath, [script, results(failing)], { encoding: 'utf8' });
    const out = run.stdout.trim().split('\n');
    expect(out.at(-1)).toMatch(/^tests: \d+ passed, \d+ failed(, \d+ skipped)?$/);
    expect(out.at(-1)).toBe('tests: 17 passed, 2 failed, 3 skipped');
    expect(out.at(-2)).toBe('flaky: 1 (failed, then passed on retry; not counted as passed)');
    expect(run.status).toBe(1);
  });

  it('names each failed Vitest test once, and a test file that did not load', () => {
    const dir = results({ stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] });
    const failing = {
      numPassedTests: 4,
      numFailedTests: 1,
      // Vitest counts the file and the describe around a failed test as failed suites too.
      numFailedTestSuites: 3,
      numPendingTests: 0,
      testResults: [
        {
          name: `${process.cwd()}/apps/server/src/a.test.ts`,
          status: 'failed',
          message: '',
          assertionResults: [
            { ancestorTitles: ['the operator role'], title: 'lists every route', status: 'failed' },
            { ancestorTitles: ['the operator role'], title: 'is granted', status: 'passed' },
          ],
        },
        {
          name: `${process.cwd()}/apps/server/src/b.test.ts`,
          status: 'failed',
          message: 'Failed to load url ./gone.ts\nat …',
          assertionResults: [],
        },
      ],
    };
    writeFileSync(join(dir, 'vitest-pg.json'), JSON.stringify(failing));
    const { lines, exitCode } = summarise(dir);
    expect(lines).toEqual([
      'failed (vitest-pg.json): apps/server/src/a.test.ts › the operator role › lists every route',
      'failed (vitest-pg.json): apps/server/src/b.test.ts (did not run: Failed to load url ./gone.ts)',
      'flaky: 0 (failed, then passed on retry; not counted as passed)',
      'tests: 17 passed, 2 failed, 1 skipped',
    ]);
    expect(exitCode).toBe(1);
  });

  it('names a failed Playwright test', () => {
    const failing = {
      ...report,
      stats: { ...report.stats, unexpected: 1 },
      suites: [{ title: 'pay.spec.ts', specs: [test('pays', 'unexpected')] }],
    };
    expect(summarise(results(failing)).lines[0]).toBe(
      'failed (playwright.json): pay.spec.ts › pays [chromium]',
    );
  });

  it('says flaky: 0 when every test passed the first time', () => {
    const steady = { stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] };
    expect(summarise(results(steady)).lines).toEqual([
      'flaky: 0 (failed, then passed on retry; not counted as passed)',
      'tests: 18 passed, 0 failed, 2 skipped',
    ]);
  });
});
