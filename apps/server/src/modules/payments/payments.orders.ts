import { isoCalendarDate } from '@homie/contracts/appeals-dates';
import { californiaDate, daysUntil, longCalendarDate } from '@homie/contracts/appeal-calendar';
import { noticeOfRow, orderDeadline } from '@homie/contracts/notice-appeals';
import { COUNTIES } from '@homie/contracts/counties';
import type { AppealOutcome, AppealProgress, OrderSummary } from '@homie/contracts/paid-orders';
import { PLANS } from '@homie/contracts/payments';
import type { Database } from '#db/client.ts';
import type { AnalysisJobReader } from '#modules/properties/properties.plugin.ts';
import { unauthorized } from '#lib/errors.ts';
import { requireCredentials, requireOwned } from './paid-order.access.ts';
import { type Caller, guestTokenHash } from './payments.context.ts';
import { findCreditOfOrder } from './payments.credits.ts';
import * as repo from './payments.repository.ts';
import { findOwnedOrder } from './payments.service.ts';

/**
 * The caller's orders as the paid screens and the dashboard's "My appeals" read them (decision 106):
 * each with the home it was bought for, named from its own analysis (never from what the browser
 * looked up last), its plan, its next deadline and what has been done with it.
 */

export const ORDER_MESSAGES = {
  noCredentials: 'Sign in, or continue in the browser you paid in, to see your orders.',
} as const;

/** What the appeals module recorded for an order (decision 153): its form, its draft, the board's outcome. */
export interface OrderExtras {
  form_generated: boolean;
  has_draft: boolean;
  /** Filed and the hearing date, as the buyer recorded them (decision 240). */
  progress: AppealProgress;
  outcome:
    | (Omit<AppealOutcome, 'has_notice' | 'reported_at'> & { notice_key: string | null; reported_at: Date })
    | null;
}

/** Reads what was recorded for an order beyond payments' own tables. */
export type OrderExtrasReader = (orderId: string) => Promise<OrderExtras>;

/** Without a registered reader (payments built without appeals): nothing recorded. */
export const NOTHING_RECORDED: OrderExtrasReader = async () => ({
  form_generated: false,
  has_draft: false,
  progress: { filed_on: null, filed_how: null, hearing_on: null },
  outcome: null,
});

/** How the order screens reach what other modules recorded: analysis jobs, and appeals' reader. */
export interface OrderReaders {
  jobs: AnalysisJobReader;
  /** Filled by the appeals plugin through `app.payments.describeOrdersWith` (decision 153). */
  extras: OrderExtrasReader;
}

export async function summarizeOrder(
  database: Database,
  readers: OrderReaders,
  order: repo.OrderRow,
  now: Date,
): Promise<OrderSummary> {
  const { jobs } = readers;
  const [property, extras, mail, credit, withCredit, versions] = await Promise.all([
    jobs.property(order.job_id),
    readers.extras(order.id),
    repo.findOrderMail(database, order.id),
    findCreditOfOrder(database, order.id),
    order.status === 'paid' ? repo.paidWithCredit(database, order.id) : Promise.resolve(false),
    jobs.versionsOf(order.job_id),
  ]);
  const county = property?.county ?? null;
  const notice = noticeOfRow(order);
  // The order's own last day: its notice's limit, else its roll year's period (decisions 226, 246).
  const today = californiaDate(now);
  const due = county
    ? orderDeadline(county, order.paid_at ? new Date(order.paid_at) : now, notice, today)
    : null;
  const deadline: OrderSummary['deadline'] = due
    ? {
        label: due.label,
        date: isoCalendarDate(due.closes),
        date_text: longCalendarDate(due.closes),
        days_left: daysUntil(today, due.closes),
        state: due.state,
      }
    : null;
  const paid = order.status === 'paid';
  return {
    order_id: order.id,
    history_id: order.job_id,
    version_ids: versions,
    tier: order.tier,
    plan_name: PLANS[order.tier].name,
    amount_cents: order.amount_cents,
    status: order.status,
    paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    paid_with_credit: withCredit,
    property: {
      address: property?.address || 'Address not recorded',
      county,
      county_name: county ? `${COUNTIES[county].name} County` : null,
    },
    deadline,
    notice,
    can_upgrade: paid && order.tier === 'basic',
    form_generated: extras.form_generated,
    has_draft: extras.has_draft,
    can_report_outcome: paid,
    progress: extras.progress,
    outcome: extras.outcome
      ? {
          decided_on: extras.outcome.decided_on,
          outcome: extras.outcome.outcome,
          value_decided: extras.outcome.value_decided,
          has_notice: Boolean(extras.outcome.notice_key),
          reported_at: new Date(extras.outcome.reported_at).toISOString(),
        }
      : null,
    credit,
    letter_email: (order.user_id ? mail?.account_email : mail?.buyer_email) ?? null,
  };
}

/** GET /api/orders: every order of the signed-in user and of the guest token sent. */
export async function listOrders(
  database: Database,
  readers: OrderReaders,
  caller: Caller,
  now: Date,
): Promise<OrderSummary[]> {
  if (!caller.userId && !caller.guestToken) return [];
  const rows = await repo.findOrdersOfOwner(database, caller.userId, guestTokenHash(caller));
  return Promise.all(rows.map((row) => summarizeOrder(database, readers, row, now)));
}

/** GET /api/orders/:order_id: one order of the caller; 404 for any other. */
export async function getOrderSummary(
  database: Database,
  readers: OrderReaders,
  orderId: string,
  caller: Caller,
  now: Date,
): Promise<OrderSummary> {
  requireCredentials(caller, ORDER_MESSAGES.noCredentials);
  const order = requireOwned(await findOwnedOrder(database, orderId, caller));
  return summarizeOrder(database, readers, order, now);
}

/** POST /api/orders/claim: the guest token's orders become the signed-in user's (decision 106). */
export async function claimOrders(database: Database, caller: Caller, now: Date): Promise<number> {
  const hash = guestTokenHash(caller);
  if (!caller.userId) throw unauthorized('Sign in to keep your orders in your account.');
  if (!hash) return 0;
  return repo.claimGuestOrders(database, hash, caller.userId, now);
}
