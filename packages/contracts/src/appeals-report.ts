import { z } from 'zod';
import { baseYearAppealSchema } from './base-year.ts';
import { COUNTY_KEYS } from './counties.ts';
import { hearingKitSchema } from './hearing-kit.ts';
import { NOTICE_TYPES } from './notice-appeals.ts';
import { PLAN_TIERS, type PlanTier } from './payments.ts';
import { compAdjustmentsSchema } from './properties.ts';
import { dataSourceKindSchema } from './provenance.ts';
import { API_PATHS, apiPath } from './routes.ts';

const noteDateSchema = z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() });

/**
 * A report note before it is worded (issue 55, decision 274), beside its English in `notes` (same
 * order): the screens and the PDF word it in the owner's language; the English stays the API's.
 */
// A plain union, not a discriminated one: the response serializer parses (not encodes) only
// schemas that read the same both ways (decision 193).
export const reportNotePartSchema = z.union([
  z.object({ kind: z.literal('demo') }),
  z.object({ kind: z.literal('estimatedAssessed') }),
  z.object({
    kind: z.literal('recentPurchase'),
    date: noteDateSchema,
    price: z.number(),
    assessed: z.number(),
  }),
  z.object({ kind: z.literal('notBelowAssessed'), estimate: z.number(), assessed: z.number() }),
  z.object({
    kind: z.literal('fewComparables'),
    count: z.number().int(),
    tier: z.enum(PLAN_TIERS),
    min: z.number().int(),
    max: z.number().int(),
  }),
  z.object({
    kind: z.literal('notice'),
    type: z.enum(NOTICE_TYPES),
    open: z.boolean(),
    noticeDate: noteDateSchema,
    closes: noteDateSchema,
    valueDate: noteDateSchema,
  }),
  z.object({ kind: z.literal('supplementalPurchase') }),
  z.object({
    kind: z.literal('periodClosed'),
    rollYear: z.number().int(),
    county: z.enum(COUNTY_KEYS),
    closes: noteDateSchema,
    nextRollYear: z.number().int(),
    opens: noteDateSchema,
    nextCloses: noteDateSchema,
  }),
  z.object({ kind: z.literal('noticePreliminary'), cutoff: noteDateSchema, valueDate: noteDateSchema }),
  z.object({ kind: z.literal('preliminary'), rollYear: z.number().int() }),
  z.object({
    kind: z.literal('opinionOutsideGrid'),
    opinion: z.number(),
    relation: z.enum(['below', 'above']),
    low: z.number(),
    high: z.number(),
    reconciled: z.number(),
  }),
  z.object({ kind: z.literal('homeownersExemption') }),
  z.object({ kind: z.literal('boardUnverified'), county: z.enum(COUNTY_KEYS) }),
  z.object({ kind: z.literal('completeForm') }),
]);
export type ReportNotePart = z.infer<typeof reportNotePartSchema>;

/**
 * The full appeal report bought with a plan (issue 6 "Reports"): an appeal letter to the county's
 * board, the comparables table, the filing window, fee and address, and the next steps.
 */

export const REPORT_PATHS = {
  start: API_PATHS.appeals.startReport,
  report: (jobId: string) => apiPath(API_PATHS.appeals.report, { jobId }),
  html: (jobId: string) => apiPath(API_PATHS.appeals.reportHtml, { jobId }),
  pdf: (jobId: string) => apiPath(API_PATHS.appeals.reportPdf, { jobId }),
  letter: (jobId: string) => apiPath(API_PATHS.appeals.reportLetter, { jobId }),
} as const;

export const FILL_FORM_PATHS = {
  validate: API_PATHS.appeals.validateForm,
  generate: API_PATHS.appeals.fillForm,
} as const;

/** How many comparables each plan's report carries (spec §2 /choose-plan, §9). */
export const REPORT_COMPARABLES: Record<PlanTier, { min: number; max: number }> = {
  basic: { min: 3, max: 5 },
  guarantee: { min: 5, max: 10 },
};

/** Longest edited letter (decision 090): the editor's maxLength, the schema and the PDF agree on it. */
export const MAX_LETTER_CHARS = 20_000;

/** Body of POST /start_report_generation (spec §7): `report_name` is the job id. */
export const startReportRequestSchema = z.object({
  csv_path: z.string().max(1000).nullish(),
  report_name: z.string().trim().min(1, 'report_name (the job id) is required').max(128),
});

export const startReportResponseSchema = z.object({
  success: z.boolean(),
  report_id: z.string(),
  status: z.literal('ready'),
  message: z.string(),
});

