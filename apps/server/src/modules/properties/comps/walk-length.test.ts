import { describe, expect, it } from 'vitest';
import { firstWalk, walkFor, walkStep } from './comps.repository.ts';

/** Decision 157: how long the comparables' first walk is, and the few lengths it can take. */
describe('walk lengths', () => {
  it('rounds up to a ladder of powers of two and halfway steps', () => {
    expect([1, 16, 17, 24, 25, 32, 33, 48, 49, 64, 65, 100, 4000].map(walkStep)).toEqual([
      16, 16, 24, 24, 32, 32, 48, 48, 64, 64, 96, 128, 4096,
    ]);
    const lengths = new Set(Array.from({ length: 20_000 }, (_, n) => walkStep(n + 1)));
    expect(lengths.size).toBeLessThanOrEqual(22);
  });

  it('walks the prior length where nothing is known yet', () => {
    expect(firstWalk(60, 0.01, undefined)).toBe(walkFor(60));
    expect(firstWalk(60, 0.01, { walked: 210, last: 0, exhausted: false })).toBe(walkFor(60));
  });

  it('walks about twice the sales the density puts in the box, never more than the prior', () => {
    // 210 sales within 0.02: a box reaching 0.01 holds about a quarter of them (52.5).
    expect(firstWalk(60, 0.01, { walked: 210, last: 0.02, exhausted: false })).toBe(walkStep(105 + 32));
    // A box reaching twice as far as the last walk: four times the sales, capped by the prior.
    expect(firstWalk(60, 0.04, { walked: 210, last: 0.02, exhausted: false })).toBe(walkFor(60));
    // The last walk read every sale of the kind: no box holds more.
    expect(firstWalk(1200, 1, { walked: 40, last: 0.02, exhausted: true })).toBe(walkStep(80 + 32));
  });
});
