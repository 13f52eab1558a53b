import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '#lib/response-serializer.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { bulkLoadDataset } from './dataset.bulk-loader.ts';
import datasetRoutes from './dataset.routes.ts';
import { datasetPageHints, ensureDemoDataset, getDatasetInfo } from './dataset.service.ts';
import { generateDataset } from './generator/dataset-generator.ts';

const silent = { info: () => {}, error: () => {} };
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const count = async (table: string) =>
  Number((await database.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0]?.n);

describe('ensureDemoDataset', () => {
  it('reports an empty, non-demo database before loading', async () => {
    expect(await getDatasetInfo(database)).toEqual({
      demo: false,
      loading: false,
      properties: 0,
      sales: 0,
      counties: [],
    });
  });

  it('does nothing when DEMO_DATASET_SIZE is 0', async () => {
    expect(await ensureDemoDataset(database, { demoDatasetSize: 0 }, silent)).toMatchObject({
      loaded: false,
    });
    expect(await count('properties')).toBe(0);
  });

  it('loads the generated dataset once, with every index and foreign key rebuilt', {
    timeout: 180_000,
  }, async () => {
    const before = await database.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename IN ('properties', 'sales', 'assessments') ORDER BY 1",
    );
    const result = await ensureDemoDataset(database, { demoDatasetSize: 2400 }, silent);
    expect(result).toMatchObject({ loaded: true, properties: 2400 });
    expect(await count('properties')).toBe(2400);
    expect(await count('sales')).toBe(result.sales);
    expect(await count('assessments')).toBeGreaterThan(4000);
    const after = await database.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename IN ('properties', 'sales', 'assessments') ORDER BY 1",
    );
    expect(after).toEqual(before);
    const fks = await database.query(
      "SELECT conname FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text IN ('sales', 'assessments')",
    );
    expect(fks).toHaveLength(2);
    // A second start finds the data and loads nothing.
    expect(await ensureDemoDataset(database, { demoDatasetSize: 2400 }, silent)).toMatchObject({
      loaded: false,
    });
    expect(await count('properties')).toBe(2400);
  });

  it('leaves the identity ready for imported homes and the foreign keys enforced', async () => {
    const [row] = await database.query<{ id: number }>(
      `INSERT INTO properties (apn, street_number, street_name, city, zip, address_normalized, county, property_type, source)
       VALUES ('999-999-999', '1', 'Test St', 'San Mateo', '94401', '1 TEST ST', 'san_mateo', 'condo', 'reso') RETURNING id`,
    );
    expect(row?.id).toBe(2401);
    await expect(
      database.query(
        "INSERT INTO sales (property_id, sale_date, price, source) VALUES (999999, '2025-01-01', 1, 'reso')",
      ),
    ).rejects.toThrow();
  });

  it('answers GET /api/dataset so the UI can say it runs on demo data', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.decorate('database', database);
    await app.register(datasetRoutes);
    const res = await app.inject({ method: 'GET', url: '/api/dataset' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      demo: true,
      loading: false,
      properties: 2400,
      sales: await count('sales'),
      counties: [
        'alameda',
        'contra_costa',
        'la',
        'riverside',
        'san_bernardino',
        'san_mateo',
        'santa_clara',
        'ventura',
      ],
    });
    await app.close();
  });

  it('gives the page the demo hint the UI renders its notice from', async () => {
    expect(await datasetPageHints(database)()).toEqual({ dataset: 'demo' });
  });

  it('rolls back a failed load completely', { timeout: 180_000 }, async () => {
    const { database: other, drop: dropOther } = await createTestDatabase();
    try {
      const chunks = [...generateDataset({ size: 300 })];
      const first = chunks[0];
      if (!first) throw new Error('no chunk');
      // A duplicate address makes the unique index rebuild fail after all rows are in.
      const copy = {
        ...first,
        properties: [...first.properties, { ...first.properties[0]!, id: 100_000, apn: 'X-1' }],
      };
      await expect(bulkLoadDataset(other, [copy, ...chunks.slice(1)])).rejects.toThrow();
      expect(
        Number((await other.query<{ n: number }>('SELECT count(*)::integer AS n FROM properties'))[0]?.n),
      ).toBe(0);
      const indexes = await other.query(
        "SELECT 1 FROM pg_indexes WHERE indexname = 'properties_address_trgm_idx'",
      );
      expect(indexes).toHaveLength(1);
    } finally {
      await dropOther();
    }
  });
});
