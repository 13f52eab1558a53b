import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers.ts';
import type { Database } from '#db/client.ts';
import { seedHomes } from '#modules/properties/properties.test-fixtures.ts';
import { formatBacktest } from './backtest.format.ts';
import { runBacktest } from './backtest.service.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await seedHomes(database);
});
afterAll(() => drop());

describe('runBacktest', () => {
  it('values each sale only from earlier sales, the same way with SQL and in memory', async () => {
    const memory = await runBacktest(database, { warmUpDays: 30 });
    const sql = await runBacktest(database, { warmUpDays: 30, engine: 'sql' });
    expect(memory.valued).toBeGreaterThan(10);
    expect(sql.pairs).toEqual(memory.pairs);
    expect(memory.firstDate).toBe('2019-06-15');
    // The neighbourhood sells at $480–520/sq ft: estimates from earlier sales land close to each price.
    expect(memory.overall!.medianAbsErrorPct).toBeLessThan(8);
    const text = formatBacktest(memory);
    expect(text).toMatch(/^Sales 2019-06-15 to 2026-03-/);
    expect(text).toMatch(/\nalameda\s+\d+\s+\d+\.\d+%/);
    expect(text).toMatch(/\noverall\s+\d+/);
  });
});
