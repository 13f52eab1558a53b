/**
 * Wire format of the property-tax analysis API (spec §3, §7): address autocomplete in Google Places'
 * shapes, property lookup, the analysis request, and the stored analysis result with its comparables
 * and valuation. The server uses these as route schemas; the web client parses responses with them.
 */
import { z } from 'zod';
import { errorCodeFieldSchema } from './error-response.ts';
import { maxYearBuilt, PROPERTY_TYPES } from './property-types.ts';
import { groupDigits, parseNumberText } from './number-format.ts';
import { assessedValueBasisSchema, dataSourceKindSchema } from './provenance.ts';
import type { ValueNotePart } from './value-notes.ts';

/** The largest text any address field accepts; longer input is refused, never truncated. */
export const MAX_ADDRESS_TEXT = 200;

const text = (label: string, max = MAX_ADDRESS_TEXT) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => v.trim());

/**
 * A number sent as a number or as form text ("1,850"). Empty, null and absent mean "not given"
 * (null); anything else must be a finite number inside [min, max].
 */
export const optionalNumber = (label: string, min: number, max: number, integer = false) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') return parseNumberText(value);
      return value;
    },
    z
      .number({ error: `${label} must be a number.` })
      .refine((n) => Number.isFinite(n), `${label} must be a number.`)
      .refine(
        (n) => n >= min && n <= max,
        `${label} must be between ${groupDigits(min)} and ${groupDigits(max)}.`,
      )
      .refine((n) => !integer || Number.isInteger(n), `${label} must be a whole number.`)
      .nullable(),
  );

export const propertyTypeSchema = z.enum(PROPERTY_TYPES, {
  error: `property_type must be one of ${PROPERTY_TYPES.join(', ')}.`,
});

// ---------------------------------------------------------------- autocomplete (Google Places shapes)

export const autocompleteQuerySchema = z.object({
  query: z
    .string({ error: 'query is required.' })
    .max(MAX_ADDRESS_TEXT, `query must be at most ${MAX_ADDRESS_TEXT} characters.`),
});

export const autocompletePredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
});
export type AutocompletePrediction = z.infer<typeof autocompletePredictionSchema>;

