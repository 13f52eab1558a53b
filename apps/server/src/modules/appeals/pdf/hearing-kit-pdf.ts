import type { PDFDocument } from 'pdf-lib';
import type { BaseYearAppeal } from '@homie/contracts/base-year';
import { HEARING_KIT_HEADINGS, type HearingKit } from '@homie/contracts/hearing-kit';
import { type MailText, mailText } from '#lib/i18n/mail-text.ts';
import { baseYearWords, hearingKitWords } from '../report/hearing-kit-words.ts';
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
  options: { bold?: boolean; color?: typeof GREY } = {},
): void {
  const font = options.bold ? flow.canvas.fonts.bold : flow.canvas.fonts.regular;
  flow.paragraph(x, wrapLines(font, value, size, CONTENT_WIDTH - (x - M)), size, options);
}

/** The PDF's titles and labels in the report's language: English's as before, else the mail catalogue's. */
function kitTitles(m: MailText) {
  if (m.locale === 'en')
    return {
      ...PDF_KIT_TITLES,
      send: 'What to send',
      when: 'When',
      stipulationLabel: 'Stipulation',
      withdrawalLabel: 'Withdrawal',
    };
  return {
    kit: m.t('report.kit.heading.kit'),
    exchange: m.t('report.kit.heading.exchange'),
    letter: m.t('report.kit.heading.letter'),
    copies: m.t('report.kit.heading.copies'),
    outline: m.t('report.kit.heading.outline'),
    rebuttals: m.t('report.kit.heading.rebuttals'),
    stipulation: m.t('report.kit.heading.stipulation'),
    baseYear: m.t('report.kit.heading.baseYear'),
    send: m.t('report.kit.label.send'),
    when: m.t('report.kit.label.when'),
    stipulationLabel: m.t('report.kit.label.stipulation'),
    withdrawalLabel: m.t('report.kit.label.withdrawal'),
  };
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

/**
 * The base-year appeal still open for the roll year (decision 248), after the next steps; nothing
 * without one. In another language, worded from its fields (decision 271).
 */
export function drawBaseYearAppeal(
  flow: PageFlow,
  appeal: BaseYearAppeal | null | undefined,
  m: MailText = mailText('en'),
): void {
  if (!appeal) return;
  section(flow, kitTitles(m).baseYear);
  text(flow, (m.locale === 'en' ? null : baseYearWords(m, appeal)) ?? appeal.text);
  flow.y += 4;
}

/**
 * The hearing kit (issue 51 item 6, decision 248) on new pages after the report: the exchange of
 * information, its letter on a page of its own (ready to send), the copies, the outline of what to
 * say, the assessor's usual answers with the owner's, and stipulation and withdrawal. In another
 * language the owner's guidance is worded from the kit's parts (decision 271), each point of the
 * outline and each answer followed by its English, as said to the board; the letter stays English.
 */
export function drawHearingKit(
  doc: PDFDocument,
  fonts: Fonts,
  kit: HearingKit | undefined,
  m: MailText = mailText('en'),
): void {
  if (!kit) return;
  const translated = m.locale !== 'en' && kit.parts ? hearingKitWords(m, kit.parts) : null;
  const said = translated ?? kit;
  const titles = translated ? kitTitles(m) : kitTitles(mailText('en'));
  const flow = new PageFlow(doc, fonts, () => M);
  flow.y = flow.canvas.section(flow.y, titles.kit) + 6;
  text(
    flow,
    translated
      ? m.t('report.kit.intro')
      : "What to do between filing your application and the board's decision. The numbers are your report's. Nothing here promises a result: the board decides on the evidence, and it can also raise a value.",
    9,
    M,
  );

  section(flow, titles.exchange);
  for (const sentence of said.exchange.what) {
    text(flow, sentence);
    flow.y += 3;
  }
  label(flow, titles.send);
  bullets(flow, said.exchange.send);
  label(flow, titles.when);
  bullets(flow, said.exchange.when);

  section(flow, titles.copies);
  text(flow, said.copies.text);

  section(flow, titles.outline);
  said.outline.forEach((point, index) => {
    const lines = wrapLines(fonts.regular, point, 9.5, CONTENT_WIDTH - 16);
    flow.need(lines.length * 12.4);
    flow.canvas.text(M, flow.y, `${index + 1}.`, { size: 9.5, bold: true });
    flow.paragraph(M + 16, lines, 9.5);
    const english = kit.outline[index];
    if (translated && english) {
      flow.y += 1;
      text(flow, `${m.t('report.kit.saidInEnglish')} ${english}`, 8, M + 16, { color: GREY });
    }
    flow.y += 4;
  });

  section(flow, titles.rebuttals);
  said.rebuttals.forEach(({ objection, answer }, index) => {
    flow.need(36);
    text(flow, `"${objection}"`, 9, M, { bold: true });
    text(flow, answer, 9, M + 12);
    const english = kit.rebuttals[index];
    if (translated && english) {
      flow.y += 1;
      text(flow, `${m.t('report.kit.saidInEnglish')} "${english.objection}" ${english.answer}`, 8, M + 12, {
        color: GREY,
      });
    }
    flow.y += 4;
  });

  section(flow, titles.stipulation);
  label(flow, titles.stipulationLabel);
  text(flow, said.stipulation);
  label(flow, titles.withdrawalLabel);
  text(flow, said.withdrawal);

  // The letter on a page of its own, so that it can be printed and sent as it is: English, for the
  // assessor; the note above it is the owner's.
  const letter = new PageFlow(doc, fonts, () => M);
  letter.y = letter.canvas.section(letter.y, titles.letter) + 4;
  letter.paragraph(
    M,
    wrapLines(
      fonts.regular,
      translated
        ? m.t('report.kit.letterNote')
        : "Fill in the blanks (the date, your application number and hearing date from the clerk's notice, the assessor's address), sign, and mail it to the assessor with a copy to the clerk of the board, with your adjustment grid enclosed.",
      8,
      CONTENT_WIDTH,
    ),
    8,
    { color: GREY },
  );
  letter.y += 10;
  letter.letter(kit.exchange.letter);
}
