import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { AppealCountdown } from './appeal-countdown.tsx';

describe('AppealCountdown', () => {
  // Shown on /more-details only: its words are that route's area (decision 257).
  beforeAll(() => loadArea('details'));
  afterEach(() => vi.useRealTimers());

  it("counts the days to the county's deadline and recomputes every 24 hours", () => {
    vi.useFakeTimers({ now: new Date(2027, 6, 16, 9, 0) });
    render(<AppealCountdown zip="94568" city="Dublin" />);
    expect(screen.getByText('61 days to go')).toBeInTheDocument();
    expect(screen.getByText('9/15/2027')).toBeInTheDocument();
    expect(
      screen.getByText(/Alameda County accepts appeals from 7\/2\/2027 \(open now\)/),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(screen.getByText('60 days to go')).toBeInTheDocument();
  });

  it('uses the county of the ZIP: Los Angeles ends Nov 30', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T20:00:00Z') }); // noon in California
    render(<AppealCountdown zip="90012" city="Los Angeles" />);
    expect(screen.getByText('9 days to go')).toBeInTheDocument();
    expect(screen.getByText('11/30/2026')).toBeInTheDocument();
  });

  it('with the window closed, says when the next one opens, not a countdown to its end', () => {
    // Los Angeles on Dec 2, 2026: the 2026 window closed on Nov 30; filing opens again on July 2, 2027.
    render(<AppealCountdown zip="90012" city="Los Angeles" now={new Date('2026-12-02T20:00:00Z')} />);
    expect(screen.getByText('Filing opens July 2, 2027')).toBeInTheDocument();
    expect(screen.getByText(/The appeal window is closed now: 212 days until it opens/)).toBeInTheDocument();
    expect(screen.queryByText(/to go/)).toBeNull();
    expect(screen.getByText('11/30/2027')).toBeInTheDocument();
  });

  it('inside the window, counts the days to its end from the clock it is given', () => {
    render(<AppealCountdown zip="90012" city="Los Angeles" now={new Date('2027-07-02T20:00:00Z')} />);
    expect(screen.getByText('151 days to go')).toBeInTheDocument();
    expect(screen.getByText('11/30/2027')).toBeInTheDocument();
    expect(screen.queryByText(/Filing opens/)).toBeNull();
  });

  it('says why when the county is not supported', () => {
    render(<AppealCountdown zip="92660" city="Newport Beach" />);
    expect(screen.getByText(/Orange County, which is not supported yet/)).toBeInTheDocument();
  });
});
