import { splitAin } from '@homie/contracts/appeals-validation';
import { COUNTIES } from '@homie/contracts/counties';
import type { FormVariant } from '../report/form-variant.ts';
import {
  answerBoxes,
  type ApplicationInput,
  applicantName,
  dollars,
  dollarsOf,
  opinionSplitIsAllocation,
  splitAddress,
  tick,
} from './application-model.ts';
import { type Canvas, CONTENT_WIDTH, FILL_INK, PAGE } from './pdf-canvas.ts';

const M = PAGE.margin;
const ROW = 22;

const INTRO =
  'This form contains all of the requests for information that are required for filing an application for changed assessment. ' +
  'Failure to complete this application may result in rejection of the application and/or denial of the appeal. Applicants ' +
  'should be prepared to submit additional information if requested by the assessor or at the time of the hearing. Failure to ' +
  'provide information at the hearing the appeals board considers necessary may result in the continuance of the hearing or ' +
  'denial of the appeal. Do not attach hearing evidence to this application.';

/**
 * Section 2's authorization as BOE-305-AH rev. 08 prints it (decision 247): Homie never names an
 * agent, so the section stays empty and nothing beyond the form's own words is printed.
 */
const AGENT_AUTHORIZATION =
  'The following information must be completed (or attached to this application - see instructions) unless the agent is a ' +
  'licensed California attorney as indicated in the Certification section, or a spouse, child, parent, registered domestic ' +
  "partner, or the person affected. If the applicant is a business entity, the agent's authorization must be signed by an " +
  'officer or authorized employee of the business entity.';

