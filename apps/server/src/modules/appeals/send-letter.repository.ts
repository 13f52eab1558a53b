import { and, eq, gt, type InferModelFromColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { letterRecipients } from './appeals.schema.ts';

/**
 * Queries of the letter e-mail's confirmed recipients (letter_recipients, decision 094), through
 * Drizzle (decision 149). The per-order 24-hour counter lives in payments' orders table: it is
 * counted through the payments module's public service (`countLetterMail`, decision 153).
 */

const RECIPIENT_COLUMNS = {
  id: letterRecipients.id,
  order_id: letterRecipients.orderId,
  email: letterRecipients.email,
  expires_at: letterRecipients.expiresAt,
  confirmed_at: letterRecipients.confirmedAt,
};
export type LetterRecipientRow = InferModelFromColumns<typeof RECIPIENT_COLUMNS>;

export async function isRecipientConfirmed(
  database: Database,
  orderId: string,
  email: string,
): Promise<boolean> {
  const rows = await database.db
    .select({ one: sql`1` })
    .from(letterRecipients)
    .where(
      and(
        eq(letterRecipients.orderId, orderId),
        eq(letterRecipients.email, email),
        isNotNull(letterRecipients.confirmedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRecipient(
  database: Database,
  r: { id: string; orderId: string; email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await database.db.insert(letterRecipients).values({
    id: r.id,
    orderId: r.orderId,
    email: r.email,
    tokenHash: r.tokenHash,
    expiresAt: r.expiresAt,
    createdAt: r.now,
  });
}

export async function findRecipientByToken(
  database: Database,
  tokenHash: string,
): Promise<LetterRecipientRow | undefined> {
  const [row] = await database.db
    .select(RECIPIENT_COLUMNS)
    .from(letterRecipients)
    .where(eq(letterRecipients.tokenHash, tokenHash));
  return row;
}

/** Confirms an address through its link: once, and only before the link expires. */
export async function confirmRecipient(database: Database, id: string, now: Date): Promise<boolean> {
  const rows = await database.db
    .update(letterRecipients)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(letterRecipients.id, id),
        isNull(letterRecipients.confirmedAt),
        gt(letterRecipients.expiresAt, now),
      ),
    )
    .returning({ id: letterRecipients.id });
  return rows.length > 0;
}
