import { API_PATHS } from '@homie/contracts/routes';
import { Readable } from 'node:stream';
import {
  auditItemSchema,
  pipelineSchema,
  type ExportKind,
  exportParamsSchema,
  exportQuerySchema,
  inboxQuerySchema,
  leadItemSchema,
  messageDetailSchema,
  messageItemSchema,
  messagesQuerySchema,
  OPERATOR_API,
  operatorIdParamsSchema,
  orderItemSchema,
  ordersQuerySchema,
  outboxIdParamsSchema,
  outboxItemSchema,
  outboxMessageSchema,
  pageSchema,
  searchPageQuerySchema,
  statusChangeSchema,
  summarySchema,
  userDetailSchema,
  userItemSchema,
} from '@homie/contracts/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '#lib/errors.ts';
import { operatorEmail } from './operator.roles.ts';
import { exportCsv } from './operator.export.ts';
import { createOperatorService, type Operator } from './operator.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator;
  }
}

export const NOT_AN_OPERATOR = 'This area is for the brokerage’s operators.';

/**
 * /api/operator/*: the brokerage's back office (issue 19, decisions 103-105). Every route of this
 * plugin passes one onRequest hook: a valid session (401 otherwise: visitor, guest, ended session),
 * then the operator role read from the database on each request (403 otherwise, so a removed
 * operator's still-valid token is refused at once).
 */
export default async function operatorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOperatorService({
    database: app.database,
    operatorAddress: app.config.contactTo,
    smtpConfigured: Boolean(app.config.smtpUrl),
    mailFrom: app.config.mailFrom,
    clock: app.clock,
  });

  app.decorateRequest('operator', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await app.authenticate(request);
    const user = request.user!;
    const email = await operatorEmail(app.database, user.id);
    if (!email) throw forbidden(NOT_AN_OPERATOR);
    request.operator = { id: user.id, email };
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const me = (request: FastifyRequest) => request.operator!;
  const idParams = { params: operatorIdParamsSchema };

  app.get(OPERATOR_API.summary, { schema: { response: { 200: summarySchema } } }, (request) =>
    service.summary(me(request)),
  );

  app.get(OPERATOR_API.pipeline, { schema: { response: { 200: pipelineSchema } } }, () => service.pipeline());

  app.get(
    OPERATOR_API.messages,
    { schema: { querystring: messagesQuerySchema, response: { 200: pageSchema(messageItemSchema) } } },
    (request) => service.messages(request.query),
  );
  app.get(
    API_PATHS.operator.message,
    { schema: { ...idParams, response: { 200: messageDetailSchema } } },
    (request) => service.message(me(request), request.params.id),
  );
  app.post(
    API_PATHS.operator.messageStatus,
    { schema: { ...idParams, body: statusChangeSchema, response: { 200: messageItemSchema } } },
    (request) => service.changeMessageStatus(me(request), request.params.id, request.body),
  );

  app.get(
    OPERATOR_API.leads,
    { schema: { querystring: inboxQuerySchema, response: { 200: pageSchema(leadItemSchema) } } },
    (request) => service.leads(request.query),
  );
  app.get(
    API_PATHS.operator.lead,
    { schema: { ...idParams, response: { 200: leadItemSchema } } },
    (request) => service.lead(me(request), request.params.id),
  );
  app.post(
    API_PATHS.operator.leadStatus,
    { schema: { ...idParams, body: statusChangeSchema, response: { 200: leadItemSchema } } },
    (request) => service.changeLeadStatus(me(request), request.params.id, request.body),
  );

  app.get(
    OPERATOR_API.orders,
    { schema: { querystring: ordersQuerySchema, response: { 200: pageSchema(orderItemSchema) } } },
    (request) => service.orders(request.query),
  );
  app.get(
    API_PATHS.operator.order,
    { schema: { ...idParams, response: { 200: orderItemSchema } } },
    (request) => service.order(me(request), request.params.id),
  );

  app.get(
    OPERATOR_API.users,
    { schema: { querystring: searchPageQuerySchema, response: { 200: pageSchema(userItemSchema) } } },
    (request) => service.users(request.query),
  );
  app.get(
    API_PATHS.operator.user,
    { schema: { ...idParams, response: { 200: userDetailSchema } } },
    (request) => service.user(me(request), request.params.id),
  );

  app.get(
    OPERATOR_API.outbox,
    { schema: { querystring: searchPageQuerySchema, response: { 200: pageSchema(outboxItemSchema) } } },
    (request) => service.outbox(request.query),
  );
  const mailParams = { params: outboxIdParamsSchema };
  app.get(
    API_PATHS.operator.outboxMail,
    { schema: { ...mailParams, response: { 200: outboxMessageSchema } } },
    (request) => service.outboxMessage(me(request), request.params.id),
  );
  app.get(API_PATHS.operator.outboxEml, { schema: mailParams }, async (request, reply) => {
    const eml = await service.outboxEml(me(request), request.params.id);
    return reply
      .header('content-type', 'message/rfc822')
      .header('content-disposition', `attachment; filename="homie-mail-${request.params.id}.eml"`)
      .send(eml);
  });
  app.post(
    API_PATHS.operator.outboxDelivered,
    { schema: { ...mailParams, response: { 200: outboxItemSchema } } },
    (request) => service.markDelivered(me(request), request.params.id),
  );

  app.get(
    OPERATOR_API.audit,
    { schema: { querystring: searchPageQuerySchema, response: { 200: pageSchema(auditItemSchema) } } },
    (request) => service.audit(request.query),
  );

  app.get(
    API_PATHS.operator.export,
    { schema: { params: exportParamsSchema, querystring: exportQuerySchema } },
    async (request, reply) => {
      const what = request.params.file.replace(/\.csv$/, '') as ExportKind;
      const filters = Object.fromEntries(Object.entries(request.query).filter(([, v]) => v !== undefined));
      await service.recordExport(me(request), what, filters);
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="homie-${what}-${day}.csv"`)
        .send(Readable.from(exportCsv(app.database, what, request.query)));
    },
  );
}
