/**
 * Watch a home (issue 52, decision 228): the free watch of a home's appeal dates, its API shapes and
 * the pure rule of which reminder is due when. Dates come from the appeal calendar
 * (appeal-calendar.ts): the regular window opens July 2 and closes on the county's last day, moved
 * past a weekend; nothing here derives a date of its own.
 */
import { z } from 'zod';
import { noticeLastDay } from './notice-appeals.ts';
import {
  californiaDate,
  type FormalWindow,
  formalWindow,
  type InformalWindow,
  informalWindow,
  longCalendarDate,
} from './appeal-calendar.ts';
import { addDays, type CalendarDate, dayNumber, isoCalendarDate, parseIsoDate } from './appeals-dates.ts';
import { EMAIL_MAX } from './auth.ts';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from './counties.ts';
import { API_PATHS } from './routes.ts';

export const WATCHES_API = API_PATHS.watches;

export const WATCH_MESSAGES = {
  jobRequired: 'Choose the home to watch.',
  emailRequired: 'Email is required.',
  invalidEmail: 'Invalid email address.',
  unsupportedCounty: 'Homie watches homes only in the counties it serves.',
  notFound: 'No such watch.',
  linkUnknown: 'This confirmation link is unknown or has expired. Watch the home again to get a new one.',
  tooManyPending:
    'This address has unconfirmed reminder requests waiting: open one of the links we sent, or try again in a few days.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will get no more reminders from Homie, and every home you watched is removed.',
  confirmed: 'Your address is confirmed: Homie will remind you of this home’s appeal dates.',
  pending: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your address; until then no reminder is sent.`,
  active: 'You are watching this home: Homie will remind you of its appeal dates.',
  watchAction: 'Watch this home',
  addToCalendar: 'Add the dates to my calendar',
  removeAction: 'Remove',
} as const;

export const watchEmailSchema = z
  .string({ error: WATCH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: WATCH_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: WATCH_MESSAGES.invalidEmail, abort: true })
  .pipe(z.email({ error: WATCH_MESSAGES.invalidEmail }));

/* ---------- Notice-driven appeals (issue 52 item 3) ---------- */

/** The assessment notices that open their own appeal period, all year (R&T §1605(b)). */
export const NOTICE_KINDS = ['supplemental', 'escape', 'roll_change'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  supplemental: 'Supplemental assessment notice',
  escape: 'Escape assessment notice',
  roll_change: 'Roll change notice',
};

export const NOTICE_MESSAGES = {
  dateRequired: 'Enter the mailing date printed on the notice.',
  dateInFuture: 'The mailing date cannot be in the future.',
  dateTooOld: 'That notice was mailed more than a year ago: its 60-day appeal period has long ended.',
  kindRequired: 'Choose the kind of notice.',
  both: 'Give both the kind of notice and its mailing date, or neither.',
  deadlineNote:
    '60 days from the mailing date printed on the notice (R&T §1605(b)); a last day on a weekend moves to the Monday. Holidays are not counted here: if the board’s office is closed that day, ask its clerk.',
} as const;

/** The last day to appeal a notice mailed on `mailedOn`: 60 days later, a weekend moved to the Monday. */
export function noticeDeadline(mailedOn: CalendarDate): CalendarDate {
  return noticeLastDay('supplemental', mailedOn);
}

/** Which rule a notice's mailing date breaks at an instant; `ended` carries the last day it had. */
export type NoticeDateCheck =
  | { problem: 'dateRequired' | 'dateInFuture' | 'dateTooOld' }
  | { problem: 'ended'; deadline: CalendarDate };

/**
 * The rule a notice's mailing date (YYYY-MM-DD) breaks at an instant, or null: 60 days from the
 * mailing (R&T §1605(b)), a last day on a weekend moved to the Monday (`noticeDeadline`). The screen
 * words it in the visitor's language; `noticeDateProblem` in English.
 */
export function checkNoticeDate(mailedOn: string, now: Date): NoticeDateCheck | null {
  const date = parseIsoDate(mailedOn);
  if (!date) return { problem: 'dateRequired' };
  const today = dayNumber(californiaDate(now));
  if (dayNumber(date) > today) return { problem: 'dateInFuture' };
  if (today - dayNumber(date) > 365) return { problem: 'dateTooOld' };
  const deadline = noticeDeadline(date);
  if (dayNumber(deadline) < today) return { problem: 'ended', deadline };
  return null;
}

/** What is wrong with a notice's mailing date (YYYY-MM-DD) at an instant, in English, or null. */
export function noticeDateProblem(mailedOn: string, now: Date): string | null {
  const check = checkNoticeDate(mailedOn, now);
  if (!check) return null;
  return check.problem === 'ended'
    ? `The 60 days to appeal this notice ended on ${longCalendarDate(check.deadline)}.`
    : NOTICE_MESSAGES[check.problem];
}

/** "Appeal by …": the notice's last day in words, for the screen and the calendar. */
export function noticeDeadlineText(kind: NoticeKind, mailedOn: CalendarDate): string {
  return `Appeal the ${NOTICE_LABELS[kind].toLowerCase()} mailed ${longCalendarDate(mailedOn)} by ${longCalendarDate(noticeDeadline(mailedOn))}.`;
}

/** GET /api/appeal-calendar.ics?job_id=…[&notice_kind=…&notice_mailed=YYYY-MM-DD]. */
export const appealCalendarQuerySchema = z
  .object({
    job_id: z
      .string({ error: WATCH_MESSAGES.jobRequired })
      .trim()
      .min(1, { error: WATCH_MESSAGES.jobRequired })
      .max(128, { error: WATCH_MESSAGES.jobRequired }),
    notice_kind: z.enum(NOTICE_KINDS, { error: NOTICE_MESSAGES.kindRequired }).optional(),
    notice_mailed: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: NOTICE_MESSAGES.dateRequired })
      .refine((text) => parseIsoDate(text) !== null, { error: NOTICE_MESSAGES.dateRequired })
      .optional(),
  })
  .refine((q) => (q.notice_kind === undefined) === (q.notice_mailed === undefined), {
    error: NOTICE_MESSAGES.both,
    path: ['notice_mailed'],
  });

/** The notice form beside "Watch this home": its kind and mailing date. */
export const noticeFormSchema = z.object({
  kind: z.enum(NOTICE_KINDS, { error: NOTICE_MESSAGES.kindRequired }),
  mailed_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: NOTICE_MESSAGES.dateRequired })
    .refine((text) => parseIsoDate(text) !== null, { error: NOTICE_MESSAGES.dateRequired }),
});
export type NoticeFormInput = z.input<typeof noticeFormSchema>;

/**
 * POST /api/watches: a signed-in owner names the job; a visitor also gives the address to confirm;
 * either may give a notice received (its 60-day period is reminded like the regular window).
 */
export const watchRequestSchema = z.strictObject({
  job_id: z
    .string({ error: WATCH_MESSAGES.jobRequired })
    .trim()
    .min(1, { error: WATCH_MESSAGES.jobRequired })
    .max(128, { error: WATCH_MESSAGES.jobRequired }),
  email: watchEmailSchema.optional(),
  /** A supplemental, escape or roll-change notice the owner received: reminded before its last day. */
  notice: noticeFormSchema.optional(),
});
export type WatchRequest = z.input<typeof watchRequestSchema>;

/** The visitor's form on the result and /choose-plan. */
export const watchFormSchema = z.object({ email: watchEmailSchema });
export type WatchFormInput = z.input<typeof watchFormSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A watch as its owner sees it. */
export const watchSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  /** The home's address line. */
  address: z.string(),
  county: z.enum(COUNTY_KEYS),
  county_name: z.string(),
  /** 'pending' until a visitor's address is confirmed; an owner's watch is active at once. */
  status: z.enum(['pending', 'active']),
  /** The regular window the watch reminds of: its roll year, first and (weekend-rolled) last day. */
  roll_year: z.number().int(),
  opens: isoDate,
  closes: isoDate,
  created_at: z.string(),
  /** The notice the owner received, with its last filing day (R&T §1605(b)); null without one. */
  notice: z.object({ kind: z.enum(NOTICE_KINDS), mailed_on: isoDate, deadline: isoDate }).nullable(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchListSchema = z.object({ watches: z.array(watchSchema) });
export type WatchList = z.infer<typeof watchListSchema>;

/** POST /api/watches/confirm: the token of the e-mailed link. */
export const watchConfirmRequestSchema = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const watchConfirmResponseSchema = z.object({ message: z.string(), watch: watchSchema });

/** POST /api/watches/unsubscribe?w=…&t=… (RFC 8058 one-click): the watch id and its signature. */
export const watchUnsubscribeQuerySchema = z.object({
  w: z.string().trim().min(1).max(100),
  t: z.string().trim().min(1).max(200),
});
export const watchUnsubscribeResponseSchema = z.object({ message: z.string() });

/** The reminders of a regular window, in the order they fall. */
export const REMINDER_KINDS = ['window_open', 'closes_in_14', 'closes_in_2'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * The regular window a watch reminds of at an instant: this roll year's while it has not closed,
 * else next year's (the calendar's `formalWindow`, weekend-rolled last day).
 */
export function watchedWindow(county: CountyKey, now: Date): FormalWindow {
  const today = californiaDate(now);
  const current = formalWindow(county, today.year, today);
  return current.state === 'closed' ? formalWindow(county, today.year + 1, today) : current;
}

export interface ReminderDates {
  window: FormalWindow;
  /** The day each reminder is due (California dates). */
  due: Record<ReminderKind, CalendarDate>;
}

/** The three reminders of a window: the day it opens, 14 and 2 days before its last day. */
export function reminderDates(county: CountyKey, now: Date): ReminderDates {
  const window = watchedWindow(county, now);
  return {
    window,
    due: {
      window_open: window.opens,
      closes_in_14: addDays(window.closes, -14),
      closes_in_2: addDays(window.closes, -2),
    },
  };
}

export interface DueReminder {
  kind: ReminderKind;
  rollYear: number;
  window: FormalWindow;
  /** Today in California, and the days left to the last filing day (0 on the day itself). */
  today: CalendarDate;
  daysLeft: number;
}

/**
 * The reminder due today for a county, or null. A reminder is due from its day until the next one's
 * (the last until the window's last day): after downtime only the latest is sent, never a stale one
 * ("14 days before" once the 2-day reminder is due, or anything after the deadline).
 */
export function dueReminder(county: CountyKey, now: Date): DueReminder | null {
  const { window, due } = reminderDates(county, now);
  const today = californiaDate(now);
  const t = dayNumber(today);
  const closes = dayNumber(window.closes);
  if (t > closes) return null;
  let kind: ReminderKind | null = null;
  for (const k of REMINDER_KINDS) if (t >= dayNumber(due[k])) kind = k;
  if (!kind) return null;
  return { kind, rollYear: window.rollYear, window, today, daysLeft: closes - t };
}

/** The dates of a window in the contract's form. */
export function windowDates(window: FormalWindow): { roll_year: number; opens: string; closes: string } {
  return {
    roll_year: window.rollYear,
    opens: isoCalendarDate(window.opens),
    closes: isoCalendarDate(window.closes),
  };
}

/** "today", "tomorrow" or "in N days": how far off a reminder's day is, in every mail and subject. */
export function inDaysText(daysLeft: number): string {
  return daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
}

/** A reminder's subject line: the home, the county, the roll year and the exact date. */
export function reminderSubject(
  reminder: Pick<DueReminder, 'kind' | 'window' | 'daysLeft'>,
  home: { address: string; countyName: string },
): string {
  const { window } = reminder;
  const place = `${home.address} (${home.countyName} County)`;
  const closes = longCalendarDate(window.closes);
  if (reminder.kind === 'window_open')
    return `The ${window.rollYear} appeal window is open for ${place}: file by ${closes}`;
  return `The ${window.rollYear} appeal window for ${place} closes ${inDaysText(reminder.daysLeft)}, on ${closes}`;
}

/* ---------- The assessor's informal review (issue 52 item 2, decision 238) ---------- */

/** The informal review's own reminders: the day it opens and 14 days before its last day. */
export const INFORMAL_REMINDER_KINDS = ['informal_opens', 'informal_closes_in_14'] as const;
export type InformalReminderKind = (typeof INFORMAL_REMINDER_KINDS)[number];

/**
 * The days an informal review's reminders fall on for a county and roll year, where the county
 * publishes the date. A day that is also a regular-window reminder's (Los Angeles' RP-87 opens July 2
 * and ends November 30 like its board's window; Contra Costa's ends November 30 too) gets no mail of
 * its own: that reminder names the informal review (`informalNote`).
 */
export function informalReminderDates(
  county: CountyKey,
  rollYear: number,
): { informal: InformalWindow; due: Partial<Record<InformalReminderKind, CalendarDate>> } {
  const informal = informalWindow(county, rollYear, { year: rollYear, month: 1, day: 1 });
  const formal = formalWindow(county, rollYear, { year: rollYear, month: 1, day: 1 });
  const formalDays = new Set(
    [formal.opens, addDays(formal.closes, -14), addDays(formal.closes, -2)].map(dayNumber),
  );
  const due: Partial<Record<InformalReminderKind, CalendarDate>> = {};
  if (informal.opens && !formalDays.has(dayNumber(informal.opens))) due.informal_opens = informal.opens;
  const before = informal.closes ? addDays(informal.closes, -14) : null;
  if (before && !formalDays.has(dayNumber(before))) due.informal_closes_in_14 = before;
  return { informal, due };
}

export interface DueInformalReminder {
  kind: InformalReminderKind;
  rollYear: number;
  informal: InformalWindow;
  today: CalendarDate;
  /** Days to the review's last day (null when the county gives none). */
  daysLeft: number | null;
}

/**
 * The informal-review reminder due today, or null: as `dueReminder`, each from its day until the next
 * one's (the last until the review's last day), so after downtime only the latest goes out.
 */
export function dueInformalReminder(county: CountyKey, now: Date): DueInformalReminder | null {
  const today = californiaDate(now);
  const { informal, due } = informalReminderDates(county, today.year);
  const t = dayNumber(today);
  if (informal.closes && t > dayNumber(informal.closes)) return null;
  let kind: InformalReminderKind | null = null;
  for (const k of INFORMAL_REMINDER_KINDS) {
    const day = due[k];
    if (day && t >= dayNumber(day)) kind = k;
  }
  if (!kind) return null;
  const daysLeft = informal.closes ? dayNumber(informal.closes) - t : null;
  return { kind, rollYear: today.year, informal: informalWindow(county, today.year, today), today, daysLeft };
}

/** An informal-review reminder's subject line: the home, the county, the roll year and the date. */
export function informalReminderSubject(
  reminder: Pick<DueInformalReminder, 'kind' | 'rollYear' | 'informal' | 'daysLeft'>,
  home: { address: string; countyName: string },
): string {
  const place = `${home.address} (${home.countyName} County)`;
  const { informal } = reminder;
  const about = informal.approximate ? 'about ' : '';
  const until = informal.closes ? `: until ${about}${longCalendarDate(informal.closes)}` : '';
  if (reminder.kind === 'informal_opens')
    return `The assessor's free ${reminder.rollYear} informal review is open for ${place}${until}`;
  const when = inDaysText(reminder.daysLeft ?? 0);
  return `The assessor's free ${reminder.rollYear} informal review for ${place} ends ${when}, on ${about}${informal.closes ? longCalendarDate(informal.closes) : ''}`;
}

