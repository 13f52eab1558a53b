import { REPORT_COMPARABLES, type ReportComparable } from '@homie/contracts/appeals-report';
import { normalizeSaleDate } from '@homie/contracts/appeals-dates';
import type { PlanTier } from '@homie/contracts/payments';
import type { ComparableProperty, QueryResultResponse, Valuation } from '@homie/contracts/properties';

/**
 * The evidence a report rests on, frozen when the report is generated (stored as JSON): the
 * subject property, the valuation and the plan's share of the comparables, best first.
 */
export interface ReportSnapshot {
  version: 1;
  property: {
    address: string;
    apn: string;
    propertyType: string | null;
    sqft: number | null;
    beds: number | null;
    baths: number | null;
    yearBuilt: number | null;
    lotSqft: number | null;
    assessedValue: number | null;
    landAssessment: number | null;
    improvementsAssessment: number | null;
    /** The owner's last purchase (YYYY-MM-DD and price); absent in snapshots taken before decision 180. */
    purchaseDate?: string | null;
    purchasePrice?: number | null;
  };
  valuation: {
    lienDate: string | null;
    rollYear: number | null;
    marketValue: number | null;
    rangeLow: number | null;
    rangeHigh: number | null;
    confidence: string;
    radiusMiles: number | null;
    /** What the comps' adjustments rest on (decision 245); absent in snapshots taken before it. */
    adjustmentBasis?: NonNullable<Valuation['adjustment_basis']>;
  } | null;
  comparables: ReportComparable[];
  /**
   * Every sale the analysis' value rests on, with its adjustments and weight (decision 245): the
   * adjustment grid, in every plan; absent in snapshots taken before it.
   */
  grid?: SnapshotGridSale[];
  /** How many comparables the analysis found in all. */
  compsAvailable: number;
  /**
   * Where the figures came from (issue 14, decision 119); absent in snapshots taken before it.
   * A demo home's report says it is demo data; an estimated assessed value is not filed as the roll's.
   */
  provenance?: { demo: boolean; assessedValueBasis: string | null };
}

export type SnapshotGridSale = Pick<
  ComparableProperty,
  | 'sold_price'
  | 'sold_date'
  | 'time_adjusted_price'
  | 'adjusted_price'
  | 'adjustments'
  | 'gross_adjustment_pct'
  | 'weight'
  | 'source'
  | 'own_sale'
  | 'owner_source'
  | 'apn'
> & { address: string };

const oneLine = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The analysed home's identity: its address in one line and its APN ('' when the analysis has
 * none). What a paid order's documents name, whatever a request says (decision 206).
 */
export function subjectIdentity(analysis: QueryResultResponse | null): { address: string; apn: string } {
  const info = analysis?.property_info;
  if (!info) return { address: '', apn: '' };
  const street = [info.street, info.unit ? `#${info.unit.replace(/^#/, '')}` : ''].filter(Boolean).join(' ');
  return {
    address: oneLine([street, info.city, [info.state, info.zip].filter(Boolean).join(' ')]),
    apn: String(info.apn ?? info.compass_data?.apn ?? '').trim(),
  };
}

export function snapshotFromAnalysis(analysis: QueryResultResponse, tier: PlanTier): ReportSnapshot {
  const info = analysis.property_info;
  const compass = info?.compass_data ?? null;
  const identity = subjectIdentity(analysis);
  const valuation = analysis.valuation;
  const comparables = analysis.comparable_properties.slice(0, REPORT_COMPARABLES[tier].max).map(
    (comp): ReportComparable => ({
      address: oneLine([comp.address, comp.city, comp.zip ? `CA ${comp.zip}` : '']),
      sale_date: normalizeSaleDate(comp.sold_date),
      sale_price: comp.sold_price,
      adjusted_price: comp.adjusted_price,
      sqft: comp.sqft,
      beds: comp.beds,
      baths: comp.baths,
      year_built: comp.year_built,
      // An owner-supplied sale is placed nowhere: its distance is not known (decision 249).
      distance_miles: comp.owner_supplied ? null : comp.distance_miles,
      similarity_score: comp.similarity_score,
      ...(comp.source ? { source: comp.source } : {}),
    }),
  );
  return {
    version: 1,
    property: {
      address: identity.address,
      apn: identity.apn,
      propertyType: info?.property_type ?? null,
      sqft: info?.square_footage ?? null,
      beds: info?.bedrooms ?? null,
      baths: info?.bathrooms ?? null,
      yearBuilt: info?.year_built ?? null,
      lotSqft: info?.lot_sqft ?? null,
      assessedValue: info?.assessed_value ?? compass?.assessed_value ?? null,
      landAssessment: compass?.land_assessment ?? null,
      improvementsAssessment: compass?.improvements_assessment ?? null,
      purchaseDate: compass?.purchase_date ?? null,
      purchasePrice: compass?.purchase_price ?? null,
    },
    valuation: valuation
      ? {
          lienDate: valuation.lien_date,
          rollYear: valuation.roll_year,
          marketValue: valuation.market_value,
          rangeLow: valuation.range_low,
          rangeHigh: valuation.range_high,
          confidence: valuation.confidence,
          radiusMiles: valuation.search.radius_miles,
          ...(valuation.adjustment_basis ? { adjustmentBasis: valuation.adjustment_basis } : {}),
        }
      : null,
    comparables,
    // The grid only when the analysis' value is the reconciliation of its comps (decision 245).
    ...(valuation?.adjustment_basis
      ? {
          grid: analysis.comparable_properties.map(
            (comp): SnapshotGridSale => ({
              ...(comp.apn ? { apn: comp.apn } : {}),
              address: oneLine([comp.address, comp.city, comp.zip ? `CA ${comp.zip}` : '']),
              sold_price: comp.sold_price,
              sold_date: comp.sold_date,
              time_adjusted_price: comp.time_adjusted_price,
              adjusted_price: comp.adjusted_price,
              adjustments: comp.adjustments,
              gross_adjustment_pct: comp.gross_adjustment_pct,
              weight: comp.weight,
              ...(comp.source ? { source: comp.source } : {}),
              ...(comp.own_sale ? { own_sale: true as const } : {}),
              ...(comp.owner_supplied ? { owner_source: comp.owner_source ?? 'not given' } : {}),
            }),
          ),
        }
      : {}),
    compsAvailable: analysis.comparable_properties.length,
    provenance: {
      demo:
        (info?.source ?? compass?.source) === 'demo' ||
        analysis.comparable_properties.some((c) => c.source === 'demo'),
      assessedValueBasis: info?.assessed_value_basis ?? compass?.assessed_value_basis ?? null,
    },
  };
}
