// LA County roll importer (issue 14 item 4, decision 116): rows/s and peak RSS of `--format
// la-assessor` on a generated file in the county's yearly layout (51 columns), into PGlite and a
// PostgreSQL 15 server, plus the cost of re-importing the same file (which must change nothing).
// Default 200,000 rows (a few minutes here); `--rows 2400000` is the size of LA's roll; quick: 20,000.
// Run alone: `npx tsx bench/properties/la-roll.bench.ts [--rows N] [--pglite-only] [--no-reimport]`.
// Figures go to bench/out/properties-la-roll.json.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAvailable, startPostgres } from '../analysis/postgres-server.ts';
import { repoRoot } from '../lib/server.ts';
import { load, runCase } from './run-case.ts';

interface RollResult {
  rows: number;
  homesCreated: number;
  assessmentsWritten: number;
  olderRollYears: number;
  skipped: number;
  ms: number;
  rowsPerSecond: number;
  cpuMs: number;
  reimportMs: number | null;
  reimportChanged: number | null;
  peakRssMb: number;
}

/** `--rows N` or `--rows=N` from the command line, else null. */
function rowsArgument(): number | null {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === '--rows' || a.startsWith('--rows='));
  if (i < 0) return null;
  const value = Number(args[i]?.includes('=') ? args[i]?.split('=')[1] : args[i + 1]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export async function run({ quick = false } = {}): Promise<void> {
  const rows = rowsArgument() ?? (quick ? 20_000 : 200_000);
  const tmp = mkdtempSync(join(tmpdir(), 'homie-bench-la-roll-'));
  const pg = !process.argv.includes('--pglite-only') && postgresAvailable() ? await startPostgres() : null;
  if (!pg) console.log('PostgreSQL: skipped (binaries absent or --pglite-only)');
  const results: Record<string, unknown>[] = [];
  try {
    const file = join(tmp, 'la-assessor-parcels.csv');
    const made = await runCase<{ rows: number; ms: number; peakRssMb: number }>('la-roll-case.ts', [
      '--make',
      String(rows),
      '--file',
      file,
    ]);
    const mb = (statSync(file).size / 1024 / 1024).toFixed(0);
    console.log(
      `generated LA roll (layout A): ${made.rows.toLocaleString('en-US')} rows, ${mb} MB in ${(made.ms / 1000).toFixed(1)} s, writer peak RSS ${made.peakRssMb} MB`,
    );
    for (const engine of pg ? ['pglite', 'postgres'] : ['pglite']) {
      const r = await runCase<RollResult>('la-roll-case.ts', [
        '--engine',
        engine,
        '--file',
        file,
        ...(pg && engine === 'postgres' ? ['--url', pg.url] : []),
        ...(process.argv.includes('--no-reimport') ? ['--no-reimport'] : []),
      ]);
      console.log(
        `LA roll ${r.rows.toLocaleString('en-US')} rows → ${engine}: ${r.rowsPerSecond.toLocaleString('en-US')} rows/s (${(r.ms / 1000).toFixed(1)} s, cpu ${(r.cpuMs / 1000).toFixed(1)} s), ${r.homesCreated.toLocaleString('en-US')} homes, ${r.olderRollYears.toLocaleString('en-US')} older roll years, ${r.skipped.toLocaleString('en-US')} skipped; ${r.reimportMs === null ? 'no re-import' : `re-import ${(r.reimportMs / 1000).toFixed(1)} s changing ${r.reimportChanged} rows`}; peak RSS ${r.peakRssMb} MB [load avg ${load()}]`,
      );
      results.push({
        engine,
        fileMb: Number(mb),
        ...r,
        loadAvg: load(),
        measuredAt: new Date().toISOString(),
      });
    }
  } finally {
    await pg?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const out = join(repoRoot, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, `properties-la-roll-${rows}${quick ? '-quick' : ''}.json`),
    JSON.stringify(results, null, 2),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await run({ quick: process.argv.includes('--quick') });
