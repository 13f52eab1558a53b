import { PROPERTY_TYPES } from '@homie/contracts/property-types';
import type { Database } from '#db/client.ts';
import type { PropertyRecord } from '../properties.repository.ts';
import { getTableName } from 'drizzle-orm';
import { compSales, compSalesHorizon, type PropertyRow, type SaleRow } from '../properties.schema.ts';
import { changeLogOf } from '#lib/read-copies/change-log.repository.ts';
import { compSaleChanges } from '../properties.schema.ts';
import type { SaleCandidate } from './comp-types.ts';
import { cellsOf, type IndexCell, type IndexSale } from './market-index.ts';
import { type BoundingBox, PLANE_LON_SCALE } from './geo.ts';

export interface CandidateQuery {
  propertyType: string;
  box: BoundingBox;
  /** Day numbers (days since 1970-01-01), inclusive. */
  fromDay: number;
  toDay: number;
  excludePropertyId: number | null;
  limit: number;
  /**
   * Real or demo sales only (issue 14 item 1, decision 119): a subject from real data is valued from
   * real sales (imports, providers, owners), a demo subject from demo sales, so the two never mix
   * in one answer. The analysis always sets it; absent, sales of both kinds are read.
   */
  real?: boolean;
}

/** Homes of a county read per slice when its market index is (re)computed. */
export const INDEX_SLICE_HOMES = 2000;

/**
 * One candidate row as the comps query selects it (CANDIDATE_COLUMNS): the home, and its latest sale
 * in the window. Located homes only, so `lat` and `lon` are never null.
 */
export type CandidateRow = Omit<
  PropertyRecord,
  'id' | 'apn' | 'state' | 'addressNormalized' | 'lat' | 'lon' | 'source'
> &
  Pick<SaleRow, 'price' | 'source'> & {
    [K in 'lat' | 'lon']: NonNullable<PropertyRow[K]>;
  } & {
    saleId: SaleRow['id'];
    propertyId: PropertyRow['id'];
    /** The home's APN, null when the records gave only a synthetic one (decision 251). */
    apn: string | null;
    /** Days since 1970-01-01 of the sale. */
    saleDay: number;
  };

/**
 * Each column of a candidate row: its name, where homes `p` and sales `s` hold it, and where a
 * comp_sales row `w` carries it (decision 165). One list, so the two reads cannot drift apart.
 */
const CANDIDATE_FIELDS: readonly (readonly [
  name: keyof CandidateRow,
  ofHomeAndSale: string,
  ofCompSale: string,
])[] = [
  ['saleId', 's.id', 'w.sale_id'],
  ['propertyId', 'p.id', 'w.property_id'],
  ...(
    [
      ['streetNumber', 'street_number'],
      ['streetName', 'street_name'],
      ['unit', 'unit'],
      ['city', 'city'],
      ['zip', 'zip'],
      ['county', 'county'],
      ['propertyType', 'property_type'],
      ['lat', 'lat'],
      ['lon', 'lon'],
      ['beds', 'beds'],
      ['baths', 'baths'],
      ['livingSqft', 'living_sqft'],
      ['lotSqft', 'lot_sqft'],
      ['yearBuilt', 'year_built'],
    ] as const
  ).map(([name, column]) => [name, `p.${column}`, `w.${column}`] as const),
  ['price', 's.price', 'w.price'],
  ['saleDay', "(s.sale_date - date '1970-01-01')", "(w.sale_date - date '1970-01-01')"],
  ['source', 's.source', 'w.source'],
  ['apn', 'case when p.apn_synthetic then null else p.apn end', 'w.apn'],
];
const candidateColumns = (from: 1 | 2) => CANDIDATE_FIELDS.map((f) => `${f[from]} as "${f[0]}"`).join(', ');

/**
 * The candidate row's columns, of homes `p` and sales `s`: the comps query's and the backtest's
 * (which reads every sale once and answers the same searches from memory).
 */
export const CANDIDATE_COLUMNS = candidateColumns(1);

