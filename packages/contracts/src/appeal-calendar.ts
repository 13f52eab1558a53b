/**
 * The appeal calendar: which routes a California owner can take today, until when, and what comes
 * next (issue 16). One place for every filing date the product shows, in the counties' own time
 * zone (all eight are in America/Los_Angeles), so the server and the browser agree on "today".
 *
 * Routes:
 * - the **informal review** (the assessor's free decline-in-value review; dates per county, often
 *   approximate or unpublished, see INFORMAL_REVIEW_DATES);
 * - the **formal appeal** of the regular assessment to the Assessment Appeals Board: July 2 to
 *   September 15 or November 30 of the roll year (R&T §1603), a last day on a weekend moved to the
 *   next business day;
 * - the windows that follow a notice (supplemental, escape or roll-change assessment: 60 days,
 *   R&T §1605(b)) and the calamity reassessment (12 months from the damage, R&T §170(a)), which the
 *   product names but cannot date without the owner's notice.
 */
import { addDays, type CalendarDate, dayNumber, MONTH_NAMES } from './appeals-dates.ts';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from './counties.ts';
import { COUNTY_FACT_SHEETS, type MonthDay } from './county-facts.ts';

export const CALIFORNIA_TIME_ZONE = 'America/Los_Angeles';

let californiaFormatter: Intl.DateTimeFormat | undefined;

