import { z } from 'zod';

/**
 * Sales the owner knows (issue 50 item 5, decision 249): a home with too few comparable sales in
 * the records gets no package (MIN_PACKAGE_COMPARABLES); its owner may add sales of similar homes
 * they know, each with where they saw it. Each is valued like a recorded comparable (moved to the
 * lien date, adjusted toward the home) and marked as owner-supplied in the grid a board reads.
 */
export const MAX_OWNER_SALES = 10;
/** How far before the lien date a sale may be: the widest accepted comparable search (domain.md). */
export const OWNER_SALE_MONTHS_BEFORE_LIEN = 18;

export const OWNER_SALE_MESSAGES = {
  address: 'Enter the address of the home that sold (street, city).',
  saleDate: 'Enter the date it sold (YYYY-MM-DD).',
  price: 'Enter the price it sold for, in dollars.',
  sqft: 'Enter its living area in square feet (100 to 20,000).',
  beds: 'Enter its number of bedrooms (0 to 20).',
  baths: 'Enter its number of bathrooms (0 to 20, halves allowed).',
  yearBuilt: 'Enter the year it was built (1800 to this year), or leave it empty.',
  lot: 'Enter its lot size in square feet, or leave it empty.',
  seenAt: 'Say where you saw this sale, e.g. "Zillow listing", "county recorder" or "my neighbour".',
  future: 'This date is in the future: enter the date the sale closed.',
  afterCutoff: (cutoff: string) =>
    `This sale closed after ${cutoff}, the last day a sale can count for this appeal (R&T §402.5).`,
  tooOld: (earliest: string) =>
    `This sale closed before ${earliest}: more than ${OWNER_SALE_MONTHS_BEFORE_LIEN} months before the lien date, too old to compare.`,
  full: `You can add up to ${MAX_OWNER_SALES} sales.`,
  notFound: 'That sale is not among the sales added to this analysis.',
  noValuation: 'This analysis has no valuation to add sales to: run the analysis again first.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** An empty form field or a JSON null: no value. */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '')
    ? undefined
    : typeof v === 'string'
      ? v.replace(/[$,\s]/g, '')
      : v;

/** A whole number from a form's text ("$955,000") or a JSON number; empty is missing. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });

const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** What the owner sends for one sale (the form's fields, the API's body). */
export const ownerSaleInputSchema = z.object({
  address: z
    .string({ error: OWNER_SALE_MESSAGES.address })
    .trim()
    .min(5, { error: OWNER_SALE_MESSAGES.address })
    .max(200, { error: OWNER_SALE_MESSAGES.address }),
  sale_date: z
    .string({ error: OWNER_SALE_MESSAGES.saleDate })
    .trim()
    .refine(isRealDate, { error: OWNER_SALE_MESSAGES.saleDate }),
  price: required(wholeNumber(OWNER_SALE_MESSAGES.price, 10_000, 100_000_000)),
  sqft: required(wholeNumber(OWNER_SALE_MESSAGES.sqft, 100, 20_000)),
  beds: required(wholeNumber(OWNER_SALE_MESSAGES.beds, 0, 20)),
  baths: required(
    z.coerce
      .number({ error: OWNER_SALE_MESSAGES.baths })
      .min(0, { error: OWNER_SALE_MESSAGES.baths })
      .max(20, { error: OWNER_SALE_MESSAGES.baths })
      .refine((n) => Number.isInteger(n * 2), { error: OWNER_SALE_MESSAGES.baths }),
  ),
  year_built: optionalNumber(wholeNumber(OWNER_SALE_MESSAGES.yearBuilt, 1800, 2100)),
  lot_sqft: optionalNumber(wholeNumber(OWNER_SALE_MESSAGES.lot, 100, 50_000_000)),
  seen_at: z
    .string({ error: OWNER_SALE_MESSAGES.seenAt })
    .trim()
    .min(2, { error: OWNER_SALE_MESSAGES.seenAt })
    .max(200, { error: OWNER_SALE_MESSAGES.seenAt }),
});
export type OwnerSaleInput = z.infer<typeof ownerSaleInputSchema>;
/** The form's values before parsing (text inputs). */
export type OwnerSaleFormValues = z.input<typeof ownerSaleInputSchema>;

/** One added sale as the API lists it: whether it counts, and why not. */
export const ownerSaleSchema = z.object({
  id: z.string(),
  address: z.string(),
  sale_date: z.string(),
  price: z.number(),
  sqft: z.number(),
  beds: z.number(),
  baths: z.number(),
  year_built: z.number().nullable(),
  lot_sqft: z.number().nullable(),
  seen_at: z.string(),
  /** Within the job's sale window today: it is among the comparables. */
  admissible: z.boolean(),
  /** Why it does not count (a re-run moved the window), or null. */
  problem: z.string().nullable(),
});
export type OwnerSale = z.infer<typeof ownerSaleSchema>;

export const ownerSalesResponseSchema = z.object({
  sales: z.array(ownerSaleSchema),
  /** The job's comparables now, recorded and owner-supplied: what the sale gate counts. */
  comparables: z.number(),
  max: z.number(),
});
export type OwnerSalesResponse = z.infer<typeof ownerSalesResponseSchema>;

export const ownerSalesParamsSchema = z.object({ jobId: z.string().min(1).max(100) });
export const ownerSaleParamsSchema = z.object({
  jobId: z.string().min(1).max(100),
  saleId: z.string().min(1).max(100),
});

/** MM/DD/YYYY of an ISO date, for the messages. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function monthsBefore(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** The dates a sale may have closed on for a lien date (YYYY-MM-DD), today in California (YYYY-MM-DD). */
export function ownerSaleWindow(
  lienDate: string,
  today: string,
): { earliest: string; latest: string; cutoff: string } {
  const cutoff = `${lienDate.slice(0, 4)}-03-31`;
  return {
    earliest: monthsBefore(lienDate, OWNER_SALE_MONTHS_BEFORE_LIEN),
    latest: cutoff < today ? cutoff : today,
    cutoff,
  };
}

/**
 * Why a sale dated `saleDate` cannot count for a job valued at `lienDate` on `today` (all YYYY-MM-DD),
 * or null: not in the future, not after March 31 of the roll year (R&T §402.5), not more than
 * 18 months before the lien date.
 */
export function ownerSaleDateProblem(saleDate: string, lienDate: string, today: string): string | null {
  const window = ownerSaleWindow(lienDate, today);
  if (saleDate > today) return OWNER_SALE_MESSAGES.future;
  if (saleDate > window.cutoff) return OWNER_SALE_MESSAGES.afterCutoff(usDate(window.cutoff));
  if (saleDate < window.earliest) return OWNER_SALE_MESSAGES.tooOld(usDate(window.earliest));
  return null;
}
