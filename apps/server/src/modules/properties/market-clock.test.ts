import { describe, expect, it } from 'vitest';
import { createMarketClock } from './market-clock.ts';

const repo = (latest: string | null) => ({ latestSaleDate: async () => latest });

describe('market clock (issue 14 item 7)', () => {
  it('takes the roll year from the calendar, not from the newest sale in the data', async () => {
    const clock = createMarketClock(repo('2020-12-04'), null, () => new Date('2026-11-26T12:00:00Z'));
    const moment = await clock.current();
    expect(moment.rollYear).toBe(2026);
    expect(moment.latestSaleDate).toBe('2020-12-04');
  });

  it('uses California’s date: 1 a.m. UTC on Jan 1 is still the old year in California', async () => {
    const clock = createMarketClock(repo(null), null, () => new Date('2028-01-01T02:00:00Z'));
    expect((await clock.current()).rollYear).toBe(2027);
  });

  it('lets ROLL_YEAR override the calendar', async () => {
    const clock = createMarketClock(repo('2026-03-31'), 2021, () => new Date('2026-11-26T12:00:00Z'));
    const moment = await clock.current();
    expect(moment.rollYear).toBe(2021);
    // The window speaks to that year: Jan 1 2021 lien date, comps to Mar 31 2021 at the latest.
    expect(new Date(moment.window.lienDay * 86_400_000).toISOString().slice(0, 10)).toBe('2021-01-01');
    expect(new Date(moment.window.latestDay * 86_400_000).toISOString().slice(0, 10)).toBe('2021-03-31');
  });

  it('ends the window at the data’s last sale when it stops before March 31', async () => {
    const clock = createMarketClock(repo('2026-02-10'), null, () => new Date('2026-11-26T12:00:00Z'));
    const moment = await clock.current();
    expect(new Date(moment.window.latestDay * 86_400_000).toISOString().slice(0, 10)).toBe('2026-02-10');
  });
});
