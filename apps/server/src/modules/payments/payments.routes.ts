import { API_PATHS } from '@homie/contracts/routes';
import {
  createPaymentSessionBodySchema,
  createPaymentSessionResponseSchema,
  flowStatusResponseSchema,
  historyIdParamsSchema,
  orderSchema,
  paymentCancelResponseSchema,
  paymentSuccessResponseSchema,
  sessionIdParamsSchema,
  sessionIdQuerySchema,
  sessionInfoResponseSchema,
} from '@homie/contracts/payments';
import {
  claimOrdersResponseSchema,
  homeOrderResponseSchema,
  orderIdParamsSchema,
  orderSummarySchema,
  ordersResponseSchema,
  restoreOrderBodySchema,
  restoreOrderResponseSchema,
} from '@homie/contracts/paid-orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '#lib/errors.ts';
import { cancelPayment, confirmSuccess, getFlowStatus, getSessionInfo } from './payment-flow.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import { claimOrders, getOrderSummary, listOrders } from './payments.orders.ts';
import { restoreOrder } from './payments.receipt.ts';
import { createPaymentSession, findOrderForJob, findPaidOrderForHome } from './payments.service.ts';
import sandboxCheckoutRoutes, { sandboxRetiredRoutes } from './sandbox-checkout.routes.ts';
import stripeRoutes from './stripe.routes.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';

/** Payments API of spec §7 plus the checkout pages and the Stripe webhook (payments.plugin.ts builds ctx). */
export default async function paymentsRoutes(
  app: FastifyInstance,
  opts: { ctx: PaymentsContext },
): Promise<void> {
  const { config } = app;
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const identify = app.identifyCaller;
  // Polling is per session: 2 requests a second per dialog, with room for a second tab.
  const pollLimit = {
    max: 600,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) =>
      `${req.ip}:${(req.params as { session_id?: string }).session_id ?? ''}`,
  };

  r.post(
    API_PATHS.payments.createSession,
    {
      preHandler: identify,
      schema: { body: createPaymentSessionBodySchema, response: { 200: createPaymentSessionResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      createPaymentSession(ctx, {
        historyId: request.body.history_id,
        tier: request.body.tier,
        caller: request.caller,
        customerEmail: request.user?.email,
        guestEmail: request.body.email,
        notice: request.body.notice,
        language: requestLocale(request),
      }),
  );

  r.get(
    API_PATHS.payments.sessionInfo,
    {
      preHandler: identify,
      schema: { params: sessionIdParamsSchema, response: { 200: sessionInfoResponseSchema } },
      config: { rateLimit: pollLimit },
    },
    async (request) => ({
      success: true,
      session: await getSessionInfo(ctx, request.params.session_id, request.caller),
    }),
  );

  r.get(
    API_PATHS.payments.flowStatus,
    {
      preHandler: identify,
      schema: { params: sessionIdParamsSchema, response: { 200: flowStatusResponseSchema } },
      config: { rateLimit: pollLimit },
    },
    async (request) => ({
      success: true,
      status: await getFlowStatus(ctx, request.params.session_id, request.caller),
    }),
  );

  r.get(
    API_PATHS.payments.success,
    {
      preHandler: identify,
      schema: { querystring: sessionIdQuerySchema, response: { 200: paymentSuccessResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => confirmSuccess(ctx, request.query.session_id, request.caller, requestLocale(request)),
  );

  r.get(
    API_PATHS.payments.cancel,
    {
      preHandler: identify,
      schema: { querystring: sessionIdQuerySchema, response: { 200: paymentCancelResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => cancelPayment(ctx, request.query.session_id, request.caller),
  );

  r.get(
    API_PATHS.orders.byJob,
    {
      preHandler: identify,
      schema: { params: historyIdParamsSchema, response: { 200: orderSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const order = await findOrderForJob(ctx.database, request.params.history_id, request.caller);
      if (!order) throw notFound('No order for this analysis.', 'order_not_found');
      return order;
    },
  );

  r.get(
    API_PATHS.orders.forHome,
    {
      preHandler: identify,
      schema: { params: historyIdParamsSchema, response: { 200: homeOrderResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const paid = await findPaidOrderForHome(ctx, request.params.history_id, request.caller);
      return { order_id: paid?.id ?? null };
    },
  );

  r.get(
    API_PATHS.orders.list,
    {
      preHandler: identify,
      schema: { response: { 200: ordersResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({
      orders: await listOrders(ctx.database, ctx, request.caller, ctx.clock.now()),
    }),
  );

  r.get(
    API_PATHS.orders.order,
    {
      preHandler: identify,
      schema: { params: orderIdParamsSchema, response: { 200: orderSummarySchema } },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) =>
      getOrderSummary(ctx.database, ctx, request.params.order_id, request.caller, ctx.clock.now()),
  );

  r.post(
    API_PATHS.orders.claim,
    {
      preHandler: app.authenticate,
      schema: { response: { 200: claimOrdersResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({ claimed: await claimOrders(ctx.database, request.caller, ctx.clock.now()) }),
  );

  r.post(
    API_PATHS.orders.restore,
    {
      schema: { body: restoreOrderBodySchema, response: { 200: restoreOrderResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => restoreOrder(ctx, { orderId: request.body.order_id, key: request.body.key }),
  );

  if (ctx.provider.name === 'sandbox') {
    if (config.nodeEnv === 'production') {
      // Only reachable with ALLOW_SANDBOX_PAYMENTS=true (loadConfig refuses otherwise): say it loudly.
      app.log.warn(
        { allowSandboxPayments: config.allowSandboxPayments },
        'PAYMENTS RUN ON THE SANDBOX CHECKOUT: test cards unlock every plan and no money is taken (ALLOW_SANDBOX_PAYMENTS=true). Set STRIPE_SECRET_KEY to take real payments.',
      );
    }
    await app.register(sandboxCheckoutRoutes, { ctx });
  } else {
    await app.register(sandboxRetiredRoutes);
  }
  await app.register(stripeRoutes, {
    ctx,
    webhookSecret: config.stripeWebhookSecret,
    stripeSecretKey: config.stripeSecretKey,
  });
}
