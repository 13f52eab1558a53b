/**
 * Properties' writer of imported roll parcels, called by the dataset's roll importer through
 * properties.plugin.ts (decision 243): only properties writes its tables. Writes one batch of roll parcels (decision 116): homes matched by parcel number, else by ZIP and
 * normalised address (a home a sales file brought in gets its real parcel number); only the latest
 * roll year of a parcel is kept; assessments upserted by (property, roll year). Every write is
 * conditional on a difference, so importing the same file again changes no row at all.
 */
import type { BulkSession } from '#db/bulk-session.ts';
import type { AssessmentRow, HomeFacts, PropertyRow, SaleRow } from './properties.schema.ts';

/**
 * One parcel of one roll year as the roll importer hands it over, validated and normalised. `apn` is
 * the county's parcel number (Los Angeles AIN written 4-3-3: 2004-001-003).
 */
export type ParcelRecord = HomeFacts &
  Pick<AssessmentRow, 'land' | 'improvements' | 'improvementsBaseYear' | 'annualTax'> & {
    /** Line of the file where the record starts: named in a refusal. */
    line: number;
    /** The roll's format, stored with the home and the assessment. */
    source: string;
    /** Roll year named by its lien date (2025 = January 1, 2025). */
    rollYear: AssessmentRow['rollYear'];
    /** Land plus improvements as enrolled (before exemptions). */
    total: AssessmentRow['total'];
    /** Prop 13 base year of the land (the `assessments.base_year` column). */
    landBaseYear: AssessmentRow['baseYear'];
    /** The homeowners' exemption taken off the roll value ($7,000 when claimed), else 0 or null. */
    homeownersExemption: AssessmentRow['homeownersExemption'];
    /** 'YYYY-MM-DD' of the last recorded transfer. */
    recordingDate: AssessmentRow['recordingDate'];
    /** A price recorded with the transfer (the generic roll CSV may carry one; LA's roll never does). */
    salePrice: SaleRow['price'] | null;
  };

/** A parcel refused, and why. */
export interface RefusedParcel {
  line: number;
  reason: string;
}

export interface RollBatchOutcome {
  propertiesCreated: number;
  propertiesUpdated: number;
  assessmentsWritten: number;
  salesInserted: number;
  /** Rows of a parcel whose newer roll year is already in the file or the database. */
  olderRollYears: number;
  errors: RefusedParcel[];
}

const REFRESH = [
  ['lat', 'float8'],
  ['lon', 'float8'],
  ['beds', 'smallint'],
  ['baths', 'real'],
  ['living_sqft', 'integer'],
  ['lot_sqft', 'integer'],
  ['year_built', 'smallint'],
] as const;

const refreshValues = (h: ParcelRecord) => [
  h.lat,
  h.lon,
  h.beds,
  h.baths,
  h.livingSqft,
  h.lotSqft,
  h.yearBuilt,
];

