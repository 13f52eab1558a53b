/**
 * Properties' writer of imported sales, called by the dataset's importers and the MLS sync through
 * properties.plugin.ts (decision 243): only properties writes its tables. Writes one batch of sales: homes matched by parcel number (when the file has a real one)
 * or else by ZIP and normalised address, created or completed; sales added once by their natural key
 * (property, date, price); assessor figures upserted by roll year. Set-based SQL (unnest arrays).
 */
import type { BulkSession } from '#db/bulk-session.ts';
import type { AssessmentRow, HomeFacts, PropertyRow, SaleRow } from './properties.schema.ts';

/** One sold home as an importer hands it over: the home's facts, the sale, assessor figures if any. */
export type SaleRecord = HomeFacts &
  Pick<PropertyRow, 'apnSynthetic'> &
  Pick<SaleRow, 'price' | 'armsLength' | 'saleDate'> & {
    /** Who the sale came from (a file's format, or `mls`): stored with the home and the sale. */
    source: string;
    assessment: Pick<AssessmentRow, 'rollYear' | 'total' | 'annualTax'> | null;
  };

export interface SalesBatchOutcome {
  propertiesCreated: number;
  propertiesUpdated: number;
  salesInserted: number;
  salesDuplicate: number;
  assessmentsUpserted: number;
  /** The home of each sale given, in order (the MLS sync keeps which sale a listing became). */
  propertyIds: number[];
}

/** Attributes a later record fills in or refreshes (non-null values win). */
const REFRESH = ['lat', 'lon', 'beds', 'baths', 'living_sqft', 'lot_sqft', 'year_built'] as const;

/** One home per address key in the batch: the latest record's values, gaps filled from older ones. */
function mergeHomes(sales: SaleRecord[]): Map<string, SaleRecord> {
  const homes = new Map<string, SaleRecord>();
  const sorted = [...sales].sort((a, b) => (a.saleDate < b.saleDate ? 1 : -1));
  for (const sale of sorted) {
    const key = `${sale.zip}|${sale.addressNormalized}`;
    const home = homes.get(key);
    if (!home) homes.set(key, { ...sale });
    else {
      home.lat ??= sale.lat;
      home.lon ??= sale.lon;
      home.beds ??= sale.beds;
      home.baths ??= sale.baths;
      home.livingSqft ??= sale.livingSqft;
      home.lotSqft ??= sale.lotSqft;
      home.yearBuilt ??= sale.yearBuilt;
      if (home.apnSynthetic && !sale.apnSynthetic)
        Object.assign(home, { apn: sale.apn, apnSynthetic: false });
    }
  }
  return homes;
}

const homeColumns = (homes: SaleRecord[]) => [
  homes.map((h) => h.apn),
  homes.map((h) => h.apnSynthetic),
  homes.map((h) => h.streetNumber),
  homes.map((h) => h.streetName),
  homes.map((h) => h.unit),
  homes.map((h) => h.city),
  homes.map((h) => h.zip),
  homes.map((h) => h.addressNormalized),
  homes.map((h) => h.lat),
  homes.map((h) => h.lon),
  homes.map((h) => h.county),
  homes.map((h) => h.propertyType),
  homes.map((h) => h.beds),
  homes.map((h) => h.baths),
  homes.map((h) => h.livingSqft),
  homes.map((h) => h.lotSqft),
  homes.map((h) => h.yearBuilt),
  homes.map((h) => h.source),
];
const HOME_UNNEST = `unnest($1::text[], $2::boolean[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
  $8::text[], $9::float8[], $10::float8[], $11::text[], $12::text[], $13::smallint[], $14::real[], $15::integer[],
  $16::integer[], $17::smallint[], $18::text[])`;
const HOME_NAMES = `apn, apn_synthetic, street_number, street_name, unit, city, zip, address_normalized, lat, lon, county,
  property_type, beds, baths, living_sqft, lot_sqft, year_built, source`;

