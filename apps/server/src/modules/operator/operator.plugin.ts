import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operatorEmail } from './operator.roles.ts';
import operatorRoutes from './operator.routes.ts';

/** What other modules (auth's profile) may use of the operator module. */
export interface OperatorPublicService {
  /** Whether the user holds the operator role now (read on every call; decision 103). */
  isOperator(userId: string): Promise<boolean>;
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
