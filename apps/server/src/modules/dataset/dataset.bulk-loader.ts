/**
 * Loads a generated dataset into empty property tables: the chunks become COPY-text batches here,
 * and properties writes them (`bulkLoadHomes`, decision 243): it drops and rebuilds its indexes and
 * foreign keys around the COPY, several times faster than maintaining them row by row.
 */
import type { Database } from '#db/client.ts';
import {
  type BulkLoadOptions,
  type BulkLoadResult,
  bulkLoadHomes,
} from '#modules/properties/properties.plugin.ts';
import { appendChunk, BATCH_HOMES, TSV_COLUMNS, type TsvBatch } from './generator/dataset-tsv.ts';
import type { DatasetChunk } from './generator/dataset-types.ts';

export type { BulkLoadOptions, BulkLoadResult };

type Source = Iterable<DatasetChunk> | AsyncIterable<TsvBatch> | Iterable<TsvBatch>;

/** Accepts typed chunks (grouped into COPY-text batches here) or ready COPY-text batches. */
async function* asBatches(source: Source): AsyncGenerator<TsvBatch> {
  let pending: TsvBatch = { properties: '', sales: '', assessments: '', count: 0, maxId: 0 };
  for await (const item of source as AsyncIterable<DatasetChunk | TsvBatch>) {
    if (typeof item.properties === 'string') {
      yield item as TsvBatch;
      continue;
    }
    appendChunk(pending, item as DatasetChunk, 'demo');
    if (pending.count >= BATCH_HOMES) {
      yield pending;
      pending = { properties: '', sales: '', assessments: '', count: 0, maxId: 0 };
    }
  }
  if (pending.count > 0) yield pending;
}

/** Loads the dataset into the property tables in one transaction; all or nothing. */
export async function bulkLoadDataset(
  database: Database,
  source: Source,
  options: BulkLoadOptions & { onlyIfEmpty: true },
): Promise<BulkLoadResult | null>;
export async function bulkLoadDataset(
  database: Database,
  source: Source,
  options?: BulkLoadOptions,
): Promise<BulkLoadResult>;
export async function bulkLoadDataset(
  database: Database,
  source: Source,
  options: BulkLoadOptions = {},
): Promise<BulkLoadResult | null> {
  return bulkLoadHomes(database, asBatches(source), TSV_COLUMNS, options);
}
