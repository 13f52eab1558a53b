/**
 * The demo dataset at start-up: when the property tables are empty, generate the deterministic
 * California dataset (config.demoDatasetSize homes, DEMO_DATASET_SIZE) and bulk-load it; and the
 * summary the UI shows so it can say plainly when it runs on demo data.
 *
 * This file is the dataset module's public surface (decision 145): the server, the `import` and
 * `backtest` CLIs, other modules' tests and the benchmarks use the pipeline (generator, importers,
 * backtest) through the exports below, never through its folders (decision 146).
 */
import type { Config } from '#config/env.ts';
import type { Database } from '#db/client.ts';
import { bulkLoadDataset } from './dataset.bulk-loader.ts';
import { hasProperties, readDatasetMeta, refreshDatasetMeta } from './dataset.repository.ts';
import { DEFAULT_SEED, GENERATOR_VERSION } from './generator/dataset-generator.ts';
import { datasetBatches } from './generator/dataset-stream.ts';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type DatasetState = 'loading' | 'ready' | 'failed';
const states = new WeakMap<Database, DatasetState>();

export interface EnsureResult {
  loaded: boolean;
  properties: number;
  sales: number;
  ms: number;
}

/**
 * Loads the demo dataset unless properties exist already (or DEMO_DATASET_SIZE is 0). Safe to call
 * on every start; concurrent starts on one PostgreSQL load it once.
 */
export async function ensureDemoDataset(
  database: Database,
  config: Pick<Config, 'demoDatasetSize'>,
  log: Log,
  seed = DEFAULT_SEED,
): Promise<EnsureResult> {
  const started = performance.now();
  const skip = { loaded: false, properties: 0, sales: 0, ms: 0 };
  if (config.demoDatasetSize === 0 || (await hasProperties(database))) {
    states.set(database, 'ready');
    if (!(await readDatasetMeta(database)) && (await hasProperties(database)))
      await refreshDatasetMeta(database);
    return skip;
  }
  states.set(database, 'loading');
  log.info({ size: config.demoDatasetSize, seed }, 'generating the California demo dataset');
  try {
    const result = await bulkLoadDataset(database, datasetBatches({ seed, size: config.demoDatasetSize }), {
      onlyIfEmpty: true,
    });
    await refreshDatasetMeta(database, { seed, generator: GENERATOR_VERSION });
    states.set(database, 'ready');
    const ms = Math.round(performance.now() - started);
    if (!result) return skip;
    log.info({ ...result, ms }, 'demo dataset ready');
    return { loaded: true, properties: result.properties, sales: result.sales, ms };
  } catch (err) {
    states.set(database, 'failed');
    log.error({ err }, 'loading the demo dataset failed; the property tables are left empty');
    throw err;
  }
}

export interface DatasetInfo {
  demo: boolean;
  /** True while the demo dataset is being generated and loaded. */
  loading: boolean;
  properties: number;
  sales: number;
  counties: string[];
}

export async function getDatasetInfo(database: Database): Promise<DatasetInfo> {
  const loading = states.get(database) === 'loading';
  const meta = await readDatasetMeta(database);
  return {
    demo: meta?.demo ?? loading,
    loading,
    properties: meta?.properties ?? 0,
    sales: meta?.sales ?? 0,
    counties: meta?.counties ?? [],
  };
}

const PAGE_HINT_TTL_MS = 5_000;

/**
 * The page hint the web app renders its demo-data notice from (`<meta name="homie-dataset">`:
 * "demo" or "records"), read at most every few seconds so serving a page costs no query.
 */
export function datasetPageHints(database: Database): () => Promise<Record<string, string>> {
  let cached: { at: number; hints: Record<string, string> } | null = null;
  return async () => {
    if (cached && performance.now() - cached.at < PAGE_HINT_TTL_MS) return cached.hints;
    const info = await getDatasetInfo(database);
    cached = { at: performance.now(), hints: { dataset: info.demo ? 'demo' : 'records' } };
    return cached.hints;
  };
}

// The pipeline's public surface: generator, bulk loader, importers and backtest.
export { bulkLoadDataset } from './dataset.bulk-loader.ts';
export { refreshDatasetMeta } from './dataset.repository.ts';
export { DEFAULT_SEED, GENERATOR_VERSION, generateDataset } from './generator/dataset-generator.ts';
export { datasetBatches } from './generator/dataset-stream.ts';
export { type ImportReport, importSalesFile, reasonGroup } from './import/import.service.ts';
export { IMPORT_FORMATS, ImportFileError, type ImportFormat } from './import/import-types.ts';
export { createProgressBar } from './import/progress-bar.ts';
export { importRollFile, type RollImportReport } from './import/roll-import.service.ts';
export { isRollFormat, ROLL_FORMATS } from './import/roll-types.ts';
export { sharedDataFile } from './import/shared-data-files.ts';
export { backtestCli } from './backtest/backtest.cli.ts';
