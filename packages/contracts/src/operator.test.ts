import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, exportParamsSchema, inboxQuerySchema, statusChangeSchema } from './operator.ts';

describe('csvCell', () => {
  it.each([
    ['=cmd|/C calc', `"'=cmd|/C calc"`],
    ['+1 555', `"'+1 555"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
  ])('prefixes a formula start %j with a quote mark', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('doubles quotes and keeps commas and line breaks inside the quoted cell', () => {
    expect(csvCell('He said "hi",\nthen left')).toBe('"He said ""hi"",\nthen left"');
  });

  it('keeps non-Latin text as it is', () => {
    expect(csvCell('Zoë 山田 — Ελένη')).toBe('"Zoë 山田 — Ελένη"');
  });

  it('leaves a real number alone (a negative saving is data), but not text that looks like one', () => {
    expect(csvCell(-730)).toBe('"-730"');
    expect(csvCell('-730')).toBe(`"'-730"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('"a","1",""\r\n');
  });
});

describe('operator queries', () => {
  it('reads an empty filter as no filter and caps the page size', () => {
    expect(inboxQuerySchema.parse({ q: '', county: '', status: '' })).toEqual({ limit: 25 });
    expect(inboxQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(inboxQuerySchema.safeParse({ county: 'orange' }).success).toBe(false);
  });

  it('exports only messages, leads and orders', () => {
    expect(exportParamsSchema.safeParse({ file: 'leads.csv' }).success).toBe(true);
    expect(exportParamsSchema.safeParse({ file: 'users.csv' }).success).toBe(false);
  });

  it('trims the note and limits it', () => {
    expect(statusChangeSchema.parse({ status: 'handled', note: '  ok ' })).toEqual({
      status: 'handled',
      note: 'ok',
    });
    expect(statusChangeSchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});
