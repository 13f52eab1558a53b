/**
 * The home-facts form's numbers and their ranges (the analysis contract's ranges; the year up to next
 * year), without zod: the schema checks them (home-facts-form-schema.ts, loaded when the form first
 * validates) and the form words a broken range in the visitor's language (decision 262).
 */
export const HOME_FACTS_NUMBER_FIELDS = [
  'sqft',
  'beds',
  'baths',
  'yearBuilt',
  'assessedValue',
  'annualTax',
  'purchasePrice',
] as const;
export type HomeFactsNumberField = (typeof HOME_FACTS_NUMBER_FIELDS)[number];

/** Each number's English label (the schema's messages) and range. */
export const homeFactsLimits = (): Record<
  HomeFactsNumberField,
  [label: string, min: number, max: number]
> => ({
  sqft: ['Living area', 100, 100_000],
  beds: ['Bedrooms', 0, 50],
  baths: ['Bathrooms', 0, 50],
  yearBuilt: ['Year built', 1800, new Date().getFullYear() + 1],
  assessedValue: ['Assessed value', 1_000, 10_000_000_000],
  annualTax: ['Annual tax', 0, 1_000_000_000],
  purchasePrice: ['Purchase price', 1_000, 10_000_000_000],
});
