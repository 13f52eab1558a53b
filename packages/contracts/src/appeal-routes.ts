/**
 * The two routes an owner can take, each with its own document (issue 16 item 2, decision 099):
 * - **informal**: the assessor's free decline-in-value review request, with the spec §5 fields and
 *   comparable maxima, sent to the county assessor;
 * - **formal**: the Assessment Appeals Board application (BOE-305-AH, Los Angeles' AAB-100), a
 *   protective filing before the deadline, its comparables and letter in a separate hearing exhibit.
 * Which one is recommended follows the appeal calendar: informal first where it is open or its
 * dates are unknown, formal when only the formal window is open.
 */
import { type AppealCalendar, appealCalendar, californiaDate, type RouteState } from './appeal-calendar.ts';
import type { CalendarDate } from './appeals-dates.ts';
import {
  APPLICATION_FIELD_LABELS,
  type AppealPropertyInfo,
  type AppealRoute,
  type AppealValidationResponse,
  type ComparableSale,
  countyDisplayName,
  HEARING_EXHIBIT_MAX_COMPARABLES,
  routeRequirements,
  requiredApplicationQuestions,
} from './appeals.ts';
import { validateAppealForm, warningList } from './appeals-validation.ts';
import { COUNTIES, type CountyKey } from './counties.ts';
import { COUNTY_FACT_SHEETS } from './county-facts.ts';
import { factorProduct, PROP13_INFLATION_FACTORS } from './prop13.ts';
import { NOTICE_TYPE_LABELS, noticeAppealOf } from './notice-appeals.ts';

/** The route recommended for a county today (decision 099). */
export function recommendedRoute(calendar: AppealCalendar): AppealRoute {
  const { informal, formal } = calendar;
  if (informal.state === 'open' || informal.state === 'unknown') return 'informal';
  if (formal.state === 'open') return 'formal';
  // Nothing open: the cycle starts again with the free informal review.
  return 'informal';
}

/** The route a request asked for, or the recommended one. */
export function resolveRoute(
  requested: AppealRoute | null | undefined,
  county: CountyKey,
  now: Date,
): AppealRoute {
  return requested ?? recommendedRoute(appealCalendar(county, now));
}

/**
 * The roll year the informal request is for: this year's, unless this year's review has closed;
 * then the next one (whose lien date is next January 1). Where the assessor also takes the upcoming
 * year's request (Alameda, county-facts `upcomingYear`, decision 251), the next one as well once
 * this year's formal period has closed: the request then argues the value the next roll carries.
 */
export function informalRollYear(calendar: AppealCalendar): number {
  if (calendar.informal.state === 'closed') return calendar.rollYear + 1;
  const upcoming = COUNTY_FACT_SHEETS[calendar.county].informalReview.value?.upcomingYear ?? false;
  return upcoming && calendar.formal.state === 'closed' ? calendar.rollYear + 1 : calendar.rollYear;
}

/**
 * The roll year of the value on the roll an owner reads at a date: a roll year's values are
 * surrendered to the auditor by July 1 (acassessor.org, "Decline in Value Review (Prop 8)", checked
 * 2026-12-03), so from July 1 the roll carries this year's value, before it last year's.
 */
export function enrolledRollYear(today: CalendarDate): number {
  return today.month >= 7 ? today.year : today.year - 1;
}

/**
 * What an informal request compares the owner's opinion with (issue 50 item 4, decision 251): for a
 * year whose roll is not yet enrolled, the factored base-year value for that year, the value on the
 * roll grown by each later year's inflation factor (R&T §51(a)(1)(C): the California CPI change, at
 * most 2%; a factor not yet confirmed in PROP13_INFLATION_FACTORS is the 2% cap); else the roll value.
 */
export interface InformalComparison {
  /** The roll year the request argues (its value date is January 1 of it). */
  rollYear: number;
  /** The roll year of the value on the roll the owner entered. */
  rollValueYear: number;
  rollValue: number;
  /** True when the comparison is the roll value factored to a later year. */
  factored: boolean;
  /** The product of the factors applied (1 when not factored). */
  factor: number;
  /** Every factor applied is one the table confirms. */
  factorsConfirmed: boolean;
  /** The figure the request compares with, whole dollars. */
  value: number;
}

