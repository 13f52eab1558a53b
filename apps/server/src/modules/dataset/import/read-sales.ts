/**
 * Streams a sales file as validated records: `readSales(file, format)` yields an ImportedSale for
 * each good row and an ImportRowError (line number and reason) for each bad one, reading the file
 * in chunks so a file of millions of rows never sits in memory. The delimiter (comma, semicolon,
 * tab) is detected from the header; a file that is not the format at all throws ImportFileError.
 */
import { checkRow, DELIMITER_NAMES, streamCsv } from './csv-stream.ts';
import {
  IMPORT_FORMATS,
  ImportFileError,
  type ImportedSale,
  type ImportFormat,
  type ImportRowError,
} from './import-types.ts';
import { redfinFormat } from './redfin.format.ts';
import { resoFormat } from './reso.format.ts';
import { buildSale } from './sale-builder.ts';
import type { SalesFormat } from './sales-format.ts';
import { zillowFormat } from './zillow.format.ts';

export const SALES_FORMATS: Record<ImportFormat, SalesFormat> = {
  redfin: redfinFormat,
  zillow: zillowFormat,
  reso: resoFormat,
};

export interface ReadSalesOptions {
  /** Called as the file is read, with bytes read so far and the file size. */
  onProgress?: (bytesRead: number, totalBytes: number) => void;
  /** Bytes read and parsed at a time (csv-stream's `chunkBytes`). */
  chunkBytes?: number;
  /** 'YYYY-MM-DD' after which a sale date is "in the future" (default: today). */
  today?: string;
}

function checkHeader(header: string[], format: SalesFormat, delimiter: string): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  const missing = format.requiredColumns.filter((c) => !index.has(c.toLowerCase()));
  for (const group of format.requiredOneOf ?? []) {
    if (!group.some((c) => index.has(c.toLowerCase()))) missing.push(group.join(' or '));
  }
  if (missing.length > 0) {
    const found =
      header.length === 1
        ? ` The header has a single column: is the file separated by ${DELIMITER_NAMES[delimiter]}?`
        : '';
    throw new ImportFileError(
      `This is not a ${format.name}: missing column(s) ${missing.join(', ')}.${found}`,
    );
  }
  return index;
}

/** Yields every record of a sales file in the given format, good or bad, in file order. */
export async function* readSales(
  file: string,
  format: ImportFormat,
  options: ReadSalesOptions = {},
): AsyncGenerator<ImportedSale | ImportRowError> {
  if (!(IMPORT_FORMATS as readonly string[]).includes(format))
    throw new ImportFileError(`Unknown format "${format}"`);
  const spec = SALES_FORMATS[format];
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  let columns: Map<string, number> | null = null;
  for await (const item of streamCsv(file, {
    accepts: (names) => spec.requiredColumns.every((c) => names.has(c.toLowerCase())),
    onProgress: options.onProgress,
    chunkBytes: options.chunkBytes,
  })) {
    if (item.kind === 'header') {
      columns = checkHeader(item.record, spec, item.delimiter);
      continue;
    }
    if (item.kind === 'row' && !columns) continue;
    const row = checkRow(item, columns ?? new Map());
    if (row.kind === 'error') {
      yield row;
      continue;
    }
    yield buildSale(spec.fields(row.get), row.line, format, spec.mapType, today);
  }
}
