import { type CopyOptions, followChangeLog } from '#lib/read-copies/change-log.ts';
import { Texts } from '#lib/read-copies/packed-texts.ts';
import type { AutocompleteRepository, AutocompleteRow, Place } from './address-search.repository.ts';
import { similarityTo, trigramsOf } from './trigram-similarity.ts';

/**
 * A UTF-16 code unit's rank in code-point (so UTF-8 byte, COLLATE "C") order: surrogates, which
 * stand for code points above U+FFFF, sort after U+E000–U+FFFF.
 */
const rankOf = (unit: number) => (unit < 0xd800 ? unit : unit < 0xe000 ? unit + 0x2000 : unit - 0x800);

/** `a` against `b` in COLLATE "C" order, looking at no more than `length` units of `a` (default all). */
function compareText(a: string, aStart: number, aEnd: number, b: string): number {
  const n = Math.min(aEnd - aStart, b.length);
  for (let k = 0; k < n; k++) {
    const x = a.charCodeAt(aStart + k);
    const y = b.charCodeAt(k);
    if (x !== y) return x < 0xd800 && y < 0xd800 ? x - y : rankOf(x) - rankOf(y);
  }
  return aEnd - aStart - b.length;
}

const SEP = '\x1f';
/** Stands for a null unit in the packed text (an empty unit stays empty). */
const NO_UNIT = '\x1e';

/**
 * The homes' shown columns in address order (decision 155): the normalised addresses in one string
 * (compared in code-point order, which is PostgreSQL's COLLATE "C" byte order), number, street and
 * unit as one packed text per home in another, the id, and the (city, state, ZIP) triple as an index
 * into the list of distinct ones. About 60 bytes a home in a handful of objects.
 */
class Snapshot {
  readonly keys = new Texts();
  readonly texts = new Texts();
  ids = new Int32Array(1 << 12);
  places = new Uint32Array(1 << 12);
  readonly placeList: [string, string, string][] = [];
  private readonly placeIndex = new Map<string, number>();

  get count(): number {
    return this.keys.length;
  }

  add(row: AutocompleteRow): void {
    const i = this.keys.length;
    if (i === this.ids.length) {
      const ids = new Int32Array(i * 2);
      ids.set(this.ids);
      this.ids = ids;
      const places = new Uint32Array(i * 2);
      places.set(this.places);
      this.places = places;
    }
    const placeKey = `${row.city}${SEP}${row.state}${SEP}${row.zip}`;
    let place = this.placeIndex.get(placeKey);
    if (place === undefined) {
      place = this.placeList.push([row.city, row.state, row.zip]) - 1;
      this.placeIndex.set(placeKey, place);
    }
    this.keys.push(row.addressNormalized);
    this.texts.push(`${row.streetNumber}${SEP}${row.streetName}${SEP}${row.unit ?? NO_UNIT}`);
    this.ids[i] = row.id;
    this.places[i] = place;
  }

  endPage(): void {
    this.keys.endPage();
    this.texts.endPage();
  }

  seal(): void {
    this.keys.seal();
    this.texts.seal();
    this.ids = this.ids.slice(0, this.count);
    this.places = this.places.slice(0, this.count);
    this.placeIndex.clear();
  }

  row(i: number): AutocompleteRow {
    const text = this.texts.text;
    const start = this.texts.start(i);
    const end = this.texts.ends[i]!;
    const first = text.indexOf(SEP, start);
    const second = text.indexOf(SEP, first + 1);
    const unit = text.slice(second + 1, end);
    const [city, state, zip] = this.placeList[this.places[i]!]!;
    return {
      id: this.ids[i]!,
      streetNumber: text.slice(start, first),
      streetName: text.slice(first + 1, second),
      unit: unit === NO_UNIT ? null : unit,
      city,
      state,
      zip,
      addressNormalized: this.keys.at(i),
    };
  }

