/**
 * The accounts contract's plain values: texts, limits, endpoint paths and storage keys (spec §5, §7,
 * §8, §9). Values only: the web app's first page imports this file and loads no schema library
 * (decision 151); the schemas are in `auth-session.ts` (zod/mini) and `auth.ts`, which re-exports
 * everything below.
 */
import { API_PATHS } from './routes.ts';

/** Validation texts, word for word from spec §5 (plus length caps the spec leaves open). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address.',
  passwordTooShort: 'Password must be at least 6 characters.',
  firstNameTooShort: 'First name must be at least 2 characters.',
  phoneDigits: 'Phone number must be 10 digits.',
  passwordsDontMatch: "Passwords don't match",
  emailTooLong: 'Email must be at most 254 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  firstNameTooLong: 'First name must be at most 100 characters.',
} as const;

/** User-facing failure texts, word for word from spec §8. */
export const AUTH_ERRORS = {
  loginFailed: 'Invalid credentials',
  loginTimeout: 'Login is taking too long. Please try again.',
  registrationFailedPrefix: 'Registration failed:',
  registrationFailed: 'Registration failed',
  registrationTimeout: 'Registration is taking too long. Please try again.',
  refreshFailed: 'Failed to refresh token',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FIRST_NAME_MIN = 2;
export const FIRST_NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Login and register calls are aborted after this long (spec §7, §9). */
export const AUTH_TIMEOUT_MS = 10_000;
/** The auth endpoints of spec §7 (trailing slashes included), from the route table. */
export const AUTH_API = API_PATHS.auth;

/** How long a "Forgot password?" link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The texts of the account lifecycle: change and reset password, delete the account. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Enter your current password.',
  wrongPassword: 'The password you entered is not correct.',
  samePassword: 'Choose a new password different from the current one.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  forgotSent: `If an account exists for that email, we have sent a link to reset the password. The link works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetLinkInvalid: 'This password reset link is invalid, already used or expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  deleteWarning:
    'Deleting your account is permanent. Your profile, analyses, videos, tour captures and appeal drafts and letters are erased and cannot be recovered. Paid orders are kept without your name or email, for our accounting records.',
  accountDeleted: 'Your account has been deleted.',
} as const;
/** Browser storage keys (spec §9). */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

/** The signed-in user kept in browser storage (spec §9): `sessionUserSchema` in auth-session.ts. */
export type { SessionUser } from './auth-session.ts';
