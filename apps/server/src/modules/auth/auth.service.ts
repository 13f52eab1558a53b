import { EMAIL_TAKEN_MESSAGE, type LoginRequest } from '@homie/contracts/auth';
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { badRequest, tooMany, unauthorized } from '#lib/errors.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { RateLimiter } from '#lib/rate-limiter.ts';
import * as repo from './auth.repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
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
  now?: () => number;
}

const INVALID_LOGIN = 'Invalid email or password.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export type AuthService = ReturnType<typeof createAuthService>;

/** Accounts and sessions: argon2id passwords, short JWT access tokens, rotated server-side refresh tokens. */
export function createAuthService(opts: AuthServiceOptions) {
  const { db } = opts.database;
  const now = opts.now ?? Date.now;
  const windowMs = opts.rateLimit.windowSeconds * 1000;
  const byIp = new RateLimiter(opts.rateLimit.perIp, windowMs, now);
  const byEmail = new RateLimiter(opts.rateLimit.perEmail, windowMs, now);

  function limit(action: 'sign-in' | 'sign-up', ip: string, email: string) {
    for (const [limiter, key] of [
      [byIp, `${action}:ip:${ip}`],
      [byEmail, `${action}:email:${email.toLowerCase()}`],
    ] as const) {
      const { allowed, retryAfterSeconds } = limiter.hit(key);
      if (!allowed) {
        const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
        throw tooMany(
          `Too many ${action} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          retryAfterSeconds,
        );
      }
    }
  }

  async function startSession(user: repo.UserRow, familyId: string = randomUUID()): Promise<Session> {
    const refresh = randomToken(32);
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(now() + opts.refreshTtlDays * 86_400_000),
    });
    const access = await opts.tokens.signAccess(user, familyId);
    return { access, refresh, user_id: user.id, email: user.email, first_name: user.firstName };
  }

  return {
    async register(
      input: { email: string; password: string; profile: { first_name: string; phone_number: string } },
      ip: string,
    ): Promise<Session> {
      limit('sign-up', ip, input.email);
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser(db, {
        email: input.email,
        passwordHash,
        firstName: input.profile.first_name,
        phoneNumber: input.profile.phone_number,
      });
      if (!user) throw badRequest(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
      return startSession(user);
    },

    async login(input: LoginRequest, ip: string): Promise<Session> {
      limit('sign-in', ip, input.email);
      const user = await repo.findUserByEmail(db, input.email);
      if (!user) {
        await burnPasswordCheck(input.password);
        throw unauthorized(INVALID_LOGIN);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(INVALID_LOGIN);
      return startSession(user);
    },

    /** Rotates a refresh token. A token presented twice revokes its whole family. */
    async refresh(token: string): Promise<{ access: string; refresh: string }> {
      const row = await repo.findRefreshToken(db, sha256(token));
      if (!row) throw unauthorized('Invalid refresh token.');
      const at = new Date(now());
      if (row.revokedAt) throw unauthorized(SESSION_ENDED);
      if (row.usedAt) {
        await repo.revokeFamily(db, row.familyId, at);
        throw unauthorized(SESSION_ENDED);
      }
      if (row.expiresAt.getTime() <= now()) throw unauthorized(SESSION_ENDED);
      if (!(await repo.markRefreshTokenUsed(db, row.id, at))) {
        await repo.revokeFamily(db, row.familyId, at);
        throw unauthorized(SESSION_ENDED);
      }
      const user = await repo.findUserById(db, row.userId);
      if (!user) throw unauthorized(SESSION_ENDED);
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

    async profile(userId: string) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized(SESSION_ENDED);
      return {
        user_id: user.id,
        email: user.email,
        first_name: user.firstName,
        phone_number: user.phoneNumber,
      };
    },
  };
}
