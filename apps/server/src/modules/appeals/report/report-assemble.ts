import { COMPLETE_FORM_NOTE, DEMO_REPORT_NOTE } from '@homie/contracts/report-notes';
import {
  type AppealPropertyInfo,
  COMPARABLE_FIELDS,
  type ComparableSale,
  countyDisplayName,
} from '@homie/contracts/appeals';
import {
  dayNumber,
  formatUsDate,
  isoCalendarDate,
  normalizeSaleDate,
  parseIsoDate,
  parseUsDate,
} from '@homie/contracts/appeals-dates';
import {
  type AppealBoard,
  type AppealReport,
  REPORT_COMPARABLES,
  type ReportNotePart,
  type ReportComparable,
} from '@homie/contracts/appeals-report';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { PLANS, type PlanTier } from '@homie/contracts/payments';
import { median } from '@homie/contracts/valuation';
import {
  isRecentPurchase,
  type OwnPurchase,
  opinionWithheldBecause,
  proposedOpinion,
} from '@homie/contracts/verdict';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { opinionAgainstGrid } from '@homie/contracts/reconciliation';
import { baseYearAppealFor } from '@homie/contracts/base-year';
import { adjustmentGridOf } from './adjustment-grid.ts';
import { hearingKitOf } from './hearing-kit.ts';
import { formVariant } from './form-variant.ts';
import type { NoticeAppeal } from '@homie/contracts/notice-appeals';
import { appealMoment } from './appeal-moment.ts';
import {
  type FilingWindow,
  filingWindowFor,
  longDate,
  upcomingFilingWindow,
  windowState,
} from './filing-window.ts';
import { nextSteps } from './next-steps.ts';
import type { Locale } from '@homie/contracts/locales';
import { mailText } from '#lib/i18n/mail-text.ts';
import { composeLetter, opinionBasis, usd } from './report-letter.ts';
import type { ReportSnapshot } from './report-snapshot.ts';

export interface AssembleInput {
  jobId: string;
  tier: PlanTier;
  county: CountyKey;
  snapshot: ReportSnapshot;
  /** The application the owner last generated, if any: it names and signs the letter. */
  application: AppealPropertyInfo | null;
  /**
   * The comparable sales the formal application encloses (its exhibit's table, as the owner left
   * them), which the letter describes; null or absent without a formal application (the plan's
   * comparables).
   */
  enclosed?: readonly ComparableSale[] | null;
  board: AppealBoard;
  editedLetter: string | null;
  generatedAt: Date;
  updatedAt: Date;
  now: Date;
  /** The roll year the package argues: the paid order's (decision 226); the analysis' by default. */
  rollYear?: number;
  /** RESO_ATTRIBUTION, shown when MLS sales are among the comparables (decision 232). */
  mlsAttribution?: string | null;
  /** The order's photos for the appeal (decision 113), named by the letter. */
  photos?: readonly { room: string | null; takenOn: string; caption: string }[];
  /** The notice the order's appeal answers (decision 246): its value date and limit replace the regular ones. */
  notice?: NoticeAppeal | null;
  /**
   * The language of the owner's pages (decision 263): the PDF report's next steps are in it. The API
   * answers in English (its default); the letter and the evidence the board reads are English always.
   */
  locale?: Locale;
}

/**
 * The opinion of value the letter asks for: the owner's from the application; else the analysis'
 * market value (else the comps' median) only as `proposedOpinion` allows — below the assessed
 * value, and not against the owner's own recent purchase at or above it (decisions 179, 180), as
 * the form's prefill proposes it. A decline-in-value letter never asks the board to "reduce" a
 * value to a higher one; without a lower estimate the owner states their own.
 */
