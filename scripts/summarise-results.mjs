// Adds up the JSON reports of every runner into the one closing line CI reads:
//   tests: N passed, N failed, N skipped
// A Playwright test that failed and then passed on retry ("flaky") is not counted as passed: each is listed by
// name and counted on its own line just before the closing line, and does not fail the run. Each failed test
// (and each test file that failed without a failed test: it did not load) is named just above, so the tail
// of a CI log says what failed.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every test of a Playwright JSON report, named "file › describe › title [project]", with its outcome. */
export function playwrightTests(report) {
  const out = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = test.projectName ? ` [${test.projectName}]` : '';
        out.push({ name: `${[...here, spec.title].join(' › ')}${project}`, status: test.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/**
 * The failures of a Vitest JSON report, each named "file › describe › title": a failed test once (Vitest's
 * `numFailedTestSuites` also counts its file and every describe around it), and a file that failed with
 * no failed test (it did not load, or a hook failed) once, with its message.
 */
export function vitestFailures(report, root) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of tests) out.push(`${name} › ${[...(a.ancestorTitles ?? []), a.title].join(' › ')}`);
    if (tests.length === 0 && file.status === 'failed')
      out.push(`${name} (did not run: ${(file.message ?? '').split('\n')[0]})`);
  }
  return out;
}

/** Reads the reports in `dir`; returns the lines to print (the closing line last) and the exit code. */
export function summarise(dir) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const flaky = [];
  for (const name of ['vitest.json', 'vitest-pg.json']) {
    const file = join(dir, name);
    if (!existsSync(file)) {
      lines.push(`(no ${name}: that run did not finish)`);
      failed += 1;
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    const failures = r.testResults ? vitestFailures(r, `${process.cwd()}/`) : [];
    // A report without its files still fails the run on its counts.
    const count = Math.max(failures.length, r.numFailedTests);
    failed += count;
    for (const failure of failures) lines.push(`failed (${name}): ${failure}`);
    for (let i = failures.length; i < count; i += 1) lines.push(`failed (${name}): (unnamed test)`);
  }
  const addPlaywright = (file) => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const s = report.stats ?? {};
    passed += s.expected ?? 0;
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    const tests = playwrightTests(report);
    for (const t of tests) if (t.status === 'unexpected') lines.push(`failed (${basename(file)}): ${t.name}`);
    const names = tests.filter((t) => t.status === 'flaky').map((t) => t.name);
    // The stats are the authority on the count; a report without suites still counts its flaky tests.
    for (let i = names.length; i < (s.flaky ?? 0); i += 1) names.push('(unnamed flaky test)');
    flaky.push(...names);
  };
  const pw = join(dir, 'playwright.json');
  if (existsSync(pw)) addPlaywright(pw);
  else {
    lines.push('(no playwright.json: the end-to-end run did not finish)');
    failed += 1;
  }
  // The real-data journey runs only where ../shared/data is present (scripts/test-all.sh).
  const real = join(dir, 'playwright-real-homes.json');
  if (existsSync(real)) addPlaywright(real);
  for (const name of flaky) lines.push(`flaky (passed only on retry): ${name}`);
  lines.push(`flaky: ${flaky.length} (failed, then passed on retry; not counted as passed)`);
  lines.push(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, passed, failed, skipped, flaky, exitCode: failed > 0 ? 1 : 0 };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { lines, exitCode } = summarise(process.argv[2]);
  for (const line of lines) console.log(line);
  process.exit(exitCode);
}
