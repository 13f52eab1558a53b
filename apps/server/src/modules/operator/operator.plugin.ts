import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '#lib/errors.ts';
import { type AuditEntry, recordAudit } from './operator.repository.ts';
import { operatorEmail } from './operator.roles.ts';
import operatorRoutes, { NOT_AN_OPERATOR } from './operator.routes.ts';
import type { Operator } from './operator.service.ts';

/** What other modules (auth's profile, appeals' credit review) may use of the operator module. */
export interface OperatorPublicService {
  /** Whether the user holds the operator role now (read on every call; decision 103). */
  isOperator(userId: string): Promise<boolean>;
  /**
   * A back-office route another module serves (decision 212: the credit review) calls this first:
   * a valid session (401) and the operator role read now (403); answers who the operator is.
   */
  requireOperator(request: FastifyRequest): Promise<Operator>;
  /** Records what an operator did in the back office's audit trail (decision 105). */
  recordAudit(operator: Operator, entry: Omit<AuditEntry, 'operatorId' | 'operatorEmail'>): Promise<void>;
  /** Records what the server did on its own (the MLS sync), `actor` naming it in the trail (decision 239). */
  recordSystemAudit(actor: string, entry: Omit<AuditEntry, 'operatorId' | 'operatorEmail'>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operator: OperatorPublicService;
  }
}

/**
 * The brokerage's back office (/api/operator/*, issue 19, decisions 103-105) on the module recipe
 * (decision 144). Its routes check the session and the operator role on every request.
 */
export const operatorPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('operator', {
      isOperator: async (userId) => Boolean(await operatorEmail(app.database, userId)),
      requireOperator: async (request) => {
        await app.authenticate(request);
        const user = request.user!;
        const email = await operatorEmail(app.database, user.id);
        if (!email) throw forbidden(NOT_AN_OPERATOR);
        return { id: user.id, email };
      },
      recordAudit: (operator, entry) =>
        recordAudit(app.database, { operatorId: operator.id, operatorEmail: operator.email, ...entry }),
      recordSystemAudit: (actor, entry) =>
        recordAudit(app.database, { operatorId: null, operatorEmail: actor, ...entry }),
    } satisfies OperatorPublicService);
    await app.register(operatorRoutes);
  },
  {
    name: 'operator',
    fastify: '5.x',
    dependencies: ['bearer-auth'],
    decorators: { fastify: ['config', 'database', 'clock', 'authenticate'] },
  },
);

// The command line grants and revokes the role (`npm run operator`, cli/operator.ts).
export { grantOperator, type RoleChange, revokeOperator } from './operator.roles.ts';
export type { Operator } from './operator.service.ts';
