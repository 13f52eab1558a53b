/**
 * Stores a provider's record (decision 118) in one transaction: the home (matched by its parcel
 * number when the provider gives one, else by ZIP and normalised address), its sales and its
 * assessments, each with `source` = the provider and the time of the fetch. A roll's or an import's
 * assessment of the same year is never overwritten by a provider's.
 */
import type { Database } from '#db/client.ts';
import { withBulkSession } from '#db/bulk-session.ts';
import type { ProviderHome } from './rentcast.mapper.ts';

export async function storeProviderHome(
  database: Database,
  home: ProviderHome,
  source: string,
  fetchedAt: Date,
): Promise<number> {
  return withBulkSession(database, async (session) => {
    const at = fetchedAt.toISOString();
    const facts = [home.lat, home.lon, home.beds, home.baths, home.livingSqft, home.lotSqft, home.yearBuilt];
    const [byApn] = home.apnSynthetic
      ? []
      : await session.query<{ id: number }>('SELECT id FROM properties WHERE county = $1 AND apn = $2', [
          home.county,
          home.apn,
        ]);
    let id: number;
    if (byApn) {
      id = byApn.id;
      await session.query(
        `UPDATE properties SET lat = COALESCE($2, lat), lon = COALESCE($3, lon), beds = COALESCE($4, beds),
           baths = COALESCE($5, baths), living_sqft = COALESCE($6, living_sqft), lot_sqft = COALESCE($7, lot_sqft),
           year_built = COALESCE($8, year_built), fetched_at = $9, updated_at = now()
         WHERE id = $1`,
        [id, ...facts, at],
      );
    } else {
      const [row] = await session.query<{ id: number }>(
        `INSERT INTO properties (apn, apn_synthetic, street_number, street_name, unit, city, zip, address_normalized,
           county, property_type, lat, lon, beds, baths, living_sqft, lot_sqft, year_built, source, fetched_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         ON CONFLICT (zip, address_normalized) DO UPDATE SET
           lat = COALESCE(EXCLUDED.lat, properties.lat), lon = COALESCE(EXCLUDED.lon, properties.lon),
           beds = COALESCE(EXCLUDED.beds, properties.beds), baths = COALESCE(EXCLUDED.baths, properties.baths),
           living_sqft = COALESCE(EXCLUDED.living_sqft, properties.living_sqft),
           lot_sqft = COALESCE(EXCLUDED.lot_sqft, properties.lot_sqft),
           year_built = COALESCE(EXCLUDED.year_built, properties.year_built),
           apn = CASE WHEN properties.apn_synthetic AND NOT EXCLUDED.apn_synthetic THEN EXCLUDED.apn ELSE properties.apn END,
           apn_synthetic = properties.apn_synthetic AND EXCLUDED.apn_synthetic,
           fetched_at = EXCLUDED.fetched_at, updated_at = now()
         RETURNING id`,
        [
          home.apn,
          home.apnSynthetic,
          home.streetNumber,
          home.streetName,
          home.unit,
          home.city,
          home.zip,
          home.addressNormalized,
          home.county,
          home.propertyType,
          ...facts,
          source,
          at,
        ],
      );
      id = (row as { id: number }).id;
    }
    if (home.sales.length > 0)
      await session.query(
        `INSERT INTO sales (property_id, sale_date, price, arms_length, source)
         SELECT $1, d, p, true, $4 FROM unnest($2::date[], $3::integer[]) AS u(d, p)
         ON CONFLICT (property_id, sale_date, price) DO NOTHING`,
        [id, home.sales.map((s) => s.date), home.sales.map((s) => s.price), source],
      );
    if (home.assessments.length > 0) {
      const a = home.assessments;
      await session.query(
        `INSERT INTO assessments (property_id, roll_year, land, improvements, total, annual_tax, source, fetched_at)
         SELECT $1, u.*, $7, $8 FROM unnest($2::smallint[], $3::integer[], $4::integer[], $5::integer[], $6::integer[])
           AS u(y, land, imp, total, tax)
         ON CONFLICT (property_id, roll_year) DO UPDATE SET
           land = EXCLUDED.land, improvements = EXCLUDED.improvements, total = EXCLUDED.total,
           annual_tax = COALESCE(EXCLUDED.annual_tax, assessments.annual_tax), fetched_at = EXCLUDED.fetched_at
         WHERE assessments.source = EXCLUDED.source`,
        [
          id,
          a.map((x) => x.rollYear),
          a.map((x) => x.land),
          a.map((x) => x.improvements),
          a.map((x) => x.total),
          a.map((x) => x.annualTax),
          source,
          at,
        ],
      );
    }
    return id;
  });
}

/** When a stored home was last fetched from a provider (null for any other home). */
export async function fetchedAtOf(database: Database, propertyId: number): Promise<Date | null> {
  const [row] = await database.query<{ fetched_at: string | Date | null }>(
    'SELECT fetched_at FROM properties WHERE id = $1',
    [propertyId],
  );
  return row?.fetched_at ? new Date(row.fetched_at) : null;
}
