import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitAddress } from './application-model.ts';
import { fitSize, printable, truncate, wrapLines } from './pdf-text.ts';

let font: Awaited<ReturnType<PDFDocument['embedFont']>>;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('printable', () => {
  it('keeps what WinAnsi encodes, folds accents and replaces the rest', () => {
    expect(printable(font, 'Café “quoted” – fine')).toBe('Café “quoted” – fine');
    expect(printable(font, 'Łódź')).toBe('Lódz');
    expect(printable(font, '日本 ✓')).toBe('?? ?');
    expect(printable(font, 'a\tb\r\n\u0000c')).toBe('a b c');
    expect(() => font.encodeText(printable(font, '🏠 Zoë ≥ 3'))).not.toThrow();
  });
});

describe('fitting text', () => {
  it('shrinks to fit, then truncates with an ellipsis', () => {
    const long = 'A very long owner name that will never fit in a small box';
    expect(fitSize(font, 'short', 100, 10)).toBe(10);
    expect(fitSize(font, long, 100, 10)).toBe(6);
    const cut = truncate(font, long, 6, 100);
    expect(cut.endsWith('...')).toBe(true);
    expect(font.widthOfTextAtSize(cut, 6)).toBeLessThanOrEqual(100);
  });

  it('wraps words, keeps paragraphs and breaks words longer than a line', () => {
    const lines = wrapLines(font, 'one two three four five six seven\n\nnext paragraph', 10, 80);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines).toContain('');
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(80);
    const broken = wrapLines(font, 'x'.repeat(100), 10, 50);
    expect(broken.join('')).toBe('x'.repeat(100));
  });
});

describe('splitAddress', () => {
  it('splits the usual one-line address and leaves anything else in street', () => {
    expect(splitAddress('123 Main St #4, Oakland, CA 94612')).toEqual({
      street: '123 Main St #4',
      city: 'Oakland',
      state: 'CA',
      zip: '94612',
    });
    expect(splitAddress('PO Box 5, San Jose CA 95112-1234')).toEqual({
      street: 'PO Box 5',
      city: 'San Jose',
      state: 'CA',
      zip: '95112-1234',
    });
    expect(splitAddress('somewhere')).toEqual({ street: 'somewhere', city: '', state: '', zip: '' });
  });
});
