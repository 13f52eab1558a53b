import { addDays, type CalendarDate, isoCalendarDate, parseIsoDate } from '@homie/contracts/appeals-dates';
import { californiaDate, currentRollYear, longCalendarDate } from '@homie/contracts/appeal-calendar';
import {
  type AppealOutcomeKind,
  CREDIT_OUTCOMES,
  type OrderSummary,
  PROGRESS_MESSAGES,
  type RecordProgressBody,
  type ReportOutcomeBody,
} from '@homie/contracts/paid-orders';
import { badRequest, conflict, unsupportedMediaType } from '#lib/errors.ts';
import { randomToken } from '#lib/ids.ts';
import { requireOwnedPaidOrder } from './appeals.access.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';
import { findOutcomeNotice, setOutcomeNotice, upsertOutcome, upsertProgress } from './appeals.repository.ts';

/**
 * The board's decision on a paid order's appeal, reported by its buyer on the dashboard (decision
 * 109; any plan since decision 240, so every appeal's timeline reaches its decision). On a Success
 * order a denial or the board's withdrawal earns the credit for next year's Success plan.
 */

export const OUTCOME_MESSAGES = {
  future: 'The decision date cannot be in the future.',
  beforeOrder: 'The decision date is before you bought this plan: check the date on the notice.',
  noOutcome: "Report the board's decision first, then attach its notice.",
  tooEarly: (date: string) =>
    `The board cannot have decided before your application could be filed: for this plan the decision date must be after ${date}. Check the date on the notice.`,
} as const;

const ymd = isoCalendarDate;

export async function reportOutcome(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
  body: ReportOutcomeBody,
  now: Date,
): Promise<OrderSummary> {
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  if (body.decided_on > ymd(californiaDate(now))) throw badRequest(OUTCOME_MESSAGES.future);
  if (order.paid_at && body.decided_on < ymd(californiaDate(new Date(order.paid_at)))) {
    throw badRequest(OUTCOME_MESSAGES.beforeOrder);
  }
  // An outcome that earns a credit: the board decided after the application could be filed, i.e.
  // after the day of purchase and after the formal window opened (decision 212).
  if (CREDIT_OUTCOMES.includes(body.outcome)) {
    const earliest = earliestFiling(new Date(order.paid_at ?? now));
    if (body.decided_on <= ymd(earliest))
      throw badRequest(OUTCOME_MESSAGES.tooEarly(longCalendarDate(earliest)));
  }
  await upsertOutcome(ctx.database, {
    orderId: order.id,
    decidedOn: body.decided_on,
    outcome: body.outcome,
    valueDecided: body.value_decided ?? null,
    now,
  });
  const notice = await findOutcomeNotice(ctx.database, order.id);
  await applyCredit(ctx, order, caller, body.outcome, Boolean(notice?.notice_key), now);
  return ctx.orders.summarizeOrder(order, now);
}

/**
 * Where the appeal stands after the package (issue 52 item 5, decision 240): the day and way it was
 * filed and the hearing date, recorded by the order's buyer (any plan); null fields clear them.
 */
export async function recordProgress(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
  body: RecordProgressBody,
  now: Date,
): Promise<OrderSummary> {
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  const today = californiaDate(now);
  const filedOn = body.filed_on ?? null;
  const hearingOn = filedOn ? (body.hearing_on ?? null) : null;
  if (filedOn) {
    if (filedOn > ymd(today)) throw badRequest(PROGRESS_MESSAGES.filedFuture);
    if (order.paid_at && filedOn < ymd(californiaDate(new Date(order.paid_at))))
      throw badRequest(PROGRESS_MESSAGES.filedBeforeOrder);
    const filed = parseIsoDate(filedOn) as CalendarDate;
    if (hearingOn && hearingOn > ymd(addDays(filed, 3 * 366)))
      throw badRequest(PROGRESS_MESSAGES.hearingTooFar);
  }
  await upsertProgress(ctx.database, {
    orderId: order.id,
    progress: {
      filed_on: filedOn,
      filed_how: filedOn ? (body.filed_how ?? null) : null,
      hearing_on: hearingOn,
    },
    now,
  });
  return ctx.orders.summarizeOrder(order, now);
}

/** The day from which the order's appeal could be filed: its purchase, or the formal window's opening (July 2). */
export function earliestFiling(paidAt: Date): CalendarDate {
  const bought = californiaDate(paidAt);
  const opens = { year: currentRollYear(paidAt), month: 7, day: 2 };
  return ymd(bought) >= ymd(opens) ? bought : opens;
}

async function applyCredit(
  ctx: AppealsContext,
  order: Awaited<ReturnType<typeof requireOwnedPaidOrder>>,
  caller: Caller,
  outcome: AppealOutcomeKind,
  hasNotice: boolean,
  now: Date,
) {
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
    outcome,
    { hasNotice },
  );
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
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  const outcome = await findOutcomeNotice(ctx.database, order.id);
  if (!outcome) throw conflict(OUTCOME_MESSAGES.noOutcome);
  const kind = noticeKind(bytes);
  if (!kind) throw unsupportedMediaType('The notice must be a PDF, a JPEG or a PNG file.');
  const reservation = await store.reserve(bytes.length);
  const key = `notices/${order.id}/${randomToken(8)}.${kind}`;
  try {
    await store.put(key, bytes);
    await setOutcomeNotice(ctx.database, {
      orderId: order.id,
      noticeKey: key,
      noticeBytes: bytes.length,
      now,
    });
    reservation.commit();
  } catch (error) {
    reservation.release();
    await store.delete(key).catch(() => {});
    throw error;
  }
  if (outcome.notice_key) await store.delete(outcome.notice_key).catch(() => {});
  // With its notice, a reported denial earns its credit, pending an operator's review (decision 212).
  await applyCredit(ctx, order, caller, outcome.outcome, true, now);
  return ctx.orders.summarizeOrder(order, now);
}
