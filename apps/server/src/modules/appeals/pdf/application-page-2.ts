import type { FormVariant } from '../report/form-variant.ts';
import {
  answerBoxes,
  type ApplicationInput,
  applicationRollYear,
  dollars,
  dollarsOf,
} from './application-model.ts';
import { type Canvas, CONTENT_WIDTH, FILL_INK, PAGE } from './pdf-canvas.ts';
import { wrapLines } from './pdf-text.ts';

const M = PAGE.margin;

const REASONS: [string, string][] = [
  [
    'A. DECLINE IN VALUE:',
    "The assessor's roll value exceeds the market value as of January 1 of the current year.",
  ],
  ['B. CHANGE IN OWNERSHIP:', 'No change in ownership occurred, or the base year value is incorrect.'],
  [
    'C. NEW CONSTRUCTION:',
    'No new construction occurred, or the base year value of the new construction is incorrect.',
  ],
  [
    'D. CALAMITY REASSESSMENT:',
    "The assessor's reduced value is incorrect for property damaged by misfortune or calamity.",
  ],
  [
    'E. PERSONAL PROPERTY / FIXTURES:',
    "The assessor's value of personal property and/or fixtures exceeds market value.",
  ],
  ['F. PENALTY ASSESSMENT:', 'Penalty assessment is not justified.'],
  ['G. CLASSIFICATION:', 'The classification of the property is incorrect.'],
  ['H. APPEAL AFTER AN AUDIT:', 'The value or allocation after an audit is incorrect.'],
  ['I. OTHER:', 'Explain below.'],
];

const CERTIFICATION =
  'I certify (or declare) under penalty of perjury under the laws of the State of California that the foregoing and all ' +
  'information hereon, including any accompanying statements or documents, is true, correct, and complete to the best of my ' +
  'knowledge and belief and that I am (1) the owner of the property or the person affected (i.e., a person having a direct ' +
  'economic interest in the payment of taxes on that property - "The Applicant"), (2) an agent authorized by the applicant ' +
  'under Item 2 of this application, or (3) an attorney licensed to practice law in the State of California, who has been ' +
  'retained by the applicant and has been authorized by that person to file this application.';