/** Header, filing address, section 1 (applicant), 2 (agent), 3 (property identification) and 4 (value). */
export function drawApplicationPage1(canvas: Canvas, input: ApplicationInput, variant: FormVariant): void {
  const { info, board, county } = input;
  const facts = COUNTIES[county];

  canvas.text(M, M, variant.pageCode(1), { size: 6.5 });
  canvas.text(M, M + 10, variant.title, { size: 13, bold: true });
  canvas.text(M, M + 28, variant.countyHeading, { size: 9, bold: true, maxWidth: 330 });
  let y = canvas.paragraph(M, M + 42, 330, INTRO, { size: 6 });
  canvas.text(M, y + 4, 'MAIL COMPLETED FORM & FEE TO:', { size: 6.5, bold: true });
  const mailTo = board
    ? [board.name, ...board.address_lines].join(', ')
    : `Clerk of the ${facts.name} County Assessment Appeals Board`;
  y = canvas.paragraph(M, y + 13, 330, mailTo, { size: 7 });
  const fee =
    facts.appealFeeUsd === 0
      ? `${facts.name} County charges no filing fee.`
      : facts.appealFeeUsd !== null && facts.feeConfirmed
        ? `A $${facts.appealFeeUsd} non-refundable processing fee must be submitted with each application (per parcel).`
        : 'A processing fee may apply; check the current amount with the clerk before filing.';
  canvas.text(M, y + 1, fee, { size: 6.5, maxWidth: 330 });

  const rightX = M + 344;
  const rightW = CONTENT_WIDTH - 344;
  canvas.field(rightX, M, rightW, 22, 'APPLICATION NUMBER:', '');
  canvas.rect(rightX, M + 28, rightW, 92, true);
  canvas.text(rightX + 4, M + 31, 'DO NOT WRITE IN THIS SPACE - OFFICIAL USE ONLY', {
    size: 5.5,
    bold: true,
  });

  // 1. Applicant
  y = canvas.section(162, '1. APPLICANT INFORMATION - PLEASE PRINT');
  canvas.field(
    M,
    y,
    330,
    ROW,
    'NAME OF APPLICANT (LAST, FIRST, MIDDLE INITIAL), BUSINESS, OR TRUST NAME',
    applicantName(info.owner_name),
  );
  canvas.field(
    M + 330,
    y,
    CONTENT_WIDTH - 330,
    ROW,
    county === 'la' ? 'OWNER EMAIL ADDRESS (OPTIONAL)' : 'EMAIL ADDRESS',
    info.email,
  );
  y += ROW;
  const mailing = splitAddress(info.mailing_address);
  canvas.field(
    M,
    y,
    CONTENT_WIDTH,
    ROW,
    'MAILING ADDRESS OF APPLICANT (STREET ADDRESS OR P. O. BOX)',
    mailing.street,
  );
  y += ROW;
  addressRow(
    canvas,
    y,
    mailing,
    county === 'la' ? 'OWNER DAYTIME TELEPHONE' : 'DAYTIME TELEPHONE',
    info.phone,
  );
  y += ROW;

  // 2. Agent (optional; left for the owner)
  y = canvas.section(
    y + 6,
    '2. CONTACT INFORMATION - AGENT, ATTORNEY, OR RELATIVE OF APPLICANT (IF APPLICABLE - REPRESENTATION IS OPTIONAL)',
  );
  canvas.field(M, y, 330, ROW, 'NAME OF AGENT, ATTORNEY, OR RELATIVE (LAST, FIRST, MIDDLE INITIAL)', '');
  canvas.field(M + 330, y, CONTENT_WIDTH - 330, ROW, 'EMAIL ADDRESS', '');
  y += ROW;
  canvas.field(M, y, 270, ROW, 'COMPANY NAME', '');
  canvas.field(
    M + 270,
    y,
    CONTENT_WIDTH - 270,
    ROW,
    'CONTACT PERSON IF OTHER THAN ABOVE (LAST, FIRST, MIDDLE INITIAL)',
    '',
  );
  y += ROW;
  canvas.field(M, y, CONTENT_WIDTH, ROW, 'MAILING ADDRESS (STREET ADDRESS OR P. O. BOX)', '');
  y += ROW;
  addressRow(canvas, y, { city: '', state: '', zip: '' }, 'DAYTIME TELEPHONE', '');
  y += ROW;
  canvas.text(M, y + 3, 'AUTHORIZATION OF AGENT', { size: 6.5, bold: true });
  tick(canvas, M + 200, y + 2.5, false, 'AUTHORIZATION ATTACHED', 6.5);
  y = canvas.paragraph(M, y + 12, CONTENT_WIDTH, AGENT_AUTHORIZATION, { size: 6 });
  canvas.field(M, y + 2, 270, 22, 'SIGNATURE OF APPLICANT, OFFICER, OR AUTHORIZED EMPLOYEE', '');
  canvas.field(M + 270, y + 2, 130, 22, 'TITLE', '');
  canvas.field(M + 400, y + 2, CONTENT_WIDTH - 400, 22, 'DATE', '');
  y += 24;

  // 3. Property
  y = canvas.section(y + 6, '3. PROPERTY IDENTIFICATION INFORMATION');
  const type = input.property?.propertyType ?? null;
  canvas.text(
    M,
    y + 4,
    'IS THIS PROPERTY A SINGLE-FAMILY DWELLING THAT IS OCCUPIED AS THE PRINCIPAL PLACE OF RESIDENCE BY THE OWNER?',
    { size: 6.5 },
  );
  // As the owner answered (decision 100); both boxes stay empty when unanswered.
  let x = answerBoxes(canvas, M + 418, y + 3, info.principal_residence);
  y += 16;
  if (variant.usesAin) {
    const ain = splitAin(info.apn);
    canvas.rect(M, y, 330, ROW);
    canvas.text(M + 2.5, y + 2, "ASSESSOR'S IDENTIFICATION NUMBER (AIN)", { size: 5.5 });
    canvas.field(M + 150, y, 60, ROW, 'MAP BOOK', ain?.book ?? info.apn);
    canvas.field(M + 210, y, 60, ROW, 'PAGE', ain?.page ?? '');
    canvas.field(M + 270, y, 60, ROW, 'PARCEL', ain?.parcel ?? '');
    canvas.text(M + 4, y + 11.5, ain ? `${ain.book}-${ain.page}-${ain.parcel}` : '', {
      size: 10,
      maxWidth: 140,
    });
    canvas.field(M + 330, y, CONTENT_WIDTH - 330, ROW, TAX_BILL_NUMBER_LABEL, info.tax_bill_number ?? '');
  } else {
    canvas.field(M, y, 270, ROW, "ASSESSOR'S PARCEL NUMBER (APN)", info.apn);
    canvas.field(M + 270, y, CONTENT_WIDTH - 270, ROW, TAX_BILL_NUMBER_LABEL, info.tax_bill_number ?? '');
  }
  y += ROW;
  canvas.field(
    M,
    y,
    CONTENT_WIDTH,
    ROW,
    county === 'la' ? 'PROPERTY ADDRESS (NUMBER/STREET/CITY/ZIP)' : 'PROPERTY ADDRESS OR LOCATION',
    info.property_address,
  );
  y += ROW + 5;
  canvas.text(M, y, 'PROPERTY TYPE:', { size: 6.5, bold: true });
  const residential = type === 'single_family' || type === 'condo' || type === 'townhouse';
  x = canvas.checkbox(M + 62, y, residential, 'SINGLE-FAMILY / CONDOMINIUM / TOWNHOUSE / DUPLEX');
  canvas.checkbox(x, y, type === 'multi_family', 'MULTI-FAMILY / APARTMENTS: NO. OF UNITS ____');
  y += 12;
  x = canvas.checkbox(M + 62, y, false, 'COMMERCIAL / INDUSTRIAL');
  x = canvas.checkbox(x, y, false, 'VACANT LAND');
  x = canvas.checkbox(x, y, false, 'AGRICULTURAL');
  canvas.checkbox(x, y, false, 'MANUFACTURED HOME');
  y += 12;
  x = canvas.checkbox(M + 62, y, false, 'BUSINESS PERSONAL PROPERTY / FIXTURES');
  canvas.checkbox(x, y, false, 'OTHER ____________________');
  drawValue(canvas, y + 14, input);
}

