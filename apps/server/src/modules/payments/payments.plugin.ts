import type { AppealCredit, AppealOutcomeKind, OrderSummary } from '@homie/contracts/paid-orders';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '#plugins/caller.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { guestTokenHash, type PaymentsContext } from './payments.context.ts';
import { applyOutcomeToCredit, reviewCredit } from './payments.credits.ts';
import { checkJob } from './payments.jobs.ts';
import {
  NOTHING_RECORDED,
  type OrderExtras,
  type OrderExtrasReader,
  summarizeOrder,
} from './payments.orders.ts';
import {
  eraseOrdersOfUser,
  findOrderMail,
  type OrderMailRow,
  type OrderRow,
  type OwnerRef,
} from './payments.repository.ts';
import paymentsRoutes from './payments.routes.ts';
import { createSandboxProvider } from './payments.sandbox.ts';
import { findOwnedOrder, findPaidOrderForJob, type PaidOrder } from './payments.service.ts';
import { createStripeProvider } from './payments.stripe.ts';

/** What other modules (appeals, evidence) may use of payments: orders as their owner sees them. */
export interface PaymentsService {
  /** The caller's paid order for the job (their account, or the guest token they hold), or null. */
  findPaidOrder(jobId: string, caller: Partial<Caller>): Promise<PaidOrder | null>;
  /** The caller's order by its id, or null when it is not theirs. */
  findOwnedOrder(orderId: string, caller: Partial<Caller>): Promise<OrderRow | null>;
  /** The order as My appeals shows it (GET /api/orders/:order_id). */
  summarizeOrder(order: OrderRow, now: Date): Promise<OrderSummary>;
  /** Who an order's letter may be e-mailed to without a confirmation, and its state. */
  orderMail(orderId: string): Promise<OrderMailRow | undefined>;
  /**
   * Grants (pending an operator's review) or withdraws the "Free next year" credit once the board
   * decided and its notice is uploaded (decisions 109, 212).
   */
  applyOutcomeToCredit(
    order: { id: string; tier: string; paidAt: Date; owner: OwnerRef; propertyKey: string | null },
    outcome: AppealOutcomeKind,
    evidence: { hasNotice: boolean },
  ): Promise<AppealCredit | null>;
  /** An operator approves or rejects a pending credit (decision 212); false unless it was pending. */
  reviewCredit(input: {
    creditId: string;
    status: 'approved' | 'rejected';
    by: string;
    note: string | null;
    now: Date;
  }): Promise<boolean>;
  /** The stored form of a caller's guest token (null without one). */
  guestTokenHash(caller: Partial<Caller>): string | null;
  /**
   * Registers the reader of what the appeals module recorded for an order (form generated, draft,
   * outcome), for the order summaries; the appeals plugin calls it (decision 153). Until then, and
   * without appeals, nothing is recorded.
   */
  describeOrdersWith(reader: OrderExtrasReader): void;
}

export interface PaymentsOptions {
  /** The checkout provider; by default Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  provider?: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/** Payments (spec §7): orders, checkouts, the sandbox pages and the Stripe webhook; decision 144. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: PaymentsOptions) => {
    const { config, database } = app;
    const jobs = app.properties.analysisJobs;
    // Appeals registers after payments (it depends on it): its reader is filled in then (decision 153).
    let extrasReader: OrderExtrasReader = NOTHING_RECORDED;
    const extras: OrderExtrasReader = (orderId) => extrasReader(orderId);
    const ctx: PaymentsContext = {
      database,
      provider:
        opts.provider ??
        (config.stripeSecretKey
          ? createStripeProvider({
              secretKey: config.stripeSecretKey,
              apiBase: config.stripeApiBase,
              publicUrl: config.publicUrl,
            })
          : createSandboxProvider()),
      clock: app.clock,
      checkJob: (id) => checkJob(jobs, id),
      jobs,
      extras,
      publicUrl: config.publicUrl,
      log: app.log,
      mailer: app.mailer,
      languageOf: (userId) => app.auth.languageOf(userId),
    };
    app.decorate('payments', {
      findPaidOrder: (jobId, caller) => findPaidOrderForJob(database, { jobId, ...caller }),
      findOwnedOrder: (orderId, caller) => findOwnedOrder(database, orderId, caller),
      summarizeOrder: (order, now) => summarizeOrder(database, { jobs, extras }, order, now),
      orderMail: (orderId) => findOrderMail(database, orderId),
      applyOutcomeToCredit: (order, outcome, evidence) =>
        applyOutcomeToCredit(database, order, outcome, evidence),
      reviewCredit: (input) => reviewCredit(database, input),
      guestTokenHash,
      describeOrdersWith: (reader) => {
        extrasReader = reader;
      },
    } satisfies PaymentsService);
    app.auth.onAccountErasure((tx, user) => eraseOrdersOfUser(tx, user.id));
    await app.register(paymentsRoutes, { ctx });
  },
  {
    name: 'payments',
    fastify: '5.x',
    dependencies: ['caller-identity', 'properties', 'auth'],
    decorators: { fastify: ['config', 'database', 'clock', 'mailer', 'properties', 'auth'] },
  },
);

export { type PaidOrder, toPaidOrder } from './payments.service.ts';
export { orderRollYear } from './payments.credits.ts';
export type { OrderMailRow, OrderRow, OwnerRef } from './payments.repository.ts';
export type { OrderExtras, OrderExtrasReader };
export { ACCESS_MESSAGES } from './paid-order.messages.ts';
export { requireCredentials, requireOwned, requirePaid } from './paid-order.access.ts';
