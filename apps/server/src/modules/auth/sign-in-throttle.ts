import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '#db/client.ts';
import { tooMany } from '#lib/errors.ts';
import { sha256 } from '#lib/ids.ts';
import {
  clearCounter,
  type FailurePolicy,
  hitWindow,
  readCounters,
  recordFailure,
} from '#lib/rate-limiter.ts';

export interface SignInThrottleOptions {
  database: Database;
  /** Wrong passwords from one address (any account) before that address waits; sign-ups per address. */
  perAddress: number;
  /** Wrong passwords for one account from one address before that pair waits; sign-ups per e-mail. */
  perAccountAddress: number;
  /** The sign-up window, and the longest wait a sign-in delay grows to. */
  windowSeconds: number;
  /**
   * Wrong passwords for one account from every address (within a day) past which each address
   * gets a single free try at it before its delays start: guessing spread over many addresses is
   * slowed, and the owner, from an address that has not failed, still signs in.
   */
  accountCeiling?: number;
  now?: () => number;
}

/** The first wait; each further failure doubles it, up to the window. */
const BASE_DELAY_MS = 30_000;
/** Failures are forgotten a day after the last one (a success forgets its pair's at once). */
const FORGET_MS = 24 * 3600_000;
/** The account ceiling is this many times the pair threshold (100 with the default 5). */
const ACCOUNT_CEILING_FACTOR = 20;
const NEVER = 2_147_483_647;

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

function waitText(ms: number): { text: string; seconds: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return { text: `${seconds} second${seconds === 1 ? '' : 's'}`, seconds };
  const minutes = Math.ceil(seconds / 60);
  return { text: `${minutes} minute${minutes === 1 ? '' : 's'}`, seconds };
}

function tooManyAttempts(action: 'sign-in' | 'sign-up', waitMs: number) {
  const wait = waitText(waitMs);
  return tooMany(`Too many ${action} attempts. Please wait ${wait.text} and try again.`, wait.seconds);
}

/**
 * Sign-in throttling on the shared counters (decision 096): wrong passwords are counted per
 * (account, address), per address and per account. A pair or an address that reaches its
 * threshold waits 30 s, then twice as long after each further failure (capped); the account count
 * only lowers the pair threshold, so nobody can lock an owner out from elsewhere. A success forgets
 * its pair. Answers 429 with Retry-After while waiting.
 */
export function createSignInThrottle(opts: SignInThrottleOptions) {
  const { database } = opts;
  const clock = opts.now ?? Date.now;
  const maxDelayMs = Math.max(1000, opts.windowSeconds * 1000);
  const policy = (threshold: number): FailurePolicy => ({
    forgetMs: Math.max(FORGET_MS, maxDelayMs),
    threshold,
    baseDelayMs: Math.min(BASE_DELAY_MS, maxDelayMs),
    maxDelayMs,
  });
  const accountCeiling = opts.accountCeiling ?? opts.perAccountAddress * ACCOUNT_CEILING_FACTOR;

  function keys(email: string, ip: string) {
    const account = sha256(email.trim().toLowerCase());
    const address = normalizeIP(ip);
    return {
      pair: `sign-in:pair:${sha256(`${account}|${address}`)}`,
      address: `sign-in:address:${address}`,
      account: `sign-in:account:${account}`,
    };
  }

  return {
    /** Throws 429 while this account-and-address pair, or this address, has to wait. */
    async check(email: string, ip: string): Promise<void> {
      const now = clock();
      const k = keys(email, ip);
      const rows = await readCounters(database, [k.pair, k.address], now);
      const until = Math.max(rows.get(k.pair)?.blockedUntil ?? 0, rows.get(k.address)?.blockedUntil ?? 0);
      if (until > now) throw tooManyAttempts('sign-in', until - now);
    },

    /** Counts a wrong password (or an unknown account) for the pair, the address and the account. */
    async failed(email: string, ip: string): Promise<void> {
      const now = clock();
      const k = keys(email, ip);
      const account = await recordFailure(database, k.account, now, policy(NEVER));
      const pairThreshold = account.hits > accountCeiling ? 1 : opts.perAccountAddress;
      await recordFailure(database, k.pair, now, policy(pairThreshold));
      await recordFailure(database, k.address, now, policy(opts.perAddress));
    },

    /** A right password forgets this pair's failures. */
    async succeeded(email: string, ip: string): Promise<void> {
      await clearCounter(database, keys(email, ip).pair);
    },

    /** Counts a sign-up from this address and for this e-mail within the window; 429 past either limit. */
    async countSignUp(email: string, ip: string): Promise<void> {
      const limits: [string, number][] = [
        [`sign-up:address:${normalizeIP(ip)}`, opts.perAddress],
        [`sign-up:email:${sha256(email.trim().toLowerCase())}`, opts.perAccountAddress],
      ];
      for (const [key, max] of limits) {
        const { hits, ttlMs } = await hitWindow(database, key, opts.windowSeconds * 1000, clock());
        if (hits > max) throw tooManyAttempts('sign-up', ttlMs);
      }
    },
  };
}
