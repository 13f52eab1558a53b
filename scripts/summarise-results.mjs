// Adds up the JSON reports of every runner into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['vitest.json', 'vitest-pg.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) {
    console.log(`(no ${name}: that run did not finish)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const pw = join(dir, 'playwright.json');
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else {
  console.log('(no playwright.json: the end-to-end run did not finish)');
  failed += 1;
}
// The real-data journey runs only where ../shared/data is present (scripts/test-all.sh).
const real = join(dir, 'playwright-real-homes.json');
if (existsSync(real)) {
  const s = JSON.parse(readFileSync(real, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
