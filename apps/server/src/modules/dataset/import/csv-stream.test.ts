// Issue 49, item 11 (decision 205): a NUL byte is one bad row, not the end of the import, and a
// huge field is reported as a bad row without ever being held in memory (a generated stream: no
// 300 MB file on disk).
import { describe, expect, it } from 'vitest';
import { type CsvItem, MAX_CSV_LINE_BYTES, streamCsvSource } from './csv-stream.ts';

const HEADER = 'apn,street,total\n';

/** A CSV source from generated chunks (Buffers made on demand). */
function generated(chunks: () => Generator<Buffer>, size = 1) {
  return {
    size,
    firstLine: async () => HEADER.trimEnd(),
    chunks: () =>
      (async function* () {
        yield* chunks();
      })(),
  };
}

async function collect(source: ReturnType<typeof generated>, maxLineBytes?: number) {
  const items: CsvItem[] = [];
  for await (const item of streamCsvSource(source, {
    accepts: (names) => names.has('apn'),
    ...(maxLineBytes ? { maxLineBytes } : {}),
  }))
    items.push(item);
  return items;
}

const summary = (items: CsvItem[]) =>
  items.map((i) =>
    i.kind === 'header'
      ? 'header'
      : i.kind === 'row'
        ? `row ${i.line} ${i.record[0]}`
        : `${i.kind} ${i.line}`,
  );

describe('streamCsv: rows that cannot be imported are reported one by one', () => {
  it('a row with a NUL byte is a bad row with its line number; the rows after it are read', async () => {
    const items = await collect(
      generated(function* () {
        yield Buffer.from(`${HEADER}A1,1 Main St,100\nA2,2 Main\u0000St,200\nA3,3 Main St,300\n`);
      }),
    );
    expect(summary(items)).toEqual(['header', 'row 2 A1', 'bad 3', 'row 4 A3']);
    expect(items[2]).toMatchObject({ reason: expect.stringContaining('NUL') });
  });

  it('a 300 MB field is a bad row, streamed past without being buffered', async () => {
    const mb = Buffer.alloc(1024 * 1024, 0x78); // one reused megabyte of "x"
    let peak = 0;
    const before = process.memoryUsage();
    const items = await collect(
      generated(function* () {
        yield Buffer.from(`${HEADER}A1,1 Main St,100\nA2,"`);
        for (let i = 0; i < 300; i++) {
          const now = process.memoryUsage();
          peak = Math.max(peak, now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers);
          yield mb;
        }
        yield Buffer.from('",200\nA3,3 Main St,300\n');
      }),
    );
    expect(summary(items)).toEqual(['header', 'row 2 A1', 'bad 3', 'row 4 A3']);
    expect(items[2]).toMatchObject({ reason: expect.stringContaining(`${MAX_CSV_LINE_BYTES} bytes`) });
    // Nothing near the field's size was held: a few megabytes at most.
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('keeps line numbers right around an over-long line split across many chunks, and a last line without newline', async () => {
    const items = await collect(
      generated(function* () {
        yield Buffer.from(`${HEADER}A1,x,1\nA2,`);
        yield Buffer.alloc(40, 0x79);
        yield Buffer.alloc(40, 0x79);
        yield Buffer.from(',2\nA3,x,3\nA4,');
        yield Buffer.alloc(100, 0x79);
      }),
      64,
    );
    expect(summary(items)).toEqual(['header', 'row 2 A1', 'bad 3', 'row 4 A3', 'bad 5']);
  });
});
