import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import CLI as a user runs it: a separate process on its own DATA_DIR.
const dir = mkdtempSync(join(tmpdir(), 'homie-import-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = join(import.meta.dirname, 'import.ts');
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', INIT_CWD: dir },
    encoding: 'utf8',
    timeout: 170_000,
  });

describe('npm run import', () => {
  it('explains its usage and refuses bad arguments with exit code 2', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(
      'Usage: npm run import -- --format <redfin|zillow|reso|la-assessor|roll-csv> FILE',
    );
    expect(help.stdout).toMatch(/la-assessor +LA County assessor roll/);
    const bad = run('--format', 'csv', 'x.csv');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Unknown format "csv".');
  });

  it('imports a file given relative to where npm was run, reports skipped rows, and is idempotent', {
    timeout: 360_000,
  }, () => {
    writeFileSync(
      join(dir, 'sold.csv'),
      [
        'address,zipCode,city,state,price,bed,bath,sqft,pricePerSf,lotArea,lotAreaType,dateSold,dateSoldNumeric,zillowUrl,latitude,longitude,homeType,zestimate,rentZestimate',
        '"26920 Helmond Dr, Calabasas, CA 91301",91301,Calabasas,CA,950000,4,2,2375,400,7706,sqft,1/10/2023,,u,34.14,-118.71,SINGLE_FAMILY,,',
        '"30402 Caspian Ct, Agoura Hills, CA 91301",91301,Agoura Hills,CA,,3,2,2180,472,6400,sqft,1/10/2023,,u,34.15,-118.78,SINGLE_FAMILY,,',
      ].join('\n'),
    );
    const first = run('--format', 'zillow', 'sold.csv', '--report', 'skipped.csv');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/sales added:\s+1\n/);
    expect(first.stdout).toMatch(/1 × missing price \(line 3\)/);
    expect(first.stdout).not.toContain('\r'); // no progress bar when stdout is not a terminal
    expect(readFileSync(join(dir, 'skipped.csv'), 'utf8')).toBe('line,reason\n3,"missing price"\n');
    const second = run('--format', 'zillow', 'sold.csv');
    expect(second.stdout).toMatch(/sales added:\s+0\n/);
    expect(second.stdout).toMatch(/sales already known:\s+1\n/);
    const wrong = run('--format', 'redfin', 'sold.csv');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain(
      'Nothing imported: This is not a Redfin sold-homes export: missing column(s)',
    );
  });
});
