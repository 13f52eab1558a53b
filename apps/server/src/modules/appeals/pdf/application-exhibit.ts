import type { PDFDocument } from 'pdf-lib';
import { COUNTY_REQUIREMENTS } from '@homie/contracts/appeals';
import { parseFormAmount, parseFormNumber } from '@homie/contracts/appeals-validation';
import { COUNTIES } from '@homie/contracts/counties';
import type { FormVariant } from '../report/form-variant.ts';
import { drawAdjustmentGrid, gridTitle } from './adjustment-grid-pdf.ts';
import {
  type ApplicationInput,
  applicationRollYear,
  assessmentAppealed,
  dollars,
} from './application-model.ts';
import { drawEvidencePhotos, type EmbeddedPhoto } from './evidence-photos-exhibit.ts';
import { CONTENT_WIDTH, FILL_INK, type Fonts, PAGE } from './pdf-canvas.ts';
import { PageFlow } from './page-flow.ts';
import { wrapLines } from './pdf-text.ts';

const M = PAGE.margin;

/** Columns of the comparable sales table: header, width. */
const COLUMNS: [string, number][] = [
  ['#', 16],
  ['ADDRESS', 160],
  ['SALE DATE', 56],
  ['SALE PRICE', 66],
  ['SQ FT', 40],
  ['$/SQ FT', 42],
  ['DESCRIPTION', CONTENT_WIDTH - 380],
];

/** The exhibit's title: supporting information, kept as hearing evidence (not attached). */
export const EXHIBIT_TITLE = 'EXHIBIT A - SUPPORTING INFORMATION (HEARING EVIDENCE)';

const HEARING_NOTE =
  'Hearing evidence: keep this exhibit with your copy of the application and present it at the hearing ' +
  '(or send it as the hearing notice asks). Do not attach it to the application you file.';

/**
 * Exhibit A, the hearing evidence that follows the application in the same PDF (decision 100): the
 * appeal letter, the subject property's facts, the comparable sales the owner relies on, and the
 * full additional information. Flows over as many pages as needed.
 */
export function drawApplicationExhibit(
  doc: PDFDocument,
  fonts: Fonts,
  input: ApplicationInput,
  variant: FormVariant,
  photos: readonly EmbeddedPhoto[] = [],
): void {
  const { info, comparables, county } = input;
  const flow = new PageFlow(doc, fonts, (canvas, continued) => {
    canvas.text(M, M, `${EXHIBIT_TITLE}${continued ? ' (CONTINUED)' : ''}`, {
      size: 12,
      bold: true,
    });
    canvas.text(M, M + 16, `Hearing evidence for the ${variant.code} application, ${variant.countyHeading}`, {
      size: 7.5,
      maxWidth: CONTENT_WIDTH,
    });
    canvas.text(
      M,
      M + 26,
      `Applicant: ${info.owner_name}    ${variant.usesAin ? 'AIN' : 'APN'}: ${info.apn}`,
      { size: 7.5, maxWidth: CONTENT_WIDTH },
    );
    return M + 42;
  });
  flow.paragraph(M, wrapLines(fonts.bold, HEARING_NOTE, 8, CONTENT_WIDTH), 8, { bold: true });

  const letter = input.letter?.trim();
  if (letter) {
    heading(flow, 'APPEAL LETTER');
    for (const paragraph of letter.split(/\n\s*\n/)) {
      const lines = paragraph
        .split('\n')
        .flatMap((line) => wrapLines(fonts.regular, line, 9.5, CONTENT_WIDTH - 8));
      flow.need(Math.min(lines.length, 3) * 12.5);
      flow.paragraph(M + 4, lines, 9.5, { leading: 12.5, color: FILL_INK });
      flow.y += 6;
    }
  }

  heading(flow, 'SUBJECT PROPERTY');
  const facts: [string, string][] = [
    ['Property address', info.property_address],
    [variant.usesAin ? "Assessor's ID number (AIN)" : "Assessor's parcel number", info.apn],
    ['Living area (sq ft)', info.sqft],
    ['Bedrooms / bathrooms', [info.beds, info.baths].filter(Boolean).join(' / ')],
    ['Purchase date', info.purchase_date],
    ['Purchase price', dollars(info.purchase_price)],
    ['Value on roll', dollars(info.assessed_value)],
    // The value date of the assessment appealed: January 1, or a notice's event (decision 247).
    [
      `Applicant's opinion of value (${assessmentAppealed(input).valueDate || 'January 1'})`,
      dollars(info.opinion_value),
    ],
  ];
  if (info.opinion_land || info.opinion_improvements) {
    facts.push([
      'Opinion of value: land / improvements',
      `${dollars(info.opinion_land ?? '')} / ${dollars(info.opinion_improvements ?? '')}`,
    ]);
  }
  for (const [label, value] of facts) {
    flow.need(13);
    flow.canvas.text(M + 4, flow.y, label, { size: 8 });
    flow.canvas.text(M + 190, flow.y, value || '-', {
      size: 9,
      color: FILL_INK,
      maxWidth: CONTENT_WIDTH - 194,
    });
    flow.y += 13;
  }

  heading(flow, 'COMPARABLE SALES');
  if (comparables.length === 0) {
    const max = COUNTY_REQUIREMENTS[county].max_comparables;
    const note =
      max === 0
        ? `${COUNTIES[county].name} County's application takes no comparable sales: bring them to the hearing as evidence.`
        : 'No comparable sales were entered on this application.';
    flow.paragraph(M + 4, wrapLines(fonts.regular, note, 8, CONTENT_WIDTH - 8), 8);
  } else {
    drawComparablesTable(flow, input);
    if (input.attribution) {
      flow.y += 4;
      flow.paragraph(M + 4, wrapLines(fonts.regular, input.attribution, 8, CONTENT_WIDTH - 8), 8);
    }
  }

  if (input.grid) {
    heading(flow, gridTitle(input.grid));
    drawAdjustmentGrid(flow, input.grid, variant.usesAin ? 'AIN' : 'APN');
  }

  if (info.additional_info) {
    heading(flow, 'ADDITIONAL INFORMATION');
    flow.paragraph(M + 4, wrapLines(fonts.regular, info.additional_info, 9, CONTENT_WIDTH - 8), 9, {
      color: FILL_INK,
    });
  }

  drawEvidencePhotos(flow, photos, applicationRollYear(input));
}

function heading(flow: PageFlow, title: string): void {
  flow.need(40);
  flow.y = flow.canvas.section(flow.y + 6, title) + 5;
}

function drawComparablesTable(flow: PageFlow, input: ApplicationInput): void {
  const font = flow.canvas.fonts.regular;
  const rows = input.comparables.map((comp, index) => {
    const price = parseFormAmount(comp.sale_price);
    const sqft = parseFormNumber(comp.sqft);
    const perSqft = price !== null && sqft ? `$${Math.round(price / sqft).toLocaleString('en-US')}` : '';
    return [
      { lines: [String(index + 1)] },
      { lines: wrapLines(font, comp.address, 8, COLUMNS[1]![1] - 6).slice(0, 3) },
      { lines: [comp.sale_date] },
      { lines: [dollars(comp.sale_price)] },
      { lines: [comp.sqft] },
      { lines: [perSqft] },
      { lines: wrapLines(font, comp.description, 7.5, COLUMNS[6]![1] - 6), size: 7.5 },
    ];
  });
  flow.table(M, COLUMNS, rows, { color: FILL_INK });
}