/**
 * What a regular-window reminder says of the county's informal review of the same roll year, while
 * it has not ended and its dates are published; null otherwise.
 */
export function informalNote(county: CountyKey, rollYear: number, today: CalendarDate): string | null {
  const informal = informalWindow(county, rollYear, today);
  if (!informal.closes || informal.state === 'closed') return null;
  const about = informal.approximate ? 'about ' : '';
  const from = informal.opens ? ` from ${longCalendarDate(informal.opens)}` : '';
  return `The ${COUNTIES[county].name} County Assessor also takes a free informal review (${informal.name})${from} until ${about}${longCalendarDate(informal.closes)}; it does not extend the deadline to file with the board.`;
}

/* ---------- Re-checks on the county's dates (issue 52 item 2, decision 238) ---------- */

/**
 * When a watched home's analysis is re-run, each year: the lien date (January 1: the value the roll
 * year argues), April 15 (the sales up to March 31 that a board admits, R&T §402.5, recorded by then)
 * and July 2 (the regular window opens, with the assessor's new values).
 */
export const RECHECK_POINTS = ['recheck_lien_date', 'recheck_sales_in', 'recheck_window_opens'] as const;
export type RecheckPoint = (typeof RECHECK_POINTS)[number];
export const RECHECK_DAYS: Record<RecheckPoint, { month: number; day: number }> = {
  recheck_lien_date: { month: 1, day: 1 },
  recheck_sales_in: { month: 4, day: 15 },
  recheck_window_opens: { month: 7, day: 2 },
};

