import { PROPERTY_TYPES, type PropertyType } from '@homie/contracts/property-types';
import { type CopyOptions, followChangeLog } from '#lib/read-copies/change-log.ts';
import type { SaleCandidate } from './comp-types.ts';
import {
  type CandidateQuery,
  type CompSaleRow,
  type CompSalesReader,
  candidateOf,
} from './comps.repository.ts';
import { PLANE_LON_SCALE } from './geo.ts';
import { Texts } from '#lib/read-copies/packed-texts.ts';

/** Cells of 0.01° (about 0.7 × 0.55 miles): a half-mile box spans four to nine. */
const CELL = 0.01;
const cellOf = (degrees: number) => Math.floor(degrees / CELL);
const kindOf = (type: PropertyType, demo: boolean) => PROPERTY_TYPES.indexOf(type) * 2 + (demo ? 1 : 0);
/**
 * A type, kind and cell as one number, distinct for every kind (0–7) and cell on the globe (cells of
 * latitude −9,000 to 9,000 and longitude −18,000 to 18,000, shifted positive): no string to build or
 * for the garbage collector to keep.
 */
const cellKey = (kind: number, la: number, lo: number) =>
  (kind * 20_000 + la + 10_000) * 40_000 + lo + 20_000;
/** "No value" in the integer columns (a real value never reaches it). */
const NONE = -2147483648;
const toInt = (v: number | null) => (v === null ? NONE : v);
const fromInt = (v: number) => (v === NONE ? null : v);

/** A typed array that doubles when full: appending a page copies at most once per doubling. */
class Column<A extends Int32Array | Float64Array | Float32Array | Uint8Array | Uint32Array> {
  constructor(
    public data: A,
    private readonly make: (n: number) => A,
  ) {}
  /** Drops the room past `n` (a copy; one column at a time, so the request thread is never held long). */
  trim(n: number): void {
    if (n < this.data.length) this.data = this.data.slice(0, n) as A;
  }
  ensure(n: number): void {
    if (n <= this.data.length) return;
    const grown = this.make(Math.max(n, this.data.length * 2));
    grown.set(this.data as never);
    this.data = grown;
  }
}
const int32 = () => new Column(new Int32Array(1024), (n) => new Int32Array(n));
const float64 = () => new Column(new Float64Array(1024), (n) => new Float64Array(n));

/**
 * The rows in columns: numbers in typed arrays, repeated text (city, ZIP, county, source) as indexes
 * into one list, the address line as one string a row; and per type, kind and cell the rows'
 * indexes. About 100 bytes a sale, where one object each took about 400. Built a page at a time as
 * the pages arrive, so the request thread never spends more than a page's worth at once.
 */
class Snapshot {
  count = 0;
  private readonly propertyId = int32();
  private readonly saleId = int32();
  private readonly price = int32();
  private readonly saleDay = int32();
  private readonly lat = float64();
  private readonly lon = float64();
  private readonly beds = int32();
  private readonly baths = new Column(new Float32Array(1024), (n) => new Float32Array(n));
  private readonly sqft = int32();
  private readonly lotSqft = int32();
  private readonly yearBuilt = int32();
  private readonly kind = new Column(new Uint8Array(1024), (n) => new Uint8Array(n));
  private readonly text = new Column(new Uint32Array(4096), (n) => new Uint32Array(n));
  private readonly address = new Texts();
  /** Each row's APN ('' where unknown, decision 251). */
  private readonly apn = new Texts();
  private readonly words: string[] = [];
  private readonly wordIndex = new Map<string, number>();
  /** While loading: each row's cell (its index in cellIds), and how many rows each cell holds. */
  private readonly cellOfRow = int32();
  private readonly cellCounts = int32();
  private readonly cellIds = new Map<number, number>();
  /** Once sealed: the rows of cell c are cellRows[cellStart[c] … cellStart[c + 1]). */
  cellStart = new Int32Array(1);
  cellRows = new Int32Array(0);

  private word(w: string): number {
    let i = this.wordIndex.get(w);
    if (i === undefined) {
      i = this.words.length;
      this.words.push(w);
      this.wordIndex.set(w, i);
    }
    return i;
  }

