import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REDFIN_HEADER, redfinSoldDate } from '../import/redfin.test-fixtures.ts';
import { backtestCli, sniffFormat } from './backtest.cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'homie-backtest-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small Redfin export: 60 similar homes on one street in Dublin selling at about $500/sq ft through 2020. */
function smallRedfinFile(): string {
  const rows = Array.from({ length: 60 }, (_, i) => {
    const sqft = 1500 + (i % 6) * 100;
    const date = redfinSoldDate((i % 12) + 1, 5 + (i % 20), 2020);
    return `PAST SALE,${date},Single Family Residential,${100 + i * 2} Hansen Dr,Dublin,CA,94568,${sqft * (490 + (i % 5) * 5)},3,2,Dublin,${sqft},6000,${1980 + (i % 8)},10,500,,Sold,,,http://x,MLS,${i},N,Y,${37.72 + (i % 8) * 0.001},${-121.93 + Math.floor(i / 8) * 0.001}`;
  });
  const file = join(dir, 'small.csv');
  writeFileSync(file, `${REDFIN_HEADER}\r\n${rows.join('\r\n')}\r\n`);
  return file;
}

const capture = () => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: { log: (t: string) => lines.push(t), error: (t: string) => errors.push(t) }, lines, errors };
};

describe('npm run backtest', () => {
  it('imports the file into a scratch database and prints the ratio study per county and overall', async () => {
    const file = smallRedfinFile();
    expect(sniffFormat(file)).toBe('redfin');
    const { out, lines, errors } = capture();
    expect(await backtestCli([file, '--warm-up', '30'], out)).toBe(0);
    expect(errors).toEqual([]);
    const text = lines.join('\n');
    expect(text).toMatch(/Imported 60 sales of 60 homes/);
    expect(text).toMatch(/county\s+n\s+mdAPE\s+<=10%\s+<=20%\s+med\.ratio\s+COD\s+PRD\s+PRB/);
    expect(text).toMatch(/\nalameda\s+\d+\s+\d+\.\d\d%/);
    expect(text).toMatch(/\noverall\s+\d+/);
    expect(text).toMatch(/\nPrice inside the stated value range: \d+\.\d%\n/);
    for (const k of ['1.00', '1.10', '1.25'])
      expect(text).toMatch(new RegExp(`\\nVerdict overpaying at k=${k}: \\d+\\.\\d%`));
  }, 120_000);

  it('fits the constants on one file and reports on the other (--fit … --report …)', async () => {
    const file = smallRedfinFile();
    const { out, lines, errors } = capture();
    expect(await backtestCli(['--fit', file, '--report', file], out)).toBe(0);
    expect(errors).toEqual([]);
    const text = lines.join('\n');
    expect(text).toMatch(/Constants fitted on small\.csv: bias -?\d+\.\d\d% \(log\), step 1 z=\d\.\d{3}/);
    expect(text).toMatch(/Out of sample: constants from small\.csv, figures on small\.csv\./);
    expect(text).toMatch(/Verdict overpaying at k=1\.25: \d+\.\d%/);
  }, 120_000);

  it('explains bad usage with exit code 2', async () => {
    for (const argv of [
      [],
      ['a.csv', 'b.csv'],
      ['x.csv', '--engine', 'gpu'],
      ['x.csv', '--warm-up', '-3'],
      ['--nope'],
      ['--fit', 'a.csv'],
      ['--report', 'b.csv'],
      ['x.csv', '--fit', 'a.csv', '--report', 'b.csv'],
    ]) {
      const { out, errors } = capture();
      expect(await backtestCli(argv, out)).toBe(2);
      expect(errors.join('\n')).toMatch(/Usage: npm run backtest|--warm-up/);
    }
    const unknown = join(dir, 'unknown.csv');
    writeFileSync(unknown, 'a,b,c\n1,2,3\n');
    const { out, errors } = capture();
    expect(await backtestCli([unknown], out)).toBe(2);
    expect(errors[0]).toMatch(/Could not recognise .*unknown\.csv; give --format/);
    const missing = capture();
    expect(await backtestCli([join(dir, 'missing.csv')], missing.out)).toBe(2);
    expect(missing.errors[0]).toMatch(/Cannot read/);
  });
});
