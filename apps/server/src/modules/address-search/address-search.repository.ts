import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { changeLogOf } from '#lib/read-copies/change-log.repository.ts';
import { propertyAddressChanges } from '#modules/properties/properties.schema.ts';
import { likePrefix, prefixBound } from '#modules/properties/properties.plugin.ts';
import type { PropertyRow } from '#modules/properties/properties.schema.ts';

/** What a prediction shows and ranks by: the address parts, no facts, no coordinates. */
export type AutocompleteRow = Pick<
  PropertyRow,
  'id' | 'streetNumber' | 'streetName' | 'unit' | 'city' | 'state' | 'zip' | 'addressNormalized'
>;

/** A city and one of its ZIPs, as homes name them. */
export interface Place {
  city: string;
  zip: string;
}

const COLUMNS = `id, street_number as "streetNumber", street_name as "streetName", unit, city, state, zip,
  address_normalized as "addressNormalized"`;
/** Homes scored by similarity in the typo fallback, at most: a common house number stays bounded. */
const SIMILAR_CANDIDATES = 2000;
const STREET_LINE = `substr(address_normalized, strpos(address_normalized, ' ') + 1)`;

/**
 * The autocomplete's hot queries (decision 127): named statements prepared once and reused, reading
 * only the columns a prediction shows, on the indexes of migrations 0002 and 0012.
 */
export function createAutocompleteRepository(database: Database) {
  /** The (city, ZIP) pairs last read, and the change log's mark when they were. */
  let placesKept: { mark: string; places: Place[] } | null = null;
  return {
    /** Homes whose normalised address starts with `prefix`, in address order. */
    async byAddressPrefix(prefix: string, limit: number): Promise<AutocompleteRow[]> {
      const bound = prefixBound(prefix);
      return bound
        ? database.prepared<AutocompleteRow>(
            'ac_address_range',
            `select ${COLUMNS} from properties where address_normalized >= $1 and address_normalized < $2
             order by address_normalized limit $3`,
            [prefix, bound, limit],
          )
        : database.prepared<AutocompleteRow>(
            'ac_address_like',
            `select ${COLUMNS} from properties where address_normalized like $1
             order by address_normalized limit $2`,
            [likePrefix(prefix), limit],
          );
    },

    /**
     * The typo fallback: among the first `candidates` homes whose address starts with `prefix` (the
     * house number, perhaps with the street's first letter), those most like what was typed.
     */
    async similarWithPrefix(
      prefix: string,
      typed: string,
      limit: number,
      candidates = SIMILAR_CANDIDATES,
    ): Promise<AutocompleteRow[]> {
      const bound = prefixBound(prefix);
      const scored = (where: string) => `select * from (
           select ${COLUMNS}, similarity(address_normalized, $2) as score from properties
           where ${where} order by address_normalized limit $4
         ) scored where score >= 0.25 order by score desc, "addressNormalized" limit $3`;
      const rows = bound
        ? await database.prepared<AutocompleteRow & { score?: number }>(
            'ac_similar_range',
            scored('address_normalized >= $1 and address_normalized < $5'),
            [prefix, typed, limit, candidates, bound],
          )
        : await database.prepared<AutocompleteRow & { score?: number }>(
            'ac_similar_like',
            scored('address_normalized like $1'),
            [likePrefix(prefix), typed, limit, candidates],
          );
      return rows.map(({ score: _score, ...row }) => row);
    },

    /** Homes whose street line (the address after its house number) starts with `prefix`: 0012 index. */
    async byStreetLinePrefix(prefix: string, limit: number): Promise<AutocompleteRow[]> {
      const bound = prefixBound(prefix);
      return bound
        ? database.prepared<AutocompleteRow>(
            'ac_street_range',
            `select ${COLUMNS} from properties where ${STREET_LINE} >= $1 and ${STREET_LINE} < $2
             order by ${STREET_LINE} limit $3`,
            [prefix, bound, limit],
          )
        : database.prepared<AutocompleteRow>(
            'ac_street_like',
            `select ${COLUMNS} from properties where ${STREET_LINE} like $1 order by ${STREET_LINE} limit $2`,
            [likePrefix(prefix), limit],
          );
    },

    /** Homes in one ZIP among these cities (all when `cities` is null), in address order: the (zip, address) index. */
    async byZip(zip: string, cities: string[] | null, limit: number): Promise<AutocompleteRow[]> {
      return cities === null
        ? database.prepared<AutocompleteRow>(
            'ac_zip',
            `select ${COLUMNS} from properties where zip = $1 order by address_normalized limit $2`,
            [zip, limit],
          )
        : // The ZIP's range of the (zip, address) index, its homes of these cities kept: left to itself
          // the planner may read the whole table for a city that is rare in the ZIP (decision 091).
          database.transaction(async (tx) => {
            await tx.execute(sql`set local enable_seqscan = off`);
            const result = await tx.execute(
              sql`select ${sql.raw(COLUMNS)} from properties where zip = ${zip} and city = any(string_to_array(${cities.join('\x1f')}, chr(31)))
                  order by address_normalized limit ${limit}`,
            );
            return (result as unknown as { rows: AutocompleteRow[] }).rows;
          });
    },

    /**
     * Every (city, ZIP) pair a home has, for finding homes by city (issue 53), in ZIP then city order.
     * A whole-table aggregate, used only while the in-memory index loads (it holds these pairs once
     * loaded), and read again only when the change log of migration 0025 has changed (its row count
     * and last seq, one small read a keystroke): no full scan of the homes per keystroke.
     */
    async places(): Promise<Place[]> {
      const [row] = await database.prepared<{ mark: string }>(
        'ac_places_mark',
        `select count(*)::text || '/' || coalesce(max(seq), 0)::text as mark from property_address_changes`,
        [],
      );
      const mark = row?.mark ?? '';
      if (placesKept?.mark === mark) return placesKept.places;
      const places = await database.prepared<Place>(
        'ac_places',
        'select city, zip from properties group by city, zip order by zip, city collate "C"',
        [],
      );
      placesKept = { mark, places };
      return places;
    },

    /**
     * The in-memory prefix index's load (decision 155): homes whose address sorts after `after`, in
     * address order (COLLATE "C": byte order), a page at a time on the address index.
     */
    async addressesAfter(after: string, limit: number): Promise<AutocompleteRow[]> {
      return database.prepared<AutocompleteRow>(
        'ac_index_after',
        `select ${COLUMNS} from properties where address_normalized > $1 order by address_normalized limit $2`,
        [after, limit],
      );
    },

    /** Every home with exactly this address (a page boundary never splits them). */
    async addressesEqual(address: string): Promise<AutocompleteRow[]> {
      return database.prepared<AutocompleteRow>(
        'ac_index_equal',
        `select ${COLUMNS} from properties where address_normalized = $1`,
        [address],
      );
    },

    /** The homes with these ids as they are now (a missing id was deleted). */
    async byIds(ids: number[]): Promise<AutocompleteRow[]> {
      return database.query<AutocompleteRow>(`select ${COLUMNS} from properties where id = any($1::int[])`, [
        ids,
      ]);
    },

    /** The change log of the homes' shown columns (migration 0025) the prefix index follows. */
    addressChanges: changeLogOf(database, propertyAddressChanges, 'ac_index_changes'),
  };
}

export type AutocompleteRepository = ReturnType<typeof createAutocompleteRepository>;
