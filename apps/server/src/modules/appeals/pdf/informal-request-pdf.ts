import { PDFDocument } from 'pdf-lib';
import {
  appealCalendar,
  calendarLines,
  formalWindow,
  informalWindow,
  longCalendarDate,
} from '@homie/contracts/appeal-calendar';
import {
  INFORMAL_DOCUMENTS,
  type InformalComparison,
  informalComparison,
  informalRollYear,
} from '@homie/contracts/appeal-routes';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import {
  type AppealField,
  type AppealPropertyInfo,
  COUNTY_REQUIREMENTS,
  type ComparableSale,
  fieldLabel,
} from '@homie/contracts/appeals';
import type { AdjustmentGrid } from '@homie/contracts/appeals-report';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { drawAdjustmentGrid, gridTitle } from './adjustment-grid-pdf.ts';
import { dollars, dollarsOf, usDate } from './application-model.ts';
import { PageFlow } from './page-flow.ts';
import { Canvas, CONTENT_WIDTH, embedFonts, FILL_INK, type Fonts, PAGE } from './pdf-canvas.ts';
import { pdfRenderer } from './pdf-renderer.ts';
import { wrapLines } from './pdf-text.ts';

/** Everything drawn on a county's informal decline-in-value review request (decision 099). */
export interface InformalRequestInput {
  county: CountyKey;
  info: AppealPropertyInfo;
  comparables: ComparableSale[];
  preparedOn: Date;
  /**
   * The package's adjustment grid (decision 245): printed when it is for the value date the request
   * asks about, so the assessor sees each sale's adjusted price, in every county.
   */
  grid?: AdjustmentGrid | null;
}

const M = PAGE.margin;
const ROW = 24;

/** The request as a PDF, drawn in the PDF worker pool with a time budget (decision 090). */
/** `caller`: whose document this is (pdfCallerKey, decision 205); null only for offline tools (benches). */
export function renderInformalRequestPdf(
  input: InformalRequestInput,
  caller: string | null,
): Promise<Uint8Array> {
  return pdfRenderer().render({ kind: 'informal', input }, caller === null ? {} : { caller });
}

/** "RP-87_Decline-in-Value-Review_Los_Angeles_2581-006-055.pdf": says which document it is. */
export function informalRequestFileName(input: Pick<InformalRequestInput, 'county' | 'info'>): string {
  const county = COUNTIES[input.county].name.replace(/\s+/g, '_');
  const apn = input.info.apn.replace(/[^0-9A-Za-z-]+/g, '') || 'request';
  return `${INFORMAL_DOCUMENTS[input.county].fileCode}_${county}_${apn}.pdf`;
}

