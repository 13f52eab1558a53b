import type { Clock } from '#lib/clock.ts';
import type { OperatorMailContext } from '#lib/operator-mail.ts';
import { insertContactMessage, markMailed, type NewContactMessage } from './contact.repository.ts';

/** What the contact service works with, gathered once by contact.plugin.ts. */
export interface ContactContext extends OperatorMailContext {
  clock: Clock;
}

export type ContactMessage = NewContactMessage;

/**
 * Stores a contact message and mails it to the operator: through SMTP when configured, otherwise the
 * mail waits in the outbox (issue 19). Either way the operator area counts it as unread.
 */
export async function submitContactMessage(deps: ContactContext, input: ContactMessage): Promise<void> {
  const id = await insertContactMessage(deps.database.db, input);
  const { delivered } = await deps.mailer.send({
    to: deps.operatorAddress,
    subject: `Contact form: ${input.name}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
    userId: input.userId,
  });
  if (delivered) await markMailed(deps.database.db, id, deps.clock.now());
}
