import type { Database } from '#db/client.ts';
import type { Mailer } from '#lib/mailer.ts';
import { insertContactMessage, markMailed } from './contact.repository.ts';

/** Stores a contact message; with SMTP configured, also mails it to the operator. */
export async function submitContactMessage(
  deps: { database: Database; mailer: Mailer; operatorAddress: string; smtpConfigured: boolean },
  input: { name: string; email: string; message: string; ip: string; userAgent: string | null },
): Promise<void> {
  const id = await insertContactMessage(deps.database.db, input);
  if (!deps.smtpConfigured) return;
  const { delivered } = await deps.mailer.send({
    to: deps.operatorAddress,
    subject: `Contact form: ${input.name}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
  });
  if (delivered) await markMailed(deps.database.db, id);
}
