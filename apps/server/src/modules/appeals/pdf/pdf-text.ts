import type { PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * Text for pdf-lib's standard fonts, which only encode WinAnsi (Latin-1 plus a few symbols). A
 * document may give a standard font fallback fonts (embedded Unicode subsets, see pdf-fonts.ts):
 * characters the standard font lacks print in the first fallback that has them. Any character no
 * font has is replaced (accents folded where possible), so owner input can never break a PDF.
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

const fallbacks = new WeakMap<PDFFont, PDFFont[]>();

/** Characters `font` lacks print in the first of `others` that has them (set before any layout). */
export function setFallbackFonts(font: PDFFont, others: PDFFont[]): void {
  fallbacks.set(font, others);
}

/**
 * Scripts a fallback font may draw: those written left to right without complex shaping (Latin,
 * Greek, Cyrillic, Armenian, Vietnamese, symbols, Chinese, Japanese kana, Korean Hangul). Others
 * (right-to-left and Indic scripts, which would need bidi and shaping) still print as "?".
 */
const FALLBACK_RANGES: [number, number][] = [
  [0x00a0, 0x052f],
  [0x0530, 0x058f],
  [0x1e00, 0x1fff],
  [0x2000, 0x2bff],
  [0x2e80, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
];
const fallbackMayDraw = (code: number) => FALLBACK_RANGES.some(([from, to]) => code >= from && code <= to);

/** The font that draws `char` for `font`: itself, one of its fallbacks, or none. */
function fontFor(font: PDFFont, code: number): PDFFont | undefined {
  if (charset(font).has(code)) return font;
  if (!fallbackMayDraw(code)) return undefined;
  for (const other of fallbacks.get(font) ?? []) if (charset(other).has(code)) return other;
  return undefined;
}

const glyphWidths = new WeakMap<PDFFont, (code: number) => number>();

/** A fast advance width (in 1/1000 em) per character for an embedded font, instead of a layout per character. */
export function setGlyphWidths(font: PDFFont, widthOf: (code: number) => number): void {
  glyphWidths.set(font, widthOf);
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

/** One line of text the font (or its fallbacks) can draw (newlines and control characters become spaces). */
export function printable(font: PDFFont, text: string): string {
  const drawable = (code: number) => fontFor(font, code) !== undefined;
  let out = '';
  // Composed form first: "e" + combining circumflex + tilde prints as the one letter "ễ".
  for (const char of fallbacks.get(font)?.length ? text.normalize('NFC') : text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) {
      // Newlines, tabs and other control characters become a single space.
      if (!out.endsWith(' ')) out += ' ';
      continue;
    }
    if (charset(font).has(code)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined && !(code > 0xff && drawable(code))) {
      out += replacement;
      continue;
    }
    if (drawable(code)) {
      out += char;
      continue;
    }
    const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...folded].every((c) => drawable(c.codePointAt(0)!)) && folded !== '' ? folded : '?';
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
    const code = char.codePointAt(0)!;
    const drawing = fontFor(font, code) ?? font;
    const fast = glyphWidths.get(drawing);
    units = fast ? fast(code) : drawing.widthOfTextAtSize(char, 1000);
    m.glyph.set(char, units);
  }
  return units;
}

function kernUnits(font: PDFFont, m: Metrics, left: string, right: string): number {
  if (!left || !right) return 0;
  const pair = left + right;
  let units = m.kern.get(pair);
  if (units === undefined) {
    // Only the standard font's own pairs kern (a fallback font's text is measured glyph by glyph).
    const own = charset(font);
    units =
      own.has(left.codePointAt(0)!) && own.has(right.codePointAt(0)!)
        ? font.widthOfTextAtSize(pair, 1000) - glyphUnits(font, m, left) - glyphUnits(font, m, right)
        : 0;
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

/**
 * Draws one printable line at (x, y) in pdf-lib's coordinates: in `font` alone when it has every
 * character (the usual case), otherwise run by run in the fonts that have them.
 */
export function drawLine(
  page: PDFPage,
  line: string,
  options: { x: number; y: number; size: number; font: PDFFont; color: RGB },
): void {
  const { font, size } = options;
  const own = charset(font);
  let plain = true;
  for (const char of line) {
    if (!own.has(char.codePointAt(0)!)) {
      plain = false;
      break;
    }
  }
  if (plain || !fallbacks.get(font)?.length) {
    page.drawText(line, options);
    return;
  }
  let x = options.x;
  let run = '';
  let runFont = font;
  const flush = () => {
    if (!run) return;
    page.drawText(run, { ...options, x, font: runFont });
    // pdf-lib does not kern: the pen moves by the glyphs' advances.
    x += measure(font, metricsOf(font), run).advance * (size / 1000);
    run = '';
  };
  for (const char of line) {
    const drawing = fontFor(font, char.codePointAt(0)!) ?? font;
    if (drawing !== runFont) {
      flush();
      runFont = drawing;
    }
    run += char;
  }
  flush();
}