  add(rows: readonly CompSaleRow[]): void {
    const n = this.count + rows.length;
    for (const column of this.all) column.ensure(column === this.text ? n * 4 : n);
    this.cellOfRow.ensure(n);
    let i = this.count;
    for (const r of rows) {
      this.propertyId.data[i] = r.propertyId;
      this.saleId.data[i] = r.saleId;
      this.price.data[i] = r.price;
      this.saleDay.data[i] = Number(r.saleDay);
      this.lat.data[i] = r.lat;
      this.lon.data[i] = r.lon;
      this.beds.data[i] = toInt(r.beds);
      this.baths.data[i] = r.baths === null ? Number.NaN : Number(r.baths);
      this.sqft.data[i] = toInt(r.livingSqft);
      this.lotSqft.data[i] = toInt(r.lotSqft);
      this.yearBuilt.data[i] = toInt(r.yearBuilt);
      const kind = kindOf(r.propertyType as PropertyType, r.demo);
      this.kind.data[i] = kind;
      this.text.data[i * 4] = this.word(r.city);
      this.text.data[i * 4 + 1] = this.word(r.zip);
      this.text.data[i * 4 + 2] = this.word(r.county);
      this.text.data[i * 4 + 3] = this.word(r.source);
      this.address.push(`${r.streetNumber} ${r.streetName}${r.unit ? ` #${r.unit}` : ''}`);
      this.apn.push(r.apn ?? '');
      const key = cellKey(kind, cellOf(r.lat), cellOf(r.lon));
      let cell = this.cellIds.get(key);
      if (cell === undefined) {
        cell = this.cellIds.size;
        this.cellIds.set(key, cell);
        this.cellCounts.ensure(cell + 1);
        this.cellCounts.data[cell] = 0;
      }
      this.cellOfRow.data[i] = cell;
      this.cellCounts.data[cell]! += 1;
      i += 1;
    }
    this.address.endPage();
    this.apn.endPage();
    this.count = n;
  }

  /** Once loaded: each column trimmed to its rows, yielding between columns. */
  async seal(): Promise<void> {
    // The rows grouped by cell, in row order within each (a counting sort, one pass over the rows).
    const cells = this.cellIds.size;
    const start = new Int32Array(cells + 1);
    for (let c = 0; c < cells; c++) start[c + 1] = start[c]! + this.cellCounts.data[c]!;
    const next = start.slice(0, cells);
    const rows = new Int32Array(this.count);
    const cellOfRow = this.cellOfRow.data;
    for (let i = 0; i < this.count; i++) rows[next[cellOfRow[i]!]!++] = i;
    this.cellStart = start;
    this.cellRows = rows;
    this.cellOfRow.trim(0);
    this.cellCounts.trim(0);
    this.address.seal();
    this.apn.seal();
    for (const column of this.all) {
      column.trim(column === this.text ? this.count * 4 : this.count);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private get all() {
    return [
      this.propertyId,
      this.saleId,
      this.price,
      this.saleDay,
      this.lat,
      this.lon,
      this.beds,
      this.baths,
      this.sqft,
      this.lotSqft,
      this.yearBuilt,
      this.kind,
      this.text,
    ] as Column<Int32Array | Float64Array | Float32Array | Uint8Array | Uint32Array>[];
  }

  candidate(i: number): SaleCandidate {
    const text = this.text.data;
    const baths = this.baths.data[i]!;
    const apn = this.apn.at(i);
    const candidate: SaleCandidate = {
      saleId: this.saleId.data[i]!,
      propertyId: this.propertyId.data[i]!,
      address: this.address.at(i),
      city: this.words[text[i * 4]!]!,
      zip: this.words[text[i * 4 + 1]!]!,
      county: this.words[text[i * 4 + 2]!]!,
      propertyType: PROPERTY_TYPES[this.kind.data[i]! >> 1]!,
      lat: this.lat.data[i]!,
      lon: this.lon.data[i]!,
      beds: fromInt(this.beds.data[i]!),
      baths: Number.isNaN(baths) ? null : baths,
      sqft: fromInt(this.sqft.data[i]!),
      lotSqft: fromInt(this.lotSqft.data[i]!),
      yearBuilt: fromInt(this.yearBuilt.data[i]!),
      price: this.price.data[i]!,
      saleDay: this.saleDay.data[i]!,
      source: this.words[text[i * 4 + 3]!]!,
    };
    // Set, not spread: a spread literal is a slow dictionary object (analysis-result.ts).
    if (apn) candidate.apn = apn;
    return candidate;
  }

  /** The index of one type, kind and cell (its rows: cellRows[cellStart[c] … cellStart[c + 1])), or -1. */
  cellRange(key: number): number {
    return this.cellIds.get(key) ?? -1;
  }

  /** The search's columns, read straight from the typed arrays in its loop. */
  get columns() {
    return {
      propertyId: this.propertyId.data,
      lat: this.lat.data,
      lon: this.lon.data,
      saleDay: this.saleDay.data,
      price: this.price.data,
    };
  }

  get byteSize(): number {
    const arrays = this.all.map((c) => c.data.byteLength);
    return (
      arrays.reduce((sum, a) => sum + a, 0) +
      this.cellStart.byteLength +
      this.cellRows.byteLength +
      this.address.byteSize +
      this.apn.byteSize
    );
  }
}

/** Rows of homes changed since the snapshot: their current rows, by cell, laid over it. */
interface Overlay {
  /** Homes whose snapshot rows are out of date (changed or deleted). */
  stale: Set<number>;
  rows: Map<number, CompSaleRow[]>;
  cells: Map<number, CompSaleRow[]>;
  /** How many rows `rows` holds. */
  count: number;
}

const emptyOverlay = (): Overlay => ({ stale: new Set(), rows: new Map(), cells: new Map(), count: 0 });

/** A max-heap of the `limit` smallest distances seen: its top is the limit-th nearest home so far. */
class Nearest {
  private readonly heap: Float64Array;
  size = 0;
  constructor(readonly limit: number) {
    this.heap = new Float64Array(Math.max(1, limit));
  }
  add(d: number): void {
    const h = this.heap;
    if (this.size < this.limit) {
      let i = this.size++;
      h[i] = d;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (h[p]! >= h[i]!) break;
        [h[p], h[i]] = [h[i]!, h[p]!];
        i = p;
      }
    } else if (d < h[0]!) {
      h[0] = d;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.size && h[l]! > h[m]!) m = l;
        if (r < this.size && h[r]! > h[m]!) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i]!, h[m]!];
        i = m;
      }
    }
  }
  /** The limit-th smallest distance, or Infinity while fewer were seen. */
  get bound(): number {
    return this.size < this.limit ? Number.POSITIVE_INFINITY : this.heap[0]!;
  }
}