/** A candidate row as the comparable search reads it. */
export function candidateOf(r: CandidateRow): SaleCandidate {
  const candidate: SaleCandidate = {
    saleId: r.saleId,
    propertyId: r.propertyId,
    address: `${r.streetNumber} ${r.streetName}${r.unit ? ` #${r.unit}` : ''}`,
    city: r.city,
    zip: r.zip,
    county: r.county,
    propertyType: r.propertyType,
    lat: r.lat,
    lon: r.lon,
    beds: r.beds,
    baths: r.baths === null ? null : Number(r.baths),
    sqft: r.livingSqft,
    lotSqft: r.lotSqft,
    yearBuilt: r.yearBuilt,
    price: r.price,
    saleDay: Number(r.saleDay),
    source: r.source,
  };
  // Set, not spread: a spread literal is a slow dictionary object (analysis-result.ts).
  if (r.apn) candidate.apn = r.apn;
  return candidate;
}

/**
 * The join that gives each home `p` its latest arm's-length sale `s` between two days: the
 * parameters' numbers (a boolean `real`: null for every sale, true for real sales only, false for
 * demo ones; `fromDay`/`toDay` as days since 1970-01-01), read through the sales natural key.
 */
export function latestSaleInWindow(param: { real: number; fromDay: number; toDay: number }): string {
  return `cross join lateral (
           select s.id, s.price, s.sale_date, s.source from sales s
           where s.property_id = p.id and s.arms_length
             and ($${param.real}::boolean is null or (s.source <> 'demo') = $${param.real}::boolean)
             and s.sale_date between (date '1970-01-01' + $${param.fromDay}::int) and (date '1970-01-01' + $${param.toDay}::int)
           order by s.sale_date desc, s.price desc limit 1
         ) s`;
}

/**
 * How many sales a walk reads first for a limit of `n` homes (decision 154): the recent sales table
 * holds about 39 months, a window 12 to 27, and a home may have sold twice. A walk that ends with too
 * few homes and has not yet passed the box reads four times as many. A first walk reads at most
 * 4,000 (a limit above the FETCHES' 1,200 walks on in steps).
 */
export const walkFor = (n: number) => Math.min(3 * n + 30, 4000);
const WALK_GROWTH = 4;

/**
 * Walk lengths are rounded up to this ladder (16, 24, 32, 48, 64, … : powers of two and halfway
 * steps), so the prepared walks stay few (decision 157): at most about 20 lengths per type and kind.
 */
export function walkStep(n: number): number {
  let step = 16;
  while (step < n) step = step % 3 === 0 ? (step / 3) * 4 : (step / 2) * 3;
  return step;
}

/**
 * How densely recent sales of one type and kind lie around a spot, from the last walk there
 * (decision 157): `walked` sales within `last` (plane units), or all of them when `exhausted`.
 * Kept per cell of about 0.7 miles (0.01°) for the first walk of the next fetch or the next visitor
 * nearby. Only the walk's length depends on it, never which homes are found: a walk that ends short
 * of the box with too few homes walks on.
 */
interface Density {
  walked: number;
  last: number;
  exhausted: boolean;
}
const DENSITY_CELLS = 4096;
const densityCell = (type: string, demo: boolean, lat: number, lon: number) =>
  `${type}|${demo ? 'demo' : 'real'}|${Math.round(lat * 100)}|${Math.round(lon * 100)}`;

/**
 * The first walk for `limit` homes in a box of `reach` (plane units from its centre): what the
 * density says reaches past the box (twice its estimate, plus 32), never more than walkFor(limit).
 */
export function firstWalk(limit: number, reach: number, density: Density | undefined): number {
  const prior = walkFor(limit);
  if (!density || density.last <= 0) return prior;
  const expected = density.exhausted ? density.walked : density.walked * (reach / density.last) ** 2;
  return Math.min(prior, walkStep(Math.ceil(expected * 2) + 32));
}

/**
 * What a walk answers, in one row: how many sales it read (`walked`), the distance of the farthest
 * (`last`), and its candidates as one JSON array (`rows`: each its home's latest sale in the window,
 * in the box, with `dist` its distance in the plane), nearest first; `ok` false (and no candidates)
 * when the window starts before comp_sales's horizon.
 */
interface WalkResult {
  ok: boolean;
  walked: number;
  last: number | null;
  rows: Found[];
}
type Found = CandidateRow & { dist: number };