export const autocompleteResponseSchema = z.object({
  predictions: z.array(autocompletePredictionSchema),
  status: z.enum(['OK', 'ZERO_RESULTS']),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const placeDetailsQuerySchema = z.object({
  place_id: z
    .string({ error: 'place_id is required.' })
    .min(1, 'place_id is required.')
    .max(512, 'place_id must be at most 512 characters.'),
});

/** The address component types the web client reads (spec §3). */
export const ADDRESS_COMPONENT_TYPES = [
  'street_number',
  'route',
  'subpremise',
  'neighborhood',
  'locality',
  'administrative_area_level_2',
  'administrative_area_level_1',
  'postal_code',
] as const;

export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

export const placeDetailsResponseSchema = z.object({
  result: z.object({
    place_id: z.string(),
    name: z.string(),
    formatted_address: z.string(),
    address_components: z.array(addressComponentSchema),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).optional(),
  }),
  status: z.literal('OK'),
});
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponseSchema>;

// ---------------------------------------------------------------- lookup

/**
 * The client sends one line, "street city state zip unit" joined by spaces (spec §7). The separate
 * fields are optional hints a newer client may add; when present they win over parsing the line.
 */
export const lookupRequestSchema = z
  .object({
    address: text('address', 400).optional(),
    street: text('street').optional(),
    unit: text('unit', 40).optional(),
    city: text('city', 80).optional(),
    state: text('state', 40).optional(),
    zip: text('zip', 10).optional(),
  })
  .refine((v) => Boolean(v.address || v.street), { message: 'address is required.', path: ['address'] });
export type LookupRequest = z.infer<typeof lookupRequestSchema>;

export const parsedAddressSchema = z.object({
  street: z.string(),
  unit: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type ParsedAddress = z.infer<typeof parsedAddressSchema>;

/** How an annual tax figure was found: the county's bill (roll) or the assessed value × the county's typical rate. */
export const annualTaxBasisSchema = z.enum(['roll', 'county_rate_estimate']);
export type AnnualTaxBasis = z.infer<typeof annualTaxBasisSchema>;

/** A note's part (contracts' `value-notes.ts`): what the screens word in the visitor's language. */
// A plain union, not a discriminated one: the response serializer parses (not encodes) only
// schemas that read the same both ways (decision 193).
const valueNotePartSchema = z.union([
  z.object({ kind: z.literal('demo') }),
  z.object({ kind: z.literal('enteredValue') }),
  z.object({ kind: z.literal('ownerRecordValue') }),
  z.object({ kind: z.literal('rollValue'), rollYear: z.number(), source: z.string().nullable() }),
  z.object({
    kind: z.literal('prop13'),
    byOwner: z.boolean(),
    basePrice: z.number(),
    baseDate: z.string(),
    rollYear: z.number(),
    baseRollYear: z.number(),
    afterLienDate: z.boolean(),
    factor: z.number(),
    factoredBaseYearValue: z.number(),
    prop8Value: z.number().nullable(),
  }),
  z.object({ kind: z.literal('enteredTax') }),
  z.object({ kind: z.literal('billTax'), rollYear: z.number() }),
  z.object({ kind: z.literal('rateTax'), exemption: z.number(), countyName: z.string(), rate: z.number() }),
]) satisfies z.ZodType<ValueNotePart>;

/**
 * Where the numbers of a property come from (issue 14 item 1, decision 119). Added fields only:
 * the server always sends them; they are optional so results stored before them still parse.
 */
function provenanceFields() {
  return {
    /** Who produced the property record: the demo generator, an import, a provider, or the owner. */
    source: dataSourceKindSchema.optional(),
    /** What the assessed value rests on: the county roll, a Prop 13 estimate, or the owner's bill; null when unknown. */
    assessed_value_basis: assessedValueBasisSchema.nullable().optional(),
    /** The basis in a sentence for a person (e.g. the purchase and factors of an estimate), or null. */
    assessed_value_note: z.string().nullable().optional(),
    /** The same note in parts, for a screen to word in its language (issue 55; `valueNoteText` is the note). */
    assessed_value_note_parts: z.array(valueNotePartSchema).optional(),
    /** How the annual tax was found; null when unknown. */
    annual_tax_basis: annualTaxBasisSchema.nullable().optional(),
    /** The tax's basis in a sentence (the county rate used for an estimate), or null. */
    annual_tax_note: z.string().nullable().optional(),
    /** The tax's note in parts. */
    annual_tax_note_parts: z.array(valueNotePartSchema).optional(),
  };
}

/** What the lookup knows of a property; `annual_tax` and `total_assessment` are currency strings ("$9,801"). */
export const compassDataSchema = z.object({
  annual_tax: z.string(),
  apn: z.string(),
  assessed_value: z.number().nullable(),
  bathrooms: z.number().nullable(),
  bedrooms: z.number().nullable(),
  improvements_assessment: z.number().nullable(),
  land_assessment: z.number().nullable(),
  last_sold_price: z.number().nullable(),
  /** Lot size as a person reads it ("6,098 sq ft" or "1.25 acres"), or null. */
  lot_size: z.string().nullable(),
  lot_sqft: z.number().nullable(),
  property_type: propertyTypeSchema,
  /** YYYY-MM-DD of the last recorded sale, or null. */
  purchase_date: z.string().nullable(),
  purchase_price: z.number().nullable(),
  square_footage: z.number().nullable(),
  /** Roll year of the assessment shown (named by its lien date, Jan 1). */
  tax_year: z.number().nullable(),
  total_assessment: z.string(),
  year_built: z.number().nullable(),
  county: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...provenanceFields(),
});
export type CompassData = z.infer<typeof compassDataSchema>;

/**
 * Why a lookup found nothing (added field): an address we cannot read, one in no record (the owner
 * may enter the home's facts and value it from nearby sales), one outside the supported counties, or
 * a building of several recorded homes named without a unit (the owner enters theirs, decision 197).
 */
export const lookupMissReasons = [
  'unreadable',
  'not_in_records',
  'county_not_supported',
  'unit_required',
] as const;
export const lookupMissReasonSchema = z.enum(lookupMissReasons);
export type LookupMissReason = z.infer<typeof lookupMissReasonSchema>;

export const lookupResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /** On a miss (400/404): the error's code (decision 147). */
  code: errorCodeFieldSchema,
  data: z.object({ parsed_address: parsedAddressSchema, compass_data: compassDataSchema }).nullable(),
  reason: lookupMissReasonSchema.optional(),
  /** With `county_not_supported`: the county the address is in when known, e.g. "Orange". */
  county_name: z.string().nullable().optional(),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

// ---------------------------------------------------------------- analysis request

export { maxYearBuilt };

const analysisRequestObject = z
  .object({
    street: text('street').refine((v) => v.length > 0, 'street is required.'),
    unit: text('unit', 40).optional().default(''),
    city: text('city', 80).optional().default(''),
    state: text('state', 40).optional().default(''),
    zip: text('zip', 10).optional().default(''),
    beds: optionalNumber('beds', 0, 50, true).optional().default(null),
    baths: optionalNumber('baths', 0, 50).optional().default(null),
    sqft: optionalNumber('sqft', 100, 100_000).optional().default(null),
    lot_sqft: optionalNumber('lot_sqft', 0, 100_000_000).optional().default(null),
    year_built: optionalNumber('year_built', 1800, 2100, true).optional().default(null),
    property_type: z
      .preprocess((v) => (v === '' || v === undefined ? null : v), propertyTypeSchema.nullable())
      .optional()
      .default(null),
    assessed_value: optionalNumber('assessed_value', 0, 10_000_000_000).optional().default(null),
    /** The annual tax from the owner's bill (added field), used instead of an estimate. */
    annual_tax: optionalNumber('annual_tax', 0, 1_000_000_000).optional().default(null),
    /** The owner's purchase (added fields): the Prop 13 base of an estimate when no value is known. */
    purchase_date: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string({ error: 'purchase_date must be a date (YYYY-MM-DD).' })
          .regex(/^(19[0-9]{2}|20[0-9]{2})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, {
            message: 'purchase_date must be a date (YYYY-MM-DD).',
          })
          .nullable(),
      )
      .optional()
      .default(null),
    purchase_price: optionalNumber('purchase_price', 1_000, 10_000_000_000).optional().default(null),
    /** The owner's free-text notes from the details form; kept with the job. */
    notes: text('notes', 4000).optional().default(''),
    /**
     * Re-run an earlier analysis of the caller's with corrected facts, keeping its id; a paid one is
     * never changed: its home gets a new version (a new job_id), another address is refused (decision 091).
     */
    job_id: z.string().max(64, 'job_id must be at most 64 characters.').optional(),
  })
  .refine((v) => v.year_built === null || v.year_built <= maxYearBuilt(), {
    message: `year_built cannot be in the future.`,
    path: ['year_built'],
  })
  .refine((v) => (v.purchase_date === null) === (v.purchase_price === null), {
    message: 'purchase_date and purchase_price go together: give both or neither.',
    path: ['purchase_price'],
  })
  .refine((v) => v.purchase_date === null || v.purchase_date <= new Date().toISOString().slice(0, 10), {
    message: 'purchase_date cannot be in the future.',
    path: ['purchase_date'],
  });
/**
 * The details form's own names (spec §3: living area "sent as square_footage", bedrooms, bathrooms,
 * lotSize, yearBuilt, propertyType, additionalNotes) are accepted for the analysis fields when the
 * analysis name itself is absent.
 */
export const ANALYSIS_FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  sqft: ['square_footage', 'livingAreaSize'],
  beds: ['bedrooms'],
  baths: ['bathrooms'],
  lot_sqft: ['lotSize', 'lot_size'],
  year_built: ['yearBuilt'],
  property_type: ['propertyType'],
  notes: ['additionalNotes', 'additional_notes'],
  zip: ['zipCode'],
  purchase_date: ['purchaseDate'],
  purchase_price: ['purchasePrice'],
  annual_tax: ['annualTax'],
  assessed_value: ['assessedValue'],
};

function withAliases(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = { ...(value as Record<string, unknown>) };
  for (const [name, aliases] of Object.entries(ANALYSIS_FIELD_ALIASES)) {
    if (body[name] !== undefined) continue;
    const alias = aliases.find((a) => body[a] !== undefined);
    if (alias) body[name] = body[alias];
  }
  return body;
}

export const analysisRequestSchema = z.preprocess(withAliases, analysisRequestObject);
export type AnalysisRequest = z.input<typeof analysisRequestObject>;
export type ParsedAnalysisRequest = z.output<typeof analysisRequestObject>;

export const analysisResponseSchema = z.object({
  success: z.boolean(),
  job_id: z.string().nullable(),
  error: z.string().nullable(),
  /** On a failure (400/404): the error's code (decision 147). */
  code: errorCodeFieldSchema,
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const queryResultQuerySchema = z.object({
  job_id: z.string({ error: 'job_id is required.' }).min(1, 'job_id is required.').max(64, 'Unknown job_id.'),
});

// ---------------------------------------------------------------- analysis result

/** Each adjustment in dollars, added to the time-adjusted price to make the comp look like the subject. */
export const compAdjustmentsSchema = z.object({
  living_area: z.number(),
  age: z.number(),
  beds: z.number(),
  baths: z.number(),
  lot: z.number(),
  /**
   * Position, from the local regression's price gradient across the neighbourhood (decision 245);
   * absent (read as 0) in results stored before it. Optional, not defaulted: the result's schema
   * must read the same parsed as encoded (decision 193).
   */
  location: z.number().optional(),
});

export const comparablePropertySchema = z.object({
  /** The sold home's APN where the records give a real one (decision 251); absent otherwise. */
  apn: z.string().optional(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  property_type: propertyTypeSchema,
  sold_price: z.number(),
  /** YYYY-MM-DD. */
  sold_date: z.string(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  sqft: z.number().nullable(),
  lot_sqft: z.number().nullable(),
  year_built: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  distance_miles: z.number(),
  /** 0..1, 1 = identical to the subject: see docs/decisions/021-comparable-selection.md. */
  similarity_score: z.number().min(0).max(1),
  /** Sold price moved to the lien date by the market index. */
  time_adjusted_price: z.number(),
  /** Time-adjusted price plus every adjustment: what this comp says the subject is worth. */
  adjusted_price: z.number(),
  adjustments: compAdjustmentsSchema,
  /** Sum of absolute adjustments (time included) as a share of the sold price. */
  gross_adjustment_pct: z.number(),
  /** Share of the value estimate this comp carries (weights sum to 1). */
  weight: z.number(),
  reasons: z.array(z.string()),
  /** True for the analysed home's own sale (R&T §110(b), decision 245); absent otherwise. */
  own_sale: z.literal(true).optional(),
  /** Who recorded this sale (added field): demo, import, provider, owner or mls. Real and demo never mix in one answer. */
  source: dataSourceKindSchema.optional(),
  /** A sale the owner added (decision 249), with where the owner saw it; absent otherwise. */
  owner_supplied: z.literal(true).optional(),
  owner_source: z.string().optional(),
});
export type ComparableProperty = z.infer<typeof comparablePropertySchema>;

export const valuationSchema = z.object({
  /** Lien date (Jan 1 of the roll year) the values speak to, YYYY-MM-DD. */
  lien_date: z.string(),
  roll_year: z.number(),
  /** The spec's figures (§9), null where they cannot be computed ("???"). */
  median_comp_price: z.number().nullable(),
  effective_tax_rate: z.number().nullable(),
  market_based_tax: z.number().nullable(),
  saving: z.number().nullable(),
  /** Adjusted-comps market value with its range; null with no usable comparables. */
  market_value: z.number().nullable(),
  range_low: z.number().nullable(),
  range_high: z.number().nullable(),
  confidence: z.enum(['high', 'medium', 'low', 'none']),
  /** Tax saving if the assessment fell to the adjusted-comps market value (never negative). */
  estimated_saving: z.number().nullable(),
  /** True only when the assessment is above the top of the range. */
  is_overassessed: z.boolean(),
  comps_considered: z.number(),
  /** Which widening step found the comps (1 = the closest), and its limits. */
  search: z.object({
    step: z.number(),
    radius_miles: z.number(),
    sqft_tolerance_pct: z.number(),
    year_tolerance: z.number().nullable(),
    months_before_lien: z.number(),
  }),
  method: z.string(),
  /**
   * What the comparables' adjustments rest on and how they reconcile (decision 245): the share of
   * each adjustment from a regression of nearby sales (the rest from the standard rates), how many
   * sales that regression weighs (effective count, null without one), and the model's fitted bias
   * correction in percent. Absent in results stored before it.
   */
  adjustment_basis: z
    .object({
      regression_share: z.number(),
      regression_sales: z.number().nullable(),
      bias_pct: z.number(),
      /** The standard rates in words, with their figures (what a board reads to check the grid). */
      standard_rates: z.string(),
    })
    .optional(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/** PropertyInfo as the result screens read it (spec §3), amounts as in the lookup. */
export const propertyInfoSchema = z.object({
  job_id: z.string(),
  street: z.string(),
  unit: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: z.string().nullable(),
  apn: z.string().nullable(),
  assessed_value: z.number().nullable(),
  annual_tax: z.string(),
  total_assessment: z.string(),
  square_footage: z.number().nullable(),
  lot_sqft: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  property_type: propertyTypeSchema,
  year_built: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string(),
  compass_data: compassDataSchema.nullable(),
  ...provenanceFields(),
  /** How the home was placed on the map: its record, the address's place details, or its ZIP code's centre. */
  location_basis: z.enum(['record', 'place', 'zip_centre']).optional(),
});
export type PropertyInfo = z.infer<typeof propertyInfoSchema>;

/** The spec's stored response shape plus the valuation block and the job's timestamps. */
export const queryResultResponseSchema = z.object({
  success: z.boolean(),
  job_id: z.string(),
  status: z.enum(['completed', 'failed']),
  property_info: propertyInfoSchema.nullable(),
  comparable_properties: z.array(comparablePropertySchema),
  valuation: valuationSchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QueryResultResponse = z.infer<typeof queryResultResponseSchema>;

/** Messages the analysis API answers with, written once. */
export const PROPERTY_MESSAGES = {
  addressNotFound:
    'We could not find that address in our property records. Check the street, ZIP code and unit.',
  /** A building of several recorded homes named without a unit (decision 197). */
  unitRequired:
    'This address has several homes (apartments or condominiums) in our property records. Enter your unit number to find yours.',
  addressUnreadable:
    'Please enter a street address with a house number, e.g. "123 Main St, Dublin, CA 94568".',
  placeNotFound: 'Unknown place_id.',
  jobNotFound: 'Unknown job_id.',
  noComparables: 'No comparable sales were found near this property.',
  /** A home from real data with too few real sales near it: said plainly, never filled with demo sales. */
  tooFewRealSales:
    'Too few recorded sales of similar homes near this address to value it yet: we do not invent comparables. Your figures are kept; try again after more sales are loaded, or check the address.',
  /** The lookup of an address in no record: the owner may still enter the facts (issue 14 item 2). */
  notInRecords:
    'This address is not in our property records yet. Enter your home’s facts and the assessed value from your tax bill, and we will value it from recorded sales nearby.',
  /** A re-run of a job another account owns (decision 091). */
  jobOfAnotherAccount:
    'This analysis belongs to another account. Sign in with that account, or start a new analysis.',
  /**
   * A re-run or a purchase of an anonymous job from another browser than the one that made it
   * (decision 206).
   */
  jobOfAnotherBrowser:
    'This analysis was made in another browser. Run the analysis again here (or sign in with the account that made it) to continue.',
  /** A re-run of an account's job with an access token that is no longer valid. */
  signInAgain: 'Your sign-in has expired. Please sign in again.',
  /** A re-run of a paid job for another address (decision 091). */
  paidJobOtherHome:
    'A plan was bought for the home in this analysis, so it cannot be changed to another address. Start a new analysis for the other address.',
} as const;
