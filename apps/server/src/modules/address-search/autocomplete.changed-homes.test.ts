import { describe, expect, it } from 'vitest';
import { ChangedHomes } from './autocomplete.index.ts';
import type { AutocompleteRow } from './address-search.repository.ts';

/** A seeded generator (mulberry32): the same homes and changes on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const row = (id: number, addressNormalized: string) => ({ id, addressNormalized }) as AutocompleteRow;
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the overlay was before it was kept in blocks: filter out the changed homes, merge the new rows in. */
function modelReplace(model: AutocompleteRow[], ids: number[], rows: AutocompleteRow[]) {
  const touched = new Set(ids);
  const kept = model.filter((r) => !touched.has(r.id));
  const added = [...rows].sort((a, b) => order(a.addressNormalized, b.addressNormalized));
  const out: AutocompleteRow[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length || j < added.length) {
    if (
      i < kept.length &&
      (j >= added.length || order(kept[i]!.addressNormalized, added[j]!.addressNormalized) <= 0)
    )
      out.push(kept[i++]!);
    else out.push(added[j++]!);
  }
  return out;
}

describe('the changed homes laid over the prefix index', () => {
  it('keep address order (equal addresses in arrival order) through thousands of changes and block splits', () => {
    const next = random(54);
    const changed = new ChangedHomes();
    let model: AutocompleteRow[] = [];
    // A small alphabet: many equal addresses and many prefixes of one another.
    const address = () =>
      Array.from({ length: 1 + Math.floor(next() * 6) }, () => 'ab 1'[Math.floor(next() * 4)]).join('');
    for (let batch = 0; batch < 300; batch++) {
      const ids = Array.from({ length: 1 + Math.floor(next() * 60) }, () => 1 + Math.floor(next() * 4_000));
      const unique = [...new Set(ids)];
      // About one home in ten was deleted: read again, it has no row.
      const rows = unique.filter(() => next() > 0.1).map((id) => row(id, address()));
      changed.replace(unique, rows);
      model = modelReplace(model, unique, rows);
    }
    expect(model.length).toBeGreaterThan(2_000);
    expect(changed.length).toBe(model.length);
    expect([...changed].map((c) => c.row.id)).toEqual(model.map((r) => r.id));

    for (const prefix of ['', 'a', 'ab', 'b a', '1 1', 'ba1b', 'zz', ' ']) {
      const walked: number[] = [];
      const cursor = changed.from(prefix);
      for (let c = cursor.at(); c?.key.startsWith(prefix); c = cursor.at()) {
        walked.push(c.row.id);
        cursor.next();
      }
      expect(walked, prefix).toEqual(
        model.filter((r) => r.addressNormalized.startsWith(prefix)).map((r) => r.id),
      );
    }
  });

  it('start empty, and a home changed twice is held once, at its new address', () => {
    const changed = new ChangedHomes();
    expect(changed.from('a').at()).toBeUndefined();
    changed.replace([1, 2], [row(1, 'b'), row(2, 'c')]);
    changed.replace([1], [row(1, 'd')]);
    changed.replace([2], []);
    expect([...changed].map((c) => [c.row.id, c.key])).toEqual([[1, 'd']]);
    expect(changed.length).toBe(1);
  });
});