export interface DueRecheck {
  point: RecheckPoint;
  rollYear: number;
  /** The checkpoint's day (California date). */
  day: CalendarDate;
}

/**
 * The re-check due today for a watch made at `watchedAt`, or null: the latest checkpoint of this year
 * that has come (each due until the next, so after downtime only the latest runs) and that falls on or
 * after the day the home was watched (a home watched in December waits for January 1).
 */
export function dueRecheck(now: Date, watchedAt: Date): DueRecheck | null {
  const today = californiaDate(now);
  const t = dayNumber(today);
  let found: DueRecheck | null = null;
  for (const point of RECHECK_POINTS) {
    const day = { year: today.year, ...RECHECK_DAYS[point] };
    if (t >= dayNumber(day)) found = { point, rollYear: today.year, day };
  }
  if (!found || dayNumber(found.day) < dayNumber(californiaDate(watchedAt))) return null;
  return found;
}

/** What the owner was told of a home: the verdict, the saving shown beside it and its roll year. */
export interface ToldResult {
  verdict: 'overpaying' | 'too_close' | 'good_shape' | 'unknown';
  /** The yearly saving shown beside the verdict (whole dollars), or null when not known. */
  saving: number | null;
  rollYear: number;
}

/** A saving that moves by less than this (dollars a year) is the same answer (decision 238). */
export const SAVING_CHANGE_USD = 50;