/** The notice at the top: who prepared it, what to check, where it goes, what it does not do. */
export function informalNotice(county: CountyKey, preparedOn: Date): string {
  const name = COUNTIES[county].name;
  const calendar = appealCalendar(county, preparedOn);
  const informal = calendarLines(calendar).find((line) => line.route === 'informal');
  // The formal appeal of the same value the request is about: a later year's deadline keeps no
  // right to appeal this one (an Alameda request for the 2026 value in November 2026).
  const year = informalRollYear(calendar);
  const formal = formalWindow(county, year, calendar.today);
  const formalSentence =
    formal.state === 'closed'
      ? `The formal appeal of the value on January 1, ${year} closed on ${longCalendarDate(formal.closes)}: ` +
        'this review is the way left to ask for a lower value for that year.'
      : 'An informal review does not extend the deadline of a formal appeal: to keep that right, file the ' +
        `Assessment Appeals Board application by ${longCalendarDate(formal.closes)} even while this review is pending.`;
  // Prepared for next year's review (this year's has closed): when to send it, and with which sales.
  let nextYear = '';
  if (year > calendar.rollYear && calendar.informal.state !== 'closed') {
    // A county that takes the upcoming year's request (decision 251: Alameda, acassessor.org "Decline in
    // Value Review (Prop 8)", checked 2026-12-03): prepared now, for the value the next roll carries.
    nextYear =
      `The ${name} County Assessor takes a request for the upcoming year as well as the current one: this request is for the value on January 1, ${year}, ` +
      `which the roll enrolled by July 1, ${year} carries. Its sales should be as close to January 1, ${year} as possible and none after March 31, ${year}: ` +
      'refresh your analysis after January 1 so the sales above are that recent. ';
  } else if (year > calendar.rollYear) {
    const next = informalWindow(county, year, calendar.today);
    const about = next.approximate ? 'about ' : '';
    const when =
      next.opens && next.closes
        ? `between ${longCalendarDate(next.opens)} and ${about}${longCalendarDate(next.closes)}`
        : 'when the assessor takes requests next year';
    nextYear =
      `This request is for the value on January 1, ${year}: send it ${when}, with sales up to March 31, ${year}; ` +
      'refresh your analysis in the spring so the sales above are that recent. ';
  }
  return (
    `Prepared by Homie from the fields the ${name} County Assessor asks for; this is not the county's own form. ` +
    "Check it against the assessor's current form before you send it, and send it to the " +
    `${name} County Assessor, not to the Assessment Appeals Board. ${INFORMAL_DOCUMENTS[county].howToSend} ` +
    `${informal ? `${informal.text} ` : ''}${nextYear}${formalSentence}`
  );
}

/**
 * Draws (on the calling thread) the county's informal review request: the spec §5 fields, the
 * comparable sales within the county's maximum, remarks, and a signature line left blank. Our own
 * layout, titled with the county's name for its request.
 */
