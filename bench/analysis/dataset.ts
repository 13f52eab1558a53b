// Generated property databases for the analysis benchmarks, built once and kept under bench/out/.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import {
  bulkLoadDataset,
  refreshDatasetMeta,
  DEFAULT_SEED,
  GENERATOR_VERSION,
  generateDataset,
} from '../../apps/server/src/modules/dataset/dataset.service.ts';
import { repoRoot } from '../lib/server.ts';

export const OUT_DIR = join(repoRoot, 'bench', 'out');

/**
 * Loads the deterministic demo dataset of `size` homes into an empty, migrated database. It uses the
 * generator's chunks in this thread: the worker-thread stream failed once at 1M homes on a duplicate
 * address key (reported to the property database's owner).
 */
export async function loadDataset(
  database: Database,
  size: number,
): Promise<{ properties: number; sales: number; ms: number }> {
  const started = performance.now();
  await migrate(database);
  const result = await bulkLoadDataset(database, generateDataset({ seed: DEFAULT_SEED, size }));
  await refreshDatasetMeta(database, { seed: DEFAULT_SEED, generator: GENERATOR_VERSION });
  return { properties: result.properties, sales: result.sales, ms: Math.round(performance.now() - started) };
}

/** A PGlite data directory holding the dataset; generated on first use (minutes for 1M homes), then reused. */
export async function pgliteDataDir(size: number): Promise<string> {
  const dir = join(OUT_DIR, `analysis-pglite-${size}-${GENERATOR_VERSION}`);
  const marker = join(dir, 'READY');
  if (existsSync(marker)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`generating ${size.toLocaleString('en-US')} homes into ${dir} (once) …`);
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  try {
    const loaded = await loadDataset(database, size);
    console.log(
      `  ${loaded.properties.toLocaleString('en-US')} homes, ${loaded.sales.toLocaleString('en-US')} sales in ${(loaded.ms / 1000).toFixed(0)} s`,
    );
  } finally {
    await database.close();
  }
  writeFileSync(marker, new Date().toISOString());
  return dir;
}
