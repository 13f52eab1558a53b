/**
 * The embedded database in its worker thread (decision 134): the same `Database` as in-process —
 * Drizzle, raw and prepared queries, transactions that commit, roll back and make outsiders wait,
 * PostgreSQL error codes, COPY bulk loads, close — and a request thread that stays free meanwhile.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withBulkSession } from './bulk-session.ts';
import { type Database, openDatabase } from './client.ts';

const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);

/** A table of this test's own (the db layer knows no module's tables, decision 243). */
const users = pgTable('worker_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  emailLower: text('email_lower').notNull().unique('worker_users_email_lower_key'),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ loadDataDir: template(), worker: true });
  await database.exec(`create table worker_users (id serial primary key, email text not null,
    email_lower text not null constraint worker_users_email_lower_key unique, password_hash text not null,
    first_name text not null, created_at timestamptz not null default now())`);
});
afterAll(async () => {
  await database?.close();
});

const user = (email: string) => ({
  email,
  emailLower: email.toLowerCase(),
  passwordHash: 'x',
  firstName: 'W',
});

describe('PGlite in a worker thread', () => {
  it('runs in another thread: the request thread holds no engine', async () => {
    expect(database.kind).toBe('pglite');
    expect(database.pglite).toBeUndefined();
    const rows = await database.query<{ n: number; t: Date; p: string; j: { a: number } }>(
      `select 41 + 1 as n, timestamptz '2024-03-01 10:00:00+00' as t, $1::text as p, '{"a":1}'::jsonb as j`,
      ['hello'],
    );
    expect(rows).toEqual([{ n: 42, t: new Date('2024-03-01T10:00:00Z'), p: 'hello', j: { a: 1 } }]);
    // Rows cross as arrays and become objects here, as PGlite makes them: a repeated name keeps the last.
    expect(await database.query('select 1 as a, 2 as a, null::int as "__proto__"')).toEqual([
      Object.fromEntries([
        ['a', 2],
        ['__proto__', null],
      ]),
    ]);
  });

  it('serves Drizzle: insert, select, update with its date and time columns as Drizzle reads them', async () => {
    const [inserted] = await database.db.insert(users).values(user('drizzle@example.com')).returning();
    expect(inserted?.createdAt).toBeInstanceOf(Date);
    const found = await database.db.select().from(users).where(eq(users.emailLower, 'drizzle@example.com'));
    expect(found.map((u) => u.firstName)).toEqual(['W']);
    await database.db.update(users).set({ firstName: 'V' }).where(eq(users.id, inserted!.id));
    // Raw Drizzle queries get dates and times as text (Drizzle's own parsers), exactly as in-process.
    const raw = await database.db.execute(
      sql`select first_name, created_at, date '2024-01-02' as d from worker_users where id = ${inserted!.id}`,
    );
    const row = (raw as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(row?.first_name).toBe('V');
    expect(typeof row?.created_at).toBe('string');
    expect(row?.d).toBe('2024-01-02');
  });

  it('applies a parser that is not an identity on the request thread (parsers cannot cross threads)', async () => {
    const client = (
      database.db as unknown as {
        $client: {
          query(
            sql: string,
            params: unknown[],
            options: { rowMode: 'array'; parsers: Record<number, (v: string) => unknown> },
          ): Promise<{ rows: unknown[] }>;
        };
      }
    ).$client;
    const result = await client.query(`select date '2024-01-02' as d, 7 as n`, [], {
      rowMode: 'array',
      parsers: { 1082: (v: string) => `day ${v}` },
    });
    expect(result.rows).toEqual([['day 2024-01-02', 7]]);
  });

  it('answers prepared statements, again and again under one name', async () => {
    const sqlText = 'select $1::int * 2 as doubled';
    expect(await database.prepared('worker_test_double', sqlText, [4])).toEqual([{ doubled: 8 }]);
    expect(await database.prepared('worker_test_double', sqlText, [21])).toEqual([{ doubled: 42 }]);
  });

  it('keeps PostgreSQL error codes and fields: a unique violation is 23505 with its constraint', async () => {
    await database.query(
      `insert into worker_users (email, email_lower, password_hash, first_name) values ($1, $1, 'x', 'A')`,
      ['twice@example.com'],
    );
    const raw = await database
      .query(
        `insert into worker_users (email, email_lower, password_hash, first_name) values ($1, $1, 'x', 'A')`,
        ['twice@example.com'],
      )
      .catch((err: unknown) => err);
    expect(raw).toBeInstanceOf(Error);
    expect(raw).toMatchObject({ code: '23505', constraint: 'worker_users_email_lower_key' });
    expect((raw as Error).message).toMatch(/duplicate key/);
    // Drizzle wraps the database's error; the code stays on its cause, where the error handler reads it.
    const viaDrizzle = await database.db
      .insert(users)
      .values(user('twice@example.com'))
      .catch((err: unknown) => err);
    expect((viaDrizzle as { cause?: { code?: string } }).cause?.code).toBe('23505');
    // The stack names the caller on this thread.
    expect((raw as Error).stack).toContain('pglite-worker.test.ts');
    expect(await database.query('select 1 as still').catch(() => 'broken')).toEqual([{ still: 1 }]);
  });

  it("names every awaiting caller in a failed statement's stack, then the worker's frames", async () => {
    // A repository awaited by a service, as the modules call the database: the error is rebuilt
    // after the reply's await, so V8 adds the awaiting functions without any stack taken per call.
    async function ratioRepository(divisor: number) {
      return await database.prepared<{ q: number }>('worker_test_ratio', 'select 10 / $1::int as q', [
        divisor,
      ]);
    }
    async function ratioService(divisor: number) {
      const [row] = await ratioRepository(divisor);
      return row?.q;
    }
    expect(await ratioService(2)).toBe(5);
    const err = (await ratioService(0).catch((e: unknown) => e)) as Error & { code?: string };
    expect(err.code).toBe('22012');
    const [here, worker] = (err.stack ?? '').split('--- in the database worker ---');
    expect(here).toMatch(/^error: division by zero\n/);
    expect(here).toMatch(/ratioRepository[\s\S]*ratioService/);
    expect(worker).toMatch(/\n\s+at /);
  });

  it('fails a call whose parameters cannot be sent to the worker, and only that call', async () => {
    await expect(database.query('select $1::text as t', [() => 'a function'])).rejects.toThrow(/clone/i);
    expect(await database.query('select $1::text as t', ['text'])).toEqual([{ t: 'text' }]);
  });

  it('commits a transaction, and rolls one back when its function throws', async () => {
    await database.transaction(async (tx) => {
      await tx.insert(users).values(user('committed@example.com'));
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.insert(users).values(user('rolled-back@example.com'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const emails = await database.query<{ email: string }>(
      `select email from worker_users where email in ('committed@example.com', 'rolled-back@example.com')`,
    );
    expect(emails).toEqual([{ email: 'committed@example.com' }]);
  });

  it('rolls back a nested savepoint only, and the whole transaction on a database error', async () => {
    await database.transaction(async (tx) => {
      await tx.insert(users).values(user('outer@example.com'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(user('inner@example.com'));
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const failed = await database
      .transaction(async (tx) => {
        await tx.insert(users).values(user('lost@example.com'));
        await tx.insert(users).values(user('outer@example.com'));
      })
      .catch((err: unknown) => err);
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('23505');
    const emails = await database.query<{ email: string }>(
      `select email from worker_users where email in ('outer@example.com', 'inner@example.com', 'lost@example.com')`,
    );
    expect(emails).toEqual([{ email: 'outer@example.com' }]);
  });

  it('makes a statement from outside wait for an open transaction instead of interleaving with it', async () => {
    const order: string[] = [];
    let outside: Promise<{ n: number }[]> | undefined;
    await database.transaction(async (tx) => {
      await tx.insert(users).values(user('inside@example.com'));
      outside = database.query<{ n: number }>(
        `select count(*)::int as n from worker_users where email = 'inside@example.com'`,
      );
      void outside.then(() => order.push('outside answered'));
      // Give the outsider every chance to run inside the open transaction.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
      order.push('transaction ending');
    });
    // It ran after the commit: it saw the committed row, once.
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['transaction ending', 'outside answered']);
  });

  it('bulk-loads with COPY FROM /dev/blob inside one transaction, all or nothing', async () => {
    await database.exec('create table worker_copy (id int primary key, name text, day date)');
    const lines = Array.from(
      { length: 5_000 },
      (_, i) => `${i + 1}\tname ${i + 1}\t${i % 2 ? '2024-05-06' : '\\N'}`,
    );
    await withBulkSession(database, async (session) => {
      await session.copyText(
        'worker_copy',
        [
          { name: 'id', type: 'integer' },
          { name: 'name', type: 'text' },
          { name: 'day', type: 'date' },
        ],
        `${lines.join('\n')}\n`,
      );
      expect(await session.query('select count(*)::int as n from worker_copy')).toEqual([{ n: 5_000 }]);
    });
    expect(
      await database.query(
        'select count(*)::int as n, count(day)::int as days, max(name) as last from worker_copy where id <= 5000',
      ),
    ).toEqual([{ n: 5_000, days: 2_500, last: 'name 999' }]);
    // A failing load leaves nothing behind.
    await expect(
      withBulkSession(database, async (session) => {
        await session.copyText('worker_copy', [{ name: 'id', type: 'integer' }], '9001\n9002\n');
        await session.copyText('worker_copy', [{ name: 'id', type: 'integer' }], '1\n');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await database.query('select count(*)::int as n from worker_copy')).toEqual([{ n: 5_000 }]);
  });

  it('keeps a data directory as the server opens it (a folder, fsync on), across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homie-worker-dir-'));
    try {
      const first = await openDatabase({ dataDir: dir, fsync: true, worker: true });
      expect(await first.query('show fsync')).toEqual([{ fsync: 'on' }]);
      expect(await first.query('show max_wal_size')).toEqual([{ max_wal_size: '32MB' }]);
      await first.exec('create table kept (x int); insert into kept values (1), (2)');
      await first.close();
      const again = await openDatabase({ dataDir: dir, worker: true });
      expect(await again.query('select sum(x)::int as total from kept')).toEqual([{ total: 3 }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('checkpoints, dumps its data directory, and closes: later calls fail instead of hanging', async () => {
    const other = await openDatabase({ loadDataDir: template(), worker: true });
    await other.exec('create table dumped (x int); insert into dumped values (7)');
    await other.checkpoint();
    const dump = await other.dumpDataDir?.();
    expect(dump?.size).toBeGreaterThan(1_000_000);
    await other.close();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/database worker stopped/);
    // Coded, so a request meanwhile is answered 503, not 500 (decision 169).
    await expect(other.query('select 1')).rejects.toMatchObject({ code: 'DATABASE_WORKER_STOPPED' });
    // The dump is a working database.
    const copy = await openDatabase({ loadDataDir: dump as Blob, worker: true });
    expect(await copy.query('select x from dumped')).toEqual([{ x: 7 }]);
    await copy.close();
  }, 120_000);
});