function opinionOf(
  snapshot: ReportSnapshot,
  application: AppealPropertyInfo | null,
  assessed: number | null,
  purchase: OwnPurchase | null,
  reconciled: number | null,
): {
  value: number | null;
  fromOwner: boolean;
  estimate: number | null;
  withheld: ReturnType<typeof opinionWithheldBecause>;
} {
  const owner = application ? parseFormAmount(application.opinion_value) : null;
  // The grid's reconciliation, the result's market value to the dollar (decision 245).
  const estimate = reconciled ?? estimateOf(snapshot);
  if (owner !== null) return { value: owner, fromOwner: true, estimate, withheld: null };
  const inputs = {
    estimate,
    assessedValue: assessed,
    purchase,
    rollYear: snapshot.valuation?.rollYear ?? null,
  };
  return {
    value: proposedOpinion(inputs),
    fromOwner: false,
    estimate,
    withheld: opinionWithheldBecause(inputs),
  };
}

/**
 * The owner's last purchase: as the application gives it (the owner may have corrected it), else
 * as the analysis recorded it; null without a date and a price.
 */
function purchaseOf(snapshot: ReportSnapshot, application: AppealPropertyInfo | null): OwnPurchase | null {
  const typedDate = application ? parseUsDate(normalizeSaleDate(application.purchase_date)) : null;
  const typedPrice = application ? parseFormAmount(application.purchase_price) : null;
  if (typedDate && typedPrice !== null) return { date: isoCalendarDate(typedDate), price: typedPrice };
  const { purchaseDate, purchasePrice } = snapshot.property;
  return purchaseDate && purchasePrice ? { date: purchaseDate.slice(0, 10), price: purchasePrice } : null;
}

/** The analysis' market value, else the median of the comparables' prices, in whole dollars. */
function estimateOf(snapshot: ReportSnapshot): number | null {
  if (snapshot.valuation?.marketValue) return Math.round(snapshot.valuation.marketValue);
  const prices = snapshot.comparables
    .map((c) => c.adjusted_price ?? c.sale_price)
    .filter((p): p is number => p !== null && p > 0);
  const mid = median(prices);
  return mid === null ? null : Math.round(mid);
}

const saleKey = (date: string, price: number | null) =>
  price === null ? null : `${normalizeSaleDate(date)}|${Math.round(price)}`;

/**
 * The sales the report and its letter describe (decision 177): the rows the formal application
 * encloses, so that the letter's count, dates and median are those of the table under it. A row
 * that is one of the plan's comparables (same sale date and price) keeps its adjusted price; a sale
 * the owner typed is described by its own price (one without a price never matches). Blank rows
 * are not sales. Without a formal application's rows, the plan's comparables.
 */
export function letterComparables(
  plan: readonly ReportComparable[],
  enclosed: readonly ComparableSale[] | null,
): ReportComparable[] {
  if (enclosed === null) return [...plan];
  const byKey = new Map(plan.map((comp) => [saleKey(comp.sale_date, comp.sale_price), comp]));
  return enclosed
    .filter((row) => COMPARABLE_FIELDS.some((field) => row[field].trim() !== ''))
    .map((row) => {
      const price = parseFormAmount(row.sale_price);
      const key = saleKey(row.sale_date, price);
      const own = key === null ? undefined : byKey.get(key);
      if (own) return own;
      return {
        address: row.address.trim(),
        sale_date: normalizeSaleDate(row.sale_date.trim()),
        sale_price: price,
        adjusted_price: null,
        sqft: parseFormAmount(row.sqft),
        beds: null,
        baths: null,
        year_built: null,
        distance_miles: null,
        similarity_score: null,
      };
    });
}

/** The owner's note on a package made before the evidence period of its value date has ended. */
export const preliminaryNote = (rollYear: number) =>
  `Preliminary: sales that close up to March 31, ${rollYear} still count as evidence of the value on January 1, ${rollYear} (California Revenue and Taxation Code §402.5), so this package may not hold them all yet. After March 31, run your analysis again and download the package again before you file; a watched home is re-checked for you on April 15.`;

/** Said first in a demo home's report and letter (issue 14 item 1): the figures are generated. */
export { DEMO_REPORT_NOTE };
export const DEMO_LETTER_LINE = 'DEMO DATA - generated figures for illustration, not for filing.';

