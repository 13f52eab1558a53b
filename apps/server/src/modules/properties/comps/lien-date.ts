import { currentRollYear } from '@homie/contracts/appeal-calendar';
import type { SaleWindow } from './comp-types.ts';
import { dayOf, toDay } from './dates.ts';

/**
 * The roll year the analysis speaks to. Configured, it is used as is; otherwise it follows from the
 * data's own latest sale: a sale in January–March belongs to that year's appeal (comps may sell by
 * March 31 after the Jan 1 lien date, R&T §402.5), a later one to the next year's lien date. So
 * the demo data (sales to March 2026) gives 2026 and a 2020 export gives 2021. With no sales at
 * all, the roll year of the calendar at `now` (California's date).
 */
export function resolveRollYear(
  latestSaleDate: string | null,
  configured?: number | null,
  now: Date = new Date(),
): number {
  if (configured) return configured;
  if (!latestSaleDate) return currentRollYear(now);
  const year = Number(latestSaleDate.slice(0, 4));
  const month = Number(latestSaleDate.slice(5, 7));
  return month <= 3 ? year : year + 1;
}

/** Jan 1 of the roll year, and the last day a comparable may have sold (Mar 31, or the data's end). */
export function saleWindowFor(rollYear: number, latestSaleDate: string | null): SaleWindow {
  const lienDay = dayOf(rollYear, 1, 1);
  const cutoff = dayOf(rollYear, 3, 31);
  const latest = latestSaleDate ? toDay(latestSaleDate) : cutoff;
  return { lienDay, latestDay: Math.min(cutoff, Math.max(latest, lienDay - 1)) };
}

/**
 * A notice's value date (YYYY-MM-DD) and the last day a comparable may have sold: 90 days after it
 * (R&T §402.5), or the data's end (decision 246). The same window shape as a lien date's.
 */
export function saleWindowAt(valueDate: string, latestSaleDate: string | null): SaleWindow {
  const valueDay = toDay(valueDate);
  const cutoff = valueDay + 90;
  const latest = latestSaleDate ? toDay(latestSaleDate) : cutoff;
  return { lienDay: valueDay, latestDay: Math.min(cutoff, Math.max(latest, valueDay - 1)) };
}
