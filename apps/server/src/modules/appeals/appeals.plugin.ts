import type { AppealReport } from '@homie/contracts/appeals-report';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '#plugins/caller.ts';
import appealDraftsRoutes from './appeal-drafts.routes.ts';
import appealOutcomesRoutes from './appeal-outcomes.routes.ts';
import { createAppealsContext } from './appeals.context.ts';
import creditReviewRoutes from './credit-review.routes.ts';
import {
  eraseAppealsOfUser,
  findOrderExtras,
  findUndecidedHearing,
  storedNoticeBytes,
} from './appeals.repository.ts';
import appealsRoutes from './appeals.routes.ts';
import { getReport } from './appeals-report.service.ts';

/** What other modules may use of appeals. */
export interface AppealsService {
  /** The paid order's appeal report (the letter composed on read), for its owner only. */
  report(jobId: string, caller: Caller): Promise<AppealReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    appeals: AppealsService;
  }
}

/**
 * The county appeal package (decision 144's example module): form rules and PDFs, reports and the
 * letter e-mail, drafts and the board's outcome. It depends on the caller identity, the properties
 * module's analysis jobs and the payments module's orders, each through its public service.
 */
export const appealsPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx = createAppealsContext({
      database: app.database,
      clock: app.clock,
      storage: app.storage,
      payments: app.payments,
      analysisJobs: app.properties.analysisJobs,
      reappraise: (jobId, rollYear, valueDate) => app.properties.reappraise(jobId, rollYear, valueDate),
      evidence: app.evidence,
      mlsAttribution: app.config.reso?.attribution ?? null,
    });
    app.decorate('appeals', {
      report: (jobId, caller) => getReport(ctx, jobId, caller),
    } satisfies AppealsService);
    // Hooks on the modules appeals depends on (decision 153): what My appeals shows of an order, and
    // the account deletion's part of appeals (run before payments anonymises the orders).
    app.payments.describeOrdersWith((orderId) => findOrderExtras(app.database, orderId));
    // The watches sweep reminds of a recorded hearing (decision 241).
    app.watches.hearingDatesWith((jobId, userId) => findUndecidedHearing(app.database, jobId, userId));
    app.auth.onAccountErasure((tx, user) => eraseAppealsOfUser(tx, user.id));
    // Notices count in the tour captures' storage quota too: one quota over stored uploads (decision 204).
    app.tour.countStoredBytes(() => storedNoticeBytes(app.database));
    await app.register(appealsRoutes, { ctx });
    await app.register(appealDraftsRoutes, { ctx });
    await app.register(appealOutcomesRoutes, { ctx });
    await app.register(creditReviewRoutes, { ctx });
  },
  {
    name: 'appeals',
    fastify: '5.x',
    dependencies: [
      'caller-identity',
      'operator',
      'auth',
      'tour',
      'properties',
      'payments',
      'watches',
      'videos',
      'evidence',
    ],
    decorators: {
      fastify: [
        'database',
        'clock',
        'storage',
        'operator',
        'auth',
        'tour',
        'payments',
        'properties',
        'watches',
        'videos',
        'evidence',
      ],
    },
  },
);

export { filingWindowFor } from './report/filing-window.ts';
