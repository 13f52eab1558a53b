/**
 * Assessment rows of a generated home for the recent roll years: Prop 13 base from the last change in
 * ownership before the lien date (1975 for owners since before), factored with the contracts' table;
 * Prop 8 reductions where the assessor's yearly review caught a market value below the FBYV (owners
 * it missed are the ones who overpay); land and improvements split; tax at the county rate.
 */
import { COUNTIES } from '@homie/contracts/counties';
import { annualTax, enrolledValue, factoredBaseYearValue } from '@homie/contracts/prop13';
import { COUNTY_PROFILES } from './county-profiles.ts';
import type { GeneratedAssessment, GeneratedProperty, GeneratedSale } from './dataset-types.ts';
import { isoToDay } from './market-index.ts';
import type { Random } from './random.ts';
import { marketValue } from './value-model.ts';

/** Roll years generated (named by lien date): last year's and the one owners can appeal now. */
export const GENERATED_ROLL_YEARS = [2025, 2026] as const;
const PROP13_BASE_DAY = isoToDay('1975-03-01');
/** Share of homes whose owners' decline in value the assessor's own review catches. */
const ASSESSOR_REVIEW_RATE = 0.4;

export function assessmentsFor(
  rng: Random,
  home: GeneratedProperty,
  sales: GeneratedSale[],
): GeneratedAssessment[] {
  const reviewed = rng.chance(ASSESSOR_REVIEW_RATE);
  const opinion = rng.uniform(0.98, 1.04);
  const landShare = Math.min(0.85, COUNTY_PROFILES[home.county].landShare * rng.uniform(0.85, 1.15));
  const rate = COUNTIES[home.county].typicalTaxRate;
  const rows: GeneratedAssessment[] = [];
  for (const rollYear of GENERATED_ROLL_YEARS) {
    const lien = `${rollYear}-01-01`;
    const lienDay = isoToDay(lien);
    if (isoToDay(`${home.yearBuilt}-01-01`) > lienDay) continue;
    let base: GeneratedSale | undefined;
    for (const sale of sales)
      if (sale.saleDate < lien && (!base || sale.saleDate > base.saleDate)) base = sale;
    let baseDate: string;
    let baseValue: number;
    if (!base || base.saleDate < '1975-03-01') {
      baseDate = '1975-03-01';
      baseValue = marketValue(home, PROP13_BASE_DAY);
    } else {
      baseDate = base.saleDate;
      // A transfer that is not arm's-length is reassessed at market value, not at its price.
      baseValue = base.armsLength ? base.price : marketValue(home, isoToDay(base.saleDate));
    }
    const fbyv = factoredBaseYearValue(baseValue, baseDate, rollYear);
    const market = marketValue(home, lienDay);
    const { assessed, prop8 } = reviewed
      ? enrolledValue(fbyv, Math.round((market * opinion) / 1000) * 1000)
      : enrolledValue(fbyv, null);
    const land = Math.round(assessed * landShare);
    rows.push({
      propertyId: home.id,
      rollYear,
      land,
      improvements: assessed - land,
      total: assessed,
      baseYear: Number(baseDate.slice(0, 4)),
      baseValue,
      factoredBaseValue: fbyv,
      annualTax: annualTax(assessed, rate),
      prop8,
    });
  }
  return rows;
}
