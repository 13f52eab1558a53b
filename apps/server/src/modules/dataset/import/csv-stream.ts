/**
 * Streams a delimited text file as records with their own line numbers, in bounded memory: csv-parse
 * fed 256 KB at a time, at the consumer's pace. The delimiter (comma, semicolon, tab, pipe) is the one
 * whose split of the header line satisfies `accepts`. Used by every importer: the roll
 * readers (read-roll.ts) and the sales reader (read-sales.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import { type Info, parse } from 'csv-parse';
import { ImportFileError } from './import-types.ts';

export const DELIMITER_NAMES: Record<string, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'pipes',
};
const DELIMITERS = Object.keys(DELIMITER_NAMES);

export type CsvItem =
  | { kind: 'header'; record: string[]; delimiter: string }
  | { kind: 'row'; line: number; record: string[] }
  | { kind: 'broken'; line: number; reason: string };

export interface CsvStreamOptions {
  /** True when a header split into these (trimmed, unquoted, lower-case) names is the expected one. */
  accepts(names: Set<string>): boolean;
  onProgress?: (bytesRead: number, totalBytes: number) => void;
}

async function readFirstLine(file: string): Promise<string> {
  const stream = createReadStream(file, { encoding: 'utf8', start: 0, end: 64 * 1024 });
  let text = '';
  for await (const chunk of stream) {
    text += chunk;
    if (/\r?\n/.test(text)) break;
  }
  stream.destroy();
  return (text.split(/\r?\n/)[0] ?? '').replace(/^\uFEFF/, '');
}

/** Header names as the formats compare them: trimmed, unquoted, lower case. */
export const headerKey = (name: string) => name.trim().replace(/^"|"$/g, '').toLowerCase();

export async function* streamCsv(file: string, options: CsvStreamOptions): AsyncGenerator<CsvItem> {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new ImportFileError(`Cannot read ${file}: no such file`);
  }
  if (size === 0) throw new ImportFileError(`${file} is empty`);
  const first = await readFirstLine(file);
  const delimiter = DELIMITERS.find((d) => options.accepts(new Set(first.split(d).map(headerKey)))) ?? ',';
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
  let failure: (Error & { lines?: number }) | null = null;
  parser.on('data', (item: { record: string[]; info: Info }) => queue.push(item));
  parser.on('error', (err: Error) => {
    failure = err;
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  let header = false;
  let previousLines = 0;
  let previousEmpty = 0;
  let bytesRead = 0;

  function* drain(): Generator<CsvItem> {
    while (queue.length > 0) {
      const { record, info } = queue.shift() as { record: string[]; info: Info };
      const line = previousLines + 1 + (info.empty_lines - previousEmpty);
      previousLines = info.lines;
      previousEmpty = info.empty_lines;
      if (!header) {
        header = true;
        yield { kind: 'header', record, delimiter };
      } else yield { kind: 'row', line, record };
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
    if (!header) throw new ImportFileError(`Cannot read the file as CSV: ${err.message}`);
    yield {
      kind: 'broken',
      line: err.lines ?? previousLines + 1,
      reason: `unreadable CSV from here on (${err.message}); the rest of the file was not read`,
    };
  }
}
