import type { AppealPropertyInfo } from '@homie/contracts/appeals';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { reconcileSales } from '@homie/contracts/reconciliation';

/** A finished analysis for tests and benchmarks: an Oakland (Alameda) house and `comps` nearby sales. */
export function sampleAnalysis(
  options: {
    jobId?: string;
    comps?: number;
    zip?: string;
    city?: string;
    county?: string | null;
    /** The analysed home's street and APN (decision 206: its papers name them). */
    street?: string;
    apn?: string;
    /** The roll year the analysis is valued for (2026 by default: the tests' open-period clock). */
    rollYear?: number;
    /**
     * The valuation as the analysis writes it since decision 245: an adjustment basis, and the market
     * value the reconciliation of the comps listed (the fixture's $941,000 otherwise).
     */
    reconciled?: boolean;
  } = {},
): QueryResultResponse {
  const rollYear = options.rollYear ?? 2026;
  const jobId = options.jobId ?? 'job_sample_1';
  const count = options.comps ?? 10;
  const comparables = Array.from({ length: count }, (_, i) => {
    const price = 900_000 + ((i * 37_000) % 160_000);
    return {
      address: `${100 + i * 12} Oak Ave`,
      city: options.city ?? 'Oakland',
      zip: options.zip ?? '94611',
      property_type: 'single_family' as const,
      sold_price: price,
      sold_date: `2026-0${1 + (i % 3)}-${String(5 + i).padStart(2, '0')}`,
      beds: 3,
      baths: 2,
      sqft: 1750 + i * 20,
      lot_sqft: 5000,
      year_built: 1948 + i,
      latitude: 37.82,
      longitude: -122.21,
      distance_miles: 0.2 + i * 0.1,
      similarity_score: 0.95 - i * 0.03,
      time_adjusted_price: price - 5_000,
      adjusted_price: price - 12_000,
      adjustments: { living_area: -4000, age: 1000, beds: 0, baths: 0, lot: 0, location: -4000 },
      gross_adjustment_pct: Math.round((14_000 / price) * 1000) / 10,
      weight: (2 * (count - i)) / (count * (count + 1)),
      reasons: ['Same property type', 'Within 1 mile'],
    };
  });
  const reconciled = options.reconciled ? reconcileSales(comparables, 0.48) : null;
  return {
    success: true,
    job_id: jobId,
    status: 'completed',
    property_info: {
      job_id: jobId,
      street: options.street ?? '123 Main St',
      unit: '',
      city: options.city ?? 'Oakland',
      state: 'CA',
      zip: options.zip ?? '94611',
      county: options.county === undefined ? 'alameda' : options.county,
      apn: options.apn ?? '048-5612-012-00',
      assessed_value: 1_092_420,
      annual_tax: '$13,764',
      total_assessment: '$1,092,420',
      square_footage: 1850,
      lot_sqft: 5000,
      bedrooms: 3,
      bathrooms: 2,
      property_type: 'single_family',
      year_built: 1950,
      latitude: 37.82,
      longitude: -122.21,
      notes: '',
      compass_data: null,
    },
    comparable_properties: comparables,
    valuation: {
      lien_date: `${rollYear}-01-01`,
      roll_year: rollYear,
      median_comp_price: 950_000,
      effective_tax_rate: 1.26,
      market_value: reconciled?.value ?? 941_000,
      range_low: 905_000,
      range_high: 978_000,
      confidence: 'medium',
      market_based_tax: 11_856,
      saving: 1_908,
      estimated_saving: 1_908,
      is_overassessed: true,
      comps_considered: count,
      search: {
        step: 1,
        radius_miles: 1,
        sqft_tolerance_pct: 20,
        year_tolerance: 10,
        months_before_lien: 12,
      },
      method: 'adjusted comparables',
      ...(reconciled
        ? {
            adjustment_basis: {
              regression_share: 0.5,
              regression_sales: 120,
              bias_pct: 0.48,
              standard_rates: 'living area: the time-adjusted price × ((this home ÷ the sale)^0.5 - 1)',
            },
          }
        : {}),
    },
    error: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

/** A filled "Your information" form for an Oakland home (tests and the PDF bench), before the formal application's Yes/No answers. */
export const sampleAppealInfo = (overrides: Partial<AppealPropertyInfo> = {}): AppealPropertyInfo => ({
  owner_name: 'Jane Q. Owner',
  apn: '048-5612-012-00',
  property_address: '123 Main St, Oakland, CA 94611',
  mailing_address: 'PO Box 77, Oakland, CA 94604',
  phone: '(510) 555-0134',
  email: 'jane@example.com',
  purchase_date: '06/15/2022',
  purchase_price: '1,050,000',
  assessed_value: '1,092,420',
  opinion_value: '940,000',
  sqft: '1850',
  beds: '3',
  baths: '2',
  additional_info: 'Original 1950 kitchen and a roof at the end of its life.',
  ...overrides,
});
