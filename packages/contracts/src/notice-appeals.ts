/**
 * Appeals that answer a notice (issue 51 item 3, decision 246): what an owner can still file when the
 * regular period is closed. Each is valued at its own date and has its own limit, counted from the
 * notice's mailing date (sources in shared/design/domain.md, checked 2026-12-03):
 * - supplemental, escape, roll change, penalty: 60 days from the mailing (R&T §1605(b)); a penalty
 *   comes on the escape or roll-change notice that imposes it, so it shares that limit;
 * - calamity reassessment: six months from the mailing of the reassessment notice (R&T §170(c)).
 * A last day on a weekend moves to the next business day, as the regular deadline does.
 *
 * The value date: a supplemental assessment is valued at the date of the purchase or the completion of
 * new construction (R&T §75.8), a calamity at the date of the damage (R&T §170), an escape, roll
 * change or penalty at the lien date of the roll year the notice changes (January 1). Sales count up
 * to 90 days after the value date (R&T §402.5).
 */
import { z } from 'zod';
import { currentRollYear, formalWindow, longCalendarDate, nextBusinessDay } from './appeal-calendar.ts';
import {
  addDays,
  type CalendarDate,
  dayNumber,
  formatUsDate,
  parseIsoDate,
  parseUsDate,
} from './appeals-dates.ts';
import type { CountyKey } from './counties.ts';