  /** Home i's address against `prefix`, looking at no more than the prefix's length. */
  private comparePrefix(i: number, prefix: string): number {
    const start = this.keys.start(i);
    return compareText(this.keys.text, start, Math.min(this.keys.ends[i]!, start + prefix.length), prefix);
  }

  /** Home i's whole address against `key`. */
  compareKey(i: number, key: string): number {
    return compareText(this.keys.text, this.keys.start(i), this.keys.ends[i]!, key);
  }

  /** The first home whose address is not below `prefix`. */
  lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.comparePrefix(mid, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  startsWith(i: number, prefix: string): boolean {
    return (
      i < this.count &&
      this.keys.ends[i]! - this.keys.start(i) >= prefix.length &&
      this.comparePrefix(i, prefix) === 0
    );
  }

  get byteSize(): number {
    return this.keys.byteSize + this.texts.byteSize + this.ids.byteLength + this.places.byteLength;
  }
}

/** A home changed since the snapshot was loaded, as read again by id. */
interface Changed {
  key: string;
  row: AutocompleteRow;
}

const compareKeys = (a: string, b: string) => compareText(a, 0, a.length, b);
/** Splits a block past this many homes: a change costs one block's splice, never the whole overlay. */
const BLOCK = 512;

/**
 * The changed homes' current rows in address order (equal addresses in the order they came), held in
 * blocks of at most 2 × BLOCK: a big import's many small applies each cost what they change — a binary
 * search and a splice per home — not a pass over the tens of thousands already laid over the snapshot
 * (decision 239; the pass cost 18–23 ms of the request thread per apply late in a 200k-row import).
 */
export class ChangedHomes {
  private blocks: Changed[][] = [];
  private readonly byId = new Map<number, Changed>();

  get length(): number {
    return this.byId.size;
  }

  /** The first block whose last key passes `test` (monotone over the blocks), blocks.length if none. */
  private blockAtOrAfter(test: (last: string) => boolean): number {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (test(this.blocks[mid]!.at(-1)!.key)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Replaces the rows of `ids` with `rows` (a home of `ids` without a row was deleted). */
  replace(ids: readonly number[], rows: readonly AutocompleteRow[]): void {
    for (const id of ids) {
      const old = this.byId.get(id);
      if (old) this.remove(old);
    }
    const added = rows.map((row) => ({ key: row.addressNormalized, row }));
    // Stable: equal addresses keep the order they were read in, after the ones already held.
    added.sort((a, b) => compareKeys(a.key, b.key));
    for (const entry of added) this.insert(entry);
  }

  private remove(entry: Changed): void {
    this.byId.delete(entry.row.id);
    for (
      let b = this.blockAtOrAfter((last) => compareKeys(last, entry.key) >= 0);
      b < this.blocks.length;
      b++
    ) {
      const block = this.blocks[b]!;
      const i = block.indexOf(entry);
      if (i < 0) continue;
      block.splice(i, 1);
      if (block.length === 0) this.blocks.splice(b, 1);
      return;
    }
  }

  private insert(entry: Changed): void {
    this.byId.set(entry.row.id, entry);
    if (this.blocks.length === 0) {
      this.blocks.push([entry]);
      return;
    }
    // After every equal key: the first block whose last key is above it, else the last block.
    const b = Math.min(
      this.blockAtOrAfter((last) => compareKeys(last, entry.key) > 0),
      this.blocks.length - 1,
    );
    const block = this.blocks[b]!;
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKeys(block[mid]!.key, entry.key) > 0) hi = mid;
      else lo = mid + 1;
    }
    block.splice(lo, 0, entry);
    if (block.length > 2 * BLOCK) this.blocks.splice(b, 1, block.slice(0, BLOCK), block.slice(BLOCK));
  }