export async function drawInformalRequestPdf(input: InformalRequestInput): Promise<Uint8Array> {
  const { county, info, comparables, preparedOn } = input;
  const facts = COUNTIES[county];
  const document = INFORMAL_DOCUMENTS[county];
  const calendar = appealCalendar(county, preparedOn);
  const rollYear = informalRollYear(calendar);
  const doc = await PDFDocument.create();
  doc.setTitle(`${document.title} - ${facts.name} County`);
  doc.setSubject(`Informal decline-in-value review request for ${info.property_address}`);
  doc.setAuthor(info.owner_name);
  doc.setCreator('Homie');
  doc.setProducer('Homie (pdf-lib)');
  doc.setCreationDate(preparedOn);
  doc.setModificationDate(preparedOn);

  const fonts = await embedFonts(doc, JSON.stringify([info, comparables]));
  const flow = new PageFlow(doc, fonts, (canvas, continued) => {
    canvas.text(M, M, `${document.title.toUpperCase()}${continued ? ' (CONTINUED)' : ''}`, {
      size: 13,
      bold: true,
      maxWidth: CONTENT_WIDTH,
    });
    canvas.text(
      M,
      M + 18,
      `${facts.name.toUpperCase()} COUNTY ASSESSOR - INFORMAL DECLINE-IN-VALUE REVIEW, VALUE ON JANUARY 1, ${rollYear}`,
      { size: 8, bold: true, maxWidth: CONTENT_WIDTH },
    );
    return M + 32;
  });

  // The notice, boxed.
  const noticeLines = wrapLines(fonts.regular, informalNotice(county, preparedOn), 7.5, CONTENT_WIDTH - 12);
  const noticeHeight = noticeLines.length * 9.5 + 10;
  flow.canvas.rect(M, flow.y, CONTENT_WIDTH, noticeHeight);
  noticeLines.forEach((line, index) => {
    flow.canvas.text(M + 6, flow.y + 5 + index * 9.5, line, { size: 7.5 });
  });
  flow.y += noticeHeight + 4;

  const field = (label: AppealField | string, value: string, x: number, width: number) => {
    const text = isAppealField(label) ? fieldLabel(label, county).toUpperCase() : label;
    flow.canvas.field(x, flow.y, width, ROW, text, value);
  };
  const half = CONTENT_WIDTH / 2;

  section(flow, '1. OWNER');
  flow.need(ROW * 3);
  field('owner_name', info.owner_name, M, CONTENT_WIDTH);
  flow.y += ROW;
  field('phone', info.phone, M, half);
  field('email', info.email, M + half, half);
  flow.y += ROW;
  field('mailing_address', info.mailing_address, M, CONTENT_WIDTH);
  flow.y += ROW;

  section(flow, '2. PROPERTY');
  flow.need(ROW * 3);
  field('property_address', info.property_address, M, CONTENT_WIDTH);
  flow.y += ROW;
  field(county === 'la' ? "ASSESSOR'S ID NUMBER (AIN)" : 'apn', info.apn, M, CONTENT_WIDTH);
  flow.y += ROW;
  const third = CONTENT_WIDTH / 3;
  field('beds', info.beds, M, third);
  field('baths', info.baths, M + third, third);
  field('sqft', info.sqft, M + 2 * third, third);
  flow.y += ROW;
  flow.need(ROW);
  field('purchase_price', dollars(info.purchase_price), M, half);
  field('purchase_date', info.purchase_date, M + half, half);
  flow.y += ROW;

  section(flow, '3. VALUE');
  // A year whose roll is not yet enrolled is compared with its factored base-year value (decision 251).
  const rollValue = parseFormAmount(info.assessed_value);
  const comparison = rollValue === null ? null : informalComparison(calendar, rollValue);
  if (comparison?.factored) {
    flow.need(ROW * 2);
    field(`${comparison.rollValueYear} VALUE ON THE ROLL`, dollarsOf(comparison.rollValue), M, half);
    field(`FACTORED BASE-YEAR VALUE, JANUARY 1, ${rollYear}`, dollarsOf(comparison.value), M + half, half);
    flow.y += ROW;
  } else {
    flow.need(ROW);
    field("ASSESSOR'S VALUE ON THE ROLL (CURRENT ASSESSED VALUE)", dollars(info.assessed_value), M, half);
  }
  field(
    `YOUR OPINION OF MARKET VALUE ON JANUARY 1, ${rollYear}`,
    dollars(info.opinion_value),
    comparison?.factored ? M : M + half,
    half,
  );
  flow.y += ROW;
  if (comparison?.factored) {
    flow.y += 3;
    flow.paragraph(
      M + 4,
      wrapLines(fonts.regular, factoredComparisonNote(comparison), 7.5, CONTENT_WIDTH - 8),
      7.5,
    );
  }

  const max = COUNTY_REQUIREMENTS[county].max_comparables;
  // The grid only for the value date asked about: a 2026 grid is no evidence for January 1, 2027.
  const grid = input.grid?.lien_date === `01/01/${rollYear}` ? input.grid : null;
  section(
    flow,
    max === 0
      ? '4. COMPARABLE SALES'
      : `4. COMPARABLE SALES (UP TO ${max}, SOLD NO LATER THAN MARCH 31, ${rollYear})`,
  );
  if (max === 0 || comparables.length === 0) {
    const note = grid
      ? `The sales your opinion rests on are in the adjustment grid below, each moved to January 1, ${rollYear} and adjusted to this home.`
      : max === 0
        ? `The ${facts.name} County Assessor's request takes no comparable sales here: keep them ready in case the assessor asks, and for a hearing.`
        : 'No comparable sales were entered.';
    flow.paragraph(M + 4, wrapLines(fonts.regular, note, 8, CONTENT_WIDTH - 8), 8);
  } else {
    drawComparables(flow, fonts, comparables.slice(0, max));
  }
  if (grid) {
    section(flow, gridTitle(grid));
    drawAdjustmentGrid(flow, grid, input.county === 'la' ? 'AIN' : 'APN');
  }

  section(flow, '5. REMARKS');
  if (info.additional_info) {
    flow.paragraph(M + 4, wrapLines(fonts.regular, info.additional_info, 9, CONTENT_WIDTH - 8), 9, {
      color: FILL_INK,
    });
  } else {
    flow.need(ROW);
    flow.canvas.rect(M, flow.y, CONTENT_WIDTH, ROW);
    flow.y += ROW;
  }

  section(flow, '6. SIGNATURE');
  flow.need(ROW + 24);
  flow.paragraph(
    M + 4,
    wrapLines(
      fonts.regular,
      'I declare that the information above is true and correct to the best of my knowledge. (Sign and date it yourself before you send it.)',
      7.5,
      CONTENT_WIDTH - 8,
    ),
    7.5,
  );
  flow.y += 2;
  field('SIGNATURE OF OWNER', '', M, half);
  field('DATE', '', M + half, CONTENT_WIDTH / 4);
  field('PRINTED NAME', info.owner_name, M + half + CONTENT_WIDTH / 4, CONTENT_WIDTH / 4);
  flow.y += ROW;

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    new Canvas(page, fonts).footer(
      `${document.title} - ${facts.name} County Assessor - prepared by Homie ${usDate(preparedOn)} - page ${index + 1} of ${pages.length}. ` +
        'Not the county form: check, sign, send to the assessor.',
    );
  });
  return doc.save();
}

