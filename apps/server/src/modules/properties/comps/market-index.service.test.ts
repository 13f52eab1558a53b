import { describe, expect, it } from 'vitest';
import { dayOf } from './dates.ts';
import { EMPTY_INDEX_TTL_MS, INDEX_TTL_MS, createMarketIndexService } from './market-index.service.ts';
import type { IndexCell } from './market-index.ts';

const rising: IndexCell[] = Array.from({ length: 12 }, (_, m) => ({
  zip: '94568',
  month: 660 + m,
  count: 10,
  medianLogPpsf: Math.log(500) + 0.01 * m,
}));

function fakeRepository(cells: () => IndexCell[]) {
  let calls = 0;
  return {
    calls: () => calls,
    repository: {
      indexCells: async () => {
        calls += 1;
        return cells();
      },
    },
  };
}

describe('market index cache', () => {
  const lien = dayOf(2026, 1, 1);
  it('computes once for concurrent requests and serves the stale index while refreshing', async () => {
    let clock = 0;
    const fake = fakeRepository(() => rising);
    const service = createMarketIndexService(fake.repository, () => clock);
    const [a, b] = await Promise.all([
      service.forCounty('alameda', lien, lien + 89),
      service.forCounty('alameda', lien, lien + 89),
    ]);
    expect(a).toBe(b);
    expect(fake.calls()).toBe(1);
    clock += INDEX_TTL_MS + 1;
    const stale = await service.forCounty('alameda', lien, lien + 89);
    expect(stale).toBe(a);
    expect(fake.calls()).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await service.forCounty('alameda', lien, lien + 89)).not.toBe(a);
  });
  it('retries an index built from too few sales soon (the data may still be loading)', async () => {
    let clock = 0;
    let cells: IndexCell[] = [];
    const fake = fakeRepository(() => cells);
    const service = createMarketIndexService(fake.repository, () => clock);
    expect((await service.forCounty('la', lien, lien)).months).toEqual([]);
    cells = rising;
    clock += EMPTY_INDEX_TTL_MS + 1;
    await service.forCounty('la', lien, lien);
    await new Promise((r) => setTimeout(r, 0));
    expect((await service.forCounty('la', lien, lien)).months.length).toBe(12);
  });
});
