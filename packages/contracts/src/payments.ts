import { z } from 'zod';
import { errorCodeFieldSchema } from './error-response.ts';
import { NOTICE_TYPES } from './notice-appeals.ts';
import { PAGE_PATHS } from './routes.ts';

/**
 * Plans, payment sessions and their wire shapes (spec §2 /choose-plan, §3 payment state, §7 payment
 * calls, §8 payment errors, §9 prices). Prices live here once; the server charges these amounts and
 * never takes a price from the client.
 */

export const PLAN_TIERS = ['basic', 'guarantee'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const planTierSchema = z.enum(PLAN_TIERS);

export interface Plan {
  tier: PlanTier;
  /** Card title: the `guarantee` tier is sold as "Success". */
  name: string;
  tagline: string;
  amountCents: number;
  buttonLabel: string;
  mostPopular: boolean;
  features: readonly string[];
}

export const PLANS: Record<PlanTier, Plan> = {
  basic: {
    tier: 'basic',
    name: 'Basic',
    tagline: 'Fast, affordable',
    amountCents: 2490,
    buttonLabel: 'Get full report',
    mostPopular: false,
    features: ['Best-matching comps (3-5)', 'PDF appeal letter'],
  },
  guarantee: {
    tier: 'guarantee',
    name: 'Success',
    tagline: 'Free next year if fails',
    amountCents: 4990,
    buttonLabel: 'Be successful',
    mostPopular: true,
    features: [
      'Best-matching comps (5-10)',
      'Editable appeal letter',
      'Customer support',
      // Not "guaranteed success": B&P §17537.9 forbids a filing service to represent that filing will
      // result in a reduction (decision 097). What the plan does promise is its tagline's terms.
      'Next year free if the board denies your appeal',
    ],
  },
};

/**
 * No package without evidence (issue 50 item 5, decision 227): a board presumes the assessor right and
 * asks the owner for independent evidence of value (Property Tax Rule 321; R&T §1610.8), so no plan is
 * sold for a home with fewer comparable sales than this.
 */
export const MIN_PACKAGE_COMPARABLES = 3;

/** Why no plan is sold for a home with `found` comparable sales, or null when there are enough. */
export function tooFewComparablesMessage(found: number): string | null {
  if (found >= MIN_PACKAGE_COMPARABLES) return null;
  const sales =
    found === 0 ? 'no comparable sales' : `only ${found} comparable sale${found === 1 ? '' : 's'}`;
  return `Homie found ${sales} for this home. An appeal board asks for evidence of value, and a package needs at least ${MIN_PACKAGE_COMPARABLES} sales of similar homes near it, so Homie does not sell one with fewer. If you know of recent sales of similar homes nearby, add them below (address, date, price, facts and where you saw them): each one dated within the appeal's sale window counts, marked as supplied by you.`;
}

/**
 * Why no plan is sold for a result valued for another roll year than the one on sale (issue 50,
 * decision 236): a package argues the value on one lien date, so a result kept from December is not
 * bought in January. Null when the years agree.
 */
export function outdatedAnalysisMessage(valuedFor: number, onSale: number): string | null {
  if (valuedFor === onSale) return null;
  return `This result values the home as of January 1, ${valuedFor}, but a plan bought now is for the appeal of its value on January 1, ${onSale}. Look the home up again for a result valued on that date, then choose a plan.`;
}

export const PAYMENT_CURRENCY = 'usd';
/** Unpaid checkout sessions expire this long after they are created. */
export const PAYMENT_SESSION_TTL_MS = 30 * 60 * 1000;
/** The payment dialog polls flow-status this often (spec §9). */
export const PAYMENT_POLL_INTERVAL_MS = 500;
/** Header carrying a guest's order capability token. */
export const ORDER_TOKEN_HEADER = 'x-order-token';
/** Where the browser goes once a plan is paid (spec §4 flow: success → /payment-success → /fill-form). */
export const PAID_REDIRECT_PATH = PAGE_PATHS.paymentSuccess;
export const FILL_FORM_PATH = PAGE_PATHS.fillForm;
export const CHOOSE_PLAN_PATH = PAGE_PATHS.choosePlan;

/** "$24.90" for 2490. */
export function formatPlanPrice(amountCents: number): string {
  return `$${(amountCents / 100).toFixed(2)}`;
}

export const FLOW_STATUSES = ['initializing', 'pending', 'completed', 'expired', 'cancelled'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];
export const flowStatusSchema = z.enum(FLOW_STATUSES);

export function isFinalFlowStatus(status: FlowStatus): boolean {
  return status === 'completed' || status === 'expired' || status === 'cancelled';
}

/** Client-side error texts of spec §8 (all shown in the Payment Failed view). */
export const PAYMENT_ERRORS = {
  createFailed: 'Failed to create payment session',
  sessionUrlMissing: 'Payment session URL not found',
  invalidResponse: 'Invalid response from payment service',
  network: 'An error occurred. Please try again',
  successDetails: 'Failed to retrieve success details',
  cancelDetails: 'Failed to retrieve cancellation details',
  unexpected: 'An unexpected error occurred',
} as const;

const historyId = z.string().trim().min(1, 'history_id is required').max(100, 'history_id is too long');

/** What a guest is told when the checkout is started without an e-mail (issue 49, decision 211). */
export const GUEST_EMAIL_MESSAGES = {
  required: 'Enter your e-mail address: we send your receipt and a link back to your order there.',
  invalid: 'Invalid email address.',
} as const;

export const guestEmailSchema = z
  .string()
  .trim()
  .max(254, GUEST_EMAIL_MESSAGES.invalid)
  .pipe(z.email(GUEST_EMAIL_MESSAGES.invalid));

/** The payment dialog's e-mail step for a guest (decision 211). */
export const guestEmailFormSchema = z.object({
  email: z.string().trim().min(1, GUEST_EMAIL_MESSAGES.required).pipe(guestEmailSchema),
});
export type GuestEmailForm = z.infer<typeof guestEmailFormSchema>;

export const createPaymentSessionBodySchema = z.object({
  history_id: historyId,
  tier: planTierSchema,
  /**
   * Where the receipt and the link back to the order go (decision 211). Optional on the wire (the
   * spec's payload is history_id and tier); the server requires it from a guest, and an account's
   * receipt goes to the account's address.
   */
  email: guestEmailSchema.optional(),
  /**
   * The notice the appeal answers (issue 51 item 3, decision 246): bought in a closed regular period
   * for a supplemental, escape, roll-change, calamity or penalty assessment within its own limit.
   * Absent for the regular assessment. Dates MM/DD/YYYY as on the appeal form.
   */
  notice: z
    .object({
      notice_type: z.enum(NOTICE_TYPES, { error: `notice_type must be one of: ${NOTICE_TYPES.join(', ')}` }),
      notice_date: z.string().trim().max(50),
      event_date: z.string().trim().max(50),
    })
    .optional(),
});
export type CreatePaymentSessionBody = z.infer<typeof createPaymentSessionBodySchema>;

export const createPaymentSessionResponseSchema = z.object({
  success: z.boolean(),
  already_paid: z.boolean().optional(),
  redirect_url: z.string().optional(),
  session_id: z.string().optional(),
  session_url: z.string().optional(),
  /** A guest's capability token for this order; the browser sends it back as X-Order-Token. */
  order_token: z.string().optional(),
  /** The order this session pays for (or the order already paid). */
  order_id: z.string().optional(),
  /** What the session charges: the plan's price, or the difference for an upgrade (decision 108). */
  amount_cents: z.number().int().optional(),
  purpose: z.enum(['purchase', 'upgrade']).optional(),
  /** Paid at once, for $0, with a "Free next year if fails" credit (decision 109). */
  paid_with_credit: z.boolean().optional(),
  error: z.string().optional(),
  code: errorCodeFieldSchema,
});
export type CreatePaymentSessionResponse = z.infer<typeof createPaymentSessionResponseSchema>;

export const sessionIdParamsSchema = z.object({ session_id: z.string().trim().min(1).max(200) });
export const sessionIdQuerySchema = z.object({
  session_id: z.string().trim().min(1, 'session_id is required').max(200),
});

export const paymentSessionSchema = z.object({
  session_id: z.string(),
  status: flowStatusSchema,
  tier: planTierSchema,
  plan_name: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  history_id: z.string(),
  provider: z.enum(['sandbox', 'stripe', 'credit']),
  session_url: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  decline_message: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

export const sessionInfoResponseSchema = z.object({
  success: z.boolean(),
  session: paymentSessionSchema.optional(),
  message: z.string().optional(),
});

export const flowStatusResponseSchema = z.object({
  success: z.boolean(),
  status: flowStatusSchema,
});
export type FlowStatusResponse = z.infer<typeof flowStatusResponseSchema>;

export const paymentSuccessResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  code: errorCodeFieldSchema,
  message: z.string().optional(),
  dashboard_url: z.string().optional(),
  order_id: z.string().optional(),
  tier: planTierSchema.optional(),
});
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;

export const paymentCancelResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  code: errorCodeFieldSchema,
  message: z.string().optional(),
  can_retry: z.boolean().optional(),
  retry_url: z.string().optional(),
});
export type PaymentCancelResponse = z.infer<typeof paymentCancelResponseSchema>;

/** GET /api/orders/by-job/:history_id: the caller's order for a job, for /confirmation and /fill-form. */
export const orderSchema = z.object({
  order_id: z.string(),
  history_id: z.string(),
  tier: planTierSchema,
  plan_name: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(['pending', 'paid']),
  paid_at: z.string().nullable(),
  /** Where /confirmation's Send mails the letter without a confirmation link: the account's or buyer's e-mail. */
  letter_email: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const historyIdParamsSchema = z.object({ history_id: historyId });

/** POST /api/orders/send-letter: e-mail the paid job's appeal letter (the /confirmation Send button). */
export const sendLetterBodySchema = z.object({
  history_id: historyId,
  email: z.email('Invalid email address.').max(254),
});
export type SendLetterBody = z.infer<typeof sendLetterBodySchema>;
export const sendLetterResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /**
   * True (HTTP 202) when the letter was not sent yet: the address is not the buyer's known one, so a
   * single-use confirmation link went there first (decision 094).
   */
  confirmation_required: z.boolean().optional(),
});
export type SendLetterResponse = z.infer<typeof sendLetterResponseSchema>;
