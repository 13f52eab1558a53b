import type { PDFDocument } from 'pdf-lib';
import { findingsFeeText } from '@homie/contracts/county-facts';
import type { NoticeType } from '@homie/contracts/notice-appeals';
import type { FormVariant } from '../report/form-variant.ts';
import {
  type ApplicationInput,
  answerBoxes,
  applicantName,
  assessmentAppealed,
  factsText,
  tick,
} from './application-model.ts';
import { type Canvas, CONTENT_WIDTH, FILL_INK, type Fonts, PAGE } from './pdf-canvas.ts';
import { PageFlow } from './page-flow.ts';
import { wrapLines } from './pdf-text.ts';

const M = PAGE.margin;
const BLANK = '____________';

/** Section 5's boxes after the regular assessment, as BOE-305-AH rev. 08 prints them. */
const NOTICE_BOXES: [NoticeType, string][] = [
  ['supplemental', 'SUPPLEMENTAL ASSESSMENT (ATTACH NOTICE)'],
  ['roll_change', 'ROLL CHANGE (ATTACH NOTICE)'],
  ['escape', 'ESCAPE ASSESSMENT (ATTACH NOTICE)'],
  ['calamity', 'CALAMITY REASSESSMENT (ATTACH NOTICE)'],
  ['penalty', 'PENALTY ASSESSMENT (ATTACH NOTICE)'],
];

/** Section 6's reason for each assessment appealed (decision 247). */
type Reason = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';
const REASON_OF: Record<'regular' | NoticeType, Reason> = {
  regular: 'A',
  supplemental: 'B',
  calamity: 'D',
  penalty: 'F',
  escape: 'I',
  roll_change: 'I',
};
/** "I. OTHER"'s explanation where an escape assessment or a roll change is appealed. */
export const OTHER_EXPLANATION: Partial<Record<NoticeType, string>> = {
  escape: 'Escape assessment: the value enrolled for the roll year is incorrect.',
  roll_change: 'Roll change: the value enrolled for the roll year is incorrect.',
};

const CERTIFICATION =
  'I certify (or declare) under penalty of perjury under the laws of the State of California that the foregoing and all ' +
  'information hereon, including any accompanying statements or documents, is true, correct, and complete to the best of my ' +
  'knowledge and belief and that I am (1) the owner of the property or the person affected (i.e., a person having a direct ' +
  'economic interest in the payment of taxes on that property - "The Applicant"), (2) an agent authorized by the applicant ' +
  'under Item 2 of this application, or (3) an attorney licensed to practice law in the State of California, who has been ' +
  'retained by the applicant and has been authorized by that person to file this application.';

const FACTS_CONTINUED = '(continued on an attached sheet)';

/**
 * Sections 5 (type of assessment) to 8, Santa Clara's item 9, and the certification (decision 247).
 * Returns whether the facts continue on an attached sheet (drawFactsAttachment).
 */
