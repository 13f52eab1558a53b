/**
 * The generated dataset as PostgreSQL COPY text (tab-separated, \N for NULL), BATCH_HOMES homes at
 * a time: what the bulk loader sends to the database, and what the generator worker thread hands to
 * the main thread (a string crosses threads as one copy).
 */
import type { DatasetChunk } from './dataset-types.ts';
import { type GenerateOptions, generateDataset } from './dataset-generator.ts';

export interface TsvBatch {
  properties: string;
  sales: string;
  assessments: string;
  /** Homes in this batch, and the largest id among them. */
  count: number;
  maxId: number;
}

/** Column order of each table's COPY text. */
export const TSV_COLUMNS = {
  properties: [
    'id',
    'apn',
    'street_number',
    'street_name',
    'unit',
    'city',
    'zip',
    'address_normalized',
    'lat',
    'lon',
    'county',
    'property_type',
    'beds',
    'baths',
    'living_sqft',
    'lot_sqft',
    'year_built',
    'source',
  ],
  sales: ['property_id', 'sale_date', 'price', 'arms_length', 'source'],
  assessments: [
    'property_id',
    'roll_year',
    'land',
    'improvements',
    'total',
    'base_year',
    'base_value',
    'factored_base_value',
    'annual_tax',
    'prop8',
    'source',
  ],
} as const;

/**
 * Homes a batch: each batch's text crosses the request thread twice (from the generator's thread, to
 * the database's), a copy each way; 5,000 homes (about 1 MB) keep each copy near a millisecond, where
 * 25,000 held the thread 3–4 ms at a time during an import (decision 183).
 */
export const BATCH_HOMES = 5_000;

const text = (value: string | null) =>
  value === null ? '\\N' : /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, ' ') : value;
const num = (value: number | null) => (value === null ? '\\N' : String(value));

/** Appends a chunk's rows to a batch being built. */
export function appendChunk(batch: TsvBatch, chunk: DatasetChunk, source: string): void {
  let p = '';
  for (const h of chunk.properties) {
    p += `${h.id}\t${text(h.apn)}\t${text(h.streetNumber)}\t${text(h.streetName)}\t${text(h.unit)}\t${text(h.city)}\t${h.zip}\t${text(h.addressNormalized)}\t${h.lat}\t${h.lon}\t${h.county}\t${h.propertyType}\t${h.beds}\t${h.baths}\t${h.livingSqft}\t${num(h.lotSqft)}\t${h.yearBuilt}\t${source}\n`;
    if (h.id > batch.maxId) batch.maxId = h.id;
  }
  let s = '';
  for (const sale of chunk.sales)
    s += `${sale.propertyId}\t${sale.saleDate}\t${sale.price}\t${sale.armsLength ? 't' : 'f'}\t${source}\n`;
  let a = '';
  for (const r of chunk.assessments) {
    a += `${r.propertyId}\t${r.rollYear}\t${r.land}\t${r.improvements}\t${r.total}\t${r.baseYear}\t${r.baseValue}\t${r.factoredBaseValue}\t${r.annualTax}\t${r.prop8 ? 't' : 'f'}\t${source}\n`;
  }
  batch.properties += p;
  batch.sales += s;
  batch.assessments += a;
  batch.count += chunk.properties.length;
}

const emptyBatch = (): TsvBatch => ({ properties: '', sales: '', assessments: '', count: 0, maxId: 0 });

/** The dataset as COPY-text batches, generated in this thread. */
export function* tsvBatches(options: GenerateOptions, source = 'demo'): Generator<TsvBatch> {
  let batch = emptyBatch();
  for (const chunk of generateDataset(options)) {
    appendChunk(batch, chunk, source);
    if (batch.count >= BATCH_HOMES) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.count > 0) yield batch;
}
