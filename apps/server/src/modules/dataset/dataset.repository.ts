/** SQL for the dataset as a whole: is anything loaded, and the dataset_meta summary row. */
import type { Database } from '#db/client.ts';

export interface DatasetMeta {
  demo: boolean;
  seed: number | null;
  generator: string | null;
  properties: number;
  sales: number;
  counties: string[];
  updatedAt: string;
}

export async function hasProperties(database: Database): Promise<boolean> {
  const rows = await database.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM properties) AS any');
  return rows[0]?.any === true;
}

export async function readDatasetMeta(database: Database): Promise<DatasetMeta | null> {
  const rows = await database.query<{
    demo: boolean;
    seed: number | null;
    generator: string | null;
    property_count: number;
    sale_count: number;
    counties: string[];
    updated_at: Date | string;
  }>(
    'SELECT demo, seed, generator, property_count, sale_count, counties, updated_at FROM dataset_meta WHERE id',
  );
  const row = rows[0];
  if (!row) return null;
  return {
    demo: row.demo,
    seed: row.seed,
    generator: row.generator,
    properties: row.property_count,
    sales: row.sale_count,
    counties: row.counties,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Recounts the tables into dataset_meta. `demo` stays true while any generated home remains;
 * seed and generator are kept unless new ones are given.
 */
export async function refreshDatasetMeta(
  database: Database,
  generated?: { seed: number; generator: string },
): Promise<DatasetMeta> {
  await database.query(
    `INSERT INTO dataset_meta (id, demo, seed, generator, property_count, sale_count, counties, updated_at)
     SELECT true,
            EXISTS (SELECT 1 FROM properties WHERE source = 'demo'),
            $1::integer, $2::text,
            (SELECT count(*) FROM properties)::integer,
            (SELECT count(*) FROM sales)::integer,
            COALESCE((SELECT array_agg(DISTINCT county ORDER BY county) FROM properties), '{}'),
            now()
     ON CONFLICT (id) DO UPDATE SET
       demo = EXCLUDED.demo,
       seed = COALESCE(EXCLUDED.seed, dataset_meta.seed),
       generator = COALESCE(EXCLUDED.generator, dataset_meta.generator),
       property_count = EXCLUDED.property_count,
       sale_count = EXCLUDED.sale_count,
       counties = EXCLUDED.counties,
       updated_at = EXCLUDED.updated_at`,
    [generated?.seed ?? null, generated?.generator ?? null],
  );
  return (await readDatasetMeta(database)) as DatasetMeta;
}