export function informalComparison(calendar: AppealCalendar, rollValue: number): InformalComparison {
  const rollYear = informalRollYear(calendar);
  const rollValueYear = Math.min(enrolledRollYear(calendar.today), rollYear);
  const factored = rollYear > rollValueYear;
  const factor = factored ? factorProduct(rollValueYear + 1, rollYear) : 1;
  let factorsConfirmed = true;
  for (let year = rollValueYear + 1; year <= rollYear; year++)
    if (!PROP13_INFLATION_FACTORS[year]?.confirmed) factorsConfirmed = false;
  return {
    rollYear,
    rollValueYear,
    rollValue,
    factored,
    factor,
    factorsConfirmed,
    value: Math.round(rollValue * factor),
  };
}

export interface InformalDocument {
  /** The county's name for its request, the PDF's title. */
  title: string;
  /** The start of the download's file name. */
  fileCode: string;
  /** How the assessor takes it, when the county says. */
  howToSend: string;
}

/** Each county's informal request by its own name (counties.ts informalReview, domain.md). */
export const INFORMAL_DOCUMENTS: Record<CountyKey, InformalDocument> = {
  alameda: {
    title: 'Request for Decline in Market Value Reassessment',
    fileCode: 'Decline-in-Value-Request',
    howToSend: 'The assessor asks for at least one comparable sale sold by March 31.',
  },
  san_mateo: {
    title: 'Decline in Assessed Value Program Request',
    fileCode: 'Decline-in-Value-Request',
    howToSend: 'Enrol in the program by about October 31.',
  },
  la: {
    title: 'RP-87 Decline-in-Value Review',
    fileCode: 'RP-87_Decline-in-Value-Review',
    howToSend:
      'The assessor takes RP-87 requests from July 2 to November 30, with up to two comparable sales.',
  },
  contra_costa: {
    title: 'Request for Value Review',
    fileCode: 'Value-Review-Request',
    howToSend: 'Send it by November 30, with up to three comparable sales.',
  },
  san_bernardino: {
    title: 'ARP-068 Application for Decline in Value Reassessment',
    fileCode: 'ARP-068_Decline-in-Value',
    howToSend: "The assessor's form is ARP-068.",
  },
  riverside: {
    title: 'Decline-in-Value Review Request',
    fileCode: 'Decline-in-Value-Request',
    howToSend:
      'The assessor takes requests on its Decline-in-Value e-form, by about November 1: enter these answers there.',
  },
  ventura: {
    title: 'Informal Decline-in-Value Review Request',
    fileCode: 'Informal-Review-Request',
    howToSend: 'The assessor takes informal reviews by phone, mail or email.',
  },
  santa_clara: {
    title: 'Residential Prop 8 Decline-in-Value Review Request',
    fileCode: 'Prop-8-Review-Request',
    howToSend: 'The assessor takes residential Prop 8 reviews from June 30 to August 1.',
  },
};

/**
 * What each route is, in the owner's words: the chooser's captions. The formal application is
 * "recommended as a protective filing before the deadline" only while its regular period is open
 * (decision 181): once closed it serves an owner answering a notice; before it opens, it waits.
 */
export function routeDescription(
  county: CountyKey,
  route: AppealRoute,
  formalState: RouteState = 'open',
): string {
  const name = COUNTIES[county].name;
  if (route === 'informal')
    return `Free. Asks the ${name} County Assessor to review your value for a decline in value, with your comparable sales. Sent to the assessor, not the appeals board; it does not extend the formal deadline.`;
  const when =
    formalState === 'closed'
      ? "This year's regular period has closed: file it now only to answer a supplemental, escape or roll-change notice, within 60 days of its mailing date."
      : formalState === 'not_open'
        ? 'The board takes it once the regular period opens, even while an informal review is pending.'
        : 'Recommended as a protective filing before the deadline, even while an informal review is pending.';
  return `Filed with the ${name} County Assessment Appeals Board. ${when} Your comparable sales and letter go in a separate hearing-evidence exhibit, not on the application.`;
}

