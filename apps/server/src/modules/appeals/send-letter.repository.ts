import { and, eq, gt, type InferModelFromColumns, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { orders } from '#modules/payments/payments.schema.ts';
import { letterRecipients } from './appeals.schema.ts';

/**
 * Queries of the letter e-mail (decision 094), through Drizzle (decision 149): the per-order
 * 24-hour counter (columns of orders) and the confirmed recipients (letter_recipients). The orders
 * themselves are the payments module's; only the two counter columns are written here.
 */

/**
 * Counts one more letter e-mail for the order unless `max` were already sent in its current 24-hour
 * window (a window starts with the first e-mail after the previous one ended). One statement, so two
 * concurrent requests never both take the last one. Returns false when the limit is reached.
 */
export async function reserveLetterMail(
  database: Database,
  orderId: string,
  now: Date,
  max: number,
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEnded = or(
    isNull(orders.letterWindowStartedAt),
    lte(orders.letterWindowStartedAt, sql`${at} - interval '1 day'`),
  );
  const rows = await database.db
    .update(orders)
    .set({
      letterMailsInWindow: sql`case when ${windowEnded} then 1 else ${orders.letterMailsInWindow} + 1 end`,
      letterWindowStartedAt: sql`case when ${windowEnded} then ${at} else ${orders.letterWindowStartedAt} end`,
    })
    .where(and(eq(orders.id, orderId), or(windowEnded, lt(orders.letterMailsInWindow, max))))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** When the order's current letter e-mail window ends (null when none is open). */
export async function letterWindowEnd(database: Database, orderId: string): Promise<Date | null> {
  const [row] = await database.db
    .select({
      ends: sql<Date | null>`${orders.letterWindowStartedAt} + interval '1 day'`.mapWith(
        orders.letterWindowStartedAt,
      ),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.ends ? new Date(row.ends) : null;
}

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
