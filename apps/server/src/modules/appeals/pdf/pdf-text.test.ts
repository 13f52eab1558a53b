import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitAddress } from './application-model.ts';
import { fitSize, printable, textWidth, truncate, wrapLines } from './pdf-text.ts';

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

describe('layout is linear in the text length (issue 13: one long word froze the server)', () => {
  /**
   * The CPU time `run` takes, in ms: what a quadratic layout would blow up, and not what waiting for
   * a core on a busy machine adds (wall time was 1.6 s for 0.1 s of work under a CI run's load).
   */
  const timed = <T>(run: () => T): [T, number] => {
    const started = process.cpuUsage();
    const result = run();
    const used = process.cpuUsage(started);
    return [result, (used.user + used.system) / 1000];
  };

  it('breaks a 20,000-character word well under a second, keeping every character in order', () => {
    const word = Array.from({ length: 20_000 }, (_, i) => 'abcdefghijKLMNOPQRST0123456789'[i % 30]).join('');
    const [lines, ms] = timed(() => wrapLines(font, `Before ${word} after`, 9, 532));
    expect(ms).toBeLessThan(500);
    // Every character, in order (compared as booleans: a diff of 20,000 characters helps no one).
    expect(lines[0]).toBe('Before');
    expect(lines.at(-1)?.endsWith(' after')).toBe(true);
    expect(lines.slice(1).join('') === `${word} after`).toBe(true);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(532);
    expect(lines.length).toBeGreaterThan(50);
  });

  it('wraps a 20,000-character letter of words and paragraphs well under a second', () => {
    const letter = 'Dear Members of the Board, the kitchen is original and the roof leaks.\n\n'
      .repeat(300)
      .slice(0, 20_000);
    const [lines, ms] = timed(() => wrapLines(font, letter, 10.5, 540));
    expect(ms).toBeLessThan(500);
    expect(lines.join('').replace(/\s/g, '') === letter.replace(/\s/g, '')).toBe(true);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(540);
  });

  it('fits and truncates a 20,000-character value in a small box well under a second', () => {
    const name = 'W'.repeat(20_000);
    const [cut, ms] = timed(() => truncate(font, name, fitSize(font, name, 120, 10), 120));
    expect(ms).toBeLessThan(500);
    expect(cut).toMatch(/^W+\.\.\.$/);
    expect(font.widthOfTextAtSize(cut, 6)).toBeLessThanOrEqual(120);
    // The longest cut that fits: one more character would not.
    expect(font.widthOfTextAtSize(`W${cut}`, 6)).toBeGreaterThan(120);
  });

  it('measures what pdf-lib measures', () => {
    for (const text of ['AV Wa To', 'Hello, world.', 'Café “quoted” – fine', '']) {
      expect(textWidth(font, text, 10)).toBeGreaterThanOrEqual(font.widthOfTextAtSize(text, 10) - 1e-9);
    }
    expect(textWidth(font, 'Hello', 10)).toBeCloseTo(font.widthOfTextAtSize('Hello', 10), 6);
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
