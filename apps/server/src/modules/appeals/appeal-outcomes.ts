import { californiaDate } from '@homie/contracts/appeal-calendar';
import type { OrderSummary, ReportOutcomeBody } from '@homie/contracts/paid-orders';
import { badRequest, conflict, forbidden, unsupportedMediaType } from '#lib/errors.ts';
import { randomToken } from '#lib/ids.ts';
import { requireOwnedPaidOrder } from './appeal-drafts.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';

/**
 * The board's decision on a Success order's appeal, reported by its buyer on the dashboard
 * (decision 109). A denial or the board's withdrawal earns the credit for next year's Success plan.
 */

export const OUTCOME_MESSAGES = {
  successOnly:
    "Reporting the board's decision is part of the Success plan (its promise: next year free if the appeal fails).",
  future: 'The decision date cannot be in the future.',
  beforeOrder: 'The decision date is before you bought this plan: check the date on the notice.',
  noOutcome: "Report the board's decision first, then attach its notice.",
} as const;

const ymd = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export async function requireSuccessOrder(ctx: AppealsContext, orderId: string, caller: Caller) {
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  if (order.tier !== 'guarantee') throw forbidden(OUTCOME_MESSAGES.successOnly);
  return order;
}

export async function reportOutcome(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
  body: ReportOutcomeBody,
  now: Date,
): Promise<OrderSummary> {
  const order = await requireSuccessOrder(ctx, orderId, caller);
  if (body.decided_on > ymd(californiaDate(now))) throw badRequest(OUTCOME_MESSAGES.future);
  if (order.paid_at && body.decided_on < ymd(californiaDate(new Date(order.paid_at)))) {
    throw badRequest(OUTCOME_MESSAGES.beforeOrder);
  }
  await ctx.database.query(
    `insert into appeal_outcomes (order_id, decided_on, outcome, value_decided, reported_at, updated_at)
     values ($1, $2::date, $3, $4, $5, $5)
     on conflict (order_id) do update set decided_on = excluded.decided_on, outcome = excluded.outcome,
       value_decided = excluded.value_decided, updated_at = excluded.updated_at`,
    [order.id, body.decided_on, body.outcome, body.value_decided ?? null, now],
  );
  const property = await ctx.jobs.property(order.job_id);
  await ctx.orders.applyOutcomeToCredit(
    {
      id: order.id,
      tier: order.tier,
      paidAt: new Date(order.paid_at ?? now),
      owner: order.user_id
        ? { userId: order.user_id }
        : { guestTokenHash: order.guest_token_hash ?? ctx.orders.guestTokenHash(caller) ?? '' },
      propertyKey: property?.propertyKey ?? null,
    },
    body.outcome,
  );
  return ctx.orders.summarizeOrder(order, now);
}

/** The kind of a notice file from its first bytes: a PDF, a JPEG or a PNG; null for anything else. */
export function noticeKind(bytes: Uint8Array): 'pdf' | 'jpg' | 'png' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}

export interface NoticeStore {
  put(key: string, bytes: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** Throws a 507 when `bytes` more would cross the storage quota or the free-space reserve. */
  reserve(bytes: number): Promise<{ commit(): void; release(): void }>;
}

/** Attaches (or replaces) the notice of decision of a reported outcome. */
export async function attachNotice(
  ctx: AppealsContext,
  store: NoticeStore,
  orderId: string,
  caller: Caller,
  bytes: Buffer,
  now: Date,
): Promise<OrderSummary> {
  const order = await requireSuccessOrder(ctx, orderId, caller);
  const [outcome] = await ctx.database.query<{ notice_key: string | null }>(
    'select notice_key from appeal_outcomes where order_id = $1',
    [order.id],
  );
  if (!outcome) throw conflict(OUTCOME_MESSAGES.noOutcome);
  const kind = noticeKind(bytes);
  if (!kind) throw unsupportedMediaType('The notice must be a PDF, a JPEG or a PNG file.');
  const reservation = await store.reserve(bytes.length);
  const key = `notices/${order.id}/${randomToken(8)}.${kind}`;
  try {
    await store.put(key, bytes);
    await ctx.database.query(
      'update appeal_outcomes set notice_key = $2, notice_bytes = $3, updated_at = $4 where order_id = $1',
      [order.id, key, bytes.length, now],
    );
    reservation.commit();
  } catch (error) {
    reservation.release();
    await store.delete(key).catch(() => {});
    throw error;
  }
  if (outcome.notice_key) await store.delete(outcome.notice_key).catch(() => {});
  return ctx.orders.summarizeOrder(order, now);
}
