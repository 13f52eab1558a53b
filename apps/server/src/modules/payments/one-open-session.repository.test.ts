// Decision 170 in the database: migration 0027 cancels the sessions a concurrent race already left
// open, all but the newest of each order, before the unique index makes a second open session
// impossible; a credit is redeemed only together with an open session of its order.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '#db/migrate.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import * as repo from './payments.repository.ts';
import { createJob } from './payments.test-helpers.ts';

const before0027 = mkdtempSync(join(tmpdir(), 'homie-migrations-'));
afterAll(() => rmSync(before0027, { recursive: true, force: true }));

describe('migration 0027: one open session per order', () => {
  it('keeps the newest open session of an order, cancels the others, then refuses a second', async () => {
    for (const file of migrationFiles().filter((f) => f.name < '0027'))
      copyFileSync(file.path, join(before0027, file.name));
    const { database, drop } = await createTestDatabase({ migrated: false });
    try {
      await migrate(database, before0027);
      // The job as the schema before 0027 holds it (createJob writes today's columns).
      const jobId = 'job_before_0027_0123456789';
      await database.query(
        `insert into analysis_jobs (id, status, request) values ($1, 'completed', '{}'::jsonb)`,
        [jobId],
      );
      await database.query(
        `insert into orders (id, job_id, guest_token_hash, tier, amount_cents) values ('ord_a', $1, 'h', 'guarantee', 4990)`,
        [jobId],
      );
      const session = (id: string, status: string, minutesAgo: number) =>
        database.query(
          `insert into payment_sessions (id, order_id, provider, tier, amount_cents, status, expires_at, created_at)
           values ($1, 'ord_a', 'sandbox', 'guarantee', 4990, $2, now() + interval '30 minutes',
                   now() - make_interval(mins => $3))`,
          [id, status, minutesAgo],
        );
      await session('pay_oldest', 'pending', 10);
      await session('pay_older', 'initializing', 5);
      await session('pay_newest', 'pending', 1);
      await session('pay_paid', 'completed', 20);

      expect(await migrate(database)).toContain('0027_one_open_session_per_order.sql');
      const rows = await database.query<{ id: string; status: string }>(
        'select id, status from payment_sessions order by id',
      );
      expect(rows).toEqual([
        { id: 'pay_newest', status: 'pending' },
        { id: 'pay_older', status: 'cancelled' },
        { id: 'pay_oldest', status: 'cancelled' },
        { id: 'pay_paid', status: 'completed' },
      ]);
      await expect(session('pay_second', 'initializing', 0)).rejects.toMatchObject({ code: '23505' });
      await session('pay_closed_again', 'cancelled', 0);
    } finally {
      await drop();
    }
  });
});

describe('a credit and the session that redeems it (decision 170)', () => {
  it('a session closed meanwhile leaves the credit unused and the order unpaid', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const now = new Date();
      const owner = { guestTokenHash: 'guest-hash' };
      const order = (id: string, jobId: string) =>
        repo.upsertOrder(database, { id, jobId, owner, tier: 'guarantee', amountCents: 4990, now });
      const source = await order('ord_source', await createJob(database));
      const target = await order('ord_target', await createJob(database));
      await database.query(
        `insert into appeal_credits (id, source_order_id, property_key, roll_year, guest_token_hash)
         values ('cr_1', $1, 'home', 2027, 'guest-hash')`,
        [source.id],
      );
      const credit = () =>
        repo.insertOpenSession(database, {
          id: `pay_credit_${Math.random()}`,
          orderId: target.id,
          provider: 'credit',
          tier: 'guarantee',
          amountCents: 0,
          expiresAt: new Date(now.getTime() + 60_000),
          now,
        });
      const closed = (await credit())!;
      await repo.closeSession(database, closed.id, 'cancelled', now);
      const redeem = (sessionId: string) =>
        repo.redeemCredit(database, { creditId: 'cr_1', orderId: target.id, sessionId, now });
      expect(await redeem(closed.id)).toBe(false);
      const state = async () =>
        (
          await database.query<{ redeemed_order_id: string | null; status: string }>(
            `select c.redeemed_order_id, o.status from appeal_credits c, orders o
              where c.id = 'cr_1' and o.id = $1`,
            [target.id],
          )
        )[0];
      expect(await state()).toEqual({ redeemed_order_id: null, status: 'pending' });
      // The next try, with an open session, redeems it.
      const open = (await credit())!;
      expect(await redeem(open.id)).toBe(true);
      expect(await state()).toEqual({ redeemed_order_id: target.id, status: 'paid' });
    } finally {
      await drop();
    }
  });
});