/** The calendar date in California at an instant (a late evening in UTC is still "yesterday" there). */
export function californiaDate(now: Date): CalendarDate {
  californiaFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CALIFORNIA_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = californiaFormatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The roll year owners can appeal at an instant: named by its lien date, January 1 of this year. */
export function currentRollYear(now: Date): number {
  return californiaDate(now).year;
}

function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * A deadline on a Saturday or Sunday moves to the next Monday. (No state holiday falls on
 * September 15 or November 30, the regular deadlines; the day after Thanksgiving is at most the 29th.)
 */
export function nextBusinessDay(date: CalendarDate): CalendarDate {
  const day = weekday(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

export type RouteState = 'not_open' | 'open' | 'closed' | 'unknown';

/**
 * The informal review's dates by county, from the sourced table in county-facts.ts (decision 101;
 * county assessor pages via domain.md). `approximate` marks dates the county gives as "about"; a null
 * date is one no source gives: the product then says to check with the assessor rather than print a date.
 */
export const INFORMAL_REVIEW_DATES: Record<
  CountyKey,
  { opens: MonthDay | null; closes: MonthDay | null; approximate: boolean }
> = Object.fromEntries(
  COUNTY_KEYS.map((key) => {
    const review = COUNTY_FACT_SHEETS[key].informalReview.value;
    return [
      key,
      {
        opens: review?.opens ?? null,
        closes: review?.closes ?? null,
        approximate: review?.approximate ?? false,
      },
    ];
  }),
) as Record<CountyKey, { opens: MonthDay | null; closes: MonthDay | null; approximate: boolean }>;

export interface FormalWindow {
  route: 'formal';
  /** The roll year the application is for (its lien date is January 1 of it). */
  rollYear: number;
  opens: CalendarDate;
  /** The last day to file, already moved past a weekend. */
  closes: CalendarDate;
  state: Exclude<RouteState, 'unknown'>;
}

export interface InformalWindow {
  route: 'informal';
  rollYear: number;
  /** What the county calls it (counties.ts). */
  name: string;
  opens: CalendarDate | null;
  closes: CalendarDate | null;
  /** True when the county gives its dates as "about". */
  approximate: boolean;
  /** 'unknown' when no source gives the dates (or only the last day, and it has not passed). */
  state: RouteState;
}

export interface AppealCalendar {
  county: CountyKey;
  countyName: string;
  /** Today in California. */
  today: CalendarDate;
  /** The roll year being appealed now (January 1 of this year). */
  rollYear: number;
  informal: InformalWindow;
  formal: FormalWindow;
  /** Next year's formal window when this year's has closed, else null. */
  nextFormal: FormalWindow | null;
}

function stateOf(
  today: CalendarDate,
  opens: CalendarDate,
  closes: CalendarDate,
): Exclude<RouteState, 'unknown'> {
  const t = dayNumber(today);
  if (t < dayNumber(opens)) return 'not_open';
  return t <= dayNumber(closes) ? 'open' : 'closed';
}

/** The regular formal appeal window of a county for one roll year (R&T §1603). */
export function formalWindow(county: CountyKey, rollYear: number, today: CalendarDate): FormalWindow {
  const { month, day } = COUNTIES[county].appealWindowEnd;
  const opens = { year: rollYear, month: 7, day: 2 };
  const closes = nextBusinessDay({ year: rollYear, month, day });
  return { route: 'formal', rollYear, opens, closes, state: stateOf(today, opens, closes) };
}

export function informalWindow(county: CountyKey, rollYear: number, today: CalendarDate): InformalWindow {
  const dates = INFORMAL_REVIEW_DATES[county];
  const opens = dates.opens ? { year: rollYear, ...dates.opens } : null;
  const closes = dates.closes ? nextBusinessDay({ year: rollYear, ...dates.closes }) : null;
  let state: RouteState = 'unknown';
  if (opens && closes) state = stateOf(today, opens, closes);
  else if (closes && dayNumber(today) > dayNumber(closes)) state = 'closed';
  return {
    route: 'informal',
    rollYear,
    name: COUNTIES[county].informalReview,
    opens,
    closes,
    approximate: dates.approximate,
    state,
  };
}

/** What is open for a county's owners at an instant, and what comes next. */
export function appealCalendar(county: CountyKey, now: Date, rollYearOverride?: number): AppealCalendar {
  const today = californiaDate(now);
  const rollYear = rollYearOverride ?? today.year;
  const formal = formalWindow(county, rollYear, today);
  return {
    county,
    countyName: COUNTIES[county].name,
    today,
    rollYear,
    informal: informalWindow(county, rollYear, today),
    formal,
    nextFormal: formal.state === 'closed' ? formalWindow(county, rollYear + 1, today) : null,
  };
}

/**
 * Whether a regular appeal can be sold today, and for which roll year (issue 50, decision 225): one
 * answer the checkout, /choose-plan and every document read, so no path sells an application the
 * board would take as late. A plan argues the value on January 1 of today's year and is sold from that
 * lien date until the county's last filing day (R&T §1603, weekend rolled). After it, until the next
 * January 1, no regular appeal can be filed for any year: nothing is sold, and the owner is told when
 * the next one can be prepared and filed. Until March 31 of the roll year sales may still come in
 * (R&T §402.5): a package made then is preliminary.
 */
export interface RegularAppealSale {
  county: CountyKey;
  /** True from January 1 of the roll year until its last filing day. */
  open: boolean;
  /** The roll year a plan bought today argues: its value date is January 1 of it. */
  rollYear: number;
  /** The last day a comparable sale can count for that value date (March 31, R&T §402.5). */
  evidenceCutoff: CalendarDate;
  /** Today is on or before the evidence cutoff: later sales can still change the package. */
  preliminary: boolean;
  /** The regular filing period of that roll year. */
  formal: FormalWindow;
  /** When closed: the next roll year's period, which can be prepared from its January 1. */
  next: FormalWindow | null;
  /** Why nothing is sold, in words (null when open). */
  closedMessage: string | null;
}

export function regularAppealSale(county: CountyKey, now: Date): RegularAppealSale {
  const today = californiaDate(now);
  const formal = formalWindow(county, today.year, today);
  const evidenceCutoff = { year: today.year, month: 3, day: 31 };
  const open = formal.state !== 'closed';
  const next = open ? null : formalWindow(county, today.year + 1, today);
  const name = COUNTIES[county].name;
  return {
    county,
    open,
    rollYear: today.year,
    evidenceCutoff,
    preliminary: dayNumber(today) <= dayNumber(evidenceCutoff),
    formal,
    next,
    closedMessage: next
      ? `The ${formal.rollYear} regular appeal period in ${name} County closed on ${longCalendarDate(formal.closes)}, so Homie sells no appeal now: it could not be filed. The appeal of the value on January 1, ${next.rollYear} can be prepared from that day and filed from ${longCalendarDate(next.opens)} to ${longCalendarDate(next.closes)}.`
      : null,
  };
}

/** "November 30, 2026" (no Intl: the same text on the server and in every browser). */
export function longCalendarDate(date: CalendarDate): string {
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** Whole days from today to a date (0 on the day itself, negative once it has passed). */
export function daysUntil(today: CalendarDate, date: CalendarDate): number {
  return dayNumber(date) - dayNumber(today);
}

/** Notice-driven routes, the same in every county; said where the regular window is shown. */
export const OTHER_APPEAL_ROUTES =
  'A supplemental, escape or roll-change assessment notice has its own appeal period: 60 days from the mailing date printed on the notice (in Los Angeles County and some others, on the tax bill; R&T §1605). A home damaged by fire, flood or another calamity can be reassessed on a claim filed with the assessor within 12 months of the damage (R&T §170).';

/** Which sentence a line says: the web app words each in the visitor's language (decision 257). */
export type CalendarLineCase =
  | 'informalOpen'
  | 'informalNotOpen'
  | 'informalClosed'
  | 'informalUntil'
  | 'informalNoDates'
  | 'formalOpen'
  | 'formalNotOpen'
  | 'formalClosed'
  | 'next';

export interface CalendarLine {
  route: 'informal' | 'formal' | 'next';
  case: CalendarLineCase;
  /** e.g. "Informal review", "Formal appeal (Assessment Appeals Board)". */
  label: string;
  text: string;
  state: RouteState;
}

/** The calendar in plain words, one line per route, for the result, /more-details and /choose-plan. */
export function calendarLines(calendar: AppealCalendar): CalendarLine[] {
  const { informal, formal, nextFormal, countyName } = calendar;
  const lines: CalendarLine[] = [];
  const about = informal.approximate ? 'about ' : '';
  let informalText: string;
  let informalCase: CalendarLineCase;
  if (informal.state === 'open' && informal.closes) {
    informalCase = 'informalOpen';
    informalText = `Open now until ${about}${longCalendarDate(informal.closes)}. Free.`;
  } else if (informal.state === 'not_open' && informal.opens && informal.closes) {
    informalCase = 'informalNotOpen';
    informalText = `Opens ${longCalendarDate(informal.opens)} and runs until ${about}${longCalendarDate(informal.closes)}. Free.`;
  } else if (informal.state === 'closed' && informal.closes) {
    informalCase = 'informalClosed';
    informalText = `Closed for ${informal.rollYear} on ${about}${longCalendarDate(informal.closes)}; it opens again next year. Free.`;
  } else if (informal.closes) {
    informalCase = 'informalUntil';
    informalText = `Requests are taken until ${about}${longCalendarDate(informal.closes)}: check with the ${countyName} County Assessor when they open. Free.`;
  } else {
    informalCase = 'informalNoDates';
    informalText = `The ${countyName} County Assessor does not publish fixed dates: check with the assessor. Free.`;
  }
  lines.push({
    route: 'informal',
    case: informalCase,
    label: `Informal review (${informal.name})`,
    text: informalText,
    state: informal.state,
  });
  const range = `${longCalendarDate(formal.opens)} to ${longCalendarDate(formal.closes)}`;
  const formalText =
    formal.state === 'open'
      ? `Open now until ${longCalendarDate(formal.closes)}, for the value on January 1, ${formal.rollYear}.`
      : formal.state === 'not_open'
        ? `Opens ${range}, for the value on January 1, ${formal.rollYear}.`
        : `The ${formal.rollYear} filing period closed on ${longCalendarDate(formal.closes)}.`;
  lines.push({
    route: 'formal',
    case:
      formal.state === 'open' ? 'formalOpen' : formal.state === 'not_open' ? 'formalNotOpen' : 'formalClosed',
    label: 'Formal appeal (Assessment Appeals Board)',
    text: formalText,
    state: formal.state,
  });
  if (nextFormal)
    lines.push({
      route: 'next',
      case: 'next',
      label: 'What comes next',
      text: `The next regular period runs ${longCalendarDate(nextFormal.opens)} to ${longCalendarDate(nextFormal.closes)}, for the value on January 1, ${nextFormal.rollYear}, with sales up to March 31, ${nextFormal.rollYear}.`,
      state: 'not_open',
    });
  return lines;
}

const isoDate = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The regular filing period as /fill-form/validate reports it, with what it means for a filing today. */
export function filingWindowCheck(calendar: AppealCalendar): {
  route: 'formal';
  roll_year: number;
  opens: string;
  closes: string;
  state: 'not_open' | 'open' | 'closed';
  message: string;
} {
  const { formal, nextFormal, countyName } = calendar;
  const message =
    formal.state === 'open'
      ? `The ${formal.rollYear} regular filing period in ${countyName} County is open until ${longCalendarDate(formal.closes)}.`
      : formal.state === 'not_open'
        ? `The ${formal.rollYear} regular filing period in ${countyName} County opens on ${longCalendarDate(formal.opens)} and closes on ${longCalendarDate(formal.closes)}; the board does not accept an application before it opens.`
        : `The ${formal.rollYear} regular filing period in ${countyName} County closed on ${longCalendarDate(formal.closes)}: an application for the ${formal.rollYear} value filed now is late, unless it answers a supplemental, escape or roll-change notice within 60 days of its mailing date.${nextFormal ? ` The next period runs ${longCalendarDate(nextFormal.opens)} to ${longCalendarDate(nextFormal.closes)}.` : ''}`;
  return {
    route: 'formal',
    roll_year: formal.rollYear,
    opens: isoDate(formal.opens),
    closes: isoDate(formal.closes),
    state: formal.state,
    message,
  };
}