/** Whether a re-check's result is news to the owner: another verdict, or a saving moved by $50 or more. */
export function resultChanged(told: ToldResult, fresh: ToldResult): boolean {
  if (told.verdict !== fresh.verdict) return true;
  if ((told.saving === null) !== (fresh.saving === null)) return true;
  return (
    told.saving !== null && fresh.saving !== null && Math.abs(told.saving - fresh.saving) >= SAVING_CHANGE_USD
  );
}

/* ---------- Reminders of a notice's own appeal period (issue 52 item 3, decision 241) ---------- */

export const NOTICE_REMINDER_KINDS = ['notice_closes_in_14', 'notice_closes_in_2'] as const;
export type NoticeReminderKind = (typeof NOTICE_REMINDER_KINDS)[number];
const NOTICE_REMINDER_DAYS: Record<NoticeReminderKind, number> = {
  notice_closes_in_14: 14,
  notice_closes_in_2: 2,
};

/** What a watch with a notice adds, for the screen: "You will also be reminded …". */
export function noticeReminderText(deadline: string): string {
  const date = parseIsoDate(deadline);
  return `You will also be reminded 14 and 2 days before the notice's last day, ${date ? longCalendarDate(date) : deadline}.`;
}

export interface DueNoticeReminder {
  kind: NoticeReminderKind;
  deadline: CalendarDate;
  daysLeft: number;
}