/** The parameters of both candidate queries: the box, the window, the excluded home, the limit, `real`, the centre. */
export function candidateParams(q: CandidateQuery, last: number): unknown[] {
  const centreLat = (q.box.minLat + q.box.maxLat) / 2;
  const centreLon = (q.box.minLon + q.box.maxLon) / 2;
  return [
    q.box.minLat,
    q.box.maxLat,
    q.box.minLon,
    q.box.maxLon,
    q.fromDay,
    q.toDay,
    q.excludePropertyId ?? -1,
    last,
    q.real ?? null,
    centreLon,
    centreLat,
  ];
}
const inBox = `point(p.lon * 0.8, p.lat) <@ box(point($3::float8 * 0.8, $1::float8), point($4::float8 * 0.8, $2::float8))
         and p.lat between $1 and $2 and p.lon between $3 and $4 and p.id <> $7`;

/**
 * The walk's parameters: the box ($1–$4), the window ($5, $6), the excluded home ($7), `real` ($8),
 * the centre ($9 longitude, $10 latitude) and the limit ($11). The walk's length is not one of them
 * (walkSql).
 */
export function walkParams(q: CandidateQuery): unknown[] {
  const params = candidateParams(q, 0);
  params.splice(7, 1);
  params.push(q.limit);
  return params;
}

/** The candidate row's columns as the comp_sales rows `w` of the walk carry them (decision 165). */
const WALK_COLUMNS = candidateColumns(2);

/** A comp_sales row as the comparables' in-memory copy reads it: the candidate's columns and its kind. */
export type CompSaleRow = CandidateRow & { demo: boolean };
const COPY_COLUMNS = `${WALK_COLUMNS}, w.demo`;

/**
 * The statements the comparables' in-memory copy reads comp_sales with (decision 182): pages in key
 * order, the current rows of changed homes, the horizon, and the change log of migration 0028. Named
 * and prepared once (decision 164); the columns are the walk's own, so the two cannot drift apart.
 */
export function createCompSalesReader(database: Database) {
  return {
    /** Rows after the key (home, day, kind), in key order: the copy loads in pages. */
    async after(key: { propertyId: number; saleDay: number; demo: boolean }, limit: number) {
      return database.prepared<CompSaleRow>(
        'comp_sales_copy_page',
        `select ${COPY_COLUMNS} from ${getTableName(compSales)} w
          where (w.property_id, w.sale_date, w.demo) > ($1::int, date '1970-01-01' + $2::int, $3::boolean)
          order by w.property_id, w.sale_date, w.demo limit $4`,
        [key.propertyId, key.saleDay, key.demo, limit],
      );
    },
    /** The current rows of some homes. */
    async ofHomes(ids: number[]) {
      return database.prepared<CompSaleRow>(
        'comp_sales_copy_homes',
        `select ${COPY_COLUMNS} from ${getTableName(compSales)} w where w.property_id = any($1::int[])`,
        [`{${ids.join(',')}}`],
      );
    },
    /** The first day comp_sales holds (null: every sale). */
    async horizon(): Promise<number | null> {
      const [row] = await database.prepared<{ day: number | null }>(
        'comp_sales_copy_horizon',
        `select (since - date '1970-01-01') as day from ${getTableName(compSalesHorizon)}`,
        [],
      );
      return row?.day ?? null;
    },
    changes: changeLogOf(database, compSaleChanges, 'comp_sales_copy_changes'),
  };
}
export type CompSalesReader = ReturnType<typeof createCompSalesReader>;

/**
 * The walk (decision 154), `walk` sales of one type and kind nearest-first, and of the sales read
 * that lie in the window and the box, the first `limit` (by distance and home) that are their home's
 * latest sale in the window. A row of comp_sales carries the candidate's columns and its day's
 * sale with the highest price (decision 165), so the check is one probe of comp_sales's key: no
 * later sale of the kinds asked for in the window ($8 null: of either kind, or the other kind's sale
 * that day at a higher price, as the sales query's order picks). The checks go in distance order and
 * stop at the limit-th home found (decision 161). It answers one row (WalkResult): how many sales
 * were read, the distance of the farthest, and the candidates as one JSON array, nearest first,
 * which the driver parses at once (decision 163); `ok` is false when the window starts before
 * comp_sales's horizon. The walk's length is in the text, not a parameter, so the statement can be
 * prepared once per length and its plan kept (decision 157): a generic plan with `LIMIT $n` on the
 * index scan would be costed for a tenth of the table. Exported for the plan test.
 */
