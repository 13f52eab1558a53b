import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { setGlyphWidths } from './pdf-text.ts';

/**
 * Unicode fonts for what Helvetica cannot draw (decision 090): owners' names and addresses in
 * Vietnamese, Armenian, Chinese, Korean... print as written instead of "?". The fonts come from
 * Debian packages (scripts/ensure-system-deps.sh): DejaVu Sans (fonts-dejavu-core: Latin, Greek,
 * Cyrillic, Armenian, Vietnamese...) and WenQuanYi Micro Hei (fonts-wqy-microhei: Chinese, Japanese
 * kana, Korean Hangul). They are embedded only in documents that need them, as subsets of the
 * glyphs used. Without the packages the PDF still renders, with "?" for those characters.
 */

const FONT_ROOT = '/usr/share/fonts/truetype';
const FILES = {
  sans: `${FONT_ROOT}/dejavu/DejaVuSans.ttf`,
  sansBold: `${FONT_ROOT}/dejavu/DejaVuSans-Bold.ttf`,
  cjk: `${FONT_ROOT}/wqy/wqy-microhei.ttc`,
} as const;

type FontFile = keyof typeof FILES;
type ParsedFont = ReturnType<typeof fontkit.create>;

const bytesCache = new Map<FontFile, Uint8Array | null>();
const parsedCache = new WeakMap<Uint8Array, ParsedFont>();

function fontBytes(file: FontFile): Uint8Array | null {
  if (!bytesCache.has(file)) {
    let bytes: Uint8Array | null = null;
    try {
      bytes = new Uint8Array(readFileSync(FILES[file]));
    } catch {
      bytes = null;
    }
    bytesCache.set(file, bytes);
  }
  return bytesCache.get(file) ?? null;
}

/**
 * fontkit for pdf-lib, parsing each font file once per process (a worker draws many documents) and
 * taking the first face of a collection (.ttc), which pdf-lib cannot embed as such.
 */
const kit = {
  create(bytes: Uint8Array): ParsedFont {
    let font = parsedCache.get(bytes);
    if (!font) {
      const created = fontkit.create(bytes) as ParsedFont | { fonts: ParsedFont[] };
      font = 'fonts' in created ? (created.fonts[0] as ParsedFont) : created;
      parsedCache.set(bytes, font);
    }
    return font;
  },
};

/** True when the Unicode fonts are installed (tests that read names back need them). */
export function unicodeFontsAvailable(): boolean {
  return (Object.keys(FILES) as FontFile[]).every((file) => fontBytes(file) !== null);
}

/** True when `text` has a printable character outside `chars`. */
function lacks(chars: Iterable<number>, text: string): boolean {
  const have = new Set(chars);
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code !== 0x7f && !have.has(code)) return true;
  }
  return false;
}

/**
 * The fallbacks for a document whose printed text is `text`: none when Helvetica draws all of it
 * (or the fonts are not installed), otherwise DejaVu Sans (regular and bold) and, when still
 * needed, WenQuanYi Micro Hei, embedded as subsets.
 */
export async function embedUnicodeFonts(
  doc: PDFDocument,
  helvetica: PDFFont,
  text: string,
): Promise<{ regular: PDFFont[]; bold: PDFFont[] } | undefined> {
  if (!lacks(helvetica.getCharacterSet(), text)) return undefined;
  const sans = fontBytes('sans');
  const sansBold = fontBytes('sansBold');
  if (!sans || !sansBold) return undefined;
  doc.registerFontkit(kit);
  const [regular, bold] = await Promise.all([embed(doc, sans), embed(doc, sansBold)]);
  const fallbacks = { regular: [regular], bold: [bold] };
  const cjk = fontBytes('cjk');
  if (cjk && lacks(new Set([...helvetica.getCharacterSet(), ...kit.create(sans).characterSet]), text)) {
    const han = await embed(doc, cjk);
    fallbacks.regular.push(han);
    fallbacks.bold.push(han);
  }
  return fallbacks;
}

/** Embeds a subset of the font, measured glyph by glyph from its advance widths. */
async function embed(doc: PDFDocument, bytes: Uint8Array): Promise<PDFFont> {
  const font = await doc.embedFont(bytes, { subset: true });
  const parsed = kit.create(bytes);
  const scale = 1000 / parsed.unitsPerEm;
  setGlyphWidths(font, (code) => parsed.glyphForCodePoint(code).advanceWidth * scale);
  return font;
}
