/**
 * The back office's Data page (issue 54 item 3, decision 232): per county how many homes, sales and
 * roll records are on file by producer, and the newest sale. Reads the properties module's tables
 * through its schema (decision 149).
 */
import { count, eq, max } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { assessments, properties, sales } from '#modules/properties/properties.schema.ts';

export interface CountyCounts {
  county: string;
  homes: Record<string, number>;
  sales: Record<string, number>;
  rollRecords: Record<string, number>;
  newestSale: string | null;
}

export async function countsByCounty(database: Database): Promise<CountyCounts[]> {
  const [homes, saleRows, rolls] = await Promise.all([
    database.db
      .select({ county: properties.county, source: properties.source, n: count() })
      .from(properties)
      .groupBy(properties.county, properties.source),
    database.db
      .select({ county: properties.county, source: sales.source, n: count(), newest: max(sales.saleDate) })
      .from(sales)
      .innerJoin(properties, eq(properties.id, sales.propertyId))
      .groupBy(properties.county, sales.source),
    database.db
      .select({ county: properties.county, source: assessments.source, n: count() })
      .from(assessments)
      .innerJoin(properties, eq(properties.id, assessments.propertyId))
      .groupBy(properties.county, assessments.source),
  ]);
  const byCounty = new Map<string, CountyCounts>();
  const of = (county: string) => {
    let row = byCounty.get(county);
    if (!row) {
      row = { county, homes: {}, sales: {}, rollRecords: {}, newestSale: null };
      byCounty.set(county, row);
    }
    return row;
  };
  for (const r of homes) of(r.county).homes[r.source] = Number(r.n);
  for (const r of saleRows) {
    const row = of(r.county);
    row.sales[r.source] = Number(r.n);
    if (r.newest && (!row.newestSale || r.newest > row.newestSale)) row.newestSale = r.newest;
  }
  for (const r of rolls) of(r.county).rollRecords[r.source] = Number(r.n);
  return [...byCounty.values()].sort((a, b) => a.county.localeCompare(b.county));
}
