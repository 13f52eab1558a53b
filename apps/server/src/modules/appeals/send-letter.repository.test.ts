// The letter e-mail counter of appeals (letter_mail_windows, decision 250), on PGlite, and on
// PostgreSQL with `bash scripts/with-postgres.sh npx vitest run --project server <this file>`, where
// the concurrent requests below really run at once on several connections: two requests never both
// take the last e-mail, even an order's very first ones (the row's insert). Also: migration 0054
// carries the counters payments kept on the order row over to appeals' table.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { migrate, migrationFiles } from '#db/migrate.ts';
import { orders } from '#modules/payments/payments.schema.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { letterWindowEnd, reserveLetterMail } from './send-letter.repository.ts';

let database: Database;
let drop: () => Promise<void>;
const MAX = 5;
const START = new Date('2026-09-01T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.insert(orders).values(
    ['ord_race', 'ord_window'].map((id) => ({
      id,
      jobId: `job_${id}`,
      guestTokenHash: `hash_${id}`,
      tier: 'basic' as const,
      amountCents: 0,
      status: 'paid' as const,
      paidAt: START,
    })),
  );
});

afterAll(async () => {
  await drop?.();
});

describe('letter e-mail counter', () => {
  it(`of ${MAX * 3} requests at once for a new order, exactly ${MAX} are counted`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX * 3 }, () => reserveLetterMail(database, 'ord_race', START, MAX)),
    );
    expect(answers.filter(Boolean)).toHaveLength(MAX);
    // And once full, requests at once take nothing more.
    const more = await Promise.all(
      Array.from({ length: 4 }, () => reserveLetterMail(database, 'ord_race', START, MAX)),
    );
    expect(more.filter(Boolean)).toHaveLength(0);
  });

  it('a window lasts 24 hours from its first e-mail; the next e-mail after it opens a new one', async () => {
    expect(await letterWindowEnd(database, 'ord_window')).toBeNull();
    for (let i = 0; i < MAX; i++) {
      const at = new Date(START.getTime() + i * 3600 * 1000);
      expect(await reserveLetterMail(database, 'ord_window', at, MAX)).toBe(true);
    }
    const almost = new Date(START.getTime() + DAY_MS - 1000);
    expect(await reserveLetterMail(database, 'ord_window', almost, MAX)).toBe(false);
    expect((await letterWindowEnd(database, 'ord_window'))?.toISOString()).toBe(
      new Date(START.getTime() + DAY_MS).toISOString(),
    );
    const next = new Date(START.getTime() + DAY_MS);
    expect(await reserveLetterMail(database, 'ord_window', next, MAX)).toBe(true);
    expect((await letterWindowEnd(database, 'ord_window'))?.toISOString()).toBe(
      new Date(next.getTime() + DAY_MS).toISOString(),
    );
    // The new window holds MAX e-mails again: one taken, MAX - 1 left.
    const later = new Date(next.getTime() + 60_000);
    for (let i = 1; i < MAX; i++)
      expect(await reserveLetterMail(database, 'ord_window', later, MAX)).toBe(true);
    expect(await reserveLetterMail(database, 'ord_window', later, MAX)).toBe(false);
  });
});

describe('migration 0054', () => {
  it("moves the counters from payments' orders to letter_mail_windows and drops the columns", async () => {
    const before = mkdtempSync(join(tmpdir(), 'homie-0054-'));
    const old = await createTestDatabase({ migrated: false });
    try {
      for (const f of migrationFiles()) if (f.name < '0054') copyFileSync(f.path, join(before, f.name));
      await migrate(old.database, before);
      await old.database.query(
        `insert into orders (id, job_id, guest_token_hash, tier, amount_cents, status, paid_at,
           letter_window_started_at, letter_mails_in_window)
         values ('ord_sent', 'job_1', 'h1', 'basic', 0, 'paid', $1, $1, 3),
                ('ord_never', 'job_2', 'h2', 'basic', 0, 'paid', $1, null, 0)`,
        [START.toISOString()],
      );
      expect(await migrate(old.database)).toContain('0054_letter_mail_windows.sql');
      const rows = await old.database.query<{
        order_id: string;
        window_started_at: Date;
        mails_in_window: number;
      }>('select order_id, window_started_at, mails_in_window from letter_mail_windows');
      expect(
        rows.map((r) => ({ ...r, window_started_at: new Date(r.window_started_at).toISOString() })),
      ).toEqual([{ order_id: 'ord_sent', window_started_at: START.toISOString(), mails_in_window: 3 }]);
      const columns = await old.database.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'orders' and column_name like 'letter%'",
      );
      expect(columns).toEqual([]);
      // The copied count holds: two more e-mails fit in that window, then none.
      const soon = new Date(START.getTime() + 3600 * 1000);
      expect(await reserveLetterMail(old.database, 'ord_sent', soon, MAX)).toBe(true);
      expect(await reserveLetterMail(old.database, 'ord_sent', soon, MAX)).toBe(true);
      expect(await reserveLetterMail(old.database, 'ord_sent', soon, MAX)).toBe(false);
    } finally {
      await old.drop();
      rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});