/**
 * Which of `kinds` (each due `daysOf[kind]` days before `day`) is due today, with the days left: the
 * latest due only (after downtime a stale one is skipped), nothing after the day. The notice's and the
 * hearing's reminders.
 */
function dueBefore<K extends string>(
  day: CalendarDate,
  kinds: readonly K[],
  daysOf: Record<K, number>,
  now: Date,
): { kind: K; daysLeft: number } | null {
  const t = dayNumber(californiaDate(now));
  const last = dayNumber(day);
  if (t > last) return null;
  let kind: K | null = null;
  for (const k of kinds) if (t >= last - daysOf[k]) kind = k;
  return kind ? { kind, daysLeft: last - t } : null;
}

/** The notice reminder due today, or null: 14 and 2 days before the notice's last day. */
export function dueNoticeReminder(mailedOn: CalendarDate, now: Date): DueNoticeReminder | null {
  const deadline = noticeDeadline(mailedOn);
  const due = dueBefore(deadline, NOTICE_REMINDER_KINDS, NOTICE_REMINDER_DAYS, now);
  return due ? { ...due, deadline } : null;
}

/* ---------- Reminders of a hearing (issue 52 item 5, decision 241) ---------- */

export const HEARING_REMINDER_KINDS = ['hearing_in_14', 'hearing_in_2'] as const;
export type HearingReminderKind = (typeof HEARING_REMINDER_KINDS)[number];
const HEARING_REMINDER_DAYS: Record<HearingReminderKind, number> = { hearing_in_14: 14, hearing_in_2: 2 };

export interface DueHearingReminder {
  kind: HearingReminderKind;
  hearing: CalendarDate;
  daysLeft: number;
}

/** The hearing reminder due today, or null: 14 and 2 days before it, none after it. */
export function dueHearingReminder(hearing: CalendarDate, now: Date): DueHearingReminder | null {
  const due = dueBefore(hearing, HEARING_REMINDER_KINDS, HEARING_REMINDER_DAYS, now);
  return due ? { ...due, hearing } : null;
}

/** A hearing reminder's claim key: the hearing day as YYYYMMDD, so a new hearing date gets its own. */
export const hearingClaimKey = (hearing: CalendarDate) =>
  hearing.year * 10_000 + hearing.month * 100 + hearing.day;
