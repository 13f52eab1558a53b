import { z } from 'zod';
import { NOTICE_TYPES as ASSESSMENT_NOTICE_TYPES } from './notice-appeals.ts';
import {
  APPEAL_ROUTES,
  appealPropertyInfoSchema,
  comparableSaleSchema,
  MAX_COMPARABLES_SENT,
} from './appeals.ts';
import { COUNTY_KEYS } from './counties.ts';
import { PLANS, planTierSchema } from './payments.ts';

/**
 * The paid journey's wire shapes (issue 17): the caller's orders with the home each is for
 * (decision 106), the appeal form's draft kept per order (decision 107), the upgrade's price
 * (decision 108), and the board's decision with the credit it may earn (decision 109).
 */

/** Basic → Success costs the difference, never the full price again. */
export const UPGRADE_AMOUNT_CENTS = PLANS.guarantee.amountCents - PLANS.basic.amountCents;

/** Query parameter naming the order a paid screen is about: /fill-form?order=ord_… */
export const ORDER_QUERY_PARAM = 'order';
/** /payment-success?order=…&step=generated: after "Generate PDF", on to /confirmation. */
export const GENERATED_STEP = 'generated';

export const orderIdSchema = z
  .string()
  .trim()
  .min(1, 'order_id is required')
  .max(64, 'Unknown order.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Unknown order.');
export const orderIdParamsSchema = z.object({ order_id: orderIdSchema });

export const OUTCOMES = ['granted', 'reduced', 'denied', 'withdrawn_by_board', 'withdrawn_by_owner'] as const;
export type AppealOutcomeKind = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<AppealOutcomeKind, string> = {
  granted: 'Granted (the value I asked for)',
  reduced: 'Reduced (a lower value, not all I asked for)',
  denied: 'Denied (no change)',
  withdrawn_by_board: 'Withdrawn or dismissed by the board',
  withdrawn_by_owner: 'Withdrawn by me',
};
/** The outcomes that keep the Success plan's promise with a free Success plan next year. */
export const CREDIT_OUTCOMES: readonly AppealOutcomeKind[] = ['denied', 'withdrawn_by_board'];

/** The home an order is for, as the analysis recorded it. */
export const orderPropertySchema = z.object({
  address: z.string(),
  county: z.enum(COUNTY_KEYS).nullable(),
  county_name: z.string().nullable(),
});
export type OrderProperty = z.infer<typeof orderPropertySchema>;

/** The next filing deadline for the order's home (contracts/appeal-calendar). */
export const orderDeadlineSchema = z.object({
  /** "Formal appeal (Assessment Appeals Board)". */
  label: z.string(),
  /** YYYY-MM-DD in California. */
  date: z.string(),
  /** "November 30, 2026". */
  date_text: z.string(),
  days_left: z.number().int(),
  state: z.enum(['not_open', 'open', 'closed']),
});

export const appealOutcomeSchema = z.object({
  decided_on: z.string(),
  outcome: z.enum(OUTCOMES),
  value_decided: z.number().int().nullable(),
  has_notice: z.boolean(),
  reported_at: z.string(),
});
export type AppealOutcome = z.infer<typeof appealOutcomeSchema>;

/** How an owner filed the application (issue 52 item 5). */
export const FILING_METHODS = ['online', 'mail', 'in_person'] as const;
export type FilingMethod = (typeof FILING_METHODS)[number];
export const FILING_METHOD_LABELS: Record<FilingMethod, string> = {
  online: "Online, on the county's appeals site",
  mail: 'By mail',
  in_person: 'In person, at the Clerk of the Board',
};

/** Where the owner's appeal stands after the package: filed, and the hearing the board set. */
export const appealProgressSchema = z.object({
  /** YYYY-MM-DD, the day the application was filed (postmarked, submitted or handed in). */
  filed_on: z.string().nullable(),
  filed_how: z.enum(FILING_METHODS).nullable(),
  /** YYYY-MM-DD, the hearing date from the board's notice of hearing. */
  hearing_on: z.string().nullable(),
});
export type AppealProgress = z.infer<typeof appealProgressSchema>;

