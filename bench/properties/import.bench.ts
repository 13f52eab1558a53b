// Import throughput (rows/s) and peak RSS: the real Redfin export from ../shared/data (skipped when
// absent) and a generated RESO file of 1M rows (quick mode: 20k), into PGlite and a PostgreSQL server.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAvailable, startPostgres } from '../analysis/postgres-server.ts';
import { repoRoot } from '../lib/server.ts';
import { load, runCase } from './run-case.ts';

interface ImportResult {
  rows: number;
  salesInserted: number;
  skipped: number;
  ms: number;
  rowsPerSecond: number;
  cpuMs: number;
  peakRssMb: number;
}

export async function run({ quick = false } = {}): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'homie-bench-reso-'));
  const pg = postgresAvailable() ? await startPostgres() : null;
  const results: Record<string, unknown>[] = [];
  try {
    const redfin = join(repoRoot, '..', 'shared', 'data', 'sales', 'bayarea-redfin-2020.csv');
    const reso = join(tmp, 'reso.csv');
    const rows = quick ? 20_000 : 1_000_000;
    const made = await runCase<{ rows: number }>('import-case.ts', [
      '--make-reso',
      String(rows),
      '--file',
      reso,
    ]);
    const files: [string, string, string][] = [
      ['reso', reso, `generated RESO file, ${made.rows.toLocaleString('en-US')} rows`],
    ];
    if (existsSync(redfin)) files.unshift(['redfin', redfin, 'real Redfin export, 8,791 rows']);
    else console.log('SKIP: ../shared/data/sales/bayarea-redfin-2020.csv is absent');
    for (const [format, file, label] of files) {
      for (const engine of pg ? ['pglite', 'postgres'] : ['pglite']) {
        const r = await runCase<ImportResult>('import-case.ts', [
          '--engine',
          engine,
          '--format',
          format,
          '--file',
          file,
          ...(pg && engine === 'postgres' ? ['--url', pg.url] : []),
        ]);
        console.log(
          `${label} → ${engine}: ${r.rowsPerSecond.toLocaleString('en-US')} rows/s (${(r.ms / 1000).toFixed(1)} s, cpu ${(r.cpuMs / 1000).toFixed(1)} s), ${r.salesInserted.toLocaleString('en-US')} sales added, ${r.skipped} skipped, peak RSS ${r.peakRssMb} MB [load avg ${load()}]`,
        );
        results.push({ format, engine, file: label, ...r });
      }
    }
  } finally {
    await pg?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const out = join(repoRoot, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, `properties-import${quick ? '-quick' : ''}.json`),
    JSON.stringify(results, null, 2),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await run({ quick: process.argv.includes('--quick') });