/** The formal application's name for a county. */
export function formalDocumentTitle(county: CountyKey): string {
  return county === 'la'
    ? 'AAB-100 Application for Changed Assessment'
    : 'BOE-305-AH Assessment Appeal Application';
}

/**
 * POST /fill-form/validate for a route: the county's fields and, for the informal request, the
 * spec §5 comparable maxima; the formal application takes its comparables in the hearing exhibit
 * (up to HEARING_EXHIBIT_MAX_COMPARABLES) and asks its own answers.
 */
export function validateRouteForm(
  county: CountyKey,
  route: AppealRoute,
  info: AppealPropertyInfo,
  comps: readonly ComparableSale[],
  now: Date = new Date(),
  /**
   * False when the client sent no `route` (a client written to the spec, which knows neither the
   * routes nor the application's Yes/No questions): an unanswered question is then a warning and
   * prints both boxes empty for the owner to tick by hand, so the spec's call keeps working.
   */
  routeChosen = true,
  /** The roll year the package argues (a paid order's, decision 226); today's by default. */
  rollYear?: number,
): AppealValidationResponse {
  const result = validateAppealForm(county, info, comps, now, route, rollYear);
  const errors = { ...result.errors };
  const { warnings, warning_parts, warn } = warningList(result);
  if (route === 'formal' && !routeChosen) {
    for (const field of requiredApplicationQuestions(county, 'formal')) {
      if (!errors[field]) continue;
      delete errors[field];
      warn(
        { kind: 'unanswered', field },
        `${APPLICATION_FIELD_LABELS[field]} is not answered: tick Yes or No on the printed application before you sign it`,
      );
    }
  }
  // An appeal that answers a notice (decision 246) goes to the board, within its own limit.
  const notice = noticeAppealOf(info, californiaDate(now));
  if (!notice.ok) Object.assign(errors, notice.errors);
  const noticeAppeal = notice.ok ? notice.appeal : null;
  if (noticeAppeal && route === 'informal')
    errors.notice_type = `A ${NOTICE_TYPE_LABELS[noticeAppeal.type].toLowerCase()} is appealed to the Assessment Appeals Board: prepare the formal application`;
  if (route === 'formal') {
    // An application for a year whose regular period is not open is said to be so before it is drawn
    // (decision 181): late unless it answers a notice, or not yet accepted. A notice's appeal is
    // told its own limit instead.
    const window = result.filing_window;
    if (noticeAppeal) {
      if (!noticeAppeal.open) {
        const { type, closes, noticeDate, valueDate } = noticeAppeal;
        warn({ kind: 'notice', type, closes, noticeDate, valueDate }, noticeAppeal.message);
      }
    } else if (window && window.state !== 'open') {
      const { formal, nextFormal } = appealCalendar(county, now, rollYear);
      warn(
        {
          kind: 'window',
          state: window.state,
          rollYear: formal.rollYear,
          opens: formal.opens,
          closes: formal.closes,
          next: nextFormal ? { opens: nextFormal.opens, closes: nextFormal.closes } : null,
        },
        window.message,
      );
    }
    // `comparable_sales` (no index) is the §5 maximum's error, the informal request's limit.
    delete errors.comparable_sales;
    if (comps.length > HEARING_EXHIBIT_MAX_COMPARABLES)
      errors.comparable_sales = `The hearing-evidence exhibit of ${countyDisplayName(county)}'s application takes at most ${HEARING_EXHIBIT_MAX_COMPARABLES} comparable sales`;
  } else if (errors.comparable_sales) {
    const { max_comparables: max } = routeRequirements(county, route);
    const title = INFORMAL_DOCUMENTS[county].title;
    errors.comparable_sales =
      max === 0
        ? `${countyDisplayName(county)}'s ${title} takes no comparable sales; bring them to the assessor or to your hearing instead`
        : `${countyDisplayName(county)}'s ${title} takes at most ${max} comparable sales`;
  }
  return {
    ...result,
    valid: Object.keys(errors).length === 0,
    warnings,
    warning_parts,
    errors,
    requirements: routeRequirements(county, route),
    route,
  };
}
