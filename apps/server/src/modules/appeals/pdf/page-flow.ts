import type { PDFDocument, RGB } from 'pdf-lib';
import { Canvas, CONTENT_WIDTH, type Fonts, PAGE } from './pdf-canvas.ts';
import { wrapLines } from './pdf-text.ts';

/** One cell of a table: its lines, wrapped by the caller to the column's width, and their size. */
export interface TableCell {
  lines: readonly string[];
  size?: number;
}

/** A table's columns: header title and width. */
export type TableColumns = readonly (readonly [string, number])[];

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

  /**
   * A letter's text at the margin, 10.5 pt: its paragraphs (blank-line separated) wrapped to the
   * content width, a paragraph's first lines kept together.
   */
  letter(text: string): void {
    for (const paragraph of text.split(/\n\n/)) {
      const lines = paragraph
        .split('\n')
        .flatMap((line) => wrapLines(this.fonts.regular, line, 10.5, CONTENT_WIDTH));
      this.need(Math.min(lines.length, 3) * 14);
      this.paragraph(PAGE.margin, lines, 10.5, { leading: 14 });
      this.y += 8;
    }
  }

  /**
   * A bordered table at `x`: a header row, then one row per entry, as tall as its longest cell (at
   * least `minRowHeight`); the header is drawn again at the top of each page the table continues on.
   */
  table(
    x: number,
    columns: TableColumns,
    rows: readonly (readonly TableCell[])[],
    options: { minRowHeight?: number; color?: RGB } = {},
  ): void {
    const minRowHeight = options.minRowHeight ?? 16;
    const header = () => {
      let left = x;
      for (const [title, width] of columns) {
        this.canvas.rect(left, this.y, width, 14, true);
        this.canvas.text(left + 3, this.y + 4, title, { size: 6.5, bold: true, maxWidth: width - 6 });
        left += width;
      }
      this.y += 14;
    };
    this.need(14 + minRowHeight);
    header();
    for (const cells of rows) {
      const height = Math.max(minRowHeight, 6 + 9.5 * Math.max(1, ...cells.map((cell) => cell.lines.length)));
      const before = this.canvas;
      this.need(height);
      if (this.canvas !== before) header();
      let left = x;
      columns.forEach(([, width], column) => {
        this.canvas.rect(left, this.y, width, height);
        const cell = cells[column];
        cell?.lines.forEach((line, i) => {
          this.canvas.text(left + 3, this.y + 4 + i * 9.5, line, {
            size: cell.size ?? 8,
            maxWidth: width - 6,
            ...(options.color ? { color: options.color } : {}),
          });
        });
        left += width;
      });
      this.y += height;
    }
  }
}