/** The number the owner's notice or tax bill gives the assessment (section 3), as the owner typed it. */
const TAX_BILL_NUMBER_LABEL = 'ENTER APPLICABLE NUMBER FROM YOUR NOTICE/TAX BILL';

/**
 * Section 4: column A from the roll, column B the owner's opinion; when B's land and improvements
 * are the total allocated in the roll's proportion, a line under the table says so (decision 247).
 */
function drawValue(canvas: Canvas, top: number, input: ApplicationInput): void {
  const { info } = input;
  let y = canvas.section(top, '4. VALUE');
  const labelW = 250;
  const colW = (CONTENT_WIDTH - labelW) / 2;
  canvas.rect(M, y, labelW, 16, true);
  canvas.rect(M + labelW, y, colW, 16, true);
  canvas.rect(M + labelW + colW, y, colW, 16, true);
  canvas.text(M + labelW + 4, y + 4.5, 'A. VALUE ON ROLL', { size: 7, bold: true });
  canvas.text(M + labelW + colW + 4, y + 4.5, "B. APPLICANT'S OPINION OF VALUE", { size: 7, bold: true });
  y += 16;
  const rows: [string, string, string][] = [
    // Column B as the owner split the opinion (decision 100); empty when only a total was given.
    ['LAND', dollarsOf(input.property?.landAssessment), dollars(info.opinion_land ?? '')],
    [
      'IMPROVEMENTS / STRUCTURES',
      dollarsOf(input.property?.improvementsAssessment),
      dollars(info.opinion_improvements ?? ''),
    ],
    ['FIXTURES', '', ''],
    ['PERSONAL PROPERTY (INCLUDING MANUFACTURED HOMES)', '', ''],
    ['MINERAL RIGHTS', '', ''],
    ['TREES & VINES', '', ''],
    ['OTHER', '', ''],
    ['TOTAL', dollars(info.assessed_value), dollars(info.opinion_value)],
    ['PENALTIES (AMOUNT OR PERCENTAGE)', '', ''],
  ];
  for (const [label, rollValue, opinion] of rows) {
    const bold = label === 'TOTAL';
    canvas.rect(M, y, labelW, 13.5);
    canvas.rect(M + labelW, y, colW, 13.5);
    canvas.rect(M + labelW + colW, y, colW, 13.5);
    canvas.text(M + 4, y + 3.5, label, { size: 7, bold });
    if (rollValue) canvas.text(M + labelW + 4, y + 2, rollValue, { size: 9.5, color: FILL_INK, bold });
    if (opinion) canvas.text(M + labelW + colW + 4, y + 2, opinion, { size: 9.5, color: FILL_INK, bold });
    y += 13.5;
  }
  if (opinionSplitIsAllocation(input)) {
    canvas.text(M + 2, y + 3, ALLOCATION_NOTE, { size: 7, color: FILL_INK, maxWidth: CONTENT_WIDTH - 4 });
  }
}

export const ALLOCATION_NOTE =
  "Land and improvements in column B are an allocation of the total opinion of value in the roll's proportion.";

function addressRow(
  canvas: Canvas,
  top: number,
  address: { city: string; state: string; zip: string },
  phoneLabel: string,
  phone: string,
): void {
  canvas.field(M, top, 150, ROW, 'CITY', address.city);
  canvas.field(M + 150, top, 40, ROW, 'STATE', address.state);
  canvas.field(M + 190, top, 60, ROW, 'ZIP CODE', address.zip);
  canvas.field(M + 250, top, 105, ROW, phoneLabel, phone);
  canvas.field(M + 355, top, 92, ROW, 'ALTERNATE TELEPHONE', '');
  // The form's fax line: Homie has no fax number to give (decision 247).
  canvas.field(M + 447, top, CONTENT_WIDTH - 447, ROW, 'FAX TELEPHONE', '');
}
