import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Mailer } from './mailer.ts';

/**
 * What a module that stores a message and mails it to the operator works with (Contact Us, the
 * free assessment sign-up; issue 19): through SMTP when configured, otherwise the mail waits in the
 * outbox. Gathered once from the app by each module's plugin.
 */
export interface OperatorMailContext {
  database: Database;
  mailer: Mailer;
  /** Where the operator's mail goes (CONTACT_TO). */
  operatorAddress: string;
  smtpConfigured: boolean;
}

export function operatorMailContext(app: FastifyInstance): OperatorMailContext {
  return {
    database: app.database,
    mailer: app.mailer,
    operatorAddress: app.config.contactTo,
    smtpConfigured: Boolean(app.config.smtpUrl),
  };
}
