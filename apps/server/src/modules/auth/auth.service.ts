import {
  ACCOUNT_MESSAGES,
  EMAIL_TAKEN_MESSAGE,
  type LoginRequest,
  PASSWORD_RESET_TTL_MINUTES,
} from '@homie/contracts/auth';
import { isLocale, type Locale } from '@homie/contracts/locales';
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { badRequest, forbidden, unauthorized } from '#lib/errors.ts';
import { mailText } from '#lib/i18n/mail-text.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import type { Mailer } from '#lib/mailer.ts';
import type { Storage } from '#lib/storage.ts';
import { type AccountErasureStep, createAccountErasure } from './account-erasure.ts';
import * as repo from './auth.repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import type { TokenService } from './tokens.ts';

export interface Session {
  access: string;
  refresh: string;
  user_id: string;
  email: string;
  first_name: string;
}

export interface AuthServiceOptions {
  database: Database;
  tokens: TokenService;
  refreshTtlDays: number;
  rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  /** Reset links are mailed through it (the outbox when SMTP is not set). */
  mailer?: Mailer;
  /** The web app's address; reset links point at `${publicUrl}/reset-password?token=…`. */
  publicUrl?: string;
  /** Files of a deleted account (videos, captures) are removed through it. */
  storage?: Storage;
  log?: { warn: (o: object, m: string) => void };
  now?: () => number;
  /** Whether the user holds the operator role (the operator module's public service). */
  isOperator: (userId: string) => Promise<boolean>;
}

/** The signed-in caller of an account call: the user and the session the access token belongs to. */
export interface Caller {
  id: string;
  sessionId: string;
}

const INVALID_LOGIN = 'Invalid email or password.';
/**
 * How many reset links of one account may be live (unused, unexpired) at once (decision 207). A
 * request never voids an earlier link, so nobody else's requests take the owner's link away; past
 * this many, a request mails nothing new (the owner already holds this many working links), which
 * also bounds the mail anyone can send to an address.
 */
export const MAX_LIVE_RESET_LINKS = 3;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export type AuthService = ReturnType<typeof createAuthService>;