  /** A cursor at the first home whose address is not below `prefix` (compared over its length). */
  from(prefix: string): { at(): Changed | undefined; next(): void } {
    const below = (key: string) => compareText(key, 0, Math.min(key.length, prefix.length), prefix) < 0;
    let b = this.blockAtOrAfter((last) => !below(last));
    let i = 0;
    const block = this.blocks[b];
    if (block) {
      let hi = block.length;
      while (i < hi) {
        const mid = (i + hi) >>> 1;
        if (below(block[mid]!.key)) i = mid + 1;
        else hi = mid;
      }
    }
    const blocks = this.blocks;
    return {
      at: () => blocks[b]?.[i],
      next() {
        i += 1;
        if (i >= (blocks[b]?.length ?? 0)) {
          b += 1;
          i = 0;
        }
      },
    };
  }

  *[Symbol.iterator](): Iterator<Changed> {
    for (const block of this.blocks) yield* block;
  }
}

/** The typo fallback's candidates scored in memory at most; more are left to the database's worker. */
const SIMILAR_IN_MEMORY = 400;
/** Street-line prefixes whose answers are kept (up to 60 rows, about 15 KB each: 15 MB at most). */
const STREET_LINES_CACHED = 1_000;
/** The typo fallback's similarity floor, as in `similarWithPrefix`'s statement. */
const SIMILAR_FLOOR = 0.25;

/** Its settings: homes read per statement while loading (default 5,000), how it follows its log. */
export type AddressIndexOptions = CopyOptions;

/**
 * The autocomplete's prefix search in memory (issue 20 item 3, decision 155). Loaded page by page from
 * the database after start-up (the SQL statements answer until it is ready), then kept current from
 * the change log of migration 0025, which every writer fills through triggers: each poll reads the
 * homes written since and lays them over the loaded snapshot; a bulk change reloads it (the SQL
 * statements answer meanwhile). Answers exactly what `byAddressPrefix` answers on the database.
 */
export function createAddressIndex(search: AutocompleteRepository, options: AddressIndexOptions = {}) {
  const { pageSize = 5_000, pollMs, keepChangesMinutes, log } = options;
  let snapshot: Snapshot | null = null;
  /** Ids whose row in the snapshot is out of date (changed or deleted). */
  let stale = new Set<number>();
  /** Current rows of changed homes, in address order. */
  let changed = new ChangedHomes();
  /** The (city, ZIP) pairs worked out for a snapshot at a version of the change log. */
  let placesKept: { base: Snapshot; version: number; places: Place[] } | null = null;

  async function load(stopped: () => boolean): Promise<Snapshot> {
    const started = performance.now();
    const next = new Snapshot();
    for (const row of await search.addressesEqual('')) next.add(row);
    let after = '';
    for (;;) {
      if (stopped()) throw new Error('address index stopped');
      const page = await search.addressesAfter(after, pageSize);
      if (page.length < pageSize) {
        for (const row of page) next.add(row);
        break;
      }
      // The page's last address may continue past the page: those homes are read whole below.
      const last = page[page.length - 1]!.addressNormalized;
      for (const row of page) if (row.addressNormalized !== last) next.add(row);
      for (const row of await search.addressesEqual(last)) next.add(row);
      next.endPage();
      after = last;
    }
    next.seal();
    log?.info(
      { homes: next.count, ms: Math.round(performance.now() - started), mb: Math.round(next.byteSize / 1e6) },
      'autocomplete prefix index loaded',
    );
    return next;
  }

  /**
   * Visits the homes whose address starts with `prefix`, in address order, at most `limit`: a
   * snapshot position, or a changed home's current row. Answers how many were visited.
   */
  function walk(
    base: Snapshot,
    prefix: string,
    limit: number,
    visit: (position: number, row?: AutocompleteRow) => void,
  ): number {
    let visited = 0;
    let i = base.lowerBound(prefix);
    const j = changed.from(prefix);
    while (visited < limit) {
      if (stale.size > 0) while (base.startsWith(i, prefix) && stale.has(base.ids[i]!)) i += 1;
      const fromBase = base.startsWith(i, prefix);
      const candidate = j.at();
      const next = candidate?.key.startsWith(prefix) ? candidate : undefined;
      if (!fromBase && !next) break;
      if (fromBase && (!next || base.compareKey(i, next.key) <= 0)) {
        visit(i);
        i += 1;
      } else if (next) {
        visit(-1, next.row);
        j.next();
      }
      visited += 1;
    }
    return visited;
  }

  const follower = followChangeLog(
    search.addressChanges,
    {
      async reload(stopped) {
        const next = await load(stopped);
        snapshot = next;
        stale = new Set();
        changed = new ChangedHomes();
      },
      /** Lays the current rows of `ids` over the snapshot (a missing row was deleted). */
      async apply(ids) {
        const rows: AutocompleteRow[] = [];
        for (let i = 0; i < ids.length; i += 1_000)
          rows.push(...(await search.byIds(ids.slice(i, i + 1_000))));
        // In place: every reader walks the overlay synchronously, so none sees it half changed.
        changed.replace(ids, rows);
        for (const id of ids) stale.add(id);
      },
      drop() {
        snapshot = null;
      },
      get loaded() {
        return snapshot !== null;
      },
      // 50,000 homes laid over the snapshot: load it again rather than grow the overlay.
      get overgrown() {
        return changed.length > 50_000;
      },
    },
    { pollMs, keepChangesMinutes, name: 'autocomplete prefix index', log },
  );

  return {
    ...follower.controls,

    /** Grows whenever the homes answered may have changed. */
    get version(): number {
      return follower.version;
    },

    /** Whether the index answers (loaded and not outdated by a bulk change). */
    get ready(): boolean {
      return snapshot !== null;
    },

    /** Homes held, and the bytes of their packed columns. */
    get size(): { homes: number; bytes: number } {
      return { homes: snapshot?.count ?? 0, bytes: snapshot?.byteSize ?? 0 };
    },

    /**
     * The (city, ZIP) pairs of the homes held, in ZIP then city order: what `places` reads from the
     * database, worked out once per version (a deleted home's pair may stay: its ZIP then answers no
     * home, as on the database). Null while the index is not ready.
     */
    places(): Place[] | null {
      const base = snapshot;
      if (!base) return null;
      const version = follower.version;
      if (placesKept?.base === base && placesKept.version === version) return placesKept.places;
      const seen = new Set<string>();
      const places: Place[] = [];
      const add = (city: string, zip: string) => {
        const key = `${zip}${SEP}${city}`;
        if (seen.has(key)) return;
        seen.add(key);
        places.push({ city, zip });
      };
      for (const [city, , zip] of base.placeList) add(city, zip);
      for (const { row } of changed) add(row.city, row.zip);
      places.sort(
        (a, b) => compareText(a.zip, 0, a.zip.length, b.zip) || compareText(a.city, 0, a.city.length, b.city),
      );
      placesKept = { base, version, places };
      return places;
    },

    /**
     * Homes whose normalised address starts with `prefix`, in address order, at most `limit`: the
     * rows `byAddressPrefix` reads from the database. Null while the index is not ready.
     */
    byAddressPrefix(prefix: string, limit: number): AutocompleteRow[] | null {
      const base = snapshot;
      if (!base) return null;
      const out: AutocompleteRow[] = [];
      walk(base, prefix, limit, (i, row) => out.push(row ?? base.row(i)));
      return out;
    },

    /**
     * The typo fallback in memory: among the first `candidates` homes starting with `prefix`, those at
     * least 0.25 like `typed` by pg_trgm's similarity, best first, then in address order: the rows
     * `similarWithPrefix` reads from the database. Null (the database answers) while not ready, for
     * more than a few hundred candidates (scored off the request thread instead) or non-ASCII text.
     */
    similarWithPrefix(
      prefix: string,
      typed: string,
      limit: number,
      candidates = 2_000,
    ): AutocompleteRow[] | null {
      const wanted = trigramsOf(typed);
      const base = snapshot;
      if (!wanted || !base) return null;
      // Too many candidates go to the database's worker: counted before any is scored.
      const most = Math.min(candidates, SIMILAR_IN_MEMORY + 1);
      if (candidates > SIMILAR_IN_MEMORY && walk(base, prefix, most, () => {}) > SIMILAR_IN_MEMORY)
        return null;
      // Each candidate scored where it lies in the packed addresses; only those kept become rows.
      const similarity = similarityTo(wanted);
      const keys = base.keys;
      let ascii = true;
      const kept: { position: number; row?: AutocompleteRow; score: number }[] = [];
      walk(base, prefix, most, (position, row) => {
        if (!ascii) return;
        const score = row
          ? similarity(row.addressNormalized)
          : similarity(keys.text, keys.start(position), keys.ends[position]);
        if (score < 0) ascii = false;
        else if (score >= SIMILAR_FLOOR) kept.push({ position, row, score });
      });
      if (!ascii) return null;
      // Kept in address order (the walk's): a stable sort by score alone leaves equal scores in it.
      return kept
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ position, row }) => row ?? base.row(position));
    },
  };
}

