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
 * `trigramSimilarity(trigramsOf(text), wanted)`, without building a set for each text. Its trigrams go
 * into one buffer kept across calls, sorted and de-duplicated as they come (an address has twenty-odd),
 * then are met with the wanted ones. A text is read from `start` to `end` in place, so a packed string
 * is scored without slicing it. Answers -1 for text outside ASCII (decision 185).
 */
export function similarityTo(wanted: Int32Array): (text: string, start?: number, end?: number) => number {
  let found = new Int32Array(64);
  let n = 0;
  const add = (t: number) => {
    let k = n;
    while (k > 0 && found[k - 1]! > t) k--;
    if (k > 0 && found[k - 1] === t) return;
    found.copyWithin(k + 1, k, n);
    found[k] = t;
    n++;
  };
  return (text, start = 0, end = text.length) => {
    // A word of k characters gives k + 1 trigrams: at most 2 per character read, plus one.
    if (found.length < 2 * (end - start) + 2) found = new Int32Array(2 * (end - start) + 2);
    n = 0;
    return eachTrigram(text, start, end, add) ? similarity(found, n, wanted) : -1;
  };
}

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