export async function writeRollBatch(
  session: BulkSession,
  batch: ParcelRecord[],
  sourceFile: string,
): Promise<RollBatchOutcome> {
  const outcome: RollBatchOutcome = {
    propertiesCreated: 0,
    propertiesUpdated: 0,
    assessmentsWritten: 0,
    salesInserted: 0,
    olderRollYears: 0,
    errors: [],
  };
  if (batch.length === 0) return outcome;
  const source = (batch[0] as ParcelRecord).source;

  // 1. One row per parcel: its latest roll year (the later row of the file on a tie).
  const byApn = new Map<string, ParcelRecord>();
  for (const parcel of batch) {
    const key = `${parcel.county}|${parcel.apn}`;
    const kept = byApn.get(key);
    if (!kept || parcel.rollYear >= kept.rollYear) byApn.set(key, parcel);
    if (kept) outcome.olderRollYears++;
  }

  // 2. Parcels already known by number, and the latest roll year this source gave each.
  let parcels = [...byApn.values()];
  const known = await session.query<
    Pick<PropertyRow, 'id' | 'county' | 'apn'> & { latest: AssessmentRow['rollYear'] | null }
  >(
    `SELECT p.id, p.county, p.apn,
            (SELECT max(a.roll_year) FROM assessments a WHERE a.property_id = p.id AND a.source = $3)::int AS latest
       FROM properties p
      WHERE (p.county, p.apn) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [parcels.map((p) => p.county), parcels.map((p) => p.apn), source],
  );
  const knownByApn = new Map(known.map((k) => [`${k.county}|${k.apn}`, k]));
  const idOf = new Map<ParcelRecord, number>();
  const supersedes = new Set<ParcelRecord>();
  parcels = parcels.filter((p) => {
    const k = knownByApn.get(`${p.county}|${p.apn}`);
    if (k?.latest != null && k.latest > p.rollYear) {
      outcome.olderRollYears++;
      return false;
    }
    if (k) idOf.set(p, k.id);
    // Only a parcel known with an older roll year of this source has a row to drop (step 5).
    if (k?.latest != null && k.latest < p.rollYear) supersedes.add(p);
    return true;
  });

  // 3. Known homes: facts refreshed from the roll where they differ.
  const matched = parcels.filter((p) => idOf.has(p));
  if (matched.length > 0) {
    const columns = REFRESH.map(([name]) => name);
    const casts = REFRESH.map(([, type], i) => `$${i + 3}::${type}[]`).join(', ');
    const refreshed = REFRESH.map(([name]) => `COALESCE(u.${name}, p.${name})`);
    const updated = await session.query<Pick<PropertyRow, 'id'>>(
      `UPDATE properties p SET ${columns.map((c, i) => `${c} = ${refreshed[i]}`).join(', ')},
              property_type = u.property_type, updated_at = now()
         FROM unnest($1::integer[], $2::text[], ${casts}) AS u(id, property_type, ${columns.join(', ')})
        WHERE p.id = u.id
          AND (p.property_type, ${columns.map((c) => `p.${c}`).join(', ')})
              IS DISTINCT FROM (u.property_type, ${refreshed.join(', ')})
        RETURNING p.id`,
      [
        matched.map((p) => idOf.get(p)),
        matched.map((p) => p.propertyType),
        ...REFRESH.map((_, i) => matched.map((p) => refreshValues(p)[i])),
      ],
    );
    outcome.propertiesUpdated += updated.length;
  }

  // 4. New parcels: created, or merged into the home a sales file made at the same address (which
  //    then takes the parcel's real number). A situs address another parcel already holds is reported.
  const byAddress = new Map<string, ParcelRecord>();
  const fresh: ParcelRecord[] = [];
  for (const p of parcels) {
    if (idOf.has(p)) continue;
    const key = `${p.zip}|${p.addressNormalized}`;
    const first = byAddress.get(key);
    if (first) {
      outcome.errors.push({
        line: p.line,
        reason: `situs address "${p.addressNormalized} ${p.zip}" already belongs to parcel "${first.apn} (line ${first.line})"`,
      });
      continue;
    }
    byAddress.set(key, p);
    fresh.push(p);
  }
  if (fresh.length > 0) {
    const rows = await session.query<
      Pick<PropertyRow, 'id' | 'zip' | 'addressNormalized' | 'apn'> & { inserted: boolean }
    >(
      `INSERT INTO properties (apn, apn_synthetic, street_number, street_name, unit, city, zip, address_normalized,
         lat, lon, county, property_type, beds, baths, living_sqft, lot_sqft, year_built, source, source_file)
       SELECT u.apn, false, u.sn, u.st, u.unit, u.city, u.zip, u.addr, u.lat, u.lon, u.county, u.ptype, u.beds,
              u.baths, u.sqft, u.lot, u.yb, $17, $18
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::float8[], $9::float8[], $10::text[], $11::text[], $12::smallint[], $13::real[],
                     $14::integer[], $15::integer[], $16::smallint[])
           AS u(apn, sn, st, unit, city, zip, addr, lat, lon, county, ptype, beds, baths, sqft, lot, yb)
       ON CONFLICT (zip, address_normalized) DO UPDATE SET
         apn = CASE WHEN properties.apn_synthetic THEN EXCLUDED.apn ELSE properties.apn END,
         apn_synthetic = false,
         ${REFRESH.map(([c]) => `${c} = COALESCE(EXCLUDED.${c}, properties.${c})`).join(', ')},
         property_type = EXCLUDED.property_type,
         updated_at = now()
       WHERE properties.apn_synthetic OR properties.apn = EXCLUDED.apn
       RETURNING id, zip, address_normalized AS "addressNormalized", apn, (xmax = 0) AS inserted`,
      [
        fresh.map((p) => p.apn),
        fresh.map((p) => p.streetNumber),
        fresh.map((p) => p.streetName),
        fresh.map((p) => p.unit),
        fresh.map((p) => p.city),
        fresh.map((p) => p.zip),
        fresh.map((p) => p.addressNormalized),
        fresh.map((p) => p.lat),
        fresh.map((p) => p.lon),
        fresh.map((p) => p.county),
        fresh.map((p) => p.propertyType),
        fresh.map((p) => p.beds),
        fresh.map((p) => p.baths),
        fresh.map((p) => p.livingSqft),
        fresh.map((p) => p.lotSqft),
        fresh.map((p) => p.yearBuilt),
        source,
        sourceFile,
      ],
    );
    const written = new Map(rows.map((r) => [`${r.zip}|${r.addressNormalized}`, r]));
    const clashes = fresh.filter((p) => !written.has(`${p.zip}|${p.addressNormalized}`));
    if (clashes.length > 0) {
      const holders = await session.query<Pick<PropertyRow, 'zip' | 'addressNormalized' | 'apn'>>(
        `SELECT zip, address_normalized AS "addressNormalized", apn FROM properties
          WHERE (zip, address_normalized) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
        [clashes.map((p) => p.zip), clashes.map((p) => p.addressNormalized)],
      );
      const holder = new Map(holders.map((h) => [`${h.zip}|${h.addressNormalized}`, h.apn]));
      for (const p of clashes)
        outcome.errors.push({
          line: p.line,
          reason: `situs address "${p.addressNormalized} ${p.zip}" already belongs to parcel "${holder.get(`${p.zip}|${p.addressNormalized}`) ?? '?'}"`,
        });
    }
    for (const p of fresh) {
      const row = written.get(`${p.zip}|${p.addressNormalized}`);
      if (!row) continue;
      idOf.set(p, row.id);
      if (row.inserted) outcome.propertiesCreated++;
      else outcome.propertiesUpdated++;
    }
  }

  // 5. The roll year's values, written only where they differ; older years of this source dropped.
  const assessed = parcels.filter((p) => idOf.has(p));
  if (assessed.length > 0) {
    const ids = assessed.map((p) => idOf.get(p) as number);
    const written = await session.query<Pick<AssessmentRow, 'propertyId'>>(
      `INSERT INTO assessments (property_id, roll_year, land, improvements, total, base_year, improvements_base_year,
         homeowners_exemption, recording_date, annual_tax, source, source_file)
       SELECT u.*, $11, $12 FROM unnest($1::integer[], $2::smallint[], $3::integer[], $4::integer[], $5::integer[],
         $6::smallint[], $7::smallint[], $8::integer[], $9::date[], $10::integer[])
         AS u(id, y, land, imp, total, by, iby, hox, rec, tax)
       ON CONFLICT (property_id, roll_year) DO UPDATE SET
         land = EXCLUDED.land, improvements = EXCLUDED.improvements, total = EXCLUDED.total,
         base_year = EXCLUDED.base_year, improvements_base_year = EXCLUDED.improvements_base_year,
         homeowners_exemption = EXCLUDED.homeowners_exemption, recording_date = EXCLUDED.recording_date,
         annual_tax = COALESCE(EXCLUDED.annual_tax, assessments.annual_tax),
         source = EXCLUDED.source, source_file = EXCLUDED.source_file
       WHERE (assessments.land, assessments.improvements, assessments.total, assessments.base_year,
              assessments.improvements_base_year, assessments.homeowners_exemption, assessments.recording_date,
              assessments.annual_tax, assessments.source, assessments.source_file)
             IS DISTINCT FROM
             (EXCLUDED.land, EXCLUDED.improvements, EXCLUDED.total, EXCLUDED.base_year,
              EXCLUDED.improvements_base_year, EXCLUDED.homeowners_exemption, EXCLUDED.recording_date,
              COALESCE(EXCLUDED.annual_tax, assessments.annual_tax), EXCLUDED.source, EXCLUDED.source_file)
       RETURNING property_id`,
      [
        ids,
        assessed.map((p) => p.rollYear),
        assessed.map((p) => p.land),
        assessed.map((p) => p.improvements),
        assessed.map((p) => p.total),
        assessed.map((p) => p.landBaseYear),
        assessed.map((p) => p.improvementsBaseYear),
        assessed.map((p) => p.homeownersExemption),
        assessed.map((p) => p.recordingDate),
        assessed.map((p) => p.annualTax),
        source,
        sourceFile,
      ],
    );
    outcome.assessmentsWritten = written.length;
    const newer = assessed.filter((p) => supersedes.has(p));
    if (newer.length > 0)
      await session.query(
        `DELETE FROM assessments a USING unnest($1::integer[], $2::smallint[]) AS u(id, y)
          WHERE a.property_id = u.id AND a.source = $3 AND a.roll_year < u.y`,
        [newer.map((p) => idOf.get(p)), newer.map((p) => p.rollYear), source],
      );

    // 6. A transfer recorded with a price (the generic CSV may give one) is a sale.
    const sold = assessed.filter((p) => p.salePrice !== null && p.recordingDate !== null);
    if (sold.length > 0) {
      const inserted = await session.query(
        `INSERT INTO sales (property_id, sale_date, price, arms_length, source, source_file)
         SELECT u.*, true, $4, $5 FROM unnest($1::integer[], $2::date[], $3::integer[]) AS u(id, d, price)
         ON CONFLICT (property_id, sale_date, price) DO NOTHING RETURNING id`,
        [
          sold.map((p) => idOf.get(p)),
          sold.map((p) => p.recordingDate),
          sold.map((p) => p.salePrice),
          source,
          sourceFile,
        ],
      );
      outcome.salesInserted = inserted.length;
    }
  }
  return outcome;
}