export type AddressIndex = ReturnType<typeof createAddressIndex>;

/**
 * The autocomplete's repository with its prefix search and typo fallback answered by the index when
 * it can, by the database otherwise. The street-line search stays in SQL (its 60-row cut falls among
 * equal street lines in the database's heap order), its answers kept until the change log reports a
 * change; text inside addresses stays in SQL.
 */
export function withAddressIndex(
  search: AutocompleteRepository,
  index: AddressIndex,
): AutocompleteRepository {
  // Street-line answers of the database, kept while the change log reports no change (the index's
  // version), the least recently used dropped first.
  const streetLines = new Map<string, { version: number; rows: AutocompleteRow[] }>();
  /** The database's answer for `key`, kept while the index's version is unchanged (LRU). */
  async function kept(key: string, read: () => Promise<AutocompleteRow[]>): Promise<AutocompleteRow[]> {
    const version = index.version;
    const cached = streetLines.get(key);
    streetLines.delete(key);
    if (cached?.version === version) {
      streetLines.set(key, cached);
      return cached.rows;
    }
    const rows = await read();
    if (index.version === version) {
      streetLines.set(key, { version, rows });
      if (streetLines.size > STREET_LINES_CACHED) streetLines.delete(streetLines.keys().next().value!);
    }
    return rows;
  }
  return {
    ...search,
    async byStreetLinePrefix(prefix: string, limit: number): Promise<AutocompleteRow[]> {
      if (!index.ready) return search.byStreetLinePrefix(prefix, limit);
      return kept(`${limit}|${prefix}`, () => search.byStreetLinePrefix(prefix, limit));
    },
    // A ZIP's homes (issue 53): one range of the (zip, address) index, kept like the street lines.
    async byZip(zip: string, cities: string[] | null, limit: number): Promise<AutocompleteRow[]> {
      if (!index.ready) return search.byZip(zip, cities, limit);
      return kept(`zip|${limit}|${zip}|${cities?.join('\x1f') ?? ''}`, () =>
        search.byZip(zip, cities, limit),
      );
    },
    async places(): Promise<Place[]> {
      return index.places() ?? search.places();
    },
    async byAddressPrefix(prefix: string, limit: number): Promise<AutocompleteRow[]> {
      return index.byAddressPrefix(prefix, limit) ?? search.byAddressPrefix(prefix, limit);
    },
    async similarWithPrefix(
      prefix: string,
      typed: string,
      limit: number,
      candidates?: number,
    ): Promise<AutocompleteRow[]> {
      return (
        index.similarWithPrefix(prefix, typed, limit, candidates) ??
        search.similarWithPrefix(prefix, typed, limit, candidates)
      );
    },
  };
}
