import { PDFDocument } from 'pdf-lib';
import { drawAdjustmentGrid, gridTitle } from './adjustment-grid-pdf.ts';
import type { AppealReport } from '@homie/contracts/appeals-report';
import type { Locale } from '@homie/contracts/locales';
import { MAIL_CATALOGUES, mailText } from '#lib/i18n/mail-text.ts';
import { reportNotesIn } from '../report/report-note-words.ts';
import { feeIn, MISSING_AMOUNT, usdOr } from '../report/report-letter.ts';
import { usDate } from './application-model.ts';
import { drawEvidenceChart } from './evidence-chart-pdf.ts';
import { drawBaseYearAppeal, drawHearingKit } from './hearing-kit-pdf.ts';
import { drawEvidencePhotos, embedEvidencePhotos, type PdfEvidencePhoto } from './evidence-photos-exhibit.ts';
import { Canvas, CONTENT_WIDTH, embedFonts, GREY, PAGE } from './pdf-canvas.ts';
import { PageFlow } from './page-flow.ts';
import { pdfRenderer } from './pdf-renderer.ts';
import { wrapLines } from './pdf-text.ts';

const M = PAGE.margin;

const COLUMNS: [string, number][] = [
  ['#', 16],
  ['ADDRESS', 186],
  ['SALE DATE', 52],
  ['SALE PRICE', 60],
  ['ADJUSTED', 60],
  ['SQ FT', 40],
  ['BD / BA', 44],
  ['BUILT', 34],
  ['DISTANCE', CONTENT_WIDTH - 492],
];

/**
 * The full appeal report as a PDF, drawn in the PDF worker pool with a time budget (decision 090):
 * answers a 503 with a clear message when the document cannot be drawn in time.
 */
export function renderReportPdf(
  report: AppealReport,
  preparedOn: Date,
  photos: PdfEvidencePhoto[] | undefined,
  /**
   * Whose document this is: one caller has at most a few in the pool (pdfCallerKey, decision 205);
   * null only for offline tools (benches).
   */
  caller: string | null,
  /** The owner's language for the report's own pages (decision 263); English by default. */
  locale?: Locale,
): Promise<Uint8Array> {
  return pdfRenderer().render(
    {
      kind: 'report',
      report,
      preparedOn,
      ...(photos?.length ? { photos } : {}),
      ...(locale && locale !== 'en' ? { locale } : {}),
    },
    caller === null ? {} : { caller },
  );
}

/**
 * Draws the report on the calling thread: letter, comparable sales, the evidence chart, filing facts
 * and next steps. A missing amount is said in words, never "???" (decision 221). In another language
 * (decision 263) the owner's pages (where and when to file, the next steps, the page footer) are in
 * it; the letter, the comparables, the grid, the chart and the photos exhibit the board reads stay
 * English. The report's `next_steps` come assembled in that language (`getReport`'s locale).
 */
