// Migration 0023 (issue 20 item 5, decision 140): the property database's indexes take less disk and
// every query that used them still walks an index. Runs on PGlite, and on PostgreSQL with
// `bash scripts/with-postgres.sh npx vitest run apps/server/src/modules/properties/compact-indexes.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { bulkLoadDataset, generateDataset } from '#modules/dataset/dataset.service.ts';
import { createTestDatabase } from '../../../test/helpers.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await bulkLoadDataset(database, generateDataset({ seed: 7, size: 3000 }));
}, 180_000);
afterAll(async () => drop());

/** The plan's text, without running the statement. */
async function plan(sql: string, params: unknown[] = []): Promise<string> {
  const rows = await database.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('compact property indexes (migration 0023)', () => {
  it('keys sales by their natural key, with no id-only index, and the sale date alone', async () => {
    const keys = await database.query<{ name: string; type: string; def: string }>(
      `select c.conname as name, c.contype::text as type, pg_get_constraintdef(c.oid) as def
         from pg_constraint c where c.conrelid = 'sales'::regclass and c.contype in ('p', 'u')`,
    );
    expect(keys).toEqual([
      { name: 'sales_natural_key', type: 'p', def: 'PRIMARY KEY (property_id, sale_date, price)' },
    ]);
    const indexes = await database.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'sales' order by 1",
    );
    expect(indexes.map((i) => i.indexname)).toEqual(['sales_date_idx', 'sales_natural_key']);
    expect(indexes[0]?.indexdef).toMatch(/\(sale_date\) WITH \(fillfactor='100'\)$/);
  });

  it('packs the B-tree pages of the property tables full (fillfactor 100), also after a bulk load', async () => {
    const rows = await database.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options from pg_class c join pg_index i on i.indexrelid = c.oid
        where i.indrelid in ('properties'::regclass, 'sales'::regclass, 'assessments'::regclass)
          and c.relam = (select oid from pg_am where amname = 'btree') order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(row.options, row.name).toContain('fillfactor=100');
  });

  it('the natural key still refuses a duplicate sale and answers an upsert', async () => {
    const [home] = await database.query<{ id: number }>('select id from properties order by id limit 1');
    const insert = `insert into sales (property_id, sale_date, price, arms_length, source)
                    values ($1, '2019-05-06', 654321, true, 'demo')
                    on conflict (property_id, sale_date, price) do nothing returning id`;
    expect(await database.query(insert, [home?.id])).toHaveLength(1);
    expect(await database.query(insert, [home?.id])).toHaveLength(0);
    await expect(
      database.query(
        `insert into sales (property_id, sale_date, price, source) values ($1, '2019-05-06', 654321, 'demo')`,
        [home?.id],
      ),
    ).rejects.toThrow(/duplicate key/);
  });

  it('every query on sales still walks an index', async () => {
    await database.exec('analyze sales');
    // The market clock's newest sale: a backward index-only scan, not a read of every sale.
    expect(await plan('select max(sale_date) from sales')).toMatch(
      /Index Only Scan Backward using sales_date_idx/,
    );
    // A sale-date window (the market index's former statement) still finds the index (seq scan off).
    const window = `select count(*) from sales s join properties p on p.id = s.property_id
       where p.county = 'alameda' and s.arms_length
         and s.sale_date between date '2025-01-01' and date '2026-03-31'`;
    const windowPlan = await database.transaction(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const result = (await tx.execute(`explain (costs off) ${window}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(windowPlan).toMatch(/sales_date_idx/);
    // A home's last sale and the comparables' lateral read: the natural key, newest first.
    expect(
      await plan(
        'select sale_date, price from sales where property_id = $1 order by sale_date desc, price desc limit 1',
        [1],
      ),
    ).toMatch(/Index (Only )?Scan Backward using sales_natural_key/);
  });
});
