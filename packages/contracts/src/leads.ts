/**
 * The free assessment sign-up (spec §2 "Your savings" in good shape, §5): the form's rules and
 * the POST /api/leads payload and answer. The spec's form made no call; we store the lead.
 * The spec, written for the 2025 roll, says "free 2026 assessment": the year is `freeAssessmentYear`
 * of the analysed roll year (verdict.ts, issue 15), on the heading, the confirmation and the mail alike.
 */
import { z } from 'zod';
import { EMAIL_MAX } from './auth.ts';
import { API_PATHS } from './routes.ts';

export const LEADS_API = API_PATHS.leads.create;

export const LEAD_MESSAGES = {
  submit: 'Submit',
  submitting: 'Submitting...',
  emailRequired: 'Email is required.',
  invalidEmail: 'Invalid email address.',
  phoneRequired: 'Phone is required.',
  invalidPhone: 'Enter a phone number with 10 digits.',
  addressRequired: 'The property address is required.',
  failed: 'We could not save your sign-up. Please try again.',
  /** Shown after a successful sign-up (also after signing up again). */
  confirmed: (email: string, year: number) =>
    `Thanks! You're signed up for a free ${year} assessment. We'll email ${email} when it's ready.`,
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` });

/** A US phone number, typed with or without punctuation or a leading +1; stored as its 10 digits. */
export const leadPhoneSchema = z
  .string({ error: LEAD_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: LEAD_MESSAGES.phoneRequired, abort: true })
  .max(30, { error: LEAD_MESSAGES.invalidPhone, abort: true })
  .refine((v) => /^[\d\s().+-]+$/.test(v), { error: LEAD_MESSAGES.invalidPhone, abort: true })
  .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine((digits) => digits.length === 10, { error: LEAD_MESSAGES.invalidPhone });

export const leadEmailSchema = z
  .string({ error: LEAD_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: LEAD_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: LEAD_MESSAGES.invalidEmail, abort: true })
  .pipe(z.email({ error: LEAD_MESSAGES.invalidEmail }));

/** The two fields of the sign-up form. */
export const leadFormSchema = z.object({ email: leadEmailSchema, phone: leadPhoneSchema });
export type LeadFormInput = z.input<typeof leadFormSchema>;

const amount = z.number().finite().nullable();

/** The figures the owner was shown when signing up (null where the screen showed "???"). */
export const leadResultSchema = z.object({
  job_id: z.string().trim().max(128).nullable().default(null),
  assessed_value: amount.default(null),
  market_value: amount.default(null),
  annual_tax: amount.default(null),
  market_based_tax: amount.default(null),
  /** What "You can save" showed: never negative ($0 in good shape, where the form is offered). */
  saving: amount.default(null),
  tax_rate: amount.default(null),
});
export type LeadResult = z.infer<typeof leadResultSchema>;

export const leadRequestSchema = z.object({
  email: leadEmailSchema,
  phone: leadPhoneSchema,
  address: z.object({
    street: text(200).min(1, { error: LEAD_MESSAGES.addressRequired }),
    unit: text(40).default(''),
    city: text(80).default(''),
    state: text(40).default(''),
    zipCode: text(10).default(''),
  }),
  result: leadResultSchema.default({
    job_id: null,
    assessed_value: null,
    market_value: null,
    annual_tax: null,
    market_based_tax: null,
    saving: null,
    tax_rate: null,
  }),
});
export type LeadRequest = z.input<typeof leadRequestSchema>;

/**
 * The answer is the same whether or not this email had signed up before (or has an account):
 * no lead id, no "created" flag (issue 13, decision 093).
 */
export const leadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type LeadResponse = z.infer<typeof leadResponseSchema>;
