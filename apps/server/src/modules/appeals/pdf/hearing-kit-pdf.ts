import type { PDFDocument } from 'pdf-lib';
import type { BaseYearAppeal } from '@homie/contracts/base-year';
import { HEARING_KIT_HEADINGS, type HearingKit } from '@homie/contracts/hearing-kit';
import { CONTENT_WIDTH, type Fonts, GREY, PAGE } from './pdf-canvas.ts';
import { PageFlow } from './page-flow.ts';
import { wrapLines } from './pdf-text.ts';

const M = PAGE.margin;

/** The PDF's section titles: the contract's headings in the report's capitals. */
export const PDF_KIT_TITLES = {
  kit: `${HEARING_KIT_HEADINGS.kit.toUpperCase()}: BETWEEN FILING AND THE HEARING`,
  exchange: HEARING_KIT_HEADINGS.exchange.toUpperCase(),
  letter: HEARING_KIT_HEADINGS.letter.toUpperCase(),
  copies: HEARING_KIT_HEADINGS.copies.toUpperCase(),
  outline: HEARING_KIT_HEADINGS.outline.toUpperCase(),
  rebuttals: HEARING_KIT_HEADINGS.rebuttals.toUpperCase(),
  stipulation: HEARING_KIT_HEADINGS.stipulation.toUpperCase(),
  baseYear: 'BASE-YEAR APPEAL STILL OPEN (R&T §80(a)(3))',
} as const;

function section(flow: PageFlow, title: string): void {
  flow.need(60);
  flow.y = flow.canvas.section(flow.y + 8, title) + 6;
}

function text(
  flow: PageFlow,
  value: string,
  size = 9,
  x: number = M,
  options: { bold?: boolean } = {},
): void {
  const font = options.bold ? flow.canvas.fonts.bold : flow.canvas.fonts.regular;
  flow.paragraph(x, wrapLines(font, value, size, CONTENT_WIDTH - (x - M)), size, options);
}

function label(flow: PageFlow, value: string): void {
  flow.y += 3;
  flow.need(30);
  text(flow, value, 9.5, M, { bold: true });
  flow.y += 1;
}

function bullets(flow: PageFlow, items: readonly string[]): void {
  for (const item of items) {
    const lines = wrapLines(flow.canvas.fonts.regular, item, 9, CONTENT_WIDTH - 12);
    flow.need(Math.min(lines.length, 2) * 11.7);
    flow.canvas.text(M + 2, flow.y, '-', { size: 9 });
    flow.paragraph(M + 12, lines, 9);
    flow.y += 2;
  }
}

/** The base-year appeal still open for the roll year (decision 248), after the next steps; nothing without one. */
export function drawBaseYearAppeal(flow: PageFlow, appeal: BaseYearAppeal | null | undefined): void {
  if (!appeal) return;
  section(flow, PDF_KIT_TITLES.baseYear);
  text(flow, appeal.text);
  flow.y += 4;
}

/**
 * The hearing kit (issue 51 item 6, decision 248) on new pages after the report: the exchange of
 * information, its letter on a page of its own (ready to send), the copies, the outline of what to
 * say, the assessor's usual answers with the owner's, and stipulation and withdrawal.
 */
export function drawHearingKit(doc: PDFDocument, fonts: Fonts, kit: HearingKit | undefined): void {
  if (!kit) return;
  const flow = new PageFlow(doc, fonts, () => M);
  flow.y = flow.canvas.section(flow.y, PDF_KIT_TITLES.kit) + 6;
  text(
    flow,
    "What to do between filing your application and the board's decision. The numbers are your report's. Nothing here promises a result: the board decides on the evidence, and it can also raise a value.",
    9,
    M,
  );

  section(flow, PDF_KIT_TITLES.exchange);
  for (const sentence of kit.exchange.what) {
    text(flow, sentence);
    flow.y += 3;
  }
  label(flow, 'What to send');
  bullets(flow, kit.exchange.send);
  label(flow, 'When');
  bullets(flow, kit.exchange.when);

  section(flow, PDF_KIT_TITLES.copies);
  text(flow, kit.copies.text);

  section(flow, PDF_KIT_TITLES.outline);
  kit.outline.forEach((point, index) => {
    const lines = wrapLines(fonts.regular, point, 9.5, CONTENT_WIDTH - 16);
    flow.need(lines.length * 12.4);
    flow.canvas.text(M, flow.y, `${index + 1}.`, { size: 9.5, bold: true });
    flow.paragraph(M + 16, lines, 9.5);
    flow.y += 4;
  });

  section(flow, PDF_KIT_TITLES.rebuttals);
  for (const { objection, answer } of kit.rebuttals) {
    flow.need(36);
    text(flow, `"${objection}"`, 9, M, { bold: true });
    text(flow, answer, 9, M + 12);
    flow.y += 4;
  }

  section(flow, PDF_KIT_TITLES.stipulation);
  label(flow, 'Stipulation');
  text(flow, kit.stipulation);
  label(flow, 'Withdrawal');
  text(flow, kit.withdrawal);

  // The letter on a page of its own, so that it can be printed and sent as it is.
  const letter = new PageFlow(doc, fonts, () => M);
  letter.y = letter.canvas.section(letter.y, PDF_KIT_TITLES.letter) + 4;
  letter.paragraph(
    M,
    wrapLines(
      fonts.regular,
      "Fill in the blanks (the date, your application number and hearing date from the clerk's notice, the assessor's address), sign, and mail it to the assessor with a copy to the clerk of the board, with your adjustment grid enclosed.",
      8,
      CONTENT_WIDTH,
    ),
    8,
    { color: GREY },
  );
  letter.y += 10;
  letter.letter(kit.exchange.letter);
}
