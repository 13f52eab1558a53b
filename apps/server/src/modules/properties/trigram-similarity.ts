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
  let a = 32;
  let b = 32;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c > 0x7f) return null;
    const lower = c >= 65 && c <= 90 ? c + 32 : c;
    const wordChar = (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57);
    if (wordChar) {
      if (!inWord) {
        a = 32;
        b = 32;
        inWord = true;
      }
      found.push((a << 14) | (b << 7) | lower);
      a = b;
      b = lower;
    } else if (inWord) {
      found.push((a << 14) | (b << 7) | 32);
      inWord = false;
    }
  }
  const sorted = Int32Array.from(found).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return sorted.subarray(0, n);
}

/** pg_trgm's similarity of two texts' trigrams (from trigramsOf), as the float4 PostgreSQL returns. */
export function trigramSimilarity(x: Int32Array, y: Int32Array): number {
  if (x.length === 0 || y.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < x.length && j < y.length) {
    if (x[i]! < y[j]!) i++;
    else if (x[i]! > y[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return Math.fround(shared / (x.length + y.length - shared));
}
