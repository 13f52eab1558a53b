import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import type { MailText } from '#lib/i18n/mail-text.ts';
import type { AppealBoard, AppealReport, ReportComparable } from '@homie/contracts/appeals-report';
import { opinionAgainstGrid } from '@homie/contracts/reconciliation';
import { median } from '@homie/contracts/valuation';
import { NOTICE_TYPE_LABELS } from '@homie/contracts/notice-appeals';
import {
  type AppealMoment,
  appealMoment,
  assessmentAppealedWords,
  valueDatePhrase,
  valueDateReason,
} from './appeal-moment.ts';

/** What the appeal letter says, gathered from the report snapshot and the owner's application. */
export interface LetterInput {
  ownerName: string;
  ownerAddress: string;
  phone: string;
  email: string;
  date: string;
  board: AppealBoard;
  countyName: string;
  /** "Assessor's Parcel Number" or, in Los Angeles, "Assessor's Identification Number (AIN)". */
  parcelLabel: string;
  apn: string;
  propertyAddress: string;
  rollYear: number;
  assessedValue: number | null;
  opinionValue: number | null;
  /** The analysis' estimate of the market value (whole dollars), or null: named when it is the opinion. */
  estimate: number | null;
  /** The owner's own purchase in the window a board weighs for this roll year (MM/DD/YYYY), or null. */
  purchase?: { date: string; price: number } | null;
  comparables: ReportComparable[];
  rangeLow: number | null;
  rangeHigh: number | null;
  additionalInfo: string;
  /** The owner's photos for the appeal, printed in the hearing evidence (decision 113). */
  photos?: readonly { room: string | null; takenOn: string; caption: string }[];
  /** The enclosed adjustment grid's reconciliation (decision 245), or null without a grid. */
  grid?: { count: number; value: number; low: number; high: number } | null;
  /** The notice's value date the appeal argues (decision 246); the roll year's lien date when absent. */
  moment?: AppealMoment;
  /** The owner occupies the home as their principal residence with the homeowners' exemption (R&T §167). */
  ownerOccupiedExempt?: boolean;
}

/**
 * The letter's sentence on the presumption an owner-occupied home with the homeowners' exemption
 * enjoys (issue 51 item 5): R&T §167 and Property Tax Rule 321(d), as domain.md states them.
 */
export const EXEMPTION_PRESUMPTION =
  "The property is a single-family home I occupy as my principal residence and it receives the homeowners' exemption. For such a home, a rebuttable presumption affecting the burden of proof favours the owner who has supplied the information the law requires (Revenue and Taxation Code section 167; Property Tax Rule 321(d)).";

const momentOf = (input: Pick<LetterInput, 'moment' | 'rollYear'>) =>
  input.moment ?? appealMoment(input.rollYear);

/**
 * The letter's sentences on the enclosed adjustment grid (decision 245): what it does, the range of
 * its adjusted prices, their reconciliation, and where the opinion stands against them. It cites
 * only what is enclosed; an opinion outside the adjusted prices is left to the owner's own evidence
 * (the report's notes warn them).
 */
export function gridSentences(
  input: Pick<LetterInput, 'grid' | 'opinionValue' | 'rollYear' | 'moment'>,
): string {
  const grid = input.grid;
  if (!grid) return '';
  const sales = `${grid.count} sale${grid.count === 1 ? '' : 's'}`;
  const relation = input.opinionValue === null ? null : opinionAgainstGrid(input.opinionValue, grid);
  const stance =
    relation === 'reconciled'
      ? ' My opinion of value is that reconciliation.'
      : relation === 'within'
        ? ' My opinion of value lies within those adjusted prices.'
        : '';
  return `The enclosed adjustment grid moves ${sales} to ${valueDatePhrase(momentOf(input))} and adjusts each to this home's facts, showing every adjustment and its basis; their adjusted prices run from ${usd(grid.low)} to ${usd(grid.high)} and, weighted by how closely each sale matches this home, reconcile to ${usd(grid.value)}.${stance}`;
}

/**
 * The letter's sentence about the enclosed photographs, with the owner's statement that the
 * condition they show existed on the roll year's lien date (decision 237), or null without any.
 */
