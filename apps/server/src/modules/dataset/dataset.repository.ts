/** The dataset as a whole: is anything loaded, and the dataset_meta summary row (Drizzle, decision 149). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { properties, sales } from '#modules/properties/properties.schema.ts';
import { datasetMeta } from './dataset.schema.ts';

type DatasetMetaRow = typeof datasetMeta.$inferSelect;

/** The summary row as the API and the CLI give it: counts under their short names, the time as ISO text. */
export type DatasetMeta = Pick<DatasetMetaRow, 'demo' | 'seed' | 'generator' | 'counties'> & {
  properties: DatasetMetaRow['propertyCount'];
  sales: DatasetMetaRow['saleCount'];
  updatedAt: string;
};

export async function hasProperties(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: properties.id }).from(properties).limit(1);
  return rows.length > 0;
}

export async function readDatasetMeta(database: Database): Promise<DatasetMeta | null> {
  const [row] = await database.db.select().from(datasetMeta).where(eq(datasetMeta.id, true));
  if (!row) return null;
  return {
    demo: row.demo,
    seed: row.seed,
    generator: row.generator,
    properties: row.propertyCount,
    sales: row.saleCount,
    counties: row.counties,
    updatedAt: new Date(row.updatedAt).toISOString(),
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
  await database.db
    .insert(datasetMeta)
    .values({
      id: true,
      demo: sql`exists (select 1 from ${properties} where ${properties.source} = 'demo')`,
      seed: generated?.seed ?? null,
      generator: generated?.generator ?? null,
      propertyCount: sql`(select count(*) from ${properties})::integer`,
      saleCount: sql`(select count(*) from ${sales})::integer`,
      counties: sql`coalesce((select array_agg(distinct ${properties.county} order by ${properties.county}) from ${properties}), '{}')`,
      updatedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: datasetMeta.id,
      set: {
        demo: sql`excluded.demo`,
        seed: sql`coalesce(excluded.seed, ${datasetMeta.seed})`,
        generator: sql`coalesce(excluded.generator, ${datasetMeta.generator})`,
        propertyCount: sql`excluded.property_count`,
        saleCount: sql`excluded.sale_count`,
        counties: sql`excluded.counties`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return (await readDatasetMeta(database)) as DatasetMeta;
}