export function walkSql(propertyType: string, demo: boolean, walk: number): string {
  if (!Number.isSafeInteger(walk) || walk < 1) throw new Error(`Not a walk length: ${walk}`);
  const kind = demo ? 'demo' : 'not demo';
  const table = getTableName(compSales);
  return `with h as (
         select since is null or since <= date '1970-01-01' + $5::int as ok from ${getTableName(compSalesHorizon)}
       ),
       w as (
         select cs.*, cs.pt <-> point($9::float8 * 0.8, $10::float8) as dist
         from ${table} cs
         where (select ok from h) and cs.property_type = '${propertyType}' and ${kind}
         order by cs.pt <-> point($9::float8 * 0.8, $10::float8)
         limit ${walk}
       )
       select h.ok, r.walked, r.last,
         coalesce(json_agg(c order by c.dist, c."propertyId") filter (where c."propertyId" is not null), '[]') as rows
       from h
       cross join (select count(*)::int as walked, max(dist) as last from w) r
       left join lateral (
         select w.dist, ${WALK_COLUMNS} from (
           select * from w
           where w.sale_date between (date '1970-01-01' + $5::int) and (date '1970-01-01' + $6::int)
             and w.pt <@ box(point($3::float8 * 0.8, $1::float8), point($4::float8 * 0.8, $2::float8))
             and w.lat between $1 and $2 and w.lon between $3 and $4 and w.property_id <> $7
           order by w.dist, w.property_id, w.sale_date desc
         ) w
         left join lateral (
           select true as later from ${table} l
           where l.property_id = w.property_id and l.sale_date <= date '1970-01-01' + $6::int
             and ($8::boolean is null or l.demo = w.demo)
             and (l.sale_date > w.sale_date
                  or ($8::boolean is null and l.sale_date = w.sale_date and l.demo <> w.demo and l.price > w.price))
           limit 1
         ) later on true
         where later.later is null
         limit $11
       ) c on true
       group by h.ok, r.walked, r.last`;
}

/**
 * SQL for comparable sales and the market index. Only arm's-length sales are read.
 *
 * Candidates come nearest-first with a bounded scan. Decision 154: the subject type's and kind's GiST
 * index over the recent sales (`comp_sales`, migration 0024) is walked in distance order, at most
 * `walk` sales, with no other condition, so the ordered index walk is the only cheap plan whatever the
 * statistics say (decision 136 found the planner trading it for a bitmap scan of the box and a sort).
 * Each sale read that lies in the box and the window is checked to be its home's latest sale in the
 * window (one probe of comp_sales's key; the row carries the candidate's columns, decision 165); the
 * first `limit` such homes by (distance, id) are the candidates, the same ones the former walk over
 * the homes (decision 136) returned. A window starting before the table's horizon walks the homes as before. The rows are
 * returned in latitude, longitude order (as the former box scan listed them), so the selection breaks
 * exact ties as before.
 */
