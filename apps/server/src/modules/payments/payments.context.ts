import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import type { Mailer } from '#lib/mailer.ts';
import type { AnalysisJobReader } from '#modules/properties/properties.plugin.ts';
import type { Caller as CallerIdentity } from '#plugins/caller.ts';
import { sha256 } from '#lib/ids.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { JobCheck } from './payments.jobs.ts';
import type { OrderExtrasReader } from './payments.orders.ts';

/** Everything the payment rules need, built once per app by payments.routes.ts. */
export interface PaymentsContext {
  database: Database;
  provider: PaymentProvider;
  /** app.clock: tests move it to exercise expiry without waiting 30 minutes. */
  clock: Clock;
  /** Whether a plan can be bought for this analysis job (the properties module owns jobs). */
  checkJob(jobId: string): Promise<JobCheck>;
  /** The analysis jobs, read through the properties module's reader. */
  jobs: AnalysisJobReader;
  /** What the appeals module recorded for an order (its reader, registered by appeals: decision 153). */
  extras: OrderExtrasReader;
  /** Absolute base URL of this app, for provider redirects. */
  publicUrl: string;
  log: PaymentsLog;
  /** app.mailer: the receipt of a paid order (decision 211). */
  mailer?: Mailer;
  /** The language an account chose (auth's), null until chosen: its receipt is in it (decision 263). */
  languageOf?: (userId: string) => Promise<string | null>;
}

export interface PaymentsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Who is asking (plugins/caller.ts); rules also take a partial one (e.g. the user alone). */
export type Caller = Partial<CallerIdentity>;

export function guestTokenHash(caller: Caller): string | null {
  const token = caller.guestToken?.trim();
  return token ? sha256(token) : null;
}

/** True when the caller is the order's owner (its user, or the holder of its guest token). */
export function ownsOrder(
  order: { user_id: string | null; guest_token_hash: string | null },
  caller: Caller,
): boolean {
  if (order.user_id && caller.userId && order.user_id === caller.userId) return true;
  const hash = guestTokenHash(caller);
  return Boolean(order.guest_token_hash && hash && order.guest_token_hash === hash);
}