export function photosParagraph(
  photos: LetterInput['photos'],
  rollYear: number,
  moment: AppealMoment = appealMoment(rollYear),
): string | null {
  if (!photos?.length) return null;
  const rooms = [...new Set(photos.map((p) => p.room?.toLowerCase()).filter((r): r is string => !!r))];
  const dates = [...new Set(photos.map((p) => p.takenOn))].sort((a, b) =>
    toSortable(a).localeCompare(toSortable(b)),
  );
  const what = rooms.length ? ` of the ${rooms.join(', ')}` : '';
  const when =
    dates.length === 1
      ? ` taken on ${dates[0]}`
      : ` taken between ${dates[0]} and ${dates[dates.length - 1]}`;
  const count = photos.length === 1 ? 'one photograph' : `${photos.length} photographs`;
  return `I also enclose ${count}${what}${when}, in the hearing evidence, showing the condition of the property; each is dated and described with what it shows. The condition they show existed on ${longCalendarDate(moment.valueDate)}, ${moment.notice ? 'the value date' : 'the lien date'}: nothing shown was damaged, repaired or improved between that date and the day each was taken.`;
}

export const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** What the report says where an amount is missing: words, never "???" or a blank (decision 221). */
export const MISSING_AMOUNT = {
  salePrice: 'not given',
  adjusted: 'not adjusted',
  assessed: 'not on record',
  opinion: 'not set',
  estimate: 'not estimated',
} as const;

/** A dollar amount, or the words for a missing one. */
export const usdOr = (value: number | null | undefined, words: string) =>
  value === null || value === undefined || !Number.isFinite(value) ? words : usd(value);

/** The county's processing fee as the report states it (PDF and HTML alike). */
export function feeText(filing: Pick<AppealReport['filing'], 'fee_usd' | 'fee_confirmed'>): string {
  if (filing.fee_usd === 0) return 'No filing fee';
  if (filing.fee_usd === null) return 'Ask the clerk for the current fee';
  return `$${filing.fee_usd}${filing.fee_confirmed ? '' : ' (unconfirmed)'}`;
}

/** The fee in the owner's language (the PDF's and the HTML's owner pages): English as `feeText`. */
export function feeIn(
  filing: Pick<AppealReport['filing'], 'fee_usd' | 'fee_confirmed'>,
  m: MailText,
): string {
  if (m.locale === 'en') return feeText(filing);
  if (filing.fee_usd === 0) return m.t('report.fee.none');
  if (filing.fee_usd === null) return m.t('report.fee.ask');
  return m.t(filing.fee_confirmed ? 'report.fee.amount' : 'report.fee.unconfirmed', {
    amount: m.money(filing.fee_usd),
  });
}

const PLACEHOLDER = (what: string) => `[${what}]`;

/** The evidence in a few sentences: how many sales, when, and what they indicate. */
export function opinionBasis(
  input: Pick<LetterInput, 'comparables' | 'rangeLow' | 'rangeHigh' | 'rollYear' | 'moment'>,
): string {
  const comps = input.comparables;
  if (comps.length === 0) return 'No comparable sales were found for this property.';
  // Adjusted prices only when every sale carries one (the analysis' own); a sale the owner added
  // has only its price, and a median must not mix the two.
  const adjustedAll = comps.every((c) => c.adjusted_price !== null && c.adjusted_price > 0);
  const prices = comps
    .map((c) => (adjustedAll ? c.adjusted_price : c.sale_price))
    .filter((p): p is number => p !== null && p > 0);
  const dates = comps
    .map((c) => c.sale_date)
    .filter((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))
    .sort((a, b) => toSortable(a).localeCompare(toSortable(b)));
  const count = `${comps.length} sale${comps.length === 1 ? '' : 's'} of comparable homes nearby`;
  const first = dates[0];
  const last = dates[dates.length - 1];
  const period = !first
    ? ' are listed'
    : first === last
      ? ` closed on ${first}`
      : ` closed between ${first} and ${last}`;
  const mid = median(prices);
  const range =
    input.rangeLow !== null && input.rangeHigh !== null
      ? `; the analysis puts the market value between ${usd(input.rangeLow)} and ${usd(input.rangeHigh)}`
      : '';
  const adjusted =
    mid === null
      ? ''
      : adjustedAll
        ? ` Adjusted to ${valueDatePhrase(momentOf(input))} and to this home's size, age, bedrooms, bathrooms and lot, they have a median of ${usd(mid)}${range}.`
        : ` They sold for a median of ${usd(mid)}${range}.`;
  return `${count}${period}.${adjusted}`;
}