export const NOTICE_TYPES = ['supplemental', 'escape', 'roll_change', 'calamity', 'penalty'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_FIELDS = ['notice_type', 'notice_date', 'event_date'] as const;

/** The notice fields of the appeal form (property_info), as the wire carries them. */
export interface NoticeFields {
  /** '' for the regular assessment. */
  notice_type: NoticeType | '';
  /** The mailing date printed on the notice (MM/DD/YYYY). */
  notice_date: string;
  /** What the value date is taken from (MM/DD/YYYY): see NOTICE_EVENT_LABELS. */
  event_date: string;
}

export const NOTICE_TYPE_LABELS: Record<NoticeType, string> = {
  supplemental: 'Supplemental assessment',
  escape: 'Escape assessment',
  roll_change: 'Roll change',
  calamity: 'Calamity reassessment',
  penalty: 'Penalty assessment',
};

export const NOTICE_FIELD_LABELS = {
  notice_type: 'Assessment being appealed',
  notice_date: 'Date the notice was mailed',
  event_date: 'Date of the event',
} as const;

/** What event_date means for each kind of notice (the form's label for it). */
export const NOTICE_EVENT_LABELS: Record<NoticeType, string> = {
  supplemental: 'Date of the purchase or of the completion of new construction',
  escape: 'Lien date of the roll year the notice changes (January 1)',
  roll_change: 'Lien date of the roll year the notice changes (January 1)',
  calamity: 'Date of the damage',
  penalty: 'Lien date of the roll year the notice changes (January 1)',
};

/** The regular assessment is '' on the wire; its label on the form's choice. */
export const REGULAR_ASSESSMENT_LABEL = 'Regular assessment (value on January 1)';

const SIX_MONTHS: readonly NoticeType[] = ['calamity'];
const VALUED_AT_EVENT: readonly NoticeType[] = ['supplemental', 'calamity'];

export interface NoticeAppeal {
  type: NoticeType;
  noticeDate: CalendarDate;
  eventDate: CalendarDate;
  /** The date the appeal argues the value at. */
  valueDate: CalendarDate;
  /** The fiscal roll year the assessment is on (July 1 of it to June 30 after), e.g. 2026 for 2026-27. */
  rollYear: number;
  /** "2026-27", as the form's ROLL YEAR box takes it. */
  rollYearLabel: string;
  /** The last day to file, moved past a weekend. */
  closes: CalendarDate;
  open: boolean;
  /** The last day a comparable sale can count: 90 days after the value date (R&T §402.5). */
  evidenceCutoff: CalendarDate;
  /** "60 days" or "six months". */
  limit: string;
  /** What it means for a filing today, in words. */
  message: string;
}

/** Which rule a notice field breaks, beside its English words (a translated screen words it itself). */
export type NoticeFieldProblem = 'unreadable' | 'future' | 'notJanuary1' | 'afterNotice';

export type NoticeCheck =
  | { ok: true; appeal: NoticeAppeal | null }
  | {
      ok: false;
      errors: Partial<Record<keyof NoticeFields, string>>;
      problems: Partial<Record<keyof NoticeFields, NoticeFieldProblem>>;
    };

function addMonths(date: CalendarDate, months: number): CalendarDate {
  const month0 = date.month - 1 + months;
  const year = date.year + Math.floor(month0 / 12);
  const month = (month0 % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

/** The last day to appeal a notice mailed on `mailedOn` (60 days, or six months for a calamity), past a weekend. */
export function noticeLastDay(type: NoticeType, mailedOn: CalendarDate): CalendarDate {
  return nextBusinessDay(SIX_MONTHS.includes(type) ? addMonths(mailedOn, 6) : addDays(mailedOn, 60));
}

/** "2026-27": a roll year as the form's ROLL YEAR boxes take it (the fiscal year from July 1). */
export function fiscalRollYearLabel(rollYear: number): string {
  return `${rollYear}-${String((rollYear + 1) % 100).padStart(2, '0')}`;
}

/** The fiscal year (named by its July 1) a date falls in. */
function fiscalYearOf(date: CalendarDate): number {
  return date.month >= 7 ? date.year : date.year - 1;
}

/**
 * Reads the notice fields against today (California's date): null appeal for a regular assessment,
 * the notice's appeal (open or not) when its dates are complete and consistent, else the fields' errors.
 */
export function noticeAppealOf(fields: Partial<NoticeFields>, today: CalendarDate): NoticeCheck {
  const type = fields.notice_type ?? '';
  if (type === '') return { ok: true, appeal: null };
  const errors: Partial<Record<keyof NoticeFields, string>> = {};
  const problems: Partial<Record<keyof NoticeFields, NoticeFieldProblem>> = {};
  const noticeDate = parseUsDate(fields.notice_date ?? '');
  const eventDate = parseUsDate(fields.event_date ?? '');
  if (!noticeDate) {
    errors.notice_date = `${NOTICE_FIELD_LABELS.notice_date} is required for a ${NOTICE_TYPE_LABELS[type].toLowerCase()} appeal (MM/DD/YYYY, as printed on the notice)`;
    problems.notice_date = 'unreadable';
  } else if (dayNumber(noticeDate) > dayNumber(today)) {
    errors.notice_date = `${NOTICE_FIELD_LABELS.notice_date} cannot be after today`;
    problems.notice_date = 'future';
  }
  if (!eventDate) {
    errors.event_date = `${NOTICE_EVENT_LABELS[type]} is required (MM/DD/YYYY)`;
    problems.event_date = 'unreadable';
  } else if (!VALUED_AT_EVENT.includes(type) && (eventDate.month !== 1 || eventDate.day !== 1)) {
    errors.event_date = `${NOTICE_EVENT_LABELS[type]} must be a January 1, e.g. 01/01/${eventDate.year}`;
    problems.event_date = 'notJanuary1';
  } else if (noticeDate && dayNumber(eventDate) > dayNumber(noticeDate)) {
    errors.event_date = `${NOTICE_EVENT_LABELS[type]} cannot be after the notice's mailing date`;
    problems.event_date = 'afterNotice';
  }
  if (!noticeDate || !eventDate || Object.keys(errors).length > 0) return { ok: false, errors, problems };

  const sixMonths = SIX_MONTHS.includes(type);
  const closes = noticeLastDay(type, noticeDate);
  const open = dayNumber(today) <= dayNumber(closes);
  const valueDate = eventDate;
  const rollYear = VALUED_AT_EVENT.includes(type) ? fiscalYearOf(eventDate) : eventDate.year;
  const rollYearLabel = fiscalRollYearLabel(rollYear);
  const limit = sixMonths ? 'six months' : '60 days';
  const label = NOTICE_TYPE_LABELS[type];
  const source = sixMonths ? 'R&T §170' : 'R&T §1605';
  const message = open
    ? `${label} appeal: file by ${longCalendarDate(closes)}, ${limit} after the notice's mailing on ${formatUsDate(noticeDate)} (${source}). It argues the value on ${longCalendarDate(valueDate)}.`
    : `The appeal period for this ${label.toLowerCase()} notice ended on ${longCalendarDate(closes)}, ${limit} after its mailing on ${formatUsDate(noticeDate)} (${source}): an application now would be late, so Homie does not prepare one.`;
  return {
    ok: true,
    appeal: {
      type,
      noticeDate,
      eventDate,
      valueDate,
      rollYear,
      rollYearLabel,
      closes,
      open,
      evidenceCutoff: addDays(valueDate, 90),
      limit,
      message,
    },
  };
}

/** The choose-plan page's notice form (decision 246): the three fields, their shape only; noticeAppealOf reads them. */
export const noticeAppealFormSchema = z.object({
  notice_type: z.enum(NOTICE_TYPES, { error: 'Choose the assessment on your notice.' }),
  notice_date: z
    .string()
    .trim()
    .min(1, `Enter the ${NOTICE_FIELD_LABELS.notice_date.toLowerCase()} (MM/DD/YYYY).`)
    .max(50),
  event_date: z.string().trim().min(1, 'Enter the date the value is taken at (MM/DD/YYYY).').max(50),
});
export type NoticeAppealForm = z.output<typeof noticeAppealFormSchema>;

/** An order's last filing day as My appeals and the back office say it (decisions 226, 246). */
export interface OrderDeadline {
  /** "Formal appeal (Assessment Appeals Board)" or "Supplemental assessment appeal (Assessment Appeals Board)". */
  label: string;
  closes: CalendarDate;
  state: 'not_open' | 'open' | 'closed';
}

/**
 * The one rule for an order's deadline: the notice's own limit when the order answers a notice, else
 * the regular period of the roll year open when it was paid. Null for a notice without a readable date.
 */
export function orderDeadline(
  county: CountyKey,
  paidAt: Date,
  notice: Partial<NoticeFields> | null,
  today: CalendarDate,
): OrderDeadline | null {
  if (notice?.notice_type) {
    // A stored notice was checked when it was sold: its last day follows from its mailing alone.
    const mailed = parseUsDate(notice.notice_date ?? '');
    if (!mailed) return null;
    const closes = noticeLastDay(notice.notice_type, mailed);
    return {
      label: `${NOTICE_TYPE_LABELS[notice.notice_type]} appeal (Assessment Appeals Board)`,
      closes,
      state: dayNumber(today) <= dayNumber(closes) ? 'open' : 'closed',
    };
  }
  const { closes, state } = formalWindow(county, currentRollYear(paidAt), today);
  return { label: 'Formal appeal (Assessment Appeals Board)', closes, state };
}

/** A stored notice (dates YYYY-MM-DD, or Dates from a raw query) as the form's fields carry it; null without one. */
export function noticeOfRow(row: {
  notice_type?: NoticeType | null;
  notice_date?: string | Date | null;
  event_date?: string | Date | null;
}): (NoticeFields & { notice_type: NoticeType }) | null {
  if (!row.notice_type) return null;
  const formDate = (value: string | Date | null | undefined) => {
    const date = value ? parseIsoDate(value instanceof Date ? value.toISOString() : value) : null;
    return date ? formatUsDate(date) : '';
  };
  return {
    notice_type: row.notice_type,
    notice_date: formDate(row.notice_date),
    event_date: formDate(row.event_date),
  };
}
