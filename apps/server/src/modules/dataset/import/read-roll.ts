/**
 * Streams an assessor roll as validated parcels: `readRoll(file, format)` yields an ImportedParcel
 * for each good row and an ImportRowError (line number and reason) for each bad one, in bounded
 * memory. For `la-assessor` the layout (A, B or C of real-data-sources.md) is recognised from the
 * header; a file that is none of them throws ImportFileError before anything is read.
 */
import { checkRow, DELIMITER_NAMES, headerKey, streamCsv } from './csv-stream.ts';
import { ImportFileError, type ImportRowError } from './import-types.ts';
import { LA_LAYOUTS } from './la-assessor.format.ts';
import { buildParcel } from './parcel-builder.ts';
import { rollCsvLayout } from './roll-csv.format.ts';
import { type ImportedParcel, isRollFormat, type RollFormat, type RollLayout } from './roll-types.ts';

export const ROLL_LAYOUTS: Record<RollFormat, readonly RollLayout[]> = {
  'la-assessor': LA_LAYOUTS,
  'roll-csv': [rollCsvLayout],
};

/** Columns of a layout a header lacks (empty when the header is that layout). */
export function missingColumns(names: Set<string>, layout: RollLayout): string[] {
  const missing = layout.requiredColumns.filter((c) => !names.has(c.toLowerCase()));
  for (const group of layout.requiredOneOf ?? []) {
    if (!group.some((c) => names.has(c.toLowerCase()))) missing.push(group.join(' or '));
  }
  return missing;
}

/** The layout a header is written in, or null. */
export function detectLayout(names: Set<string>, format: RollFormat): RollLayout | null {
  return ROLL_LAYOUTS[format].find((layout) => missingColumns(names, layout).length === 0) ?? null;
}

export interface ReadRollOptions {
  onProgress?: (bytesRead: number, totalBytes: number) => void;
  /** Bytes read and parsed at a time (csv-stream's `chunkBytes`). */
  chunkBytes?: number;
  /** 'YYYY-MM-DD': recording dates after it are dropped; roll years beyond next year refused. */
  today?: string;
  /** Told which layout the header named, once it is read. */
  onLayout?: (layout: RollLayout) => void;
}

export async function* readRoll(
  file: string,
  format: RollFormat,
  options: ReadRollOptions = {},
): AsyncGenerator<ImportedParcel | ImportRowError> {
  if (!isRollFormat(format)) throw new ImportFileError(`Unknown format "${format}"`);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  let layout: RollLayout | null = null;
  let index = new Map<string, number>();
  for await (const item of streamCsv(file, {
    accepts: (names) => detectLayout(names, format) !== null,
    onProgress: options.onProgress,
    chunkBytes: options.chunkBytes,
  })) {
    if (item.kind === 'header') {
      const names = new Set(item.record.map(headerKey));
      layout = detectLayout(names, format);
      if (!layout) {
        const layouts = ROLL_LAYOUTS[format];
        const closest = [...layouts].sort(
          (a, b) => missingColumns(names, a).length - missingColumns(names, b).length,
        )[0] as RollLayout;
        const single =
          item.record.length === 1
            ? ` The header has a single column: is the file separated by ${DELIMITER_NAMES[item.delimiter]}?`
            : '';
        throw new ImportFileError(
          `This is not ${layouts.length > 1 ? 'any layout of the ' : 'a '}${format === 'la-assessor' ? 'LA County assessor roll' : closest.name}: ` +
            `closest is the ${closest.name}, missing column(s) ${missingColumns(names, closest).join(', ')}.${single}`,
        );
      }
      index = new Map();
      item.record.forEach((name, i) => {
        const key = headerKey(name);
        if (!index.has(key)) index.set(key, i);
      });
      options.onLayout?.(layout);
      continue;
    }
    const row = checkRow(item, index);
    if (row.kind === 'error') {
      yield row;
      continue;
    }
    yield buildParcel((layout as RollLayout).fields(row.get), row.line, format, layout as RollLayout, today);
  }
}
