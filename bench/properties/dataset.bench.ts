// Demo dataset: generation time, bulk-load time (rows + index rebuild) and database size for 200k,
// 1M and 5M homes, on PGlite (a fresh folder, as at first start) and on a PostgreSQL 15 server.
// Quick mode: 20k homes. PROPERTIES_BENCH_SIZES=200000,1000000 measures only those sizes. Figures
// go to bench/out/properties-dataset.json, replacing earlier figures of the same case, engine and size.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAvailable, startPostgres } from '../analysis/postgres-server.ts';
import { repoRoot } from '../lib/server.ts';
import { load, runCase } from './run-case.ts';

interface LoadResult {
  properties: number;
  sales: number;
  assessments: number;
  insertMs: number;
  indexMs: number;
  openMs: number;
  totalMs: number;
  cpuMs: number;
  processCpuMs: number;
  peakRssMb: number;
  dbSizeMb: number;
  diskMb: number | null;
}
interface GenerateResult {
  properties: number;
  sales: number;
  assessments: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function run({ quick = false } = {}): Promise<void> {
  const chosen = process.env.PROPERTIES_BENCH_SIZES?.split(',').map(Number).filter(Number.isFinite);
  const sizes = quick ? [20_000] : chosen?.length ? chosen : [200_000, 1_000_000, 5_000_000];
  const results: Record<string, unknown>[] = [];
  const pg = postgresAvailable() ? await startPostgres() : null;
  if (!pg) console.log('PostgreSQL 15 binaries not found: PostgreSQL cases skipped');
  try {
    for (const size of sizes) {
      const gen = await runCase<GenerateResult>('load-case.ts', [
        '--engine',
        'generate',
        '--size',
        String(size),
      ]);
      console.log(
        `${size.toLocaleString('en-US')} homes: generate ${s(gen.ms)} (cpu ${s(gen.cpuMs)}), ${gen.sales.toLocaleString('en-US')} sales, ${gen.assessments.toLocaleString('en-US')} assessments, peak RSS ${gen.peakRssMb} MB [load avg ${load()}]`,
      );
      results.push({ case: 'generate', size, ...gen, loadAvg: load(), measuredAt: new Date().toISOString() });
      for (const engine of pg ? ['pglite', 'postgres'] : ['pglite']) {
        const args = [
          '--engine',
          engine,
          '--size',
          String(size),
          ...(engine === 'postgres' && pg ? ['--url', pg.url] : []),
        ];
        const r = await runCase<LoadResult>('load-case.ts', args);
        console.log(
          `  ${engine.padEnd(8)} ready in ${s(r.totalMs)} (open+migrate ${s(r.openMs)}, generate+insert ${s(r.insertMs)}, indexes+analyze ${s(r.indexMs)}; cpu ${s(r.processCpuMs)}), database ${r.dbSizeMb} MB${r.diskMb !== null ? ` (${r.diskMb} MB on disk)` : ''}, peak RSS ${r.peakRssMb} MB [load avg ${load()}]`,
        );
        results.push({
          case: 'load',
          engine,
          size,
          ...r,
          loadAvg: load(),
          measuredAt: new Date().toISOString(),
        });
      }
    }
  } finally {
    await pg?.stop();
  }
  const out = join(repoRoot, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  const file = join(out, `properties-dataset${quick ? '-quick' : ''}.json`);
  const key = (r: Record<string, unknown>) => `${r.case}|${r.engine ?? ''}|${r.size}`;
  const fresh = new Set(results.map(key));
  const earlier: Record<string, unknown>[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const merged = [...earlier.filter((r) => !fresh.has(key(r))), ...results].sort(
    (a, b) => Number(a.size) - Number(b.size) || key(a).localeCompare(key(b)),
  );
  writeFileSync(file, JSON.stringify(merged, null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await run({ quick: process.argv.includes('--quick') });
