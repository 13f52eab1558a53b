import type { Database } from '#db/client.ts';

/**
 * SQL of the letter e-mail (decision 094): the per-order 24-hour counter (columns of orders) and
 * the confirmed recipients (letter_recipients). The orders themselves are the payments module's.
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
  const rows = await database.query(
    `update orders set
        letter_mails_in_window = case when letter_window_started_at is null
          or letter_window_started_at <= $2::timestamptz - interval '1 day' then 1 else letter_mails_in_window + 1 end,
        letter_window_started_at = case when letter_window_started_at is null
          or letter_window_started_at <= $2::timestamptz - interval '1 day' then $2::timestamptz else letter_window_started_at end
      where id = $1 and (letter_window_started_at is null
          or letter_window_started_at <= $2::timestamptz - interval '1 day' or letter_mails_in_window < $3)
      returning id`,
    [orderId, now, max],
  );
  return rows.length > 0;
}

/** When the order's current letter e-mail window ends (null when none is open). */
export async function letterWindowEnd(database: Database, orderId: string): Promise<Date | null> {
  const rows = await database.query<{ ends: Date | null }>(
    `select letter_window_started_at + interval '1 day' as ends from orders where id = $1`,
    [orderId],
  );
  return rows[0]?.ends ? new Date(rows[0].ends) : null;
}

export interface LetterRecipientRow {
  id: string;
  order_id: string;
  email: string;
  expires_at: Date;
  confirmed_at: Date | null;
}

export async function isRecipientConfirmed(
  database: Database,
  orderId: string,
  email: string,
): Promise<boolean> {
  const rows = await database.query(
    'select 1 from letter_recipients where order_id = $1 and email = $2 and confirmed_at is not null limit 1',
    [orderId, email],
  );
  return rows.length > 0;
}

export async function insertRecipient(
  database: Database,
  r: { id: string; orderId: string; email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await database.query(
    `insert into letter_recipients (id, order_id, email, token_hash, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [r.id, r.orderId, r.email, r.tokenHash, r.expiresAt, r.now],
  );
}

export async function findRecipientByToken(
  database: Database,
  tokenHash: string,
): Promise<LetterRecipientRow | undefined> {
  const rows = await database.query<LetterRecipientRow>(
    'select id, order_id, email, expires_at, confirmed_at from letter_recipients where token_hash = $1',
    [tokenHash],
  );
  return rows[0];
}

/** Confirms an address through its link: once, and only before the link expires. */
export async function confirmRecipient(database: Database, id: string, now: Date): Promise<boolean> {
  const rows = await database.query(
    `update letter_recipients set confirmed_at = $2
      where id = $1 and confirmed_at is null and expires_at > $2 returning id`,
    [id, now],
  );
  return rows.length > 0;
}