export const reportComparableSchema = z.object({
  address: z.string(),
  sale_date: z.string(),
  sale_price: z.number().nullable(),
  adjusted_price: z.number().nullable(),
  sqft: z.number().nullable(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  year_built: z.number().nullable(),
  distance_miles: z.number().nullable(),
  similarity_score: z.number().nullable(),
  /** Who recorded the sale (decision 232); absent in reports generated before it. */
  source: dataSourceKindSchema.optional(),
});
export type ReportComparable = z.infer<typeof reportComparableSchema>;

export const appealBoardSchema = z.object({
  name: z.string(),
  address_lines: z.array(z.string()),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** False until an operator has checked the address against the county's own page. */
  verified: z.boolean(),
});
export type AppealBoard = z.infer<typeof appealBoardSchema>;

export const filingInfoSchema = z.object({
  lien_date: z.string(),
  window_opens: z.string(),
  window_closes: z.string(),
  fee_usd: z.number().nullable(),
  fee_confirmed: z.boolean(),
  informal_review: z.string(),
  board: appealBoardSchema,
});
export type FilingInfo = z.infer<typeof filingInfoSchema>;

export const nextStepSchema = z.object({ title: z.string(), detail: z.string() });

/**
 * One sale of the adjustment grid (decision 245): what it sold for, its move to the lien date, each
 * adjustment toward the subject in dollars, and what it then says the subject was worth.
 */
export const gridSaleSchema = z.object({
  /** The sold home's APN where known (decision 251); absent otherwise. */
  apn: z.string().optional(),
  address: z.string(),
  /** MM/DD/YYYY. */
  sale_date: z.string(),
  sale_price: z.number(),
  time_adjusted_price: z.number(),
  adjustments: compAdjustmentsSchema,
  /** Sum of the adjustments after time, as a % of the time-adjusted price (signed). */
  net_adjustment_pct: z.number(),
  /** Sum of the absolute adjustments, time included, as a % of the sale price. */
  gross_adjustment_pct: z.number(),
  adjusted_price: z.number(),
  /** Share of the reconciliation, renormalised over the grid (sums to 1). */
  weight: z.number(),
  source: dataSourceKindSchema.optional(),
  /** The analysed home's own sale (R&T §110(b)). */
  own_sale: z.literal(true).optional(),
  /** Where the owner saw a sale the owner supplied (decision 249); absent for recorded sales. */
  owner_source: z.string().optional(),
});
export type GridSale = z.infer<typeof gridSaleSchema>;

/** How a grid or a list marks a sale the owner supplied (decision 249), naming where the owner saw it. */
export const ownerSuppliedLabel = (source: string): string => `Owner-supplied (source: ${source})`;

/** The grid the opinion rests on and its reconciliation (decision 245); every figure a board can recompute. */
export const adjustmentGridSchema = z.object({
  /** MM/DD/YYYY: the lien date every sale is moved to. */
  lien_date: z.string(),
  sales: z.array(gridSaleSchema),
  reconciled_value: z.number(),
  low: z.number(),
  high: z.number(),
  /** The grid's method in sentences: the time index, the adjustments' bases, the weights, the bias. */
  basis: z.array(z.string()),
});
export type AdjustmentGrid = z.infer<typeof adjustmentGridSchema>;

export const appealReportSchema = z.object({
  job_id: z.string(),
  tier: z.enum(PLAN_TIERS),
  county: z.enum(COUNTY_KEYS),
  county_name: z.string(),
  property_address: z.string(),
  apn: z.string(),
  owner_name: z.string(),
  assessed_value: z.number().nullable(),
  opinion_value: z.number().nullable(),
  /**
   * The analysis' market value and its stated range, as the evidence chart draws them (decision 223);
   * null when the analysis gave none.
   */
  market_estimate: z
    .object({ value: z.number(), low: z.number().nullable(), high: z.number().nullable() })
    .nullable()
    .optional(),
  opinion_basis: z.string(),
  comparables: z.array(reportComparableSchema),
  /** The adjustment grid of every sale the analysis' value rests on; null without one (an older analysis). */
  adjustment_grid: adjustmentGridSchema.nullable().optional(),
  /** The MLS's required attribution line when MLS sales are among the comparables (RESO_ATTRIBUTION, decision 232). */
  data_attribution: z.string().nullable().optional(),
  filing: filingInfoSchema,
  next_steps: z.array(nextStepSchema),
  /** What to do before and at the hearing (decision 248); absent in reports assembled before it. */
  hearing_kit: hearingKitSchema.optional(),
  /**
   * The base-year appeal still open for the roll year argued (R&T §80(a)(3), decision 248); null when
   * the home's purchase is unknown or its base-year value is out of reach; absent before decision 248.
   */
  base_year_appeal: baseYearAppealSchema.nullable().optional(),
  letter: z.string(),
  letter_edited: z.boolean(),
  can_edit_letter: z.boolean(),
  notes: z.array(z.string()),
  /** The notes in parts, index by index (decision 274); absent in reports assembled before it. */
  note_parts: z.array(reportNotePartSchema).optional(),
  generated_at: z.string(),
  updated_at: z.string(),
});
export type AppealReport = z.infer<typeof appealReportSchema>;

/** Body of PUT …/letter: the owner's edited letter (Success plan), or null to restore the generated one. */
export const updateLetterRequestSchema = z.object({
  letter: z
    .string()
    .trim()
    .min(1, 'The letter cannot be empty')
    .max(
      MAX_LETTER_CHARS,
      `The letter must be at most ${MAX_LETTER_CHARS.toLocaleString('en-US')} characters`,
    )
    .nullable(),
});
