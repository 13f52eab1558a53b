/**
 * pg_trgm's `similarity()` in JavaScript for ASCII text (decision 155), so the autocomplete's typo
 * fallback can score its few candidates in memory. As pg_trgm (trgm_op.c, with KEEPONLYALNUM,
 * IGNORECASE and DIVUNION): the words are the runs of letters and digits, lower-cased, each padded
 * with two spaces before and one after; its trigrams are every three consecutive characters of that;
 * the similarity of two texts is shared ÷ (all of one + all of the other − shared) distinct trigrams,
 * as a float4, 0 when either has none.
 *
 * Null for text with a character outside ASCII: pg_trgm then follows the database's locale (which
 * letters count, how they lower-case), so such text is left to the database.
 */
export function trigramsOf(text: string): Int32Array | null {
  const found: number[] = [];
  if (!eachTrigram(text, 0, text.length, (t) => found.push(t))) return null;
  const sorted = Int32Array.from(found).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return sorted.subarray(0, n);
}

/** pg_trgm's similarity of two texts' trigrams (from trigramsOf), as the float4 PostgreSQL returns. */
export function trigramSimilarity(x: Int32Array, y: Int32Array): number {
  return similarity(x, x.length, y);
}

/**
 * Scores many texts against one set of trigrams (from trigramsOf): the same float4 as
 * `trigramSimilarity(trigramsOf(text), wanted)`, without building a set for each text. A text's
 * trigrams are counted once each as they come, in a small open-addressed table whose slots are marked
 * with the text's turn (so nothing is cleared between texts), each new one looked up among the wanted
 * ones (decision 191; an insertion-sorted buffer moved about 150 numbers an address). A text is read
 * from `start` to `end` in place, so a packed string is scored without slicing it. Answers -1 for
 * text outside ASCII (decision 185). `wanted` is read into the shared table when first scored
 * against, so it must not change afterwards (trigramsOf hands out a new array each time).
 */
export function similarityTo(wanted: Int32Array): (text: string, start?: number, end?: number) => number {
  let distinct = 0;
  let shared = 0;
  const add = (t: number) => {
    if (!seen.add(t)) return;
    distinct++;
    if (wantedTable.has(t)) shared++;
  };
  return (text, start = 0, end = text.length) => {
    // A word of k characters gives k + 1 trigrams: at most 2 per character read, plus one.
    if (!seen.holds(2 * (end - start) + 2)) seen = new OpenTable(2 * (end - start) + 2);
    seen.clear();
    if (wantedBy !== wanted) {
      if (!wantedTable.holds(wanted.length)) wantedTable = new OpenTable(wanted.length);
      wantedTable.clear();
      for (const t of wanted) wantedTable.add(t);
      wantedBy = wanted;
    }
    distinct = 0;
    shared = 0;
    if (!eachTrigram(text, start, end, add)) return -1;
    if (distinct === 0 || wanted.length === 0) return 0;
    return Math.fround(shared / (distinct + wanted.length - shared));
  };
}

/**
 * A set of trigrams (numbers below 2^21) in open addressing, at most a quarter full; `clear` starts a
 * new turn in constant time: a slot belongs to the set only when marked with the current turn.
 */
class OpenTable {
  private readonly keys: Int32Array;
  private readonly turns: Uint32Array;
  private readonly shift: number;
  private readonly mask: number;
  private turn = 1;

  constructor(most: number) {
    let bits = 4;
    while (1 << bits < 4 * most) bits++;
    this.keys = new Int32Array(1 << bits);
    this.turns = new Uint32Array(1 << bits);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  /** Whether it has room for `count` trigrams. */
  holds(count: number): boolean {
    return 4 * count <= this.mask + 1;
  }

  clear(): void {
    if (++this.turn === 0xffffffff) {
      this.turns.fill(0);
      this.turn = 1;
    }
  }

  /** Adds `t`; false when it was there already. */
  add(t: number): boolean {
    const i = this.slot(t);
    if (this.turns[i] === this.turn) return false;
    this.turns[i] = this.turn;
    this.keys[i] = t;
    return true;
  }

  has(t: number): boolean {
    return this.turns[this.slot(t)] === this.turn;
  }

  /** Where `t` is, or the free slot it would take. */
  private slot(t: number): number {
    const { keys, turns, turn, mask } = this;
    let i = Math.imul(t, 0x9e3779b1) >>> this.shift;
    while (turns[i] === turn && keys[i] !== t) i = (i + 1) & mask;
    return i;
  }
}

/**
 * One text's trigrams while it is scored, and the wanted ones it is met with (filled again when
 * another scorer's turn comes): shared by every scorer, as a text is scored in one go. Kept across
 * calls: a typed array is dear to allocate for each keystroke.
 */
let seen = new OpenTable(64);
let wantedTable = new OpenTable(64);
let wantedBy: Int32Array | null = null;

/**
 * Hands each trigram of `text[start, end)` to `emit`, packed as one number (three 7-bit characters),
 * repeats included; false (having stopped) at a character outside ASCII.
 */
function eachTrigram(text: string, start: number, end: number, emit: (trigram: number) => void): boolean {
  let a = 32;
  let b = 32;
  let inWord = false;
  for (let i = start; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 32;
    if (c > 0x7f) return false;
    const lower = c >= 65 && c <= 90 ? c + 32 : c;
    const wordChar = (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57);
    if (wordChar) {
      if (!inWord) {
        a = 32;
        b = 32;
        inWord = true;
      }
      emit((a << 14) | (b << 7) | lower);
      a = b;
      b = lower;
    } else if (inWord) {
      emit((a << 14) | (b << 7) | 32);
      inWord = false;
    }
  }
  return true;
}

/** Shared ÷ union of the first `xLength` trigrams of `x` and all of `y` (both sorted, distinct), as a float4. */
function similarity(x: Int32Array, xLength: number, y: Int32Array): number {
  if (xLength === 0 || y.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < xLength && j < y.length) {
    if (x[i]! < y[j]!) i++;
    else if (x[i]! > y[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return Math.fround(shared / (xLength + y.length - shared));
}
