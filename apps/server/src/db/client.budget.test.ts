import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config/env.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS, openDatabase } from './client.ts';

/**
 * Every query runs under a time budget (issue 13, finding 8; decision 091). PostgreSQL enforces
 * DB_STATEMENT_TIMEOUT_MS itself; PGlite cannot, which the first test pins so that a PGlite that
 * starts honouring it is noticed.
 */
describe('statement time budget', () => {
  it('is a setting, 5 s by default, 0 for none', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).dbStatementTimeoutMs).toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
    expect(DEFAULT_STATEMENT_TIMEOUT_MS).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'test', DB_STATEMENT_TIMEOUT_MS: '0' }).dbStatementTimeoutMs).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DB_STATEMENT_TIMEOUT_MS/,
    );
  });

  // Opening PGlite from the template takes seconds quiet, half a minute on a loaded machine.
  it('cannot be enforced by PGlite: its statement_timeout never fires inside WebAssembly', {
    timeout: 120_000,
  }, async () => {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    try {
      await database.exec('set statement_timeout = 50');
      const started = performance.now();
      await database.query('select pg_sleep(0.3)');
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      await database.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(!url)('on PostgreSQL (TEST_DATABASE_URL; `npm run test:pg`)', () => {
    it('cancels a request statement over the budget; migrations and bulk loads are exempt', async () => {
      const database = await openDatabase({ databaseUrl: url!, statementTimeoutMs: 200 });
      try {
        await expect(database.query('select pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
        await expect(
          database.transaction(async (tx) => tx.execute(sql`select pg_sleep(1)`)),
        ).rejects.toThrow();
        expect(await database.query('select 1 as one')).toEqual([{ one: 1 }]);
        // The maintenance pool (migrations wait on an advisory lock; bulk loads rebuild indexes).
        await database.pool!.query('select pg_sleep(0.3)');
        await database.exec('select pg_sleep(0.3)');
      } finally {
        await database.close();
      }
      const byDefault = await openDatabase({ databaseUrl: url! });
      try {
        const [row] = await byDefault.query<{ statement_timeout: string }>('show statement_timeout');
        expect(row!.statement_timeout).toBe('5s');
      } finally {
        await byDefault.close();
      }
    });
  });
});