/** Its settings: rows read per statement while loading (default 2,000: about 20 ms of the database's
 * thread at 1M homes), how it follows its log. */
export type CompSalesMirrorOptions = CopyOptions;

/**
 * The comparables' candidates from an in-memory copy of comp_sales (issue 20 item 1, decision 182):
 * the same homes, in the same order, as the comps repository's walk (decision 154), without a
 * database statement, so ten visitors' analyses no longer queue behind one another's walks in the
 * database's one thread. Loaded page by page after start-up (the SQL answers until it is ready), then
 * kept current from the change log of migration 0028 like the autocomplete's index (decision 155):
 * a write is seen within about 250 ms. A window that starts before comp_sales's horizon, an unknown
 * type, or a copy not (yet) loaded answers null: the SQL answers.
 */
export function createCompSalesMirror(reader: CompSalesReader, options: CompSalesMirrorOptions = {}) {
  const { pageSize = 2_000, pollMs, keepChangesMinutes, log } = options;
  let snapshot: Snapshot | null = null;
  let horizon: number | null = null;
  let overlay = emptyOverlay();

  async function load(stopped: () => boolean): Promise<void> {
    const started = performance.now();
    const since = await reader.horizon();
    const next = new Snapshot();
    // Every id is positive: the first key is below every row.
    let key = { propertyId: 0, saleDay: 0, demo: false };
    for (;;) {
      if (stopped()) throw new Error('comparables copy stopped');
      const page = await reader.after(key, pageSize);
      next.add(page);
      if (page.length < pageSize) break;
      const last = page[page.length - 1]!;
      key = { propertyId: last.propertyId, saleDay: Number(last.saleDay), demo: last.demo };
    }
    await next.seal();
    snapshot = next;
    horizon = since;
    overlay = emptyOverlay();
    log?.info(
      { sales: next.count, ms: Math.round(performance.now() - started), mb: Math.round(next.byteSize / 1e6) },
      'comparables copy loaded',
    );
  }

  const follower = followChangeLog(
    reader.changes,
    {
      reload: load,
      async apply(ids) {
        const rows: CompSaleRow[] = [];
        for (let i = 0; i < ids.length; i += 1_000)
          rows.push(...(await reader.ofHomes(ids.slice(i, i + 1_000))));
        // Changed in place, in one synchronous step: every reader (candidates) is synchronous, so none
        // sees it half changed, and an apply costs the cells these homes touch, not a copy of the whole
        // overlay (decision 239; copying it cost milliseconds of the request thread per apply).
        const held = overlay;
        const keyOf = (row: CompSaleRow) =>
          cellKey(kindOf(row.propertyType as PropertyType, row.demo), cellOf(row.lat), cellOf(row.lon));
        const touched = new Set(ids);
        const cells = new Set<number>();
        for (const id of ids) {
          held.stale.add(id);
          for (const row of held.rows.get(id) ?? []) {
            cells.add(keyOf(row));
            held.count -= 1;
          }
          held.rows.delete(id);
        }
        for (const key of cells) {
          const kept = (held.cells.get(key) ?? []).filter((row) => !touched.has(row.propertyId));
          if (kept.length > 0) held.cells.set(key, kept);
          else held.cells.delete(key);
        }
        for (const row of rows) {
          const list = held.rows.get(row.propertyId);
          if (list) list.push(row);
          else held.rows.set(row.propertyId, [row]);
          held.count += 1;
          const key = keyOf(row);
          const cell = held.cells.get(key);
          if (cell) cell.push(row);
          else held.cells.set(key, [row]);
        }
      },
      drop() {
        snapshot = null;
      },
      get loaded() {
        return snapshot !== null;
      },
      // 20,000 sales laid over the copy: load it again rather than grow the overlay.
      get overgrown() {
        return overlay.stale.size > 20_000 || overlay.count > 20_000;
      },
    },
    { pollMs, keepChangesMinutes, name: 'comparables copy', log },
  );

  /**
   * The first `q.limit` homes (by plane distance from the box's centre, then id) of the type and kind
   * whose latest sale in the window lies in the box, read cell by cell from the nearest cell out and
   * stopping once no farther cell can hold a nearer home; in latitude, longitude, id order, as the SQL
   * returns them.
   */
  function candidates(q: CandidateQuery): SaleCandidate[] | null {
    const base = snapshot;
    if (!base) return null;
    if (!(PROPERTY_TYPES as readonly string[]).includes(q.propertyType)) return null;
    if (horizon !== null && q.fromDay < horizon) return null;
    const type = q.propertyType as PropertyType;
    const kinds = q.real === undefined || q.real === null ? [false, true] : [!q.real];
    const centreLat = (q.box.minLat + q.box.maxLat) / 2;
    const centreLon = (q.box.minLon + q.box.maxLon) / 2;
    const cx = centreLon * PLANE_LON_SCALE;
    const distance = (lat: number, lon: number) => Math.hypot(lon * PLANE_LON_SCALE - cx, lat - centreLat);
    // The cells the box touches, nearest first (their nearest point's distance from the centre).
    const cells: { la: number; lo: number; near: number }[] = [];
    for (let la = cellOf(q.box.minLat); la <= cellOf(q.box.maxLat); la++) {
      for (let lo = cellOf(q.box.minLon); lo <= cellOf(q.box.maxLon); lo++) {
        const nearLat = Math.min(Math.max(centreLat, la * CELL), (la + 1) * CELL);
        const nearLon = Math.min(Math.max(centreLon, lo * CELL), (lo + 1) * CELL);
        cells.push({ la, lo, near: distance(nearLat, nearLon) });
      }
    }
    cells.sort((a, b) => a.near - b.near);
    // Per home found: its latest sale so far (a snapshot row, or an overlay row as -1 - its index).
    const slotOf = new Map<number, number>();
    const ref: number[] = [];
    const ids: number[] = [];
    const days: number[] = [];
    const prices: number[] = [];
    const dists: number[] = [];
    const lats: number[] = [];
    const lons: number[] = [];
    const overlaid: CompSaleRow[] = [];
    const nearest = new Nearest(q.limit);
    const consider = (r: number, id: number, lat: number, lon: number, day: number, price: number) => {
      const slot = slotOf.get(id);
      if (slot === undefined) {
        const dist = distance(lat, lon);
        slotOf.set(id, ref.length);
        ref.push(r);
        ids.push(id);
        days.push(day);
        prices.push(price);
        dists.push(dist);
        lats.push(lat);
        lons.push(lon);
        nearest.add(dist);
      } else if (day > days[slot]! || (day === days[slot]! && price > prices[slot]!)) {
        ref[slot] = r;
        days[slot] = day;
        prices[slot] = price;
      }
    };
    const { minLat, maxLat, minLon, maxLon } = q.box;
    const { fromDay, toDay } = q;
    const exclude = q.excludePropertyId;
    const stale = overlay.stale;
    const col = base.columns;
    for (const cell of cells) {
      // A home exactly as far as the limit-th is still read: ties go by id.
      if (cell.near > nearest.bound) break;
      for (const demo of kinds) {
        const key = cellKey(kindOf(type, demo), cell.la, cell.lo);
        const c = base.cellRange(key);
        if (c >= 0) {
          for (let k = base.cellStart[c]!, end = base.cellStart[c + 1]!; k < end; k++) {
            const i = base.cellRows[k]!;
            const day = col.saleDay[i]!;
            if (day < fromDay || day > toDay) continue;
            const lat = col.lat[i]!;
            const lon = col.lon[i]!;
            if (lat < minLat || lat > maxLat || lon < minLon || lon > maxLon) continue;
            const id = col.propertyId[i]!;
            if (id === exclude || (stale.size > 0 && stale.has(id))) continue;
            consider(i, id, lat, lon, day, col.price[i]!);
          }
        }
        for (const row of overlay.cells.get(key) ?? []) {
          const day = Number(row.saleDay);
          if (day < fromDay || day > toDay || row.propertyId === exclude) continue;
          if (row.lat < minLat || row.lat > maxLat || row.lon < minLon || row.lon > maxLon) continue;
          overlaid.push(row);
          consider(-overlaid.length, row.propertyId, row.lat, row.lon, day, row.price);
        }
      }
    }
    return ref
      .map((_, slot) => slot)
      .sort((a, b) => dists[a]! - dists[b]! || ids[a]! - ids[b]!)
      .slice(0, q.limit)
      .sort((a, b) => lats[a]! - lats[b]! || lons[a]! - lons[b]! || ids[a]! - ids[b]!)
      .map((slot) => {
        const r = ref[slot]!;
        return r >= 0 ? base.candidate(r) : candidateOf(overlaid[-1 - r]!);
      });
  }

  return {
    ...follower.controls,
    get ready(): boolean {
      return snapshot !== null;
    },
    get size(): { sales: number; bytes: number } {
      return { sales: snapshot?.count ?? 0, bytes: snapshot?.byteSize ?? 0 };
    },
    candidates,
  };
}

export type CompSalesMirror = ReturnType<typeof createCompSalesMirror>;

/** The comps repository with its candidates answered by the copy when it can, by the database otherwise. */
export function withCompSalesMirror<R extends { candidates(q: CandidateQuery): Promise<SaleCandidate[]> }>(
  repository: R,
  mirror: Pick<CompSalesMirror, 'candidates'>,
): R {
  return {
    ...repository,
    async candidates(q: CandidateQuery): Promise<SaleCandidate[]> {
      return mirror.candidates(q) ?? repository.candidates(q);
    },
  };
}
