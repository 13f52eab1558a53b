import type { Database } from '#db/client.ts';
import type { Mailer } from '#lib/mailer.ts';
import { insertContactMessage, markMailed } from './contact.repository.ts';

/**
 * Stores a contact message and mails it to the operator: through SMTP when configured, otherwise the
 * mail waits in the outbox (issue 19). Either way the operator area counts it as unread.
 */
export async function submitContactMessage(
  deps: { database: Database; mailer: Mailer; operatorAddress: string; smtpConfigured: boolean },
  input: { name: string; email: string; message: string; ip: string; userAgent: string | null },
): Promise<void> {
  const id = await insertContactMessage(deps.database.db, input);
  const { delivered } = await deps.mailer.send({
    to: deps.operatorAddress,
    subject: `Contact form: ${input.name}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
  });
  if (delivered) await markMailed(deps.database.db, id);
}
