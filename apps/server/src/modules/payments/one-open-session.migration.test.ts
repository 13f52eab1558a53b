// Migration 0027 (decision 170): sessions a concurrent race already left open are cancelled, all
// but the newest of each order, before the unique index makes a second open session impossible.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '#db/migrate.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
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
      const jobId = await createJob(database);
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
