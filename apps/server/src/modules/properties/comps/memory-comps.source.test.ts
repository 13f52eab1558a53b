import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers.ts';
import type { Database } from '#db/client.ts';
import { seedHomes } from '../properties.test-fixtures.ts';
import type { SaleCandidate } from './comp-types.ts';
import { createCompsRepository } from './comps.repository.ts';
import { dayOf } from './dates.ts';
import { boundingBox } from './geo.ts';
import { createMemoryCompsSource } from './memory-comps.source.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await seedHomes(database);
});
afterAll(() => drop());

const byId = (a: SaleCandidate, b: SaleCandidate) => a.saleId - b.saleId;

describe('the in-memory comps source used by the backtest', () => {
  it('answers exactly what the SQL answers', async () => {
    const sql = createCompsRepository(database);
    const all = await sql.candidates({
      propertyType: 'single_family',
      box: boundingBox(37.734, -121.8727, 50),
      fromDay: 0,
      toDay: dayOf(2030, 1, 1),
      excludePropertyId: null,
      limit: 10_000,
    });
    const condos = await sql.candidates({
      propertyType: 'condo',
      box: boundingBox(37.734, -121.8727, 50),
      fromDay: 0,
      toDay: dayOf(2030, 1, 1),
      excludePropertyId: null,
      limit: 10_000,
    });
    const memory = createMemoryCompsSource([...all, ...condos]);
    for (const [radius, from, to, exclude, type] of [
      [0.3, dayOf(2025, 1, 1), dayOf(2026, 3, 31), 1, 'single_family'],
      [1, dayOf(2025, 6, 1), dayOf(2025, 12, 31), null, 'single_family'],
      [0.1, 0, dayOf(2030, 1, 1), null, 'condo'],
    ] as const) {
      const q = {
        propertyType: type,
        box: boundingBox(37.734, -121.8727, radius),
        fromDay: from,
        toDay: to,
        excludePropertyId: exclude,
        limit: 1000,
      };
      const fromSql = (await sql.candidates(q)).sort(byId);
      expect(fromSql.length).toBeGreaterThan(0);
      expect((await memory.candidates(q)).sort(byId)).toEqual(fromSql);
    }
    const cells = (await sql.indexCells('alameda', 0, dayOf(2030, 1, 1))).sort(
      (a, b) => a.month - b.month || a.zip.localeCompare(b.zip),
    );
    const memoryCells = (await memory.indexCells('alameda', 0, dayOf(2030, 1, 1))).sort(
      (a, b) => a.month - b.month || a.zip.localeCompare(b.zip),
    );
    expect(memoryCells.map((c) => [c.zip, c.month, c.count])).toEqual(
      cells.map((c) => [c.zip, c.month, c.count]),
    );
    for (const [i, c] of memoryCells.entries())
      expect(c.medianLogPpsf).toBeCloseTo(cells[i]!.medianLogPpsf, 9);
  });
});
