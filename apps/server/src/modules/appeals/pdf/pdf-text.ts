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

/** The largest size from `size` down to `minSize` at which the text fits `maxWidth`. */
export function fitSize(font: PDFFont, text: string, maxWidth: number, size: number, minSize = 6): number {
  let current = size;
  while (current > minSize && font.widthOfTextAtSize(text, current) > maxWidth) current -= 0.5;
  return current;
}

/** Cuts text to `maxWidth`, ending with an ellipsis when anything was cut. */
export function truncate(font: PDFFont, text: string, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}...`, size) > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}...`;
}

/**
 * Word-wraps text (paragraphs kept on their own lines) to `maxWidth`; words longer than a line
 * are broken. Returns printable lines.
 */
export function wrapLines(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = printable(font, paragraph).split(' ').filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (let word of words) {
      while (font.widthOfTextAtSize(word, size) > maxWidth) {
        let cut = word.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > maxWidth) cut -= 1;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = '';
        word = word.slice(cut);
      }
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
