import { normalizeAddressKey } from '@homie/contracts/address';
import type { Database } from '#db/client.ts';

/** A small deterministic neighbourhood for the API tests: Dublin 94568, sales through Mar 2026. */
export interface FixtureHome {
  number: string;
  street: string;
  unit?: string;
  zip?: string;
  city?: string;
  type?: 'single_family' | 'condo' | 'townhouse' | 'multi_family';
  lat: number;
  lon: number;
  beds: number;
  baths: number;
  sqft: number;
  lot?: number | null;
  year: number;
  sales?: [string, number][];
  assessed?: number;
  tax?: number;
}

export const SUBJECT = {
  number: '6985',
  street: 'Calistoga Ln',
  lat: 37.734,
  lon: -121.8727,
  beds: 3,
  baths: 2,
  sqft: 1800,
  lot: 6000,
  year: 1990,
  assessed: 1_100_000,
  tax: 13_200,
  sales: [['2019-06-15', 820_000]] as [string, number][],
};

/** 30 neighbours around the subject: sizes 1,500–2,100 sq ft at about $500/sq ft, sold through 2025. */
export function neighbourhood(): FixtureHome[] {
  const homes: FixtureHome[] = [{ ...SUBJECT }];
  const streets = ['Calistoga Ln', 'Dover Ct', 'Amador Valley Blvd', 'Birch Creek Dr', 'Hansen Dr'];
  for (let i = 0; i < 30; i += 1) {
    const sqft = 1500 + (i % 7) * 100;
    const month = (i % 12) + 1;
    const saleYear = i % 5 === 0 ? 2026 : 2025;
    const saleMonth = saleYear === 2026 ? (i % 3) + 1 : month;
    homes.push({
      number: String(7000 + i * 7),
      street: streets[i % streets.length]!,
      lat: 37.734 + ((i % 6) - 3) * 0.0015,
      lon: -121.8727 + (Math.floor(i / 6) - 2) * 0.0018,
      beds: 3 + (i % 2),
      baths: 2 + (i % 3 === 0 ? 0.5 : 0),
      sqft,
      lot: 5500 + (i % 4) * 300,
      year: 1985 + (i % 10),
      sales: [
        [
          `${saleYear}-${String(saleMonth).padStart(2, '0')}-${String(10 + (i % 15)).padStart(2, '0')}`,
          Math.round(sqft * (480 + (i % 5) * 10)),
        ],
      ],
      assessed: 600_000 + i * 1000,
      tax: 7_500,
    });
  }
  for (let u = 1; u <= 3; u += 1) {
    homes.push({
      number: '6985',
      street: 'Calistoga Ln',
      unit: `${u}B`,
      type: 'condo',
      lat: 37.7341,
      lon: -121.8726,
      beds: 2,
      baths: 2,
      sqft: 1100,
      lot: null,
      year: 2005,
      sales: [[`2025-0${u + 2}-01`, 640_000 + u * 5000]],
      assessed: 600_000,
      tax: 7000,
    });
  }
  homes.push({
    number: '6985',
    street: 'Calistoga Ln',
    zip: '94566',
    city: 'Pleasanton',
    lat: 37.66,
    lon: -121.87,
    beds: 4,
    baths: 3,
    sqft: 2400,
    lot: 8000,
    year: 1978,
    sales: [['2024-05-01', 1_500_000]],
    assessed: 1_300_000,
    tax: 15_000,
  });
  return homes;
}

/** Inserts homes with their sales and 2026 assessments; returns the ids in order. */
export async function seedHomes(
  database: Database,
  homes: FixtureHome[] = neighbourhood(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, h] of homes.entries()) {
    const rows = await database.query<{ id: number }>(
      `insert into properties (apn, street_number, street_name, unit, city, zip, address_normalized, lat, lon, county,
         property_type, beds, baths, living_sqft, lot_sqft, year_built, source)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'alameda', $10, $11, $12, $13, $14, $15, 'test') returning id`,
      [
        `941-0${String(i).padStart(3, '0')}-001`,
        h.number,
        h.street,
        h.unit ?? null,
        h.city ?? 'Dublin',
        h.zip ?? '94568',
        normalizeAddressKey(`${h.number} ${h.street}`, h.unit),
        h.lat,
        h.lon,
        h.type ?? 'single_family',
        h.beds,
        h.baths,
        h.sqft,
        h.lot === undefined ? 6000 : h.lot,
        h.year,
      ],
    );
    const id = rows[0]!.id;
    ids.push(id);
    for (const [date, price] of h.sales ?? []) {
      await database.query(
        `insert into sales (property_id, sale_date, price, source) values ($1, $2, $3, 'test')`,
        [id, date, price],
      );
    }
    if (h.assessed) {
      await database.query(
        `insert into assessments (property_id, roll_year, land, improvements, total, annual_tax, source)
         values ($1, 2026, $2, $3, $4, $5, 'test')`,
        [
          id,
          Math.round(h.assessed * 0.4),
          h.assessed - Math.round(h.assessed * 0.4),
          h.assessed,
          h.tax ?? null,
        ],
      );
    }
  }
  return ids;
}

/** The POST /manual_analysis request for SUBJECT, as a visitor fills it in. */
export const SUBJECT_REQUEST = {
  street: '6985 Calistoga Ln',
  unit: '',
  city: 'Dublin',
  state: 'CA',
  zip: '94568',
  beds: 3,
  baths: 2,
  sqft: 1800,
  lot_sqft: 6000,
  year_built: 1990,
  property_type: 'single_family',
  assessed_value: 1_100_000,
};
