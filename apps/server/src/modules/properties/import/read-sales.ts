/**
 * Streams a sales file as validated records: `readSales(file, format)` yields an ImportedSale for
 * each good row and an ImportRowError (line number and reason) for each bad one, reading the file
 * in chunks so a file of millions of rows never sits in memory. The delimiter (comma, semicolon,
 * tab) is detected from the header; a file that is not the format at all throws ImportFileError.
 */
import { createReadStream, statSync } from 'node:fs';
import { type Info, parse } from 'csv-parse';
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
  /** 'YYYY-MM-DD' after which a sale date is "in the future" (default: today). */
  today?: string;
}

const DELIMITERS = [',', ';', '\t', '|'] as const;
const DELIMITER_NAMES: Record<string, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'pipes',
};

/** Picks the delimiter whose split of the header line yields the format's required columns. */
function detectDelimiter(headerLine: string, format: SalesFormat): string {
  const header = headerLine.replace(/^\uFEFF/, '');
  for (const delimiter of DELIMITERS) {
    const names = new Set(header.split(delimiter).map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase()));
    if (format.requiredColumns.every((c) => names.has(c.toLowerCase()))) return delimiter;
  }
  return ',';
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

async function readFirstLine(file: string): Promise<string> {
  const stream = createReadStream(file, { encoding: 'utf8', start: 0, end: 64 * 1024 });
  let text = '';
  for await (const chunk of stream) {
    text += chunk;
    if (/\r?\n/.test(text)) break;
  }
  stream.destroy();
  return text.split(/\r?\n/)[0] ?? '';
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
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new ImportFileError(`Cannot read ${file}: no such file`);
  }
  if (size === 0) throw new ImportFileError(`${file} is empty`);
  const delimiter = detectDelimiter(await readFirstLine(file), spec);
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  const queue: { record: string[]; info: Info }[] = [];
  let failure: Error | null = null;
  parser.on('data', (item: { record: string[]; info: Info }) => queue.push(item));
  parser.on('error', (err: Error) => {
    failure = err;
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });

  let columns: Map<string, number> | null = null;
  let previousLines = 0;
  let previousEmpty = 0;
  let bytesRead = 0;
  const today = options.today ?? new Date().toISOString().slice(0, 10);

  function* drain(): Generator<ImportedSale | ImportRowError> {
    while (queue.length > 0) {
      const { record, info } = queue.shift() as { record: string[]; info: Info };
      const line = previousLines + 1 + (info.empty_lines - previousEmpty);
      previousLines = info.lines;
      previousEmpty = info.empty_lines;
      if (!columns) {
        columns = checkHeader(record, spec, delimiter);
        continue;
      }
      if (record.length < columns.size / 2) {
        yield {
          kind: 'error',
          line,
          reason: `row has ${record.length} field(s) where the header has ${columns.size} (wrong delimiter or broken quoting?)`,
        };
        continue;
      }
      const index = columns;
      const get = (column: string) => {
        const i = index.get(column.toLowerCase());
        return i === undefined ? undefined : record[i];
      };
      yield buildSale(spec.fields(get), line, format, spec.mapType, today);
    }
  }

  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream) {
      bytesRead += (chunk as Buffer).length;
      if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
      yield* drain();
      options.onProgress?.(bytesRead, size);
      if (failure) break;
    }
    if (!failure) parser.end();
    await ended;
    yield* drain();
  } finally {
    stream.destroy();
  }
  const err = failure as (Error & { lines?: number }) | null;
  if (err) {
    if (!columns) throw new ImportFileError(`Cannot read the file as CSV: ${err.message}`);
    yield {
      kind: 'error',
      line: err.lines ?? previousLines + 1,
      reason: `unreadable CSV from here on (${err.message}); the rest of the file was not read`,
    };
  }
}
