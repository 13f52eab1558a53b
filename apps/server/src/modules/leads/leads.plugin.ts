import { currentRollYear } from '@homie/contracts/appeal-calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operatorMailContext } from '#lib/operator-mail.ts';
import { deleteLeadsOfUser } from './leads.repository.ts';
import leadsRoutes from './leads.routes.ts';
import { type LeadsContext, type ParsedLead, signUpForAssessment } from './leads.service.ts';

/** What other code may use of leads: the free assessment sign-up. */
export interface LeadsService {
  /**
   * Stores the sign-up (one per e-mail and address) and tells the operator the first time; `year`
   * is the free assessment's.
   */
  signUp(
    lead: ParsedLead,
    /** The signed-in caller who gives it (decision 206), or null for a visitor. */
    userId: string | null,
    log?: LeadsContext['log'],
  ): Promise<{ id: string; created: boolean; year: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
  }
}

/** The "Your savings" tab's free assessment sign-up (spec §4, issue 19) on the module recipe (decision 144). */
export const leadsPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx: LeadsContext = {
      ...operatorMailContext(app),
      async rollYearOf(jobId) {
        const stored = jobId ? await app.properties.analysisJobs.result(jobId) : null;
        return stored?.valuation?.roll_year ?? currentRollYear(app.clock.now());
      },
      log: app.log,
    };
    const leads: LeadsService = {
      signUp: (lead, userId, log) => signUpForAssessment(log ? { ...ctx, log } : ctx, lead, userId),
    };
    app.decorate('leads', leads);
    // Account deletion's part of leads (decisions 153, 206): the sign-ups the account gave signed in.
    app.auth.onAccountErasure((tx, user) => deleteLeadsOfUser(tx, user.id));
    await app.register(leadsRoutes, { leads });
  },
  {
    name: 'leads',
    fastify: '5.x',
    dependencies: ['auth', 'caller-identity', 'properties'],
    decorators: { fastify: ['config', 'database', 'mailer', 'auth', 'properties', 'clock'] },
  },
);

export type { ParsedLead } from './leads.service.ts';
