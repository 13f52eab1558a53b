import { and, eq, gt, type InferModelFromColumns, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { letterMailWindows, letterRecipients } from './appeals.schema.ts';

/**
 * Queries of the letter e-mail's confirmed recipients (letter_recipients, decision 094) and of its
 * per-order 24-hour counter (letter_mail_windows, decision 250), through Drizzle (decision 149).
 */

/**
 * Counts one more letter e-mail for the order unless `max` were already sent in its current 24-hour
 * window (a window starts with the first e-mail after the previous one ended). One statement, so two
 * concurrent requests never both take the last one: the first e-mail of an order inserts its row,
 * every other updates it under the row's lock, the condition read from the row as it is then.
 * Returns false when the limit is reached.
 */
export async function reserveLetterMail(
  database: Database,
  orderId: string,
  now: Date,
  max: number,
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEnded = lte(letterMailWindows.windowStartedAt, sql`${at} - interval '1 day'`);
  const rows = await database.db
    .insert(letterMailWindows)
    .values({ orderId, windowStartedAt: now, mailsInWindow: 1 })
    .onConflictDoUpdate({
      target: letterMailWindows.orderId,
      set: {
        mailsInWindow: sql`case when ${windowEnded} then 1 else ${letterMailWindows.mailsInWindow} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then ${at} else ${letterMailWindows.windowStartedAt} end`,
      },
      setWhere: or(windowEnded, lt(letterMailWindows.mailsInWindow, max)),
    })
    .returning({ id: letterMailWindows.orderId });
  return rows.length > 0;
}

/** When the order's current letter e-mail window ends (null when none is open). */
export async function letterWindowEnd(database: Database, orderId: string): Promise<Date | null> {
  const [row] = await database.db
    .select({
      ends: sql<Date>`${letterMailWindows.windowStartedAt} + interval '1 day'`.mapWith(
        letterMailWindows.windowStartedAt,
      ),
    })
    .from(letterMailWindows)
    .where(eq(letterMailWindows.orderId, orderId));
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
