import { compReasonParts, compReasonText } from '@homie/contracts/comp-reasons';
import type {
  ComparableProperty,
  CompassData,
  PropertyInfo,
  QueryResultResponse,
  Valuation,
} from '@homie/contracts/properties';

/** Test-only: realistic analysis API answers for a house in Dublin, CA (Alameda County). */
export const compassData: CompassData = {
  annual_tax: '$9,801',
  apn: '941-1234-056-00',
  assessed_value: 837_692,
  bathrooms: 2,
  bedrooms: 3,
  improvements_assessment: 500_000,
  land_assessment: 337_692,
  last_sold_price: 790_000,
  lot_size: '6,098 sq ft',
  lot_sqft: 6098,
  property_type: 'single_family',
  purchase_date: '2018-05-14',
  purchase_price: 790_000,
  square_footage: 1650,
  tax_year: 2025,
  total_assessment: '$837,692',
  year_built: 1978,
  county: 'alameda',
  latitude: 37.7,
  longitude: -121.93,
};

export function comparable(price: number, overrides: Partial<ComparableProperty> = {}): ComparableProperty {
  const comp: ComparableProperty = {
    address: `${price % 97} Comp Ct`,
    city: 'Dublin',
    zip: '94568',
    property_type: 'single_family',
    sold_price: price,
    sold_date: '2024-11-02',
    beds: 3,
    baths: 2,
    sqft: 1600,
    lot_sqft: 6000,
    year_built: 1980,
    latitude: 37.7,
    longitude: -121.93,
    distance_miles: 0.4,
    similarity_score: 0.92,
    time_adjusted_price: price,
    adjusted_price: price,
    adjustments: { living_area: 0, age: 0, beds: 0, baths: 0, lot: 0, location: 0 },
    gross_adjustment_pct: 0.02,
    weight: 0.2,
    reasons: [],
    ...overrides,
  };
  // The analysis' own English reasons for it, against the home and valuation below.
  const home = { sqft: 1650, yearBuilt: 1978, beds: 3, baths: 2 };
  const reasons =
    overrides.reasons ??
    compReasonParts(
      home,
      {
        propertyType: comp.property_type,
        distanceMiles: comp.distance_miles,
        saleDate: comp.sold_date,
        sqft: comp.sqft,
        yearBuilt: comp.year_built,
        beds: comp.beds,
        baths: comp.baths,
      },
      '2026-01-01',
      { step: 1, radiusMiles: 0.5 },
    ).map(compReasonText);
  return { ...comp, reasons };
}

export const valuation: Valuation = {
  lien_date: '2026-01-01',
  roll_year: 2026,
  median_comp_price: 780_000,
  effective_tax_rate: 1.17,
  market_based_tax: 9126,
  saving: 675,
  market_value: 781_000,
  range_low: 750_000,
  range_high: 810_000,
  confidence: 'medium',
  estimated_saving: 660,
  is_overassessed: true,
  comps_considered: 5,
  search: { step: 1, radius_miles: 0.5, sqft_tolerance_pct: 20, year_tolerance: 10, months_before_lien: 12 },
  method: 'adjusted comparables',
};

export function propertyInfo(overrides: Partial<PropertyInfo> = {}): PropertyInfo {
  return {
    job_id: 'job_1',
    street: '7450 Amador Valley Blvd',
    unit: '',
    city: 'Dublin',
    state: 'CA',
    zip: '94568',
    county: 'alameda',
    apn: compassData.apn,
    assessed_value: 837_692,
    annual_tax: '$9,801',
    total_assessment: '$837,692',
    square_footage: 1650,
    lot_sqft: 6098,
    bedrooms: 3,
    bathrooms: 2,
    property_type: 'single_family',
    year_built: 1978,
    latitude: 37.7,
    longitude: -121.93,
    notes: '',
    compass_data: compassData,
    ...overrides,
  };
}

/** Five comps whose median is 780,000: with the property above the saving is $675 (the demo's). */
export const overpayingComps = [
  comparable(760_000),
  comparable(780_000, { similarity_score: 0.87 }),
  comparable(1_250_000, { similarity_score: 0.81 }),
  comparable(700_000),
  comparable(800_000),
];

/** Comps worth more than the assessment: the owner is in good shape. */
export const goodShapeComps = [comparable(950_000), comparable(990_000), comparable(1_010_000)];

/**
 * The analysis' valuation for a set of comps (test-only): its market value the median of their
 * prices, its stated range ±4% around it. Overpaying comps put the top of the range ($811,200) below
 * the $837,692 assessment; good-shape comps put the value above it.
 */
export function valuationFor(comps: readonly ComparableProperty[]): Valuation {
  const prices = comps.map((c) => c.sold_price).sort((a, b) => a - b);
  if (prices.length === 0)
    return { ...valuation, market_value: null, range_low: null, range_high: null, confidence: 'none' };
  const mid = Math.floor(prices.length / 2);
  const market = prices.length % 2 ? prices[mid]! : (prices[mid - 1]! + prices[mid]!) / 2;
  return {
    ...valuation,
    market_value: market,
    range_low: Math.round(market * 0.96),
    range_high: Math.round(market * 1.04),
  };
}

/** The property as the result screens hold it: its facts and the analysis' valuation for these comps. */
export function analysedInfo(
  comps: readonly ComparableProperty[],
  overrides: Partial<PropertyInfo> = {},
): PropertyInfo & { valuation: Valuation } {
  return { ...propertyInfo(overrides), valuation: valuationFor(comps) };
}

export function queryResult(
  comps: ComparableProperty[],
  info: PropertyInfo = propertyInfo(),
): QueryResultResponse {
  return {
    success: true,
    job_id: info.job_id,
    status: 'completed',
    property_info: info,
    comparable_properties: comps,
    valuation: valuationFor(comps),
    error: null,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
  };
}