export const PROGRESS_MESSAGES = {
  filedHow: 'Choose how you filed the application.',
  filedFuture: 'The filing date cannot be in the future.',
  filedBeforeOrder: 'The filing date is before you bought this plan: check the date.',
  hearingNeedsFiling: 'Enter when you filed before the hearing date.',
  hearingBeforeFiling: 'The hearing date cannot be before the day you filed.',
  hearingTooFar: 'The hearing date is more than three years after filing: check the date on the notice.',
  notFiledAfterDecision: 'Enter when you filed: the board has already decided this appeal.',
} as const;

/** PUT /api/orders/:order_id/progress: what the owner has done since (each field null to clear it). */
export const recordProgressBodySchema = z
  .object({
    filed_on: z.iso.date('filed_on must be a date (YYYY-MM-DD)').nullish(),
    filed_how: z.enum(FILING_METHODS, { error: PROGRESS_MESSAGES.filedHow }).nullish(),
    hearing_on: z.iso.date('hearing_on must be a date (YYYY-MM-DD)').nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.filed_on && !body.filed_how)
      ctx.addIssue({ code: 'custom', path: ['filed_how'], message: PROGRESS_MESSAGES.filedHow });
    if (body.hearing_on && !body.filed_on)
      ctx.addIssue({ code: 'custom', path: ['filed_on'], message: PROGRESS_MESSAGES.hearingNeedsFiling });
    if (body.hearing_on && body.filed_on && body.hearing_on < body.filed_on)
      ctx.addIssue({ code: 'custom', path: ['hearing_on'], message: PROGRESS_MESSAGES.hearingBeforeFiling });
  });
export type RecordProgressBody = z.infer<typeof recordProgressBodySchema>;

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
type TypedProgress = { filed_on: string | null; filed_how: string | null; hearing_on: string | null };
/** The "My appeals" form: date inputs and a choice as typed ('' for none), read as the body above. */
export const progressFormSchema = z
  .object({ filed_on: z.string(), filed_how: z.string(), hearing_on: z.string() })
  .transform((form) => ({
    filed_on: blankToNull(form.filed_on),
    filed_how: blankToNull(form.filed_how),
    hearing_on: blankToNull(form.hearing_on),
  }))
  // Checked as the request body is (an unknown choice gets the body's own message).
  .pipe(recordProgressBodySchema as unknown as z.ZodType<RecordProgressBody, TypedProgress>);
export type ProgressForm = z.input<typeof progressFormSchema>;

export const appealCreditSchema = z.object({
  credit_id: z.string(),
  /**
   * pending until an operator has checked the notice of decision; only an approved credit pays
   * (decision 212).
   */
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The operator's note when rejected. */
  review_note: z.string().nullable(),
  /** The roll year whose Success plan the credit pays for. */
  roll_year: z.number().int(),
  redeemed: z.boolean(),
  /** The order the credit paid for, once redeemed. */
  redeemed_order_id: z.string().nullable(),
});
export type AppealCredit = z.infer<typeof appealCreditSchema>;

export const orderSummarySchema = z.object({
  order_id: z.string(),
  history_id: z.string(),
  /** Later analyses of the same home made from this job (decision 091): the order covers them too. */
  version_ids: z.array(z.string()),
  tier: planTierSchema,
  plan_name: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(['pending', 'paid']),
  paid_at: z.string().nullable(),
  /** Paid with a credit ("Free next year if fails"). */
  paid_with_credit: z.boolean(),
  property: orderPropertySchema,
  deadline: orderDeadlineSchema.nullable(),
  /**
   * The notice the order's appeal answers (decision 246), dates MM/DD/YYYY; null for the regular
   * assessment. Optional on the wire for clients written before it.
   */
  notice: z
    .object({
      notice_type: z.enum(ASSESSMENT_NOTICE_TYPES),
      notice_date: z.string(),
      event_date: z.string(),
    })
    .nullable()
    .optional(),
  /** A paid Basic order: Success is UPGRADE_AMOUNT_CENTS away. */
  can_upgrade: z.boolean(),
  /** A PDF of the appeal form was generated for the order. */
  form_generated: z.boolean(),
  has_draft: z.boolean(),
  /** A paid order's buyer may report the board's decision (any plan; a Success denial earns a credit). */
  can_report_outcome: z.boolean(),
  /** Filed and the hearing, as the owner recorded them (issue 52 item 5). */
  progress: appealProgressSchema,
  outcome: appealOutcomeSchema.nullable(),
  credit: appealCreditSchema.nullable(),
  /** Where /confirmation's Send mails the letter without a confirmation link. */
  letter_email: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Whether an order is for the home an analysis job describes: its own job, or a version of it. */
export function orderCoversJob(
  order: Pick<OrderSummary, 'history_id' | 'version_ids'>,
  jobId: string,
): boolean {
  return order.history_id === jobId || order.version_ids.includes(jobId);
}

export const ordersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });

