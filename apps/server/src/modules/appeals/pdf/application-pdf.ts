import { PDFDocument } from 'pdf-lib';
import { appealCalendar } from '@homie/contracts/appeal-calendar';
import { formatUsDate } from '@homie/contracts/appeals-dates';
import { COUNTIES } from '@homie/contracts/counties';
import { drawApplicationExhibit } from './application-exhibit.ts';
import { embedEvidencePhotos } from './evidence-photos-exhibit.ts';
import { formVariant } from '../report/form-variant.ts';
import { type ApplicationInput, assessmentAppealed, usDate } from './application-model.ts';
import { drawApplicationPage1 } from './application-page-1.ts';
import { drawApplicationPage2, drawFactsAttachment } from './application-page-2.ts';
import { Canvas, embedFonts } from './pdf-canvas.ts';
import { pdfRenderer } from './pdf-renderer.ts';

/**
 * The filled application as a PDF, drawn in the PDF worker pool with a time budget (decision 090).
 */
/** `caller`: whose document this is (pdfCallerKey, decision 205); null only for offline tools (benches). */
export function renderApplicationPdf(input: ApplicationInput, caller: string | null): Promise<Uint8Array> {
  return pdfRenderer().render({ kind: 'application', input }, caller === null ? {} : { caller });
}

/**
 * Draws (on the calling thread) the county's appeal application (BOE-305-AH, or Los Angeles' AAB-100) filled with the
 * owner's answers, followed in the same PDF by Exhibit A, the hearing evidence (appeal letter, subject
 * property, comparable sales, additional information; decision 100).
 */
export async function drawApplicationPdf(input: ApplicationInput): Promise<Uint8Array> {
  const variant = formVariant(input.county);
  const doc = await PDFDocument.create();
  const county = COUNTIES[input.county].name;
  doc.setTitle(`${variant.code} ${variant.title} - ${county} County`);
  doc.setSubject(`Assessment appeal application for ${input.info.property_address}`);
  doc.setAuthor(input.info.owner_name);
  doc.setCreator('Homie');
  doc.setProducer('Homie (pdf-lib)');
  doc.setCreationDate(input.preparedOn);
  doc.setModificationDate(input.preparedOn);

  const fonts = await embedFonts(
    doc,
    JSON.stringify([
      input.info,
      input.comparables,
      input.board,
      input.letter ?? '',
      (input.photos ?? []).map((p) => [p.room, p.caption, p.finding]),
    ]),
  );
  drawApplicationPage1(Canvas.add(doc, fonts), input, variant);
  const factsContinued = drawApplicationPage2(Canvas.add(doc, fonts), input, variant);
  if (factsContinued) drawFactsAttachment(doc, fonts, input, variant);
  drawApplicationExhibit(doc, fonts, input, variant, await embedEvidencePhotos(doc, input.photos));

  const pages = doc.getPages();
  const when = filingLine(input);
  pages.forEach((page, index) => {
    new Canvas(page, fonts).footer(
      `${variant.code} - ${county} County - prepared ${usDate(input.preparedOn)} - page ${index + 1} of ${pages.length}. ${when}`,
    );
  });
  return doc.save();
}

/**
 * The footer's word on filing, from the county's calendar on the day it is prepared (decision 181),
 * or for an application that answers a notice, from the notice's own limit (decision 247). "Late"
 * is printed only when it is: a regular assessment's application after its period closed, or a
 * notice's after its limit (which Homie does not sell). While open, the deadline; before the regular
 * period opens, when the board takes it.
 */
export function filingLine(
  input: Pick<ApplicationInput, 'county' | 'preparedOn' | 'rollYear' | 'info'>,
): string {
  const appealed = assessmentAppealed(input);
  if (appealed.type !== 'regular') {
    const notice = appealed.notice;
    if (!notice) return 'Review every entry; date and sign the certification in ink; attach the notice.';
    return notice.open
      ? `Review every entry; date and sign the certification in ink; attach the notice; file by ${notice.closes}.`
      : `The period for this notice closed ${notice.closes}: filed now this is late.`;
  }
  const calendar = appealCalendar(input.county, input.preparedOn, input.rollYear);
  const { formal } = calendar;
  if (formal.state === 'closed')
    return `The ${formal.rollYear} period closed ${formatUsDate(formal.closes)}: filed now this is late, unless it answers a notice mailed within 60 days.`;
  if (formal.state === 'not_open')
    return `The board takes it from ${formatUsDate(formal.opens)} to ${formatUsDate(formal.closes)}; date and sign the certification in ink.`;
  return `Review every entry; date and sign the certification in ink; file by ${formatUsDate(formal.closes)}.`;
}

/** "BOE-305-AH_Alameda_2581-006-055.pdf": a safe download name. */
export function applicationFileName(input: Pick<ApplicationInput, 'county' | 'info'>): string {
  const variant = formVariant(input.county);
  const county = COUNTIES[input.county].name.replace(/\s+/g, '_');
  const apn = input.info.apn.replace(/[^0-9A-Za-z-]+/g, '') || 'application';
  return `${variant.code}_${county}_${apn}.pdf`;
}
