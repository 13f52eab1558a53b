import type { PDFDocument, RGB } from 'pdf-lib';
import { Canvas, type Fonts, PAGE } from './pdf-canvas.ts';

/**
 * Top-to-bottom layout over as many pages as the content needs: `need(height)` starts a new page
 * (with its continuation heading) when the next block would run into the footer.
 */
export class PageFlow {
  canvas: Canvas;
  y: number;
  private readonly bottom = PAGE.height - PAGE.margin - 18;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly onNewPage: (canvas: Canvas, continued: boolean) => number,
  ) {
    this.canvas = Canvas.add(doc, fonts);
    this.y = onNewPage(this.canvas, false);
  }

  need(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.canvas = Canvas.add(this.doc, this.fonts);
    this.y = this.onNewPage(this.canvas, true);
  }

  /** A wrapped paragraph that may continue on the next pages. */
  paragraph(
    x: number,
    lines: string[],
    size: number,
    options: { leading?: number; bold?: boolean; color?: RGB } = {},
  ): void {
    const leading = options.leading ?? size * 1.3;
    for (const line of lines) {
      this.need(leading);
      this.canvas.text(x, this.y, line, {
        size,
        ...(options.bold ? { bold: true } : {}),
        ...(options.color ? { color: options.color } : {}),
      });
      this.y += leading;
    }
  }
}
