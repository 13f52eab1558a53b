import type { PDFFont } from 'pdf-lib';

/**
 * Text for pdf-lib's standard fonts, which only encode WinAnsi (Latin-1 plus a few symbols): any
 * other character is replaced (accents folded where possible) so owner input can never break a PDF.
 */

const charsets = new WeakMap<PDFFont, Set<number>>();

function charset(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

const REPLACEMENTS: Record<string, string> = {
  '\t': ' ',
  '\u00a0': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

/** One line of text the font can draw (newlines and control characters become spaces). */
export function printable(font: PDFFont, text: string): string {
  const supported = charset(font);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) {
      // Newlines, tabs and other control characters become a single space.
      if (!out.endsWith(' ')) out += ' ';
      continue;
    }
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...folded].every((c) => supported.has(c.codePointAt(0)!)) && folded !== '' ? folded : '?';
  }
  return out;
}

/**
 * Widths are measured once per glyph (and once per adjacent pair, for kerning) in font units, then
 * summed: laying out text is linear in its length, however long a word is (issue 13: re-measuring
 * a growing prefix for each character froze the server for minutes on one long word).
 */
interface Metrics {
  glyph: Map<string, number>;
  kern: Map<string, number>;
}

const metrics = new WeakMap<PDFFont, Metrics>();

function metricsOf(font: PDFFont): Metrics {
  let m = metrics.get(font);
  if (!m) {
    m = { glyph: new Map(), kern: new Map() };
    metrics.set(font, m);
  }
  return m;
}

/** The measure of a run of text in font units (1000 per em). */
interface Run {
  /** Sum of the glyphs' advance widths: what a PDF viewer draws (pdf-lib does not kern). */
  advance: number;
  /** The same plus pdf-lib's kerning pairs: what `widthOfTextAtSize` reports. */
  kerned: number;
  first: string;
  last: string;
}

const EMPTY: Run = { advance: 0, kerned: 0, first: '', last: '' };

function glyphUnits(font: PDFFont, m: Metrics, char: string): number {
  let units = m.glyph.get(char);
  if (units === undefined) {
    units = font.widthOfTextAtSize(char, 1000);
    m.glyph.set(char, units);
  }
  return units;
}

function kernUnits(font: PDFFont, m: Metrics, left: string, right: string): number {
  if (!left || !right) return 0;
  const pair = left + right;
  let units = m.kern.get(pair);
  if (units === undefined) {
    units = font.widthOfTextAtSize(pair, 1000) - glyphUnits(font, m, left) - glyphUnits(font, m, right);
    m.kern.set(pair, units);
  }
  return units;
}

/** `run` followed by one more character. */
function extend(font: PDFFont, m: Metrics, run: Run, char: string): Run {
  const units = glyphUnits(font, m, char);
  return {
    advance: run.advance + units,
    kerned: run.kerned + units + kernUnits(font, m, run.last, char),
    first: run.first || char,
    last: char,
  };
}

/** Two runs side by side: constant time, whatever their lengths. */
function join(font: PDFFont, m: Metrics, a: Run, b: Run): Run {
  if (!a.last) return b;
  if (!b.first) return a;
  return {
    advance: a.advance + b.advance,
    kerned: a.kerned + b.kerned + kernUnits(font, m, a.last, b.first),
    first: a.first,
    last: b.last,
  };
}

function measure(font: PDFFont, m: Metrics, text: string): Run {
  let run = EMPTY;
  for (const char of text) run = extend(font, m, run, char);
  return run;
}

/** Width in points at `size`: the wider of the drawn and the kerned measure. */
const widthOf = (run: Run, size: number) => Math.max(run.advance, run.kerned) * (size / 1000);

/** The width of `text` at `size` in points, measured glyph by glyph (linear in its length). */
export function textWidth(font: PDFFont, text: string, size: number): number {
  return widthOf(measure(font, metricsOf(font), text), size);
}

/** The largest size from `size` down to `minSize` at which the text fits `maxWidth`. */
export function fitSize(font: PDFFont, text: string, maxWidth: number, size: number, minSize = 6): number {
  const run = measure(font, metricsOf(font), text);
  let current = size;
  while (current > minSize && widthOf(run, current) > maxWidth) current -= 0.5;
  return current;
}

/** Cuts text to `maxWidth`, ending with an ellipsis when anything was cut. */
export function truncate(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const m = metricsOf(font);
  if (widthOf(measure(font, m, text), size) <= maxWidth) return text;
  const ellipsis = measure(font, m, '...');
  let run = EMPTY;
  let end = 0;
  let kept = 0;
  for (const char of text) {
    run = extend(font, m, run, char);
    // The drawn width only grows: once the prefix alone is too wide, no longer prefix fits.
    if (run.advance * (size / 1000) > maxWidth) break;
    end += char.length;
    if (widthOf(join(font, m, run, ellipsis), size) <= maxWidth) kept = end;
  }
  return `${text.slice(0, kept).trimEnd()}...`;
}

/**
 * Word-wraps text (paragraphs kept on their own lines) to `maxWidth`; words longer than a line
 * are broken. Returns printable lines. Each character is measured a bounded number of times.
 */
export function wrapLines(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const m = metricsOf(font);
  const space = measure(font, m, ' ');
  const fits = (run: Run) => widthOf(run, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = printable(font, paragraph).split(' ').filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    let lineRun = EMPTY;
    for (const word of words) {
      const wordRun = measure(font, m, word);
      if (line) {
        const candidate = join(font, m, join(font, m, lineRun, space), wordRun);
        if (fits(candidate)) {
          line = `${line} ${word}`;
          lineRun = candidate;
          continue;
        }
        lines.push(line);
      }
      if (fits(wordRun)) {
        line = word;
        lineRun = wordRun;
        continue;
      }
      // A word wider than the line: break it character by character; the rest starts the next line.
      let piece = '';
      let pieceRun = EMPTY;
      for (const char of word) {
        const next = extend(font, m, pieceRun, char);
        if (piece && !fits(next)) {
          lines.push(piece);
          piece = char;
          pieceRun = extend(font, m, EMPTY, char);
        } else {
          piece += char;
          pieceRun = next;
        }
      }
      line = piece;
      lineRun = pieceRun;
    }
    if (line) lines.push(line);
  }
  return lines;
}
