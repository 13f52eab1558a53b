import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { createHomeFactsCache, type HomeFactsCache, READ_HORIZON } from './home-facts.cache.ts';
import {
  type AssessmentRow,
  type HomeFacts,
  type PropertyRow,
  type SaleRow,
  sales,
} from './properties.schema.ts';

/**
 * A property as the lookup and the analysis read it (its latest assessment and last sale beside it):
 * its facts, row id, state and `source`, the producer of the record ('demo', an import format, a
 * provider, 'owner': provenance.ts).
 */
export type PropertyRecord = Omit<HomeFacts, 'county'> &
  Pick<PropertyRow, 'id' | 'state' | 'county' | 'source'>;

/** A roll's figures; `homeownersExemption` (usually $7,000) is taken off the value before the tax. */
export type AssessmentRecord = Pick<
  AssessmentRow,
  'rollYear' | 'land' | 'improvements' | 'total' | 'annualTax' | 'source'
> &
  Partial<Pick<AssessmentRow, 'homeownersExemption'>>;

export type LastSaleRecord = Pick<SaleRow, 'saleDate' | 'price'>;

/** A home's latest assessment, last sale and Prop 13 base sale, each null when there is none. */
export interface LatestFacts {
  assessment: AssessmentRecord | null;
  lastSale: LastSaleRecord | null;
  baseSale: LastSaleRecord | null;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A home's latest assessment, last sale and Prop 13 base sale, each column null when there is none. */
type LatestFactsRow = Nullable<
  Pick<
    AssessmentRow,
    'rollYear' | 'land' | 'improvements' | 'total' | 'annualTax' | 'homeownersExemption'
  > & {
    assessmentSource: AssessmentRow['source'];
    saleDate: SaleRow['saleDate'];
    price: SaleRow['price'];
    baseDate: SaleRow['saleDate'];
    basePrice: SaleRow['price'];
  }
>;

const PROPERTY_COLUMNS = `id, apn, street_number as "streetNumber", street_name as "streetName", unit, city, state, zip,
  address_normalized as "addressNormalized", lat, lon, county, property_type as "propertyType", beds, baths,
  living_sqft as "livingSqft", lot_sqft as "lotSqft", year_built as "yearBuilt", source`;

/** Escapes LIKE wildcards so user text is only ever a literal prefix. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The upper bound of a prefix as a range (`>= prefix and < bound`): the COLLATE "C" indexes compare
 * bytes, so for text of printable ASCII (what foldText leaves) the two match exactly the rows LIKE
 * 'prefix%' matches. A range is what a generic (cached) plan can walk an index with; a LIKE pattern
 * given as a parameter is not. Null for other text, which uses the LIKE statement.
 */
export function prefixBound(prefix: string): string | null {
  if (!prefix || !/^[\x20-\x7e]+$/.test(prefix)) return null;
  const last = prefix.charCodeAt(prefix.length - 1);
  return `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`;
}

/** A read's rows with the horizon of its snapshot (home-facts.cache.ts). */
type WithHorizon<T> = T & { readHorizon: string };

/**
 * A home's latest assessment up to a roll year, its last sale and its last arm's-length sale before
 * the next lien date ($1 the home, $2 the roll year), with the horizon of the snapshot they were read
 * in (decision 196). Prepared (decision 164): the lookup and the analysis both run it, and planning
 * its three reads was half its cost.
 */
export const LATEST_FACTS = 'assessment_and_last_sale';
export const LATEST_FACTS_SQL = `select ${READ_HORIZON} as "readHorizon", a.roll_year as "rollYear", a.land, a.improvements, a.total, a.annual_tax as "annualTax",
       a.homeowners_exemption as "homeownersExemption", a.source as "assessmentSource",
       s.sale_date::text as "saleDate", s.price, b.sale_date::text as "baseDate", b.price as "basePrice"
from (select 1) one
left join lateral (select roll_year, land, improvements, total, annual_tax, homeowners_exemption, source from assessments
                   where property_id = $1 and roll_year <= $2 order by roll_year desc limit 1) a on true
left join lateral (select sale_date, price from sales
                   where property_id = $1 order by sale_date desc, price desc limit 1) s on true
left join lateral (select sale_date, price from sales
                   where property_id = $1 and arms_length and price > 0
                     and sale_date < make_date($2::int + 1, 1, 1)
                   order by sale_date desc, price desc limit 1) b on true`;

/**
 * The lookup's candidates inside one ZIP (decision 159): `$1` the ZIP, `$2` the prefix, `$3` its
 * `prefixBound`, `$4` the limit. Only the (zip, address) key can answer the row comparisons. Every
 * row carries the snapshot's horizon (decision 196); with no home, one row of nulls carries it, so
 * that finding no home is remembered too. Exported, with its statement name, for the plan test.
 */
export const ZIP_ADDRESS_RANGE = 'properties_zip_address_range';
export const ZIP_ADDRESS_RANGE_SQL = `select h."readHorizon", p.* from (select ${READ_HORIZON} as "readHorizon") h
  left join lateral (select ${PROPERTY_COLUMNS} from properties
    where (zip, address_normalized) >= ($1, $2) and (zip, address_normalized) < ($1, $3)
    order by zip, address_normalized limit $4) p on true`;

/**
 * Whether the trigram index can narrow a search for `text` inside addresses: pg_trgm only extracts
 * trigrams from runs of three or more letters or digits (addresses are folded to ASCII), and a
 * pattern without one would read the whole index or table.
 */
export const hasTrigram = (text: string) => /[A-Za-z0-9]{3}/.test(text);

/** A home's latest facts from their row (each null when there is none). */
function latestFactsOf(r: LatestFactsRow | undefined): LatestFacts {
  return {
    assessment:
      r && r.rollYear !== null && r.total !== null
        ? {
            rollYear: r.rollYear,
            land: r.land,
            improvements: r.improvements,
            total: r.total,
            annualTax: r.annualTax,
            homeownersExemption: r.homeownersExemption,
            source: r.assessmentSource ?? '',
          }
        : null,
    lastSale: r && r.saleDate !== null && r.price !== null ? { saleDate: r.saleDate, price: r.price } : null,
    baseSale:
      r && r.baseDate !== null && r.basePrice !== null ? { saleDate: r.baseDate, price: r.basePrice } : null,
  };
}

/**
 * The homes and facts the lookup reads. The two reads the lookup and `/manual_analysis` both make of
 * one address (its candidates inside its ZIP, the chosen home's facts) are answered again from
 * `cache` while nothing they read has changed (decision 196).
 */
export function createPropertiesRepository(
  database: Database,
  cache: HomeFactsCache = createHomeFactsCache(database),
) {
  return {
    async byId(id: number): Promise<PropertyRecord | null> {
      const rows = await database.query<PropertyRecord>(
        `select ${PROPERTY_COLUMNS} from properties where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** Properties whose normalised address starts with `prefix`, optionally inside one ZIP. */
    async byAddressPrefix(prefix: string, zip: string | null, limit: number): Promise<PropertyRecord[]> {
      const bound = zip ? prefixBound(prefix) : null;
      // The row comparisons can only be walked on the (zip, address) key, so the planner cannot take
      // the address index and read every home of that number in the state for the few in one ZIP
      // (354 pages for 2 rows at 2.5M homes, against 4). No `zip = $1` beside them: the btree would
      // start from it and walk the whole ZIP. The range implies the ZIP, so its order is the address's.
      if (zip && bound)
        return cache.read(`zip ${zip} ${limit} ${prefix}`, async () => {
          const rows = await database.prepared<WithHorizon<PropertyRecord>>(
            ZIP_ADDRESS_RANGE,
            ZIP_ADDRESS_RANGE_SQL,
            [zip, prefix, bound, limit],
          );
          return {
            value: rows.flatMap(({ readHorizon: _, ...home }) => (home.id === null ? [] : [home])),
            horizon: rows[0]?.readHorizon ?? null,
          };
        });
      return zip
        ? database.query<PropertyRecord>(
            `select ${PROPERTY_COLUMNS} from properties where zip = $1 and address_normalized like $2
             order by address_normalized limit $3`,
            [zip, likePrefix(prefix), limit],
          )
        : database.query<PropertyRecord>(
            `select ${PROPERTY_COLUMNS} from properties where address_normalized like $1
             order by address_normalized limit $2`,
            [likePrefix(prefix), limit],
          );
    },

    /**
     * Street-name search inside the address (not at its start), served by the trigram index only.
     * Left to itself the planner reads the whole table for a rare word (it expects the LIMIT to stop
     * it early: 300–500 ms for "aaa" on 200k homes, blocking PGlite's event loop), so the index is
     * required for this one statement; text the index cannot narrow finds nothing (decision 091).
     */
    async containing(text: string, limit: number): Promise<PropertyRecord[]> {
      if (!hasTrigram(text)) return [];
      const pattern = `%${likePrefix(text)}`;
      return database.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(
          sql`select ${sql.raw(PROPERTY_COLUMNS)} from properties where address_normalized like ${pattern} limit ${limit}`,
        );
        return (result as unknown as { rows: PropertyRecord[] }).rows;
      });
    },

    /**
     * A home's latest assessment for the roll year or earlier, its last recorded sale, and its last
     * arm's-length sale before the next lien date (the base of a Prop 13 estimate, decision 120), in
     * one round trip (the lookup and the analysis all need them).
     */
    async assessmentAndLastSale(propertyId: number, rollYear: number): Promise<LatestFacts> {
      return cache.read(`facts ${propertyId} ${rollYear}`, async () => {
        const [row] = await database.prepared<WithHorizon<LatestFactsRow>>(LATEST_FACTS, LATEST_FACTS_SQL, [
          propertyId,
          rollYear,
        ]);
        return { value: latestFactsOf(row), horizon: row?.readHorizon ?? null };
      });
    },

    /** Centre and county of the homes in a ZIP code: where an address missing from the records is assumed to be. */
    async zipCentre(zip: string): Promise<{ lat: number; lon: number; county: string; city: string } | null> {
      const rows = await database.query<Nullable<Pick<PropertyRow, 'lat' | 'lon' | 'county' | 'city'>>>(
        `select avg(lat) as lat, avg(lon) as lon, mode() within group (order by county) as county,
                mode() within group (order by city) as city
         from (select lat, lon, county, city from properties where zip = $1 and lat is not null limit 2000) p`,
        [zip],
      );
      const row = rows[0];
      return row?.lat != null && row.lon != null && row.county
        ? { lat: row.lat, lon: row.lon, county: row.county, city: row.city ?? '' }
        : null;
    },

    /** The latest recorded sale date (YYYY-MM-DD), or null with no sales. */
    async latestSaleDate(): Promise<string | null> {
      const [row] = await database.db
        .select({ d: sql<SaleRow['saleDate'] | null>`max(${sales.saleDate})::text` })
        .from(sales);
      return row?.d ?? null;
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