/**
 * The factored comparison in words (R&T §51(a)(1)(C), checked 2026-12-03): the roll value, each factor
 * and the product, with what the owner should ask the assessor when the roll value is a Prop 8 value.
 */
export function factoredComparisonNote(c: InformalComparison): string {
  const years =
    c.rollYear - c.rollValueYear === 1
      ? `the ${c.rollYear} inflation factor`
      : `the inflation factors of ${c.rollValueYear + 1} to ${c.rollYear}`;
  const unconfirmed = c.factorsConfirmed
    ? ''
    : ' (a factor not yet published is taken at the 2% cap, the most it can be)';
  return (
    `Compared with the factored base-year value for January 1, ${c.rollYear}, not the ${c.rollValueYear} roll value: ` +
    `the ${c.rollValueYear} value on the roll, ${dollarsOf(c.rollValue)}, times ${years}, ${c.factor.toFixed(4)}${unconfirmed}, ` +
    `is ${dollarsOf(c.value)}. Under Proposition 13 the value on the roll grows each year by the California CPI change, ` +
    'at most 2% (R&T §51(a)(1)(C)), and the assessor enrols the lower of that factored base-year value and the market ' +
    `value on January 1 (R&T §51(a)(2)). If your ${c.rollValueYear} value is already a decline-in-value (Prop 8) reduction, ` +
    'your factored base-year value is higher than this: ask the assessor for it.'
  );
}

function isAppealField(label: string): label is AppealField {
  return /^[a-z_]+$/.test(label);
}

function section(flow: PageFlow, title: string): void {
  flow.need(40);
  flow.y = flow.canvas.section(flow.y + 6, title) + 3;
}

/** Columns: header, width. */
const COLUMNS: [string, number][] = [
  ['#', 16],
  ['ADDRESS OR AIN/APN', 170],
  ['DESCRIPTION', CONTENT_WIDTH - 16 - 170 - 64 - 74 - 46],
  ['SALE DATE', 64],
  ['SALE PRICE', 74],
  ['SQ FT', 46],
];

function drawComparables(flow: PageFlow, fonts: Fonts, comparables: ComparableSale[]): void {
  const rows = comparables.map((comp, index) => [
    { lines: [String(index + 1)] },
    { lines: wrapLines(fonts.regular, comp.address, 8, COLUMNS[1]![1] - 6).slice(0, 4) },
    { lines: wrapLines(fonts.regular, comp.description, 7.5, COLUMNS[2]![1] - 6).slice(0, 8), size: 7.5 },
    { lines: [comp.sale_date] },
    { lines: [dollars(comp.sale_price)] },
    { lines: [comp.sqft] },
  ]);
  flow.table(M, COLUMNS, rows, { minRowHeight: 18, color: FILL_INK });
}