function toSortable(usDate: string): string {
  const [m, d, y] = usDate.split('/');
  return `${y}-${m}-${d}`;
}

/** The appeal letter to the county's Assessment Appeals Board, as plain text paragraphs. */
export function composeLetter(input: LetterInput): string {
  const name = input.ownerName || PLACEHOLDER('Your name');
  const opinion =
    input.opinionValue !== null ? usd(input.opinionValue) : PLACEHOLDER('your opinion of value');
  const assessed =
    input.assessedValue !== null ? usd(input.assessedValue) : PLACEHOLDER('the value on the roll');
  const difference =
    input.opinionValue !== null && input.assessedValue !== null && input.assessedValue > input.opinionValue
      ? `, ${usd(input.assessedValue - input.opinionValue)} (${(((input.assessedValue - input.opinionValue) / input.assessedValue) * 100).toFixed(1)}%) below the value on the roll`
      : '';
  const moment = momentOf(input);
  const notice = moment.notice;
  const purchaseSentence = input.purchase
    ? ` I bought it on ${input.purchase.date} for ${usd(input.purchase.price)}.`
    : '';
  const photos = photosParagraph(input.photos, input.rollYear, moment);
  const sender = [
    name,
    input.ownerAddress || input.propertyAddress,
    [input.phone, input.email].filter(Boolean).join(' | '),
  ]
    .filter(Boolean)
    .join('\n');
  const paragraphs = [
    sender,
    input.date,
    [input.board.name, ...input.board.address_lines].join('\n'),
    `Re: Application for Changed Assessment - ${assessmentAppealedWords(moment)}\n${input.parcelLabel}: ${input.apn || PLACEHOLDER('parcel number')}\nProperty: ${input.propertyAddress}`,
    'Dear Members of the Board,',
    notice
      ? `I own the property above and appeal the ${NOTICE_TYPE_LABELS[notice.type].toLowerCase()} on the notice mailed ${longCalendarDate(notice.noticeDate)}, for the ${notice.rollYearLabel} roll year. The notice enrolls it at ${assessed}. ${valueDateReason(notice)} In my opinion the market value of my home on ${longCalendarDate(notice.valueDate)} was ${opinion}${difference}.${purchaseSentence}`
      : `I own the property above and appeal its assessed value for the ${input.rollYear} roll year. The Assessor enrolled it at ${assessed}. Under Revenue and Taxation Code section 51 (Proposition 8), a property is assessed at the lower of its factored base-year value and its market value on the January 1 lien date. In my opinion the market value of my home on January 1, ${input.rollYear} was ${opinion}${difference}.${purchaseSentence}`,
    input.comparables.length > 0
      ? `My opinion of value rests on the sales of comparable homes near mine. ${opinionBasis(input)} The enclosed table lists each sale with its date, price and size.${input.grid ? ` ${gridSentences(input)}` : ''}`
      : input.grid
        ? `My opinion of value rests on the sales of comparable homes near mine. ${gridSentences(input)}`
        : 'I will present evidence of the market value of my home at the hearing.',
    ...(input.ownerOccupiedExempt ? [EXEMPTION_PRESUMPTION] : []),
    ...(input.additionalInfo ? [`Further facts about the property: ${input.additionalInfo}`] : []),
    ...(photos ? [photos] : []),
    `I respectfully ask the Board to reduce ${notice ? 'the value on the notice' : 'the assessed value of the property'} to ${opinion} for the ${notice ? notice.rollYearLabel : input.rollYear} roll year and to refund the taxes paid on the excess. I will present this evidence at the hearing and can provide any further information the Board or the Assessor needs.`,
    `Sincerely,\n\n\n${name}`,
  ];
  return paragraphs.join('\n\n');
}