export async function writeSalesBatch(session: BulkSession, sales: SaleRecord[]): Promise<SalesBatchOutcome> {
  const outcome: SalesBatchOutcome = {
    propertiesCreated: 0,
    propertiesUpdated: 0,
    salesInserted: 0,
    salesDuplicate: 0,
    assessmentsUpserted: 0,
    propertyIds: [],
  };
  const homes = mergeHomes(sales);
  const idByKey = new Map<string, number>();

  // 1. Homes whose real parcel number is known already: the same parcel, whatever the address says.
  const withApn = [...homes.values()].filter((h) => !h.apnSynthetic);
  if (withApn.length > 0) {
    const rows = await session.query<Pick<PropertyRow, 'id' | 'county' | 'apn'>>(
      `SELECT id, county, apn FROM properties
        WHERE (county, apn) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [withApn.map((h) => h.county), withApn.map((h) => h.apn)],
    );
    const byApn = new Map(rows.map((r) => [`${r.county}|${r.apn}`, r.id]));
    const matched = withApn.filter((h) => byApn.has(`${h.county}|${h.apn}`));
    for (const h of matched)
      idByKey.set(`${h.zip}|${h.addressNormalized}`, byApn.get(`${h.county}|${h.apn}`) as number);
    if (matched.length > 0) {
      await session.query(
        `UPDATE properties p SET ${REFRESH.map((c) => `${c} = COALESCE(u.${c}, p.${c})`).join(', ')}, updated_at = now()
           FROM unnest($1::integer[], $2::float8[], $3::float8[], $4::smallint[], $5::real[], $6::integer[], $7::integer[], $8::smallint[])
             AS u(id, ${REFRESH.join(', ')})
          WHERE p.id = u.id`,
        [
          matched.map((h) => idByKey.get(`${h.zip}|${h.addressNormalized}`)),
          matched.map((h) => h.lat),
          matched.map((h) => h.lon),
          matched.map((h) => h.beds),
          matched.map((h) => h.baths),
          matched.map((h) => h.livingSqft),
          matched.map((h) => h.lotSqft),
          matched.map((h) => h.yearBuilt),
        ],
      );
      outcome.propertiesUpdated += matched.length;
    }
  }

  // 2. Every other home by ZIP and address: created, or completed when it exists. Two records of one
  //    parcel under different addresses in this batch keep the first address.
  const seenApn = new Set<string>();
  const rest = [...homes.values()].filter((h) => {
    if (idByKey.has(`${h.zip}|${h.addressNormalized}`)) return false;
    const apnKey = `${h.county}|${h.apn}`;
    if (seenApn.has(apnKey)) return false;
    seenApn.add(apnKey);
    return true;
  });
  if (rest.length > 0) {
    const rows = await session.query<
      Pick<PropertyRow, 'id' | 'zip' | 'addressNormalized'> & { inserted: boolean }
    >(
      `INSERT INTO properties (${HOME_NAMES}) SELECT * FROM ${HOME_UNNEST}
       ON CONFLICT (zip, address_normalized) DO UPDATE SET
         ${REFRESH.map((c) => `${c} = COALESCE(EXCLUDED.${c}, properties.${c})`).join(', ')},
         apn = CASE WHEN properties.apn_synthetic AND NOT EXCLUDED.apn_synthetic THEN EXCLUDED.apn ELSE properties.apn END,
         apn_synthetic = properties.apn_synthetic AND EXCLUDED.apn_synthetic,
         updated_at = now()
       RETURNING id, zip, address_normalized AS "addressNormalized", (xmax = 0) AS inserted`,
      homeColumns(rest),
    );
    for (const r of rows) {
      idByKey.set(`${r.zip}|${r.addressNormalized}`, r.id);
      if (r.inserted) outcome.propertiesCreated++;
      else outcome.propertiesUpdated++;
    }
  }
  // Homes of the same parcel skipped above share its id.
  for (const h of homes.values()) {
    if (idByKey.has(`${h.zip}|${h.addressNormalized}`)) continue;
    const twin = [...homes.values()].find(
      (o) => o.county === h.county && o.apn === h.apn && idByKey.has(`${o.zip}|${o.addressNormalized}`),
    );
    if (twin)
      idByKey.set(
        `${h.zip}|${h.addressNormalized}`,
        idByKey.get(`${twin.zip}|${twin.addressNormalized}`) as number,
      );
  }

  // 3. Sales, once each.
  const ids = sales.map((s) => idByKey.get(`${s.zip}|${s.addressNormalized}`) as number);
  outcome.propertyIds = ids;
  const inserted = await session.query(
    `INSERT INTO sales (property_id, sale_date, price, arms_length, source)
     SELECT * FROM unnest($1::integer[], $2::date[], $3::integer[], $4::boolean[], $5::text[])
     ON CONFLICT (property_id, sale_date, price) DO NOTHING RETURNING id`,
    [
      ids,
      sales.map((s) => s.saleDate),
      sales.map((s) => s.price),
      sales.map((s) => s.armsLength),
      sales.map((s) => s.source),
    ],
  );
  outcome.salesInserted = inserted.length;
  outcome.salesDuplicate = sales.length - inserted.length;

  // 4. Assessor figures (RESO), one row per home and roll year, the latest record winning.
  const assessed = new Map<
    string,
    { id: number; rollYear: number; total: number; tax: number | null; source: string }
  >();
  sales.forEach((s, i) => {
    if (s.assessment) {
      const id = ids[i] as number;
      assessed.set(`${id}|${s.assessment.rollYear}`, {
        id,
        rollYear: s.assessment.rollYear,
        total: s.assessment.total,
        tax: s.assessment.annualTax,
        source: s.source,
      });
    }
  });
  if (assessed.size > 0) {
    const rows = [...assessed.values()];
    await session.query(
      `INSERT INTO assessments (property_id, roll_year, total, annual_tax, source)
       SELECT * FROM unnest($1::integer[], $2::smallint[], $3::integer[], $4::integer[], $5::text[])
       ON CONFLICT (property_id, roll_year) DO UPDATE SET
         land = CASE WHEN assessments.total = EXCLUDED.total THEN assessments.land END,
         improvements = CASE WHEN assessments.total = EXCLUDED.total THEN assessments.improvements END,
         total = EXCLUDED.total,
         annual_tax = COALESCE(EXCLUDED.annual_tax, assessments.annual_tax),
         prop8 = COALESCE(EXCLUDED.total < assessments.factored_base_value, false),
         source = EXCLUDED.source`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.rollYear),
        rows.map((r) => r.total),
        rows.map((r) => r.tax),
        rows.map((r) => r.source),
      ],
    );
    outcome.assessmentsUpserted = rows.length;
  }
  return outcome;
}

/**
 * Removes the given sales where `source` brought them (the MLS sync: a listing whose sale moved); the
 * same sale brought by another source stays.
 */
export async function deleteSalesOf(
  session: BulkSession,
  source: string,
  sales: readonly Pick<SaleRow, 'propertyId' | 'saleDate' | 'price'>[],
): Promise<void> {
  if (sales.length === 0) return;
  await session.query(
    `DELETE FROM sales s
       USING unnest($1::integer[], $2::date[], $3::integer[]) AS o(property_id, sale_date, price)
      WHERE s.property_id = o.property_id AND s.sale_date = o.sale_date AND s.price = o.price
        AND s.source = $4`,
    [sales.map((m) => m.propertyId), sales.map((m) => m.saleDate), sales.map((m) => m.price), source],
  );
}
