import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppealCountdown } from './appeal-countdown.tsx';

describe('AppealCountdown', () => {
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

  it('says why when the county is not supported', () => {
    render(<AppealCountdown zip="92660" city="Newport Beach" />);
    expect(screen.getByText(/Orange County, which is not supported yet/)).toBeInTheDocument();
  });
});