export function createCompsRepository(
  database: Database,
  { indexSliceHomes = INDEX_SLICE_HOMES }: { indexSliceHomes?: number } = {},
) {
  const densities = new Map<string, Density>();
  const remember = (cell: string, density: Density) => {
    densities.delete(cell);
    densities.set(cell, density);
    if (densities.size > DENSITY_CELLS) densities.delete(densities.keys().next().value as string);
  };

  /** The first `limit` homes of one kind (decision 154), walking further while the box may hold more. */
  async function nearestOfKind(q: CandidateQuery, demo: boolean): Promise<Found[] | null> {
    const c = { lat: (q.box.minLat + q.box.maxLat) / 2, lon: (q.box.minLon + q.box.maxLon) / 2 };
    // No point of the box is farther from the centre (in the plane) than its farthest corner.
    const reach =
      Math.max(
        ...[q.box.minLat, q.box.maxLat].flatMap((lat) =>
          [q.box.minLon, q.box.maxLon].map((lon) => Math.hypot((lon - c.lon) * PLANE_LON_SCALE, lat - c.lat)),
        ),
      ) *
        (1 + 1e-9) +
      1e-12;
    const cell = densityCell(q.propertyType, demo, c.lat, c.lon);
    for (let walk = firstWalk(q.limit, reach, densities.get(cell)); ; walk *= WALK_GROWTH) {
      const [result] = await database.prepared<WalkResult>(
        `comps_walk_${q.propertyType}_${demo ? 'demo' : 'real'}_${walk}`,
        walkSql(q.propertyType, demo, walk),
        walkParams(q),
      );
      if (!result?.ok) return null;
      const exhausted = result.walked < walk;
      const last = result.last ?? 0;
      remember(cell, { walked: result.walked, last, exhausted });
      // The walk orders by distance alone (one sort key: the plain index-ordered scan): sales as far
      // as the last one read may go on past the walk, so only nearer ones are certain.
      const found = result.rows.filter((r) => exhausted || r.dist < last);
      if (found.length >= q.limit || exhausted || last > reach) return found.slice(0, q.limit);
    }
  }

  /** The former walk over the homes (decision 136), for windows before the horizon. */
  async function nearestHomes(q: CandidateQuery): Promise<CandidateRow[]> {
    return database.query<CandidateRow>(
      `select ${CANDIDATE_COLUMNS}
       from properties p
       ${latestSaleInWindow({ real: 9, fromDay: 5, toDay: 6 })}
       where p.property_type = '${q.propertyType}' and ${inBox}
       order by point(p.lon * 0.8, p.lat) <-> point($10::float8 * 0.8, $11::float8), p.id
       limit $8`,
      candidateParams(q, q.limit),
    );
  }

  return {
    async candidates(q: CandidateQuery): Promise<SaleCandidate[]> {
      // A literal, not a parameter: each type has its own partial index, and a generic plan could
      // not prove a parameter matches one. Only the four known types reach the SQL.
      if (!(PROPERTY_TYPES as readonly string[]).includes(q.propertyType))
        throw new Error(`Unknown property type: ${q.propertyType}`);
      const kinds = q.real === undefined || q.real === null ? [true, false] : [!q.real];
      let found: Found[] | null = [];
      for (const demo of kinds) {
        const ofKind = await nearestOfKind(q, demo);
        if (ofKind === null) {
          found = null;
          break;
        }
        found.push(...ofKind);
      }
      // Both kinds: the first `limit` of the two nearest-first lists, by distance and id.
      const rows: CandidateRow[] =
        found === null
          ? await nearestHomes(q)
          : found.sort((a, b) => a.dist - b.dist || a.propertyId - b.propertyId).slice(0, q.limit);
      rows.sort((a, b) => a.lat - b.lat || a.lon - b.lon || a.propertyId - b.propertyId);
      return rows.map(candidateOf);
    },

    /**
     * Index cells (ZIP × month: count and median log $/sq ft) of one county's sales between two days.
     * Read in slices of INDEX_SLICE_HOMES homes of the county (decision 137), in parcel-number order
     * through the (county, apn) key, each slice's sales through the sales natural key, and grouped
     * here (`cellsOf`, the rule the in-memory source uses): a county's 27 months in one statement
     * held the database for seconds at a million homes, with every request's query queued behind
     * it. A slice is tens of milliseconds, and requests that arrived meanwhile go between slices.
     */
    async indexCells(county: string, fromDay: number, toDay: number): Promise<IndexCell[]> {
      const sales: IndexSale[] = [];
      let after = '';
      for (;;) {
        const homes = await database.query<Pick<PropertyRow, 'id' | 'apn' | 'zip' | 'livingSqft'>>(
          `select id, apn, zip, living_sqft as "livingSqft" from properties where county = $1 and apn > $2 order by apn limit $3`,
          [county, after, indexSliceHomes],
        );
        if (homes.length === 0) break;
        after = homes[homes.length - 1]!.apn;
        const sized = new Map(homes.filter((h) => (h.livingSqft ?? 0) > 0).map((h) => [h.id, h]));
        if (sized.size > 0) {
          const rows = await database.query<
            Pick<SaleRow, 'propertyId' | 'price'> & Pick<CandidateRow, 'saleDay'>
          >(
            `select property_id as "propertyId", price, (sale_date - date '1970-01-01') as "saleDay" from sales
             where property_id = any($1::int[]) and arms_length
               and sale_date between (date '1970-01-01' + $2::int) and (date '1970-01-01' + $3::int)`,
            [[...sized.keys()], fromDay, toDay],
          );
          for (const r of rows) {
            const home = sized.get(r.propertyId)!;
            sales.push({
              zip: home.zip,
              sqft: home.livingSqft,
              price: r.price,
              saleDay: Number(r.saleDay),
            });
          }
        }
        if (homes.length < indexSliceHomes) break;
        // Let the queries of requests that arrived during this slice go first.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return cellsOf(sales);
    },
  };
}

export type CompsRepository = ReturnType<typeof createCompsRepository>;