/** Sections 4 (value) to 8, Santa Clara's item 9, and the certification. */
export function drawApplicationPage2(canvas: Canvas, input: ApplicationInput, variant: FormVariant): void {
  const { info } = input;
  canvas.text(M, M, variant.pageCode(2), { size: 6.5 });
  canvas.text(M + 200, M, `APPLICANT: ${info.owner_name}`, { size: 7, maxWidth: 180 });
  canvas.text(M + 390, M, `${variant.usesAin ? 'AIN' : 'APN'}: ${info.apn}`, {
    size: 7,
    maxWidth: CONTENT_WIDTH - 390,
  });

  // 4. Value
  let y = canvas.section(M + 14, '4. VALUE');
  const labelW = 250;
  const colW = (CONTENT_WIDTH - labelW) / 2;
  canvas.rect(M, y, labelW, 18, true);
  canvas.rect(M + labelW, y, colW, 18, true);
  canvas.rect(M + labelW + colW, y, colW, 18, true);
  canvas.text(M + labelW + 4, y + 5, 'A. VALUE ON ROLL', { size: 7, bold: true });
  canvas.text(M + labelW + colW + 4, y + 5, "B. APPLICANT'S OPINION OF VALUE", { size: 7, bold: true });
  y += 18;
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
    canvas.rect(M, y, labelW, 15);
    canvas.rect(M + labelW, y, colW, 15);
    canvas.rect(M + labelW + colW, y, colW, 15);
    canvas.text(M + 4, y + 4, label, { size: 7, bold });
    if (rollValue) canvas.text(M + labelW + 4, y + 2.5, rollValue, { size: 9.5, color: FILL_INK, bold });
    if (opinion) canvas.text(M + labelW + colW + 4, y + 2.5, opinion, { size: 9.5, color: FILL_INK, bold });
    y += 15;
  }

  // 5. Type of assessment
  y = canvas.section(y + 6, '5. TYPE OF ASSESSMENT BEING APPEALED (CHECK ONLY ONE)');
  canvas.checkbox(M + 4, y + 4, true, 'REGULAR ASSESSMENT - VALUE AS OF JANUARY 1 OF THE CURRENT YEAR ONLY');
  const rollYear = applicationRollYear(input);
  canvas.text(M + 340, y + 4, `ROLL YEAR: ${rollYear} (VALUE AS OF JANUARY 1, ${rollYear})`, {
    size: 7.5,
    bold: true,
    color: FILL_INK,
    maxWidth: CONTENT_WIDTH - 340,
  });
  canvas.checkbox(
    M + 4,
    y + 16,
    false,
    'SUPPLEMENTAL ASSESSMENT (ATTACH NOTICE)   DATE OF NOTICE: ____________   ROLL YEAR: ________',
  );
  canvas.checkbox(
    M + 4,
    y + 28,
    false,
    'ROLL CHANGE / ESCAPE ASSESSMENT / CALAMITY REASSESSMENT / PENALTY ASSESSMENT (ATTACH NOTICE)',
  );
  y += 40;

  // 6. Reason
  y = canvas.section(
    y + 4,
    '6. REASON FOR FILING APPEAL (FACTS) - SEE INSTRUCTIONS BEFORE COMPLETING THIS SECTION',
  );
  y += 3;
  for (const [index, [title, detail]] of REASONS.entries()) {
    const x = canvas.checkbox(M + 4, y, index === 0, title, 6.5);
    canvas.text(x - 6, y + 0.5, detail, { size: 6.5, maxWidth: CONTENT_WIDTH - (x - 6 - M) });
    y += 10.5;
  }
  y = drawFacts(canvas, y + 2, info.additional_info, input.comparables.length > 0);

  // 7, 8, (9)
  y = canvas.section(y + 5, '7. WRITTEN FINDINGS OF FACTS');
  let x = canvas.checkbox(M + 4, y + 4, false, 'ARE REQUESTED (A FEE MAY APPLY)');
  canvas.checkbox(x, y + 4, true, 'ARE NOT REQUESTED');
  y = canvas.section(y + 17, '8. DESIGNATION AS A CLAIM FOR REFUND');
  canvas.text(M + 4, y + 4.5, 'THIS APPLICATION IS DESIGNATED AS A CLAIM FOR REFUND (R&T CODE 5097(b)):', {
    size: 6.5,
  });
  // As the owner answered, never assumed (decision 100).
  answerBoxes(canvas, M + 280, y + 4, info.claim_for_refund);
  y += 17;
  if (variant.hasValueHearingOfficer) {
    y = canvas.section(y, '9. VALUE HEARING OFFICER');
    canvas.text(
      M + 4,
      y + 4.5,
      'I REQUEST THAT MY APPEAL BE HEARD BY A VALUE HEARING OFFICER (RESIDENTIAL VALUATION APPEALS):',
      { size: 6.5 },
    );
    x = canvas.checkbox(M + 360, y + 4, false, 'YES');
    canvas.checkbox(x, y + 4, false, 'NO');
    y += 17;
  }

  // Certification
  y = canvas.section(y, 'CERTIFICATION');
  y = canvas.paragraph(M + 2, y + 3, CONTENT_WIDTH - 4, CERTIFICATION, { size: 6 });
  // Signature, place and date are the owner's to write when signing (decision 100).
  canvas.field(M, y + 2, 270, 24, 'SIGNATURE (USE BLUE INK)', '');
  canvas.field(M + 270, y + 2, 160, 24, 'SIGNED AT (CITY, STATE)', '');
  canvas.field(M + 430, y + 2, CONTENT_WIDTH - 430, 24, 'DATE', '');
  y += 26;
  canvas.field(M, y, 270, 30, 'NAME OF APPLICANT OR AGENT (PRINTED)', info.owner_name);
  canvas.rect(M + 270, y, CONTENT_WIDTH - 270, 30);
  canvas.text(M + 272.5, y + 2, 'FILING STATUS (CHECK ONE)', { size: 5.5 });
  x = canvas.checkbox(M + 274, y + 10, true, 'OWNER', 6);
  x = canvas.checkbox(x - 4, y + 10, false, 'AGENT', 6);
  x = canvas.checkbox(x - 4, y + 10, false, 'ATTORNEY', 6);
  canvas.checkbox(x - 4, y + 10, false, 'SPOUSE / DOMESTIC PARTNER', 6);
  x = canvas.checkbox(M + 274, y + 20, false, 'CHILD', 6);
  x = canvas.checkbox(x - 4, y + 20, false, 'PARENT', 6);
  canvas.checkbox(x - 4, y + 20, false, 'PERSON AFFECTED', 6);
}

/** The facts box under section 6: the owner's explanation (continued on the exhibit when long). */
function drawFacts(canvas: Canvas, top: number, additional: string, hasComparables: boolean): number {
  const height = 58;
  canvas.rect(M, top, CONTENT_WIDTH, height);
  canvas.text(M + 2.5, top + 2, 'FACTS (BRIEF EXPLANATION; ATTACH ADDITIONAL SHEETS IF NECESSARY)', {
    size: 5.5,
  });
  const reference = hasComparables
    ? 'Comparable sales supporting the opinion of value are in Exhibit A, the hearing evidence after this application.'
    : 'Property details supporting the opinion of value are in Exhibit A, the hearing evidence after this application.';
  const lines = wrapLines(canvas.fonts.regular, additional, 8, CONTENT_WIDTH - 10);
  const room = 4;
  const shown = lines.length > room ? [...lines.slice(0, room - 1), '(continued on Exhibit A)'] : lines;
  let y = top + 10;
  for (const line of shown) {
    canvas.text(M + 4, y, line, { size: 8, color: FILL_INK });
    y += 9.5;
  }
  canvas.text(M + 4, top + height - 10, reference, { size: 7.5, color: FILL_INK });
  return top + height;
}