/** The owner answered that the home is their principal residence and has the homeowners' exemption. */
function ownerOccupiedExempt(application: AppealPropertyInfo | null): boolean {
  // The exemption is only for an owner's principal residence; a "no" to section 3 still withholds it.
  return application?.homeowners_exemption === 'yes' && application.principal_residence !== 'no';
}

/** The report as the owner sees it, built from the stored snapshot and today's filing facts. */
export function assembleReport(input: AssembleInput): AppealReport {
  const { snapshot, application, county, board } = input;
  const facts = COUNTIES[county];
  // One roll year through the package (decision 226): the paid order's; its filing period is the one
  // every date of the report names. The upcoming period is said only when that one has closed.
  const upcoming = upcomingFilingWindow(county, input.now);
  const notice = input.notice ?? null;
  const moment = appealMoment(input.rollYear ?? snapshot.valuation?.rollYear ?? upcoming.rollYear, notice);
  const rollYear = moment.rollYear;
  // A notice's appeal is filed from its mailing until its own last day, at its value date.
  const window: FilingWindow = notice
    ? { rollYear, lienDate: notice.valueDate, opens: notice.noticeDate, closes: notice.closes }
    : filingWindowFor(county, rollYear);
  const demo = snapshot.provenance?.demo === true;
  // A Prop 13 estimate is never put to the board as the roll's value (decision 120).
  const estimated = snapshot.provenance?.assessedValueBasis === 'prop13_estimate';
  const assessed =
    (application ? parseFormAmount(application.assessed_value) : null) ??
    (estimated ? null : snapshot.property.assessedValue);
  const ownPurchase = purchaseOf(snapshot, application);
  // The purchase a board weighs for this roll year (R&T §110(b)), said in the letter either way.
  const recentPurchase = isRecentPurchase(ownPurchase, rollYear) ? ownPurchase : null;
  const grid = adjustmentGridOf(snapshot, rollYear, moment);
  const opinion = opinionOf(snapshot, application, assessed, ownPurchase, grid?.reconciled_value ?? null);
  // The home is the analysed one (decision 206): the form's answers name it only where the analysis
  // has no value (an owner-entered home without an APN), also for answers saved before that rule.
  const propertyAddress = snapshot.property.address || application?.property_address || '';
  const apn = snapshot.property.apn || application?.apn || '';
  const variant = formVariant(county);
  // The sales the owner relies on: the formal application's rows once there is one (decision 177).
  const comparables = letterComparables(snapshot.comparables, input.enclosed ?? null);
  const basis = {
    comparables,
    rangeLow: snapshot.valuation?.rangeLow ?? null,
    rangeHigh: snapshot.valuation?.rangeHigh ?? null,
    rollYear,
    moment,
  };

  // Each note in English (the API's, unchanged) beside its parts, index by index (decision 274).
  const notes: string[] = [];
  const note_parts: ReportNotePart[] = [];
  const note = (part: ReportNotePart, text: string) => {
    note_parts.push(part);
    notes.push(text);
  };
  if (demo) note({ kind: 'demo' }, DEMO_REPORT_NOTE);
  if (estimated && assessed === null)
    note(
      { kind: 'estimatedAssessed' },
      'The assessed value we had was only a Prop 13 estimate: type the value printed on your tax bill or assessment notice in the appeal form, and it goes into the letter.',
    );
  if (opinion.withheld === 'recent_purchase' && recentPurchase && assessed !== null) {
    const bought = parseIsoDate(recentPurchase.date)!;
    note(
      { kind: 'recentPurchase', date: bought, price: recentPurchase.price, assessed },
      `You bought the home on ${longDate(bought)} for ${usd(recentPurchase.price)}, at or above its assessed value of ${usd(assessed)}. A board presumes the price of an open-market purchase is the market value (California Revenue and Taxation Code §110(b)), so the letter leaves your opinion of value for you to state, with evidence that the value fell since you bought.`,
    );
  } else if (opinion.withheld === 'not_below_assessed' && opinion.estimate !== null && assessed !== null)
    note(
      { kind: 'notBelowAssessed', estimate: opinion.estimate, assessed },
      `Our estimate of the market value, ${usd(opinion.estimate)}, is not below the assessed value of ${usd(assessed)}: the sales do not support a lower value. The letter leaves your opinion of value for you to state, with your own evidence, if you still appeal.`,
    );
  const wanted = REPORT_COMPARABLES[input.tier];
  if (snapshot.comparables.length < wanted.min) {
    const count = snapshot.comparables.length;
    note(
      { kind: 'fewComparables', count, tier: input.tier, min: wanted.min, max: wanted.max },
      `Only ${count} comparable sale${count === 1 ? '' : 's'} met the criteria appeal boards accept for this property; the ${PLANS[input.tier].name} plan includes ${wanted.min}-${wanted.max} when the market has them.`,
    );
  }
  if (notice) {
    note(
      {
        kind: 'notice',
        type: notice.type,
        open: notice.open,
        noticeDate: notice.noticeDate,
        closes: notice.closes,
        valueDate: notice.valueDate,
      },
      notice.message,
    );
    if (notice.type === 'supplemental' && ownPurchase)
      note(
        { kind: 'supplementalPurchase' },
        `A board presumes the price of an open-market purchase is the market value at its date (California Revenue and Taxation Code §110(b)): if you bought the home on the value date, the supplemental value is usually that price, and your evidence must show why it was not the market value (for example, it included furniture or other personal property, or the sale was not at arm's length).`,
      );
  } else if (windowState(window, input.now) === 'closed' && upcoming.rollYear > rollYear) {
    note(
      {
        kind: 'periodClosed',
        rollYear,
        county,
        closes: window.closes,
        nextRollYear: upcoming.rollYear,
        opens: upcoming.opens,
        nextCloses: upcoming.closes,
      },
      `The ${rollYear} filing period in ${countyDisplayName(county)} closed on ${longDate(window.closes)}: an application for the ${rollYear} value filed now is late, unless it answers a notice. The next period runs ${longDate(upcoming.opens)} to ${longDate(upcoming.closes)} for the value on January 1, ${upcoming.rollYear}, with sales up to March 31, ${upcoming.rollYear}.`,
    );
  }
  // Sales up to March 31 still count for the January 1 value (R&T §402.5): until then the package is
  // preliminary, and a refresh after it makes the evidence final (issue 50 item 2).
  if (notice) {
    if (dayNumber(californiaDate(input.now)) <= dayNumber(notice.evidenceCutoff))
      note(
        { kind: 'noticePreliminary', cutoff: notice.evidenceCutoff, valueDate: notice.valueDate },
        `Preliminary: sales that close up to ${longDate(notice.evidenceCutoff)}, 90 days after the value date, still count as evidence of the value on ${longDate(notice.valueDate)} (California Revenue and Taxation Code §402.5), so this package may not hold them all yet. Run your analysis again and download the package again before you file if your deadline allows.`,
      );
  } else if (dayNumber(californiaDate(input.now)) <= dayNumber({ year: rollYear, month: 3, day: 31 }))
    note({ kind: 'preliminary', rollYear }, preliminaryNote(rollYear));
  if (grid && opinion.fromOwner && opinion.value !== null) {
    const relation = opinionAgainstGrid(opinion.value, {
      value: grid.reconciled_value,
      low: grid.low,
      high: grid.high,
    });
    if (relation === 'below' || relation === 'above')
      note(
        {
          kind: 'opinionOutsideGrid',
          opinion: opinion.value,
          relation,
          low: grid.low,
          high: grid.high,
          reconciled: grid.reconciled_value,
        },
        `Your opinion of value, ${usd(opinion.value)}, is ${relation} every adjusted price in the enclosed grid (${usd(grid.low)} to ${usd(grid.high)}; reconciled ${usd(grid.reconciled_value)}). A board presumes the assessor's value correct and asks for evidence of the value you state: bring evidence that supports it, or state the grid's value.`,
      );
  }
  if (ownerOccupiedExempt(application))
    note(
      { kind: 'homeownersExemption' },
      "Your home has the homeowners' exemption and is your principal residence: the letter states that the presumption in the hearing favours you (California Revenue and Taxation Code §167; Property Tax Rule 321(d)). Bring a tax bill that shows the exemption, and answer every request for information from the assessor: the presumption holds for an owner who has supplied it.",
    );
  if (!board.verified) {
    note(
      { kind: 'boardUnverified', county },
      `The filing address of the ${countyDisplayName(county)} board has not been verified yet: confirm it with the clerk before mailing.`,
    );
  }
  if (!application?.owner_name) {
    note({ kind: 'completeForm' }, COMPLETE_FORM_NOTE);
  }

  const letter = composeLetter({
    ownerName: application?.owner_name ?? '',
    ownerAddress: application?.mailing_address ?? '',
    phone: application?.phone ?? '',
    email: application?.email ?? '',
    date: longDate({
      year: input.now.getUTCFullYear(),
      month: input.now.getUTCMonth() + 1,
      day: input.now.getUTCDate(),
    }),
    board,
    countyName: facts.name,
    parcelLabel: county === 'la' ? "Assessor's Identification Number (AIN)" : "Assessor's Parcel Number",
    apn,
    propertyAddress,
    assessedValue: assessed,
    opinionValue: opinion.value,
    estimate: opinion.estimate,
    purchase: recentPurchase
      ? { date: formatUsDate(parseIsoDate(recentPurchase.date)!), price: recentPurchase.price }
      : null,
    ...basis,
    additionalInfo: application?.additional_info ?? '',
    ownerOccupiedExempt: ownerOccupiedExempt(application),
    photos: input.photos ?? [],
    grid: grid
      ? { count: grid.sales.length, value: grid.reconciled_value, low: grid.low, high: grid.high }
      : null,
  });

  return {
    job_id: input.jobId,
    tier: input.tier,
    county,
    county_name: facts.name,
    property_address: propertyAddress,
    apn,
    owner_name: application?.owner_name ?? '',
    assessed_value: assessed,
    opinion_value: opinion.value,
    market_estimate: snapshot.valuation?.marketValue
      ? {
          value: Math.round(snapshot.valuation.marketValue),
          low: snapshot.valuation.rangeLow,
          high: snapshot.valuation.rangeHigh,
        }
      : null,
    opinion_basis: opinionBasis(basis),
    comparables,
    adjustment_grid: grid,
    // The MLS's licence asks for its line wherever its sales are shown (decision 232).
    data_attribution:
      input.mlsAttribution && snapshot.comparables.some((c) => c.source === 'mls')
        ? input.mlsAttribution
        : null,
    filing: {
      lien_date: formatUsDate(window.lienDate),
      window_opens: formatUsDate(window.opens),
      window_closes: formatUsDate(window.closes),
      fee_usd: facts.appealFeeUsd,
      fee_confirmed: facts.feeConfirmed,
      informal_review: facts.informalReview,
      board,
    },
    next_steps: nextSteps(county, window, board, variant.code, notice, mailText(input.locale)),
    hearing_kit: hearingKitOf({
      county,
      countyName: facts.name,
      rollYear,
      valueDate: formatUsDate(window.lienDate),
      evidenceCutoff: formatUsDate(notice ? notice.evidenceCutoff : { year: rollYear, month: 3, day: 31 }),
      apn,
      propertyAddress,
      ownerName: application?.owner_name ?? '',
      assessedValue: assessed,
      opinionValue: opinion.value,
      grid,
      comparables,
      board,
    }),
    // A notice's appeal is its own argument; the base-year flag is the regular roll's (decision 248).
    base_year_appeal: notice ? null : baseYearAppealFor(ownPurchase, rollYear),
    letter: input.editedLetter ?? (demo ? `${DEMO_LETTER_LINE}\n\n${letter}` : letter),
    letter_edited: input.editedLetter !== null,
    can_edit_letter: input.tier === 'guarantee',
    notes,
    note_parts,
    generated_at: input.generatedAt.toISOString(),
    updated_at: input.updatedAt.toISOString(),
  };
}
