// SIGKILL during an import, twice: `npm run import` killed part-way through a sales file, then run
// again to the end, leaves exactly what one clean run leaves (no lost, duplicated or half-written
// rows); and the server killed while it loads the demo dataset on first start loads it whole on
// the next start. The PGlite folder opens clean after every kill.
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { REDFIN_HEADER, redfinSoldDate } from '../../src/modules/dataset/import/redfin.test-fixtures.ts';
import { tablesReadable, tempDataDir, withPglite } from './data-dir.ts';
import { eventually, repoRoot, type ServerProcess, startServer } from './server-process.ts';

const ROWS = 12_000;
const dirs = [tempDataDir('import-ref'), tempDataDir('import-kill'), tempDataDir('dataset-kill')];
const [reference, victim, dataset] = dirs as [
  ReturnType<typeof tempDataDir>,
  ReturnType<typeof tempDataDir>,
  ReturnType<typeof tempDataDir>,
];
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const d of dirs) d.remove();
});

/** A Redfin "Download All" export of ROWS sales of distinct Dublin homes. */
function writeSalesFile(path: string): void {
  const lines = [REDFIN_HEADER];
  for (let i = 0; i < ROWS; i++) {
    const sqft = 1000 + (i % 25) * 60;
    const date = redfinSoldDate((i % 12) + 1, (i % 27) + 1, 2019 + (i % 2));
    const lat = (37.7 + (i % 100) * 0.0004).toFixed(6);
    const lon = (-121.95 + Math.floor(i / 100) * 0.0004).toFixed(6);
    lines.push(
      `PAST SALE,${date},Single Family Residential,${1000 + i} Resilience Way,Dublin,CA,94568,${sqft * 600},3,2,Dublin,${sqft},5000,1985,30,600,,Sold,,,,MLS,${900000 + i},N,Y,${lat},${lon}`,
    );
  }
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
}

/**
 * Runs `npm run import`'s CLI. With `killAtPercent`, it runs under a pseudo-terminal (util-linux
 * `script`) so it draws its progress bar, and gets SIGKILL once the bar shows that much imported.
 */
function runImport(
  dataDir: string,
  file: string,
  killAtPercent?: number,
): Promise<{ killedAt?: number; code: number | null; ms: number; output: string }> {
  const started = Date.now();
  const cli = [
    process.execPath,
    '--import',
    'tsx',
    join(repoRoot, 'apps/server/src/cli/import.ts'),
    '--format',
    'redfin',
    '--batch-size',
    '500',
    file,
  ];
  const quoted = cli.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const child =
    killAtPercent === undefined
      ? spawn(cli[0]!, cli.slice(1), {
          cwd: join(repoRoot, 'apps/server'),
          env: { ...process.env, DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn('script', ['-qfec', `exec ${quoted}`, '/dev/null'], {
          cwd: join(repoRoot, 'apps/server'),
          env: { ...process.env, DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  let output = '';
  let killedAt: number | undefined;
  const watch = (d: Buffer) => {
    output = (output + d).slice(-20_000);
    if (killAtPercent === undefined || killedAt !== undefined) return;
    const percents = [...output.matchAll(/\]\s+(\d+)%/g)].map((m) => Number(m[1]));
    const now = percents.at(-1);
    if (now !== undefined && now >= killAtPercent && now < 100) {
      killedAt = now;
      // `script` runs the CLI as its child (exec'd in place of the shell): kill that process itself.
      const pid = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/)[0];
      if (pid) process.kill(Number(pid), 'SIGKILL');
    }
  };
  child.stdout?.on('data', watch);
  child.stderr?.on('data', watch);
  return new Promise((done) =>
    child.on('exit', (code) => done({ killedAt, code, ms: Date.now() - started, output })),
  );
}

async function counts(db: Database) {
  const [row] = await db.query<{ properties: number; sales: number; dup_sales: number; dup_homes: number }>(
    `select (select count(*)::int from properties) as properties,
            (select count(*)::int from sales) as sales,
            (select count(*)::int from (select 1 from sales group by property_id, sale_date, price having count(*) > 1) d) as dup_sales,
            (select count(*)::int from (select 1 from properties group by address_normalized, zip having count(*) > 1) d) as dup_homes`,
  );
  return row!;
}

describe('SIGKILL during an import', () => {
  it('a killed import run again ends exactly like one clean run', { timeout: 900_000 }, async () => {
    const file = join(reference.dir, 'sales.csv');
    writeSalesFile(file);
    const clean = await runImport(reference.dir, file);
    expect(clean.code, clean.output).toBe(0);
    const expected = await withPglite(reference.dir, counts);
    expect(expected.sales).toBe(ROWS);

    const seen: number[] = [];
    for (const percent of [35, 70]) {
      const killed = await runImport(victim.dir, file, percent);
      expect(
        killed.killedAt,
        `the import was killed at ${percent}%: ${killed.output.slice(-500)}`,
      ).toBeDefined();
      await withPglite(victim.dir, async (db) => {
        expect(await tablesReadable(db)).toEqual([]);
        const partial = await counts(db);
        expect(partial.dup_sales + partial.dup_homes).toBe(0);
        expect(partial.sales).toBeLessThan(ROWS);
        seen.push(partial.sales);
      });
    }
    const finish = await runImport(victim.dir, file);
    expect(finish.code, finish.output).toBe(0);
    expect(await withPglite(victim.dir, counts)).toEqual(expected);
    console.log(
      `import: clean run ${clean.ms} ms for ${ROWS} rows; killed at 35% and 70% (${seen.join(' and ')} sales committed), the re-run matched: ${JSON.stringify(expected)}`,
    );
  });

  it('a server killed while loading the demo dataset loads it whole on the next start', {
    timeout: 900_000,
  }, async () => {
    const env = { DATA_DIR: dataset.dir, DEMO_DATASET_SIZE: '30000' };
    server = await startServer(env, '/healthz');
    const loading = await eventually(
      async () => (await fetch(`${server!.url}/readyz`)).status === 503,
      60_000,
      100,
    );
    expect(loading, 'the dataset load was under way').toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop('SIGKILL');

    await withPglite(dataset.dir, async (db) => {
      expect(await tablesReadable(db)).toEqual([]);
      const { properties } = await counts(db);
      expect([0, 30_000], 'after the kill the dataset is all there or not at all').toContain(properties);
    });

    server = await startServer(env, '/readyz', 600_000);
    const info = (await (await fetch(`${server.url}/api/dataset`)).json()) as { properties: number };
    await server.stop('SIGTERM');
    const after = await withPglite(dataset.dir, counts);
    expect(after.properties).toBe(30_000);
    expect(info.properties).toBe(30_000);
    expect(after.dup_homes + after.dup_sales).toBe(0);
  });
});
