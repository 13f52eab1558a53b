import type { ComparableProperty, Valuation } from '@homie/contracts/properties';
import { sourceKindOf } from '@homie/contracts/provenance';
import { reconcileSales } from '@homie/contracts/reconciliation';
import { computeSavings, isConfidentlyOverassessed } from '@homie/contracts/valuation';
import { displayCase } from './compass-data.ts';
import type { SubjectFacts } from './comps/comp-types.ts';
import { dayToIso } from './comps/dates.ts';
import { describeRates } from './valuation/adjustments.ts';
import type { Appraisal } from './valuation/appraise.ts';

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The comps as the API sends them, best first (the order the spec's median of five reads). */
export function comparablesOf(appraisal: Appraisal): ComparableProperty[] {
  return appraisal.selection.comps.map((comp, i) => {
    const adjusted = appraisal.adjusted[i]!;
    const { sale } = comp;
    const listed: ComparableProperty = {
      address: displayCase(sale.address),
      city: displayCase(sale.city),
      zip: sale.zip,
      property_type: sale.propertyType,
      sold_price: sale.price,
      sold_date: dayToIso(sale.saleDay),
      beds: sale.beds,
      baths: sale.baths,
      sqft: sale.sqft,
      lot_sqft: sale.lotSqft,
      year_built: sale.yearBuilt,
      latitude: sale.lat,
      longitude: sale.lon,
      distance_miles: round(comp.distanceMiles, 2),
      similarity_score: comp.similarity,
      time_adjusted_price: round(adjusted.timeAdjustedPrice),
      adjusted_price: round(adjusted.adjustedPrice),
      adjustments: {
        living_area: round(adjusted.adjustments.livingArea),
        age: round(adjusted.adjustments.age),
        beds: round(adjusted.adjustments.beds),
        baths: round(adjusted.adjustments.baths),
        lot: round(adjusted.adjustments.lot),
        location: round(adjusted.adjustments.location),
      },
      gross_adjustment_pct: round(adjusted.grossAdjustment * 100, 1),
      weight: round(appraisal.value.weights[i] ?? 0, 4),
      reasons: comp.reasons,
    };
    // The optional fields are set after the literal, not spread into it: a spread made each comp a
    // slow dictionary object, costing its JSON and its checks ~10× (issue 48's profile).
    if (sale.apn) listed.apn = sale.apn;
    if (comp.ownSale) listed.own_sale = true;
    if (sale.source) listed.source = sourceKindOf(sale.source);
    return listed;
  });
}

export interface ValuationInput {
  appraisal: Appraisal;
  comparables: ComparableProperty[];
  subject: SubjectFacts;
  rollYear: number;
  lienDate: string;
  assessedValue: number | null;
  annualTax: number | null;
  totalAssessment: number | null;
  /** County's typical effective rate in percent, used for the estimated saving when the tax is unknown. */
  typicalRatePercent: number;
}

/**
 * The figures of a valuation that follow from its comparables and its value: the spec's §9 tax
 * figures, the estimated saving (at the county's typical rate when the tax is unknown) and whether
 * the home is confidently over-assessed. One computation for the analysis and for a result the
 * owner's own sales re-value (decision 249).
 */
export function valueFigures(input: {
  annualTax: Parameters<typeof computeSavings>[0]['annual_tax'];
  totalAssessment: Parameters<typeof computeSavings>[0]['total_assessment'];
  comparables: ComparableProperty[];
  value: number | null;
  high: number | null;
  assessedValue: number | null;
  typicalRatePercent: number;
}) {
  const spec = computeSavings({
    annual_tax: input.annualTax,
    total_assessment: input.totalAssessment,
    comparables: input.comparables,
  });
  const rate = spec.ratePercent ?? input.typicalRatePercent;
  const { value, assessedValue } = input;
  return {
    median_comp_price: spec.medianPrice,
    effective_tax_rate: spec.ratePercent === null ? null : round(spec.ratePercent, 4),
    market_based_tax: spec.marketTax === null ? null : round(spec.marketTax, 2),
    saving: spec.saving === null ? null : round(spec.saving, 2),
    estimated_saving:
      value !== null && assessedValue !== null
        ? round(Math.max(0, ((assessedValue - value) * rate) / 100))
        : null,
    is_overassessed: isConfidentlyOverassessed(assessedValue, input.high),
  };
}

/** The valuation block: the spec's §9 figures beside the adjusted-comps value and its range. */
export function valuationOf(input: ValuationInput): Valuation {
  const { appraisal } = input;
  // The value is the reconciliation of the comparables as listed (decision 245): the same function
  // on the same rounded figures the package's grid prints, so the result's number is the filed one.
  // The range keeps the model's width around it.
  const model = appraisal.value;
  const biasPct = round(model.biasPct, 2);
  const reconciled = reconcileSales(input.comparables, biasPct);
  const value = model.value === null || reconciled === null ? model.value : reconciled.value;
  const scaled = (bound: number | null) =>
    bound === null || value === null || !model.value ? bound : Math.round((bound * value) / model.value);
  const low = scaled(model.low);
  const high = scaled(model.high);
  const { confidence } = model;
  const step = appraisal.selection.step;
  return {
    lien_date: input.lienDate,
    roll_year: input.rollYear,
    ...valueFigures({
      annualTax: input.annualTax,
      totalAssessment: input.totalAssessment,
      comparables: input.comparables,
      value,
      high,
      assessedValue: input.assessedValue,
      typicalRatePercent: input.typicalRatePercent,
    }),
    market_value: value,
    range_low: low,
    range_high: high,
    confidence,
    comps_considered: appraisal.selection.considered,
    search: {
      step: step.step,
      radius_miles: step.radiusMiles,
      sqft_tolerance_pct: Math.round(step.sqftTolerance * 100),
      year_tolerance: step.yearTolerance,
      months_before_lien: step.monthsBeforeLien,
    },
    adjustment_basis: {
      regression_share: round(appraisal.regressionShare, 2),
      regression_sales: appraisal.local ? Math.round(appraisal.local.effectiveSales) : null,
      bias_pct: biasPct,
      standard_rates: describeRates(),
    },
    method:
      'Comparable sales of the same property type, time-adjusted to the lien date by a market index derived from ' +
      'local sales, adjusted for living area, age, bedrooms, bathrooms and lot, weighted by similarity and low ' +
      'gross adjustment. Each adjustment is half a standard rate and half what a regression of every nearby sale on ' +
      'its facts and position says the difference is worth, and the value is the weighted geometric mean of the ' +
      'adjusted prices (with the fitted bias correction), so it lies among them. The range is where 8 in 10 ' +
      'real sale prices fell in tests on real sales it was not tuned on; it widens when comparables are far, few, ' +
      'old or scattered.',
  };
}