/** Accounts and sessions: argon2id passwords, short JWT access tokens, rotated server-side refresh tokens. */
export function createAuthService(opts: AuthServiceOptions) {
  const { db } = opts.database;
  const now = opts.now ?? Date.now;
  const erasure = createAccountErasure();
  /** Password resets started after their answer went out, until they finish. */
  const resetsInFlight = new Set<Promise<void>>();
  // Shared counters in the database (decision 096): growing delays per account-and-address, never a lockout.
  const throttle = createSignInThrottle({
    database: opts.database,
    perAddress: opts.rateLimit.perIp,
    perAccountAddress: opts.rateLimit.perEmail,
    windowSeconds: opts.rateLimit.windowSeconds,
    now,
  });

  async function startSession(user: repo.UserRow, familyId: string = randomUUID()): Promise<Session> {
    const refresh = randomToken(32);
    await repo.insertSession(db, { id: familyId, userId: user.id });
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(now() + opts.refreshTtlDays * 86_400_000),
    });
    const access = await opts.tokens.signAccess(user, familyId);
    return { access, refresh, user_id: user.id, email: user.email, first_name: user.firstName };
  }

  /** The signed-in caller's account, with the password they typed checked (403 when wrong). */
  async function confirmPassword(caller: Caller, password: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, caller.id);
    if (!user) throw unauthorized(SESSION_ENDED, 'session_invalid');
    if (!(await verifyPassword(user.passwordHash, password)))
      throw forbidden(ACCOUNT_MESSAGES.wrongPassword, 'wrong_password');
    return user;
  }

  const service = {
    async register(
      input: { email: string; password: string; profile: { first_name: string; phone_number: string } },
      ip: string,
    ): Promise<Session> {
      await throttle.countSignUp(input.email, ip);
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser(db, {
        email: input.email,
        passwordHash,
        firstName: input.profile.first_name,
        phoneNumber: input.profile.phone_number,
      });
      if (!user) throw badRequest(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] }, 'email_taken');
      return startSession(user);
    },

    async login(input: LoginRequest, ip: string): Promise<Session> {
      await throttle.check(input.email, ip);
      const user = await repo.findUserByEmail(db, input.email);
      if (!user) {
        await burnPasswordCheck(input.password);
        await throttle.failed(input.email, ip);
        throw unauthorized(INVALID_LOGIN, 'invalid_credentials');
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await throttle.failed(input.email, ip);
        throw unauthorized(INVALID_LOGIN, 'invalid_credentials');
      }
      await throttle.succeeded(input.email, ip);
      return startSession(user);
    },

    /** Rotates a refresh token. A token presented twice revokes its whole family. */
    async refresh(token: string): Promise<{ access: string; refresh: string }> {
      const row = await repo.findRefreshToken(db, sha256(token));
      if (!row) throw unauthorized('Invalid refresh token.', 'session_invalid');
      const at = new Date(now());
      if (row.revokedAt) throw unauthorized(SESSION_ENDED, 'session_invalid');
      if (row.usedAt) {
        await repo.revokeFamily(db, row.familyId, at);
        throw unauthorized(SESSION_ENDED, 'session_invalid');
      }
      if (row.expiresAt.getTime() <= now()) throw unauthorized(SESSION_ENDED, 'session_invalid');
      if (!(await repo.markRefreshTokenUsed(db, row.id, at))) {
        await repo.revokeFamily(db, row.familyId, at);
        throw unauthorized(SESSION_ENDED, 'session_invalid');
      }
      // A session ended meanwhile (logout, password change or reset) stays ended.
      if (!(await repo.isSessionActive(db, row.familyId, row.userId)))
        throw unauthorized(SESSION_ENDED, 'session_invalid');
      const user = await repo.findUserById(db, row.userId);
      if (!user) throw unauthorized(SESSION_ENDED, 'session_invalid');
      const session = await startSession(user, row.familyId);
      return { access: session.access, refresh: session.refresh };
    },

    /** Ends the sign-in session the access token belongs to, and the given refresh token's. */
    async logout(user: { id: string; sessionId: string } | undefined, refresh?: string): Promise<void> {
      const at = new Date(now());
      if (user) await repo.revokeFamily(db, user.sessionId, at);
      if (refresh) {
        const row = await repo.findRefreshToken(db, sha256(refresh));
        if (row && (!user || row.userId === user.id)) await repo.revokeFamily(db, row.familyId, at);
      }
    },

    /** Changes the password of the signed-in caller; every other session of the account ends. */
    async changePassword(
      caller: Caller,
      input: { current_password: string; new_password: string },
    ): Promise<{ message: string }> {
      const user = await confirmPassword(caller, input.current_password);
      const passwordHash = await hashPassword(input.new_password);
      const at = new Date(now());
      await opts.database.transaction(async (tx) => {
        await repo.updatePasswordHash(tx, user.id, passwordHash);
        await repo.revokeUserSessions(tx, user.id, at, caller.sessionId);
        await repo.voidResetTokens(tx, user.id, at);
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    /**
     * Starts `requestPasswordReset` without waiting for it, so the answer can go out first and
     * neither its text nor its timing tells whether the address has an account; a failure goes to
     * `onError`. `settled()` waits for every reset started so far.
     */
    startPasswordReset(email: string, onError: (err: unknown) => void, language?: Locale): void {
      const work: Promise<void> = service
        .requestPasswordReset(email, language)
        .catch(onError)
        .finally(() => resetsInFlight.delete(work));
      resetsInFlight.add(work);
    },

    /** Resolves once every password reset started so far has finished (shutdown; tests that read state). */
    async settled(): Promise<void> {
      await Promise.allSettled([...resetsInFlight]);
    },

    /**
     * "Forgot password?": for a known address, mails a single-use link valid for 30 minutes. Earlier
     * links keep working (up to MAX_LIVE_RESET_LINKS live at once, none mailed past that); using one
     * voids the others (decision 207). Unknown addresses get nothing; the route answers the same
     * either way. The mail is in the account's language, else the one the request came in with
     * (decision 263).
     */
    async requestPasswordReset(email: string, language?: Locale): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (!user || !opts.mailer) return;
      const token = randomToken(32);
      const at = new Date(now());
      // In one transaction: the count of live links and the insert are one step (the user's row locked).
      const stored = await opts.database.transaction((tx) =>
        repo.insertResetToken(
          tx,
          {
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
          },
          at,
          MAX_LIVE_RESET_LINKS,
        ),
      );
      if (!stored) return;
      const link = `${opts.publicUrl ?? ''}/reset-password?token=${encodeURIComponent(token)}`;
      const m = mailText(isLocale(user.language) ? user.language : language);
      await opts.mailer.send({
        to: user.email,
        userId: user.id,
        subject: m.t('reset.subject'),
        text: [
          m.t('reset.greeting', { firstName: user.firstName }),
          '',
          m.t('reset.asked'),
          '',
          link,
          '',
          m.t('reset.rule', { minutes: PASSWORD_RESET_TTL_MINUTES }),
          m.t('reset.ignore'),
        ].join('\n'),
      });
    },

    /** Sets a new password from a reset link (once, before it expires); every session ends. */
    async resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
      const tokenHash = sha256(input.token);
      const found = await repo.findUsableResetToken(db, tokenHash, new Date(now()));
      if (!found) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, undefined, 'reset_link_invalid');
      const passwordHash = await hashPassword(input.password);
      const at = new Date(now());
      const done = await opts.database.transaction(async (tx) => {
        if (!(await repo.consumeResetToken(tx, found.id, at))) return false;
        await repo.updatePasswordHash(tx, found.userId, passwordHash);
        await repo.voidResetTokens(tx, found.userId, at);
        await repo.revokeUserSessions(tx, found.userId, at);
        return true;
      });
      if (!done) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, undefined, 'reset_link_invalid');
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },

    /** Deletes the signed-in caller's account once the password is confirmed (decision 093). */
    async deleteAccount(caller: Caller, password: string): Promise<void> {
      const user = await confirmPassword(caller, password);
      if (!opts.storage) throw new Error('deleteAccount needs the storage adapter');
      await erasure.erase({ database: opts.database, storage: opts.storage, log: opts.log }, user);
    },

    /**
     * Adds a module's part of account deletion (decision 153): the modules that depend on auth
     * register it from their plugin; the steps run in one transaction, the last registered first.
     */
    onAccountErasure(step: AccountErasureStep): void {
      erasure.register(step);
    },

    async profile(userId: string) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized(SESSION_ENDED, 'session_invalid');
      return {
        user_id: user.id,
        email: user.email,
        first_name: user.firstName,
        phone_number: user.phoneNumber,
        // The web app shows the Operator link by it; every operator route checks the role itself.
        role: (await opts.isOperator(user.id)) ? ('operator' as const) : ('user' as const),
        language: isLocale(user.language) ? user.language : null,
      };
    },

    /** The language an account chose, or null (decision 253): its mails are written in it (decision 263). */
    async languageOf(userId: string): Promise<Locale | null> {
      const user = await repo.findUserById(db, userId);
      return user && isLocale(user.language) ? user.language : null;
    },

    /** The language the owner chose on the site, kept for their next browser (decision 253). */
    async setLanguage(userId: string, language: Locale) {
      if (!(await repo.updateUserLanguage(db, userId, language)))
        throw unauthorized(SESSION_ENDED, 'session_invalid');
      return { language };
    },
  };
  return service;
}