export async function drawReportPdf(
  report: AppealReport,
  preparedOn: Date,
  photos: PdfEvidencePhoto[] = [],
  locale?: Locale,
): Promise<Uint8Array> {
  const m = mailText(locale);
  const english = m.locale === 'en';
  /** A MM/DD/YYYY date of the report as the owner's language writes it (English: as it is). */
  const day = (us: string) => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us);
    return english || !match
      ? us
      : m.date({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) });
  };
  const doc = await PDFDocument.create();
  doc.setTitle(`Appeal report - ${report.property_address}`);
  doc.setSubject(`${report.county_name} County assessment appeal`);
  doc.setCreator('Homie');
  doc.setProducer('Homie (pdf-lib)');
  doc.setCreationDate(preparedOn);
  // Unicode fonts are embedded only when something in the report needs them (a translated page's
  // script too: DejaVu Sans draws Vietnamese, WenQuanYi Micro Hei Chinese and Korean).
  const fonts = await embedFonts(
    doc,
    JSON.stringify([
      report,
      photos.map((p) => [p.room, p.caption, p.finding]),
      english ? '' : Object.values(MAIL_CATALOGUES[m.locale]).join(''),
    ]),
  );
  const flow = new PageFlow(doc, fonts, () => M);

  // The letter
  flow.letter(report.letter);

  // Comparables
  newSection(flow, `COMPARABLE SALES (${report.comparables.length})`);
  if (report.comparables.length === 0) {
    flow.paragraph(M, ['No comparable sales were found for this property.'], 9);
  } else {
    const rows = report.comparables.map((c, index) => [
      { lines: [String(index + 1)] },
      { lines: wrapLines(fonts.regular, c.address, 8, COLUMNS[1]![1] - 6).slice(0, 2) },
      { lines: [c.sale_date] },
      { lines: [usdOr(c.sale_price, MISSING_AMOUNT.salePrice)] },
      { lines: [usdOr(c.adjusted_price, MISSING_AMOUNT.adjusted)] },
      { lines: [c.sqft === null ? '' : c.sqft.toLocaleString('en-US')] },
      { lines: [[c.beds, c.baths].map((v) => (v === null ? '-' : String(v))).join(' / ')] },
      { lines: [c.year_built === null ? '' : String(c.year_built)] },
      { lines: [c.distance_miles === null ? '' : `${c.distance_miles.toFixed(2)} mi`] },
    ]);
    flow.table(M, COLUMNS, rows);
    // The MLS's licence asks for its line wherever its sales are shown (decision 232).
    if (report.data_attribution) {
      flow.y += 4;
      flow.paragraph(M, wrapLines(fonts.regular, report.data_attribution, 8, CONTENT_WIDTH), 8);
    }
  }
  flow.y += 6;
  flow.paragraph(
    M,
    wrapLines(
      fonts.regular,
      `Opinion of value: ${usdOr(report.opinion_value, MISSING_AMOUNT.opinion)}. ${report.opinion_basis}`,
      9,
      CONTENT_WIDTH,
    ),
    9,
  );

  // The grid the opinion rests on, as the board gets it in the hearing evidence (decision 245)
  if (report.adjustment_grid) {
    newSection(flow, gridTitle(report.adjustment_grid));
    drawAdjustmentGrid(flow, report.adjustment_grid, report.county === 'la' ? 'AIN' : 'APN');
  }

  // The same finding as the result's chart, with its numbers (decision 223)
  drawEvidenceChart(flow, report);

  // The owner's photos the letter encloses (decision 113)
  // Their statement names the report's lien date (MM/DD/YYYY: January 1 of its roll year).
  const rollYear = Number(report.filing.lien_date.slice(-4));
  drawEvidencePhotos(flow, await embedEvidencePhotos(doc, photos), rollYear);

  // Filing facts
  const { filing } = report;
  newSection(flow, m.t('report.section.filing'));
  const fee = feeIn(filing, m);
  const board = [filing.board.name, ...filing.board.address_lines].join(', ');
  const rows: [string, string][] = [
    [m.t('report.filing.lienDate'), day(filing.lien_date)],
    [
      m.t('report.filing.period'),
      m.t('report.filing.periodValue', {
        opens: day(filing.window_opens),
        closes: day(filing.window_closes),
      }),
    ],
    [m.t('report.filing.fee'), fee],
    [
      m.t('report.filing.fileWith'),
      filing.board.verified ? board : m.t('report.filing.unverified', { board }),
    ],
    [m.t('report.filing.informal'), filing.informal_review],
  ];
  for (const [label, value] of rows) {
    const lines = wrapLines(fonts.regular, value, 9, CONTENT_WIDTH - 140);
    // A translated label may be longer than the column: it wraps there (an English one never does,
    // and a one-line label lays out as before).
    const labelLines = english ? [label] : wrapLines(fonts.bold, label, 9, 134);
    const wraps = labelLines.length > 1;
    flow.need(Math.max(lines.length, wraps ? labelLines.length : 0) * 12);
    const top = flow.y;
    labelLines.forEach((line, index) => {
      flow.canvas.text(M, top + index * 12, line, { size: 9, bold: true });
    });
    flow.paragraph(M + 140, lines, 9, { leading: 12 });
    if (wraps) flow.y = Math.max(flow.y, top + labelLines.length * 12);
    flow.y += 3;
  }

  newSection(flow, m.t('report.section.nextSteps'));
  report.next_steps.forEach((step, index) => {
    flow.paragraph(M, wrapLines(fonts.bold, `${index + 1}. ${step.title}`, 9.5, CONTENT_WIDTH), 9.5, {
      bold: true,
    });
    flow.paragraph(M + 12, wrapLines(fonts.regular, step.detail, 9, CONTENT_WIDTH - 12), 9);
    flow.y += 4;
  });
  drawBaseYearAppeal(flow, report.base_year_appeal, m);
  // The notes in the owner's language from their parts (decision 274); English as the API says them.
  for (const note of reportNotesIn(report, m)) {
    flow.paragraph(M, wrapLines(fonts.regular, m.t('report.note.line', { note }), 8.5, CONTENT_WIDTH), 8.5, {
      color: GREY,
    });
  }

  // What to do before and at the hearing, on pages of its own (decision 248)
  drawHearingKit(doc, fonts, report.hearing_kit, m);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    new Canvas(page, fonts).footer(
      m.t('report.footer', {
        address: report.property_address,
        county: report.county_name,
        date: english ? usDate(preparedOn) : day(usDate(preparedOn)),
        page: String(index + 1),
        pages: String(pages.length),
      }),
    );
  });
  return doc.save();
}

function newSection(flow: PageFlow, title: string): void {
  flow.need(60);
  flow.y = flow.canvas.section(flow.y + 8, title) + 6;
}

export function reportFileName(report: Pick<AppealReport, 'county_name' | 'apn'>): string {
  const apn = report.apn.replace(/[^0-9A-Za-z-]+/g, '') || 'report';
  return `Appeal_Report_${report.county_name.replace(/\s+/g, '_')}_${apn}.pdf`;
}