export function drawApplicationPage2(canvas: Canvas, input: ApplicationInput, variant: FormVariant): boolean {
  const { info } = input;
  canvas.text(M, M, variant.pageCode(2), { size: 6.5 });
  canvas.text(M + 200, M, `APPLICANT: ${applicantName(info.owner_name)}`, { size: 7, maxWidth: 180 });
  canvas.text(M + 390, M, `${variant.usesAin ? 'AIN' : 'APN'}: ${info.apn}`, {
    size: 7,
    maxWidth: CONTENT_WIDTH - 390,
  });

  // 5. Type of assessment: exactly one box, the regular assessment or the notice's.
  const appealed = assessmentAppealed(input);
  let y = canvas.section(
    M + 12,
    '5. TYPE OF ASSESSMENT BEING APPEALED (CHECK ONLY ONE) - SEE INSTRUCTIONS FOR FILING PERIODS',
  );
  y += 4;
  const regular = appealed.type === 'regular';
  tick(canvas, M + 4, y, regular, 'REGULAR ASSESSMENT - VALUE AS OF JANUARY 1 OF THE CURRENT YEAR ONLY');
  labelled(
    canvas,
    M + 340,
    y,
    'ROLL YEAR:',
    regular ? `${appealed.rollYear} (VALUE AS OF ${appealed.valueDate.toUpperCase()})` : '',
  );
  y += 11.5;
  for (const [type, caption] of NOTICE_BOXES) {
    const chosen = appealed.type === type;
    tick(canvas, M + 4, y, chosen, caption);
    labelled(canvas, M + 250, y, 'DATE OF NOTICE:', chosen ? appealed.noticeDate : '');
    labelled(canvas, M + 380, y, 'ROLL YEAR:', chosen ? appealed.rollYear : '');
    y += 11.5;
  }
  canvas.text(M + 4, y + 1, 'Each roll year requires a separate application.', { size: 7, bold: true });
  y += 12;

  // 6. Reason
  y = canvas.section(
    y + 3,
    '6. REASON FOR FILING APPEAL (FACTS) - SEE INSTRUCTIONS BEFORE COMPLETING THIS SECTION',
  );
  y += 3;
  const reason = REASON_OF[appealed.type];
  const eventDate = appealed.type === 'supplemental' ? appealed.eventDate : '';
  const rows: [indent: number, checked: boolean, title: string, detail: string][] = [
    [
      0,
      reason === 'A',
      'A. DECLINE IN VALUE:',
      "The assessor's roll value exceeds the market value as of January 1 of the current year.",
    ],
    [0, reason === 'B', 'B. CHANGE IN OWNERSHIP', ''],
    [1, false, '1.', `No change in ownership occurred on the date of ${BLANK}.`],
    [
      1,
      reason === 'B',
      '2.',
      `Base year value for the change in ownership established on the date of ${eventDate || BLANK} is incorrect.`,
    ],
    [0, false, 'C. NEW CONSTRUCTION', ''],
    [1, false, '1.', `No new construction occurred on the date of ${BLANK}.`],
    [
      1,
      false,
      '2.',
      `Base year value for the new construction established on the date of ${BLANK} is incorrect.`,
    ],
    [1, false, '3.', 'Value of construction in progress on January 1 is incorrect.'],
    [
      0,
      reason === 'D',
      'D. CALAMITY REASSESSMENT:',
      "Assessor's reduced value is incorrect for property damaged by misfortune or calamity.",
    ],
    [
      0,
      false,
      'E. PERSONAL PROPERTY/FIXTURES:',
      "Assessor's value of personal property and/or fixtures exceeds market value.",
    ],
    [0, reason === 'F', 'F. PENALTY ASSESSMENT:', 'Penalty assessment is not justified.'],
    [
      0,
      false,
      'G. CLASSIFICATION/ALLOCATION:',
      'Classification and/or allocation of value of property is incorrect.',
    ],
    [
      0,
      false,
      'H. APPEAL AFTER AN AUDIT:',
      'Must include a description of each property, the issues being appealed, and your opinion of value.',
    ],
    [
      0,
      reason === 'I',
      'I. OTHER:',
      reason === 'I' ? (OTHER_EXPLANATION[appealed.type as NoticeType] ?? '') : `Explain: ${BLANK}`,
    ],
  ];
  for (const [indent, checked, title, detail] of rows) {
    const x = tick(canvas, M + 4 + indent * 16, y, checked, title, 6.5);
    if (detail) {
      const color = checked && (title === '2.' || title === 'I. OTHER:') ? FILL_INK : undefined;
      canvas.text(x - 6, y + 0.5, detail, {
        size: 6.5,
        maxWidth: CONTENT_WIDTH - (x - 6 - M),
        ...(color ? { color } : {}),
      });
    }
    y += 9.5;
  }
  const facts = drawFacts(canvas, y + 2, factsText(input));
  y = facts.bottom;

  // 7, 8, (9): as the owner answered, never assumed (decision 100); both boxes empty when unanswered.
  y = canvas.section(y + 5, `7. WRITTEN FINDINGS OF FACTS (${findingsFeeText(input.county)})`);
  let x = tick(canvas, M + 4, y + 4, info.written_findings === 'yes', 'ARE REQUESTED');
  tick(canvas, x, y + 4, info.written_findings === 'no', 'ARE NOT REQUESTED');
  y = canvas.section(y + 17, '8. DESIGNATION AS A CLAIM FOR REFUND');
  canvas.text(M + 4, y + 4.5, 'THIS APPLICATION IS DESIGNATED AS A CLAIM FOR REFUND (R&T CODE 5097(b)):', {
    size: 6.5,
  });
  answerBoxes(canvas, M + 280, y + 4, info.claim_for_refund);
  y += 17;
  if (variant.hasValueHearingOfficer) {
    y = canvas.section(y, '9. VALUE HEARING OFFICER (R&T CODE 1637)');
    canvas.text(
      M + 4,
      y + 4.5,
      'I REQUEST THAT MY APPEAL BE HEARD BY A VALUE HEARING OFFICER (RESIDENTIAL VALUATION APPEALS):',
      { size: 6.5 },
    );
    answerBoxes(canvas, M + 360, y + 4, info.value_hearing_officer);
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
  canvas.field(M, y, 270, 24, 'NAME OF APPLICANT OR AGENT (PRINTED)', info.owner_name);
  canvas.field(M + 270, y, CONTENT_WIDTH - 270, 24, 'CALIFORNIA STATE BAR NUMBER (IF ATTORNEY)', '');
  y += 24;
  canvas.rect(M, y, CONTENT_WIDTH, 30);
  canvas.text(M + 2.5, y + 2, 'FILING STATUS (CHECK ONE)', { size: 5.5 });
  // The applicant files as the owner (decision 247).
  x = tick(canvas, M + 4, y + 10, true, 'OWNER', 6);
  x = tick(canvas, x - 4, y + 10, false, 'AGENT', 6);
  x = tick(canvas, x - 4, y + 10, false, 'ATTORNEY', 6);
  x = tick(canvas, x - 4, y + 10, false, 'SPOUSE', 6);
  x = tick(canvas, x - 4, y + 10, false, 'REGISTERED DOMESTIC PARTNER', 6);
  x = tick(canvas, x - 4, y + 10, false, 'CHILD', 6);
  tick(canvas, x - 4, y + 10, false, 'PARENT', 6);
  x = tick(canvas, M + 4, y + 20, false, 'PERSON AFFECTED', 6);
  tick(canvas, x - 4, y + 20, false, 'CORPORATE OFFICER OR AUTHORIZED EMPLOYEE', 6);
  return facts.continued;
}

/** "LABEL: value" in a ROLL YEAR / DATE OF NOTICE box; a blank line when empty. */
function labelled(canvas: Canvas, x: number, top: number, label: string, value: string): void {
  canvas.text(x, top + 0.5, label, { size: 6.5 });
  const after = x + canvas.fonts.regular.widthOfTextAtSize(label, 6.5) + 3;
  canvas.text(after, top, value || BLANK, {
    size: value ? 7.5 : 6.5,
    bold: Boolean(value),
    ...(value ? { color: FILL_INK } : {}),
    maxWidth: M + CONTENT_WIDTH - after,
  });
}

const FACTS_SIZE = 7.5;
const FACTS_LEADING = 9;

/**
 * The facts box under section 6, standing on its own (decision 247): the opinion, its basis and the
 * owner's explanation; what does not fit continues on an attached sheet.
 */
function drawFacts(canvas: Canvas, top: number, text: string): { bottom: number; continued: boolean } {
  const height = 128;
  canvas.rect(M, top, CONTENT_WIDTH, height);
  canvas.text(M + 2.5, top + 2, 'FACTS (BRIEF EXPLANATION; ATTACH ADDITIONAL SHEETS IF NECESSARY)', {
    size: 5.5,
  });
  const lines = factsLines(canvas.fonts, text);
  const room = Math.floor((height - 12) / FACTS_LEADING);
  const continued = lines.length > room;
  const shown = continued ? [...lines.slice(0, room - 1), FACTS_CONTINUED] : lines;
  let y = top + 10;
  for (const line of shown) {
    canvas.text(M + 4, y, line, { size: FACTS_SIZE, color: FILL_INK });
    y += FACTS_LEADING;
  }
  return { bottom: top + height, continued };
}

function factsLines(fonts: Fonts, text: string): string[] {
  return wrapLines(fonts.regular, text, FACTS_SIZE, CONTENT_WIDTH - 10);
}

/** The sheet the facts continue on, filed with the application (it is part of section 6). */
export function drawFactsAttachment(
  doc: PDFDocument,
  fonts: Fonts,
  input: ApplicationInput,
  variant: FormVariant,
): void {
  const title = `ATTACHMENT TO ${variant.code} - SECTION 6, FACTS (CONTINUED)`;
  const flow = new PageFlow(doc, fonts, (canvas, continued) => {
    canvas.text(M, M, `${title}${continued ? ' (CONTINUED)' : ''}`, { size: 11, bold: true });
    canvas.text(
      M,
      M + 16,
      `Applicant: ${applicantName(input.info.owner_name)}    ${variant.usesAin ? 'AIN' : 'APN'}: ${input.info.apn}`,
      { size: 7.5, maxWidth: CONTENT_WIDTH },
    );
    return M + 32;
  });
  flow.paragraph(M + 4, wrapLines(fonts.regular, factsText(input), 9, CONTENT_WIDTH - 8), 9, {
    color: FILL_INK,
  });
}