/**
 * GET /api/orders/for-home/{history_id} (decision 219): the caller's paid order for the home the job
 * describes: its own, the job it is a version of, or another lookup of the same home (same property
 * id, else the same normalised street, unit and ZIP) paid in the roll year open now. Null when none.
 */
export const homeOrderResponseSchema = z.object({ order_id: z.string().nullable() });
export type HomeOrderResponse = z.infer<typeof homeOrderResponseSchema>;
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** The appeal form as the owner is typing it (never trimmed of content, only bounded like the form). */
export const appealDraftSchema = z.object({
  route: z.enum(APPEAL_ROUTES).nullish(),
  property_info: appealPropertyInfoSchema,
  comparable_sales: z.array(comparableSaleSchema).max(MAX_COMPARABLES_SENT).default([]),
});
export type AppealDraft = z.infer<typeof appealDraftSchema>;

export const saveDraftBodySchema = appealDraftSchema;
/** A draft as the server answers it (already checked when saved: plain strings). */
export const storedDraftSchema = z.object({
  route: z.enum(APPEAL_ROUTES).nullish(),
  property_info: z.record(z.string(), z.string()),
  comparable_sales: z.array(z.record(z.string(), z.string())),
});
export const draftResponseSchema = z.object({
  order_id: z.string(),
  draft: storedDraftSchema.nullable(),
  revision: z.number().int(),
  updated_at: z.string().nullable(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

export const DRAFT_SAVE_DEBOUNCE_MS = 800;

/** POST /api/orders/:order_id/outcome (JSON; the notice is uploaded separately). */
export const reportOutcomeBodySchema = z.object({
  decided_on: z.iso.date('decided_on must be a date (YYYY-MM-DD)'),
  outcome: z.enum(OUTCOMES, { error: 'Choose what the board decided.' }),
  value_decided: z
    .number({ error: 'value_decided must be a whole number of dollars' })
    .int('value_decided must be a whole number of dollars')
    .min(0, 'value_decided cannot be negative')
    .max(1_000_000_000, 'value_decided is too large')
    .nullish(),
});
export type ReportOutcomeBody = z.infer<typeof reportOutcomeBodySchema>;

/** The notice of decision: a PDF or a photo, at most this many bytes. */
export const NOTICE_MAX_BYTES = 10 * 1024 * 1024;
export const NOTICE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * The receipt's link back to an order (decision 211): /fill-form?order=ord_…#receipt=KEY. The key
 * rides in the fragment, so it is never sent with the page's request nor logged; the page trades
 * it for the order's token through POST /api/orders/restore.
 */
export const RECEIPT_KEY_FRAGMENT = 'receipt';
export const restoreOrderBodySchema = z.object({
  order_id: orderIdSchema,
  key: z.string().trim().min(1, 'key is required').max(200, 'This link is not valid.'),
});
export type RestoreOrderBody = z.infer<typeof restoreOrderBodySchema>;
export const restoreOrderResponseSchema = z.object({
  order_id: z.string(),
  /** The guest's new order token: sent back as X-Order-Token from now on. */
  order_token: z.string(),
});
export type RestoreOrderResponse = z.infer<typeof restoreOrderResponseSchema>;
export const RESTORE_MESSAGES = {
  invalid: 'This link is not valid any more. Use the newest receipt we e-mailed you, or contact us.',
} as const;

export const claimOrdersResponseSchema = z.object({ claimed: z.number().int() });
