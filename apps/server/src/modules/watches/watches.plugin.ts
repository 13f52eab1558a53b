import type { NoticeKind, Watch } from '@homie/contracts/watches';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicSweep } from '#lib/periodic-sweep.ts';
import { deleteWatchesOfAccount } from './watches.repository.ts';
import watchesRoutes from './watches.routes.ts';
import {
  appealDatesOf,
  confirmWatchLink,
  listWatches,
  removeWatch,
  type SweepResult,
  sweepReminders,
  unsubscribe,
  type Watcher,
  type WatchesContext,
  watchHome,
} from './watches.service.ts';

/** The hearing the owner recorded on their paid order of a job's home, still undecided, and its roll year. */
export type HearingReader = (
  jobId: string,
  userId: string,
) => Promise<{ hearingOn: string; rollYear: number } | null>;

/** What other code may use of watches: a home watched for its appeal dates (decision 228). */
export interface WatchesService {
  /** Watches the job's home; with a notice received, reminds of its own last day too (decision 241). */
  watch(jobId: string, who: Watcher, notice?: { kind: NoticeKind; mailed_on: string }): Promise<Watch>;
  list(userId: string): Promise<Watch[]>;
  remove(id: string, userId: string): Promise<void>;
  confirm(token: string): Promise<Watch>;
  unsubscribe(watchId: string, signature: string): Promise<void>;
  /** A home's appeal dates as an iCalendar file (RFC 5545), for a job the caller may act on. */
  calendar(
    jobId: string,
    who: Pick<Watcher, 'userId' | 'browserKey'>,
    notice?: { kind: NoticeKind; mailedOn: string },
  ): Promise<string>;
  /**
   * Where the sweep reads a hearing date to remind of (decision 241: a hook the appeals module, which
   * owns them and is registered later, fills; decision 153). None until then.
   */
  hearingDatesWith(reader: HearingReader): void;
  /** One run of the reminder sweep (the hourly timer's; tests call it with a moved clock). */
  sweep(): Promise<SweepResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    watches: WatchesService;
  }
}

/** The sweep's first run after start-up: soon, so reminders missed while down go out (decision 228). */
const FIRST_RUN_MS = 10_000;

/** Watch a home (issue 52) on the module recipe (decision 144). */
export const watchesPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx: WatchesContext = {
      database: app.database,
      clock: app.clock,
      mailer: app.mailer,
      jobs: app.properties.analysisJobs,
      hasPaidOrder: async (jobId, userId) => (await app.payments.findPaidOrder(jobId, { userId })) !== null,
      languageOf: (userId) => app.auth.languageOf(userId),
      mail: {
        publicUrl: app.config.publicUrl,
        postalAddress: app.config.watches.postalAddress,
        unsubscribeMailto: app.config.watches.unsubscribeMailto,
      },
      reappraise: (jobId, rollYear) => app.properties.reappraise(jobId, rollYear),
      hearingOf: (jobId, userId) => hearingReader(jobId, userId),
      secret: app.config.jwtSecret,
      log: app.log,
    };
    let hearingReader: HearingReader = async () => null;
    const watches: WatchesService = {
      watch: (jobId, who, notice) => watchHome(ctx, jobId, who, notice),
      list: (userId) => listWatches(ctx, userId),
      remove: (id, userId) => removeWatch(ctx, id, userId),
      confirm: (token) => confirmWatchLink(ctx, token),
      unsubscribe: (watchId, signature) => unsubscribe(ctx, watchId, signature),
      calendar: (jobId, who, notice) => appealDatesOf(ctx, jobId, who, notice),
      sweep: () => sweepReminders(ctx),
      hearingDatesWith: (reader) => {
        hearingReader = reader;
      },
    };
    app.decorate('watches', watches);
    // Account deletion's part of watches (decision 153): the account's watches and its address's.
    app.auth.onAccountErasure((tx, user) => deleteWatchesOfAccount(tx, user.id, user.emailLower));
    const { sweepIntervalMs } = app.config.watches;
    const sweeper = createPeriodicSweep({
      sweep: watches.sweep,
      intervalMs: sweepIntervalMs,
      firstRunMs: Math.min(FIRST_RUN_MS, sweepIntervalMs),
      log: app.log,
      onResult: (result) => {
        if (result.sent || result.rechecked || result.expired) app.log.info(result, 'watches swept');
      },
      failureMessage: 'the watch reminder sweep failed; it runs again later',
    });
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
    await app.register(watchesRoutes, { watches });
  },
  {
    name: 'watches',
    fastify: '5.x',
    dependencies: ['auth', 'caller-identity', 'properties', 'payments'],
    decorators: { fastify: ['config', 'database', 'mailer', 'clock', 'auth', 'properties', 'payments'] },
  },
);
