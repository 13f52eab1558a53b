/**
 * Streams a delimited text file as records with their own line numbers, in bounded memory: csv-parse
 * fed 256 KB at a time, at the consumer's pace. The delimiter (comma, semicolon, tab, pipe) is the one
 * whose split of the header line satisfies `accepts`. Used by every importer: the roll
 * readers (read-roll.ts) and the sales reader (read-sales.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import { type Info, parse } from 'csv-parse';
import { ImportFileError, type ImportRowError } from './import-types.ts';

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
  /** One row that cannot be imported (a NUL byte, a line over the length bound); the rest goes on. */
  | { kind: 'bad'; line: number; reason: string }
  /** The file cannot be read from here on. */
  | { kind: 'broken'; line: number; reason: string };

/** The longest line read (issue 49 item 11, decision 205): a roll row is a few hundred bytes. */
export const MAX_CSV_LINE_BYTES = 1024 * 1024;

export interface CsvStreamOptions {
  /** True when a header split into these (trimmed, unquoted, lower-case) names is the expected one. */
  accepts(names: Set<string>): boolean;
  onProgress?: (bytesRead: number, totalBytes: number) => void;
  /** Lines longer than this are reported as bad rows, never buffered (MAX_CSV_LINE_BYTES). */
  maxLineBytes?: number;
  /**
   * Bytes read (and parsed in one go) at a time: 256 KB by default; the running server's imports ask
   * for less, so one chunk's parsing never holds its request thread long (decision 239).
   */
  chunkBytes?: number;
}

/** What stands in for an over-long line in the parser's input: one field no real file holds. */
const OVERLONG = '\u0000homie:overlong-line\u0000';
const OVERLONG_LINE = Buffer.from(`${OVERLONG}\n`);

/**
 * Passes on only whole lines, each at most `maxBytes`: a longer line is dropped as it streams in
 * (never held) and a one-field stand-in line takes its place, so line numbers stay right and the
 * importer reports that row as bad (decision 205).
 */
export function boundLines(maxBytes: number) {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let dropping = false;
  return {
    /** The complete lines of `chunk` (with what was held before), ready for the parser. */
    push(chunk: Buffer): Buffer[] {
      const out: Buffer[] = [];
      let start = 0;
      while (start < chunk.length) {
        const nl = chunk.indexOf(0x0a, start);
        const end = nl < 0 ? chunk.length : nl + 1;
        const piece = chunk.subarray(start, end);
        if (!dropping) {
          if (heldBytes + piece.length - (nl < 0 ? 0 : 1) > maxBytes) {
            dropping = true;
            held = [];
            heldBytes = 0;
          } else {
            held.push(piece);
            heldBytes += piece.length;
          }
        }
        if (nl >= 0) {
          if (dropping) out.push(OVERLONG_LINE);
          else out.push(...held);
          dropping = false;
          held = [];
          heldBytes = 0;
        }
        start = end;
      }
      return out;
    },
    /** What is left at the end of the file (a last line without a newline). */
    end(): Buffer[] {
      const out = dropping ? [OVERLONG_LINE] : held;
      held = [];
      heldBytes = 0;
      dropping = false;
      return out;
    },
  };
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

/** A row's field by its column's header name (any case); undefined when the header has no such column. */
export type RowField = (column: string) => string | undefined;

/**
 * The check every importer (sales, roll) makes of an item after the header: a line that could not be
 * read, or a row with fewer than half the header's fields (wrong delimiter or broken quoting), is an
 * ImportRowError; any other row is read by column, through `columns` (header key → position).
 */
export function checkRow(
  item: Exclude<CsvItem, { kind: 'header' }>,
  columns: ReadonlyMap<string, number>,
): ImportRowError | { kind: 'row'; line: number; get: RowField } {
  if (item.kind !== 'row') return { kind: 'error', line: item.line, reason: item.reason };
  const { record, line } = item;
  if (record.length < columns.size / 2) {
    return {
      kind: 'error',
      line,
      reason: `row has ${record.length} field(s) where the header has ${columns.size} (wrong delimiter or broken quoting?)`,
    };
  }
  return {
    kind: 'row',
    line,
    get: (column) => {
      const i = columns.get(column.toLowerCase());
      return i === undefined ? undefined : record[i];
    },
  };
}

/** Where the CSV comes from: its size, its first line (for the delimiter) and its bytes. */
export interface CsvSource {
  size: number;
  firstLine(): Promise<string>;
  chunks(): AsyncIterableIterator<Buffer>;
}

export async function* streamCsv(file: string, options: CsvStreamOptions): AsyncGenerator<CsvItem> {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new ImportFileError(`Cannot read ${file}: no such file`);
  }
  if (size === 0) throw new ImportFileError(`${file} is empty`);
  yield* streamCsvSource(
    {
      size,
      firstLine: () => readFirstLine(file),
      chunks: () =>
        createReadStream(file, { highWaterMark: options.chunkBytes ?? 256 * 1024 })[Symbol.asyncIterator](),
    },
    options,
  );
}

/** streamCsv over any source of bytes (a file, or a generated stream in tests). */
export async function* streamCsvSource(
  source: CsvSource,
  options: CsvStreamOptions,
): AsyncGenerator<CsvItem> {
  const size = source.size;
  const first = await source.firstLine();
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
        if (record[0] === OVERLONG)
          throw new ImportFileError('The header line is too long to be a CSV header');
        header = true;
        yield { kind: 'header', record, delimiter };
      } else if (record[0] === OVERLONG)
        yield { kind: 'bad', line, reason: `line longer than ${maxLineBytes} bytes: not read` };
      else if (record.some((field) => field.includes('\u0000')))
        yield { kind: 'bad', line, reason: 'contains a NUL byte (binary data?)' };
      else yield { kind: 'row', line, record };
    }
  }

  const maxLineBytes = options.maxLineBytes ?? MAX_CSV_LINE_BYTES;
  const lines = boundLines(maxLineBytes);
  const write = async (pieces: Buffer[]) => {
    for (const piece of pieces)
      if (!parser.write(piece)) await new Promise((resolve) => parser.once('drain', resolve));
  };
  const stream = source.chunks();
  try {
    for await (const chunk of stream) {
      bytesRead += (chunk as Buffer).length;
      await write(lines.push(chunk as Buffer));
      yield* drain();
      options.onProgress?.(bytesRead, size);
      if (failure) break;
    }
    if (!failure) {
      await write(lines.end());
      parser.end();
    }
    await ended;
    yield* drain();
  } finally {
    await stream.return?.(undefined);
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
