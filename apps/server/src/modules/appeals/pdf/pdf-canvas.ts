import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { embedUnicodeFonts } from './pdf-fonts.ts';
import {
  drawLine,
  fitSize,
  printable,
  setFallbackFonts,
  textWidth,
  truncate,
  wrapLines,
} from './pdf-text.ts';

/** US Letter in points, with half-inch margins. */
export const PAGE = { width: 612, height: 792, margin: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const INK = rgb(0, 0, 0);
export const FILL_INK = rgb(0.05, 0.1, 0.45);
export const GREY = rgb(0.35, 0.35, 0.35);
const SHADE = rgb(0.88, 0.88, 0.88);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Helvetica for what it can draw; when `text` (everything the document will print) holds characters
 * it cannot, Unicode fonts are embedded as subsets and used for those characters (pdf-fonts.ts).
 */
export async function embedFonts(doc: PDFDocument, text = ''): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const unicode = await embedUnicodeFonts(doc, regular, text);
  if (unicode) {
    setFallbackFonts(regular, unicode.regular);
    setFallbackFonts(bold, unicode.bold);
  }
  return { regular, bold };
}

/**
 * Drawing on one page with coordinates measured from the top-left corner (pdf-lib's origin is
 * bottom-left). Labels print small in black; the owner's entries print larger in dark blue.
 */
export class Canvas {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  static add(doc: PDFDocument, fonts: Fonts): Canvas {
    return new Canvas(doc.addPage([PAGE.width, PAGE.height]), fonts);
  }

  text(
    x: number,
    top: number,
    text: string,
    options: { size?: number; bold?: boolean; color?: RGB; maxWidth?: number } = {},
  ): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let size = options.size ?? 8;
    let line = printable(font, text);
    if (options.maxWidth !== undefined) {
      size = fitSize(font, line, options.maxWidth, size);
      line = truncate(font, line, size, options.maxWidth);
    }
    drawLine(this.page, line, { x, y: PAGE.height - top - size, size, font, color: options.color ?? INK });
  }

  /** Wrapped paragraph; returns the top of the next line. */
  paragraph(
    x: number,
    top: number,
    width: number,
    text: string,
    options: { size?: number; bold?: boolean; color?: RGB; leading?: number } = {},
  ): number {
    const size = options.size ?? 7;
    const leading = options.leading ?? size * 1.25;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let y = top;
    for (const line of wrapLines(font, text, size, width)) {
      drawLine(this.page, line, { x, y: PAGE.height - y - size, size, font, color: options.color ?? INK });
      y += leading;
    }
    return y;
  }

  rect(x: number, top: number, width: number, height: number, fill = false): void {
    this.page.drawRectangle({
      x,
      y: PAGE.height - top - height,
      width,
      height,
      borderColor: INK,
      borderWidth: 0.6,
      ...(fill ? { color: SHADE } : {}),
    });
  }

  line(
    x1: number,
    top1: number,
    x2: number,
    top2: number,
    thickness = 0.6,
    options: { dash?: number[]; color?: RGB } = {},
  ): void {
    this.page.drawLine({
      start: { x: x1, y: PAGE.height - top1 },
      end: { x: x2, y: PAGE.height - top2 },
      thickness,
      color: options.color ?? INK,
      ...(options.dash ? { dashArray: options.dash } : {}),
    });
  }

  /** A filled band with no border (a chart's range). */
  band(x: number, top: number, width: number, height: number, color: RGB = SHADE): void {
    this.page.drawRectangle({ x, y: PAGE.height - top - height, width, height, color });
  }

  /** A filled dot centred at (x, top) (a chart's mark). */
  dot(x: number, top: number, radius: number, color: RGB = INK): void {
    this.page.drawCircle({ x, y: PAGE.height - top, size: radius, color });
  }

  /** A black band with a white section title across the content width; returns the top below it. */
  section(top: number, title: string): number {
    const height = 13;
    this.page.drawRectangle({
      x: PAGE.margin,
      y: PAGE.height - top - height,
      width: CONTENT_WIDTH,
      height,
      color: INK,
    });
    const size = 8;
    drawLine(this.page, printable(this.fonts.bold, title), {
      x: PAGE.margin + 4,
      y: PAGE.height - top - height + 3.5,
      size,
      font: this.fonts.bold,
      color: rgb(1, 1, 1),
    });
    return top + height;
  }

  /** A boxed field: its label at the top in small capitals, the value underneath in blue. */
  field(x: number, top: number, width: number, height: number, label: string, value: string): void {
    this.rect(x, top, width, height);
    this.text(x + 2.5, top + 2, label, { size: 5.5, maxWidth: width - 5 });
    if (value)
      this.text(x + 4, top + height - 12.5, value, { size: 10, color: FILL_INK, maxWidth: width - 8 });
  }

  /** A checkbox with its caption; an X marks it when checked. Returns the x after the caption. */
  checkbox(x: number, top: number, checked: boolean, caption: string, size = 7): number {
    const box = 7.5;
    this.rect(x, top, box, box);
    if (checked) {
      this.line(x + 1.2, top + 1.2, x + box - 1.2, top + box - 1.2, 1.1);
      this.line(x + 1.2, top + box - 1.2, x + box - 1.2, top + 1.2, 1.1);
    }
    this.text(x + box + 3, top + 0.5, caption, { size });
    return x + box + 3 + textWidth(this.fonts.regular, printable(this.fonts.regular, caption), size) + 10;
  }

  footer(text: string): void {
    this.text(PAGE.margin, PAGE.height - PAGE.margin + 14, text, {
      size: 6.5,
      color: GREY,
      maxWidth: CONTENT_WIDTH,
    });
  }
}
