/**
 * Accounts: the sign-in and sign-up form rules (spec §5), the wire payloads and responses of the
 * auth calls (spec §3, §7) and the exact texts the user sees (spec §8). The server uses the wire
 * schemas as route schemas; the web app uses the form schemas and parses responses with the rest.
 */
import { z } from 'zod';
import { errorCodeFieldSchema } from './error-response.ts';
import {
  AUTH_MESSAGES,
  AUTH_ERRORS,
  PASSWORD_MIN,
  PASSWORD_MAX,
  FIRST_NAME_MIN,
  FIRST_NAME_MAX,
  EMAIL_MAX,
  ACCOUNT_MESSAGES,
} from './auth-constants.ts';
import { userIdSchema } from './auth-session.ts';
import { LOCALES } from './locales.ts';

export * from './auth-constants.ts';
export * from './auth-session.ts';

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, { error: AUTH_MESSAGES.emailTooLong })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong });

export const firstNameSchema = z
  .string({ error: AUTH_MESSAGES.firstNameTooShort })
  .trim()
  .min(FIRST_NAME_MIN, { error: AUTH_MESSAGES.firstNameTooShort })
  .max(FIRST_NAME_MAX, { error: AUTH_MESSAGES.firstNameTooLong });

/** Optional phone: the empty string means "not given"; otherwise exactly ten digits. */
export const phoneNumberSchema = z
  .string({ error: AUTH_MESSAGES.phoneDigits })
  .trim()
  .regex(/^(\d{10})?$/, { error: AUTH_MESSAGES.phoneDigits });

// ---- Forms (web) ----

export const signInFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: passwordSchema,
    first_name: firstNameSchema,
    phone_number: phoneNumberSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

// ---- Wire (server route schemas and client response parsers) ----

/** POST /api/auth/login/ body. */
export const loginRequestSchema = z.strictObject({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });

/** POST /api/auth/login/ answer; first_name lets the dashboard greet at once (spec reads the rest). */
export const loginResponseSchema = tokenPairSchema.extend({
  user_id: userIdSchema,
  email: z.string(),
  first_name: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/register/ body; phone_number is "" when the user left it out. */
export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  profile: z.strictObject({
    first_name: firstNameSchema,
    phone_number: phoneNumberSchema.default(''),
  }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/auth/register/ answer (201). */
export const registerResponseSchema = loginResponseSchema;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/verify/ body: success is judged by the HTTP status alone. */
export const verifyRequestSchema = z.strictObject({ token: z.string().min(1).max(4096) });
export const verifyResponseSchema = z.object({ valid: z.boolean() });

/** POST /api/auth/token/refresh/ body; its answer is `refreshResponseSchema` (auth-session.ts). */
export const refreshRequestSchema = z.strictObject({ refresh: z.string().min(1).max(4096) });

/**
 * POST /api/auth/logout/ body. The web app sends the refresh token so the server can revoke it;
 * an empty object is accepted too (then the server revokes every refresh token of the user).
 */
export const logoutRequestSchema = z.strictObject({ refresh: z.string().min(1).max(4096).optional() });

/** GET /api/auth/profile/ answer. */
export const profileResponseSchema = z.object({
  user_id: userIdSchema,
  email: z.string(),
  first_name: z.string(),
  phone_number: z.string(),
  /** 'operator' for the brokerage's staff (issue 19); optional so older answers still parse. */
  role: z.enum(['user', 'operator']).optional(),
  /** The language the owner chose (decision 253); null until they choose one. Optional for older answers. */
  language: z.enum(LOCALES).nullable().optional(),
});

/** PUT /api/auth/language/ body and answer (signed in): the account's language (decision 253). */
export const languageRequestSchema = z.strictObject({ language: z.enum(LOCALES) });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
export const languageResponseSchema = z.object({ language: z.enum(LOCALES) });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;
export type Profile = z.infer<typeof profileResponseSchema>;

// ---- The account lifecycle (issue 13) ----

/** The current password, checked against the stored hash (any length the old rules allowed). */
const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong });

/** POST /api/auth/password/change/ body (signed in): every other session of the user ends. */
export const changePasswordRequestSchema = z
  .strictObject({ current_password: currentPasswordSchema, new_password: passwordSchema })
  .refine((body) => body.current_password !== body.new_password, {
    error: ACCOUNT_MESSAGES.samePassword,
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/auth/password/forgot/ body: always answered with the same neutral message. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/password/reset/ body: the token from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .max(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** DELETE /api/auth/account/ body (signed in): the password confirms the deletion. */
export const deleteAccountRequestSchema = z.strictObject({ password: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The answer of change, forgot and reset: a text to show. */
export const accountMessageResponseSchema = z.object({ message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

/** The web forms: change password, forgot password, reset password and delete account. */
export const changePasswordFormSchema = z
  .object({
    current_password: currentPasswordSchema,
    new_password: passwordSchema,
    confirm_password: passwordSchema,
  })
  .refine((form) => form.new_password === form.confirm_password, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirm_password'],
  })
  .refine((form) => form.current_password !== form.new_password, {
    error: ACCOUNT_MESSAGES.samePassword,
    path: ['new_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm_password: passwordSchema })
  .refine((form) => form.password === form.confirm_password, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const deleteAccountFormSchema = deleteAccountRequestSchema;
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;

/** Failure answers: `{ error, code }` everywhere; a taken address at register answers `{ email: [...] }`. */
export const authErrorResponseSchema = z.object({
  error: z.string().optional(),
  code: errorCodeFieldSchema,
  email: z.array(z.string()).optional(),
});
export type AuthErrorResponse = z.infer<typeof authErrorResponseSchema>;

/** The text for a taken address, sent as the first entry of the `email` array. */
export const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists.';

/** The registration failure text of spec §8: "Registration failed: <first email error>" or the server's error. */
export function registrationErrorText(body: unknown): string {
  const parsed = authErrorResponseSchema.safeParse(body);
  if (parsed.success) {
    const first = parsed.data.email?.[0];
    if (first) return `${AUTH_ERRORS.registrationFailedPrefix} ${first}`;
    if (parsed.data.error) return parsed.data.error;
  }
  return AUTH_ERRORS.registrationFailed;
}

/** The login failure text of spec §8: the server's error, or "Invalid credentials". */
export function loginErrorText(body: unknown): string {
  const parsed = authErrorResponseSchema.safeParse(body);
  return (parsed.success && parsed.data.error) || AUTH_ERRORS.loginFailed;
}
