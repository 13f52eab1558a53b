import { currentRollYear } from '@homie/contracts/appeal-calendar';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { type SavingsView, savingsView } from './savings-view.ts';

/** The owner's own last purchase, when it supports the roll value (R&T §110(b)). */
export interface SupportingPurchase {
  /** YYYY-MM-DD as the lookup records it. */
  date: string;
  price: number;
}

/** What the evidence says about an appeal of this home, as /choose-plan shows it before payment. */
export interface PlanEvidence {
  /** The verdict and figures of the "Your savings" tab: the one source of the verdict. */
  view: SavingsView;
  /** The adjusted-comps estimate and its range, where the analysis has one. */
  estimate: { value: number; low: number | null; high: number | null } | null;
  /** The owner's recent purchase at or above the assessed value, or null. */
  purchase: SupportingPurchase | null;
  /** The roll year whose January 1 lien date the purchase is measured against. */
  rollYear: number;
  /**
   * True when the evidence does not support an appeal (good shape, a supporting purchase) or does not
   * settle it ("It's too close to call"): the owner confirms before paying (decision 102).
   */
  needsConfirmation: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The roll year of the figures: the analysis' lien date, else the lookup's tax year, else today's. */
function rollYearOf(info: StoredPropertyInfo, now: Date): number {
  const lien = info.valuation?.lien_date?.match(ISO_DATE);
  if (lien) return Number(lien[1]);
  return info.compass_data?.tax_year ?? currentRollYear(now);
}

/**
 * The owner's last purchase, if it was made from about 18 months before the January 1 lien date up
 * to March 31 after it (the span evidence of value is taken from, R&T §402.5) at a price at or above
 * the assessed value: a board presumes that price is the market value (R&T §110(b)), so it supports
 * the roll value. The lookup does not say whether the sale was at arm's length; the text says the
 * presumption is for one that was.
 */
export function supportingPurchase(
  info: StoredPropertyInfo,
  assessedValue: number | null,
  rollYear: number,
): SupportingPurchase | null {
  const date = info.compass_data?.purchase_date;
  const price = info.compass_data?.purchase_price;
  if (!date || !ISO_DATE.test(date) || price === null || price === undefined || assessedValue === null) {
    return null;
  }
  const from = `${rollYear - 2}-07-01`;
  const to = `${rollYear}-03-31`;
  if (date < from || date > to || price < assessedValue) return null;
  return { date, price };
}

/**
 * The verdict (from `savingsView`, as the landing shows it), the analysis' estimate, and whether the
 * owner must confirm before buying: in good shape (the saving is not positive), too close to call (the
 * assessment is inside the likely range: the sales alone do not make the case), or with a recent own
 * purchase supporting the roll value. Without a verdict ("unknown") only a supporting purchase gates.
 */
export function planEvidence(
  info: StoredPropertyInfo,
  comparables: readonly StoredComparable[],
  now: Date = new Date(),
): PlanEvidence {
  const view = savingsView(info, comparables, now);
  const rollYear = rollYearOf(info, now);
  const purchase = supportingPurchase(info, view.assessedValue, rollYear);
  const valuation = info.valuation;
  const estimate =
    valuation && valuation.market_value !== null
      ? { value: valuation.market_value, low: valuation.range_low, high: valuation.range_high }
      : null;
  return {
    view,
    estimate,
    purchase,
    rollYear,
    needsConfirmation: view.state === 'good_shape' || view.state === 'too_close' || purchase !== null,
  };
}
