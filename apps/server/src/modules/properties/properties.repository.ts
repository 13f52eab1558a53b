import type { PropertyType } from '@homie/contracts/property-types';
import type { Database } from '#db/client.ts';

/** A property as the lookup and the analysis read it, with its latest assessment and last sale. */
export interface PropertyRecord {
  id: number;
  apn: string;
  streetNumber: string;
  streetName: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  addressNormalized: string;
  lat: number | null;
  lon: number | null;
  county: string;
  propertyType: PropertyType;
  beds: number | null;
  baths: number | null;
  livingSqft: number | null;
  lotSqft: number | null;
  yearBuilt: number | null;
}

export interface AssessmentRecord {
  rollYear: number;
  land: number | null;
  improvements: number | null;
  total: number;
  annualTax: number | null;
}

export interface LastSaleRecord {
  saleDate: string;
  price: number;
}

const PROPERTY_COLUMNS = `id, apn, street_number as "streetNumber", street_name as "streetName", unit, city, state, zip,
  address_normalized as "addressNormalized", lat, lon, county, property_type as "propertyType", beds, baths,
  living_sqft as "livingSqft", lot_sqft as "lotSqft", year_built as "yearBuilt"`;

/** Escapes LIKE wildcards so user text is only ever a literal prefix. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createPropertiesRepository(database: Database) {
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
     * Typo-tolerant fallback on a narrowed set: homes with this exact house number, ranked by trigram
     * similarity of the whole address to what was typed.
     */
    async similarWithNumber(
      number: string,
      typed: string,
      limit: number,
    ): Promise<(PropertyRecord & { score: number })[]> {
      return database.query<PropertyRecord & { score: number }>(
        `select ${PROPERTY_COLUMNS}, similarity(address_normalized, $2) as score from properties
         where address_normalized like $1 and similarity(address_normalized, $2) >= 0.25
         order by score desc, address_normalized limit $3`,
        [likePrefix(`${number} `), typed, limit],
      );
    },

    /** Homes whose street line (the address after its house number) starts with `prefix`: 0003 index. */
    async byStreetLinePrefix(prefix: string, limit: number): Promise<PropertyRecord[]> {
      return database.query<PropertyRecord>(
        `select ${PROPERTY_COLUMNS} from properties
         where substr(address_normalized, strpos(address_normalized, ' ') + 1) like $1
         order by substr(address_normalized, strpos(address_normalized, ' ') + 1) limit $2`,
        [likePrefix(prefix), limit],
      );
    },

    /** Street-name search inside the address (not at its start), served by the trigram index. */
    async containing(text: string, limit: number): Promise<PropertyRecord[]> {
      return database.query<PropertyRecord>(
        `select ${PROPERTY_COLUMNS} from properties where address_normalized like $1 limit $2`,
        [`%${likePrefix(text)}`, limit],
      );
    },

    async latestAssessment(propertyId: number, rollYear: number): Promise<AssessmentRecord | null> {
      const rows = await database.query<AssessmentRecord>(
        `select roll_year as "rollYear", land, improvements, total, annual_tax as "annualTax"
         from assessments where property_id = $1 and roll_year <= $2 order by roll_year desc limit 1`,
        [propertyId, rollYear],
      );
      return rows[0] ?? null;
    },

    async lastSale(propertyId: number): Promise<LastSaleRecord | null> {
      const rows = await database.query<LastSaleRecord>(
        `select sale_date::text as "saleDate", price from sales
         where property_id = $1 order by sale_date desc limit 1`,
        [propertyId],
      );
      return rows[0] ?? null;
    },

    /** Centre and county of the homes in a ZIP code: where an address missing from the records is assumed to be. */
    async zipCentre(zip: string): Promise<{ lat: number; lon: number; county: string; city: string } | null> {
      const rows = await database.query<{
        lat: number | null;
        lon: number | null;
        county: string | null;
        city: string | null;
      }>(
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
      const rows = await database.query<{ d: string | null }>('select max(sale_date)::text as d from sales');
      return rows[0]?.d ?? null;
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
