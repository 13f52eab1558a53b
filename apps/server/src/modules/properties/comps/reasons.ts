import { PROPERTY_TYPE_LABELS } from '@homie/contracts/property-types';
import type { SearchStep, SelectedComp, SubjectFacts } from './comp-types.ts';
import { dayToIso, monthsBetween } from './dates.ts';
import { LAST_ACCEPTED_STEP } from './search-steps.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Plain-language reasons a comparable was chosen, the way an appeal board reads them. */
/**
 * Said first of the home's own sale among its comparables (decision 245): an open-market purchase
 * near the lien date is what a board weighs first (R&T §110(b)), time-adjusted like any other.
 */
export const OWN_SALE_REASON =
  "This home's own sale: a board presumes an open-market purchase price is the market value (R&T §110(b))";

export function explainChoice(
  subject: SubjectFacts,
  comp: SelectedComp,
  step: SearchStep,
  lienDay: number,
): string[] {
  const { sale } = comp;
  const reasons = [`Same property type (${PROPERTY_TYPE_LABELS[sale.propertyType]})`];
  if (comp.ownSale) reasons.unshift(OWN_SALE_REASON);
  reasons.push(`${comp.distanceMiles.toFixed(2)} mi away (search radius ${step.radiusMiles} mi)`);
  const iso = dayToIso(sale.saleDay);
  const month = `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const months = monthsBetween(sale.saleDay, lienDay);
  const days = lienDay - sale.saleDay;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  reasons.push(
    days <= 0
      ? `Sold ${month}, after the lien date and by March 31`
      : `Sold ${month}, ${months < 1 ? plural(days, 'day') : plural(Math.round(months), 'month')} before the lien date`,
  );
  if (subject.sqft !== null && sale.sqft !== null) {
    const pct = Math.round((sale.sqft / subject.sqft - 1) * 100);
    reasons.push(
      `${number.format(sale.sqft)} sq ft, ${pct === 0 ? 'the same size' : `${Math.abs(pct)}% ${pct > 0 ? 'larger' : 'smaller'}`}`,
    );
  }
  if (subject.yearBuilt !== null && sale.yearBuilt !== null) {
    const gap = Math.abs(sale.yearBuilt - subject.yearBuilt);
    reasons.push(
      `Built ${sale.yearBuilt}${gap === 0 ? ', same year' : `, ${gap} year${gap === 1 ? '' : 's'} apart`}`,
    );
  }
  if (sale.beds !== null || sale.baths !== null) {
    const same = sale.beds === subject.beds && sale.baths === subject.baths;
    reasons.push(`${sale.beds ?? '?'} bd / ${sale.baths ?? '?'} ba${same ? ', same as the subject' : ''}`);
  }
  if (step.step > LAST_ACCEPTED_STEP)
    reasons.push('Found only by a wider search than assessors usually accept');
  return reasons;
}
