import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analysedInfo, comparable, compassData } from '../testing/fixtures.ts';
import { savingsView } from '../utils/savings-view.ts';
import { VerdictNote } from './verdict-note.tsx';

const NOV_24 = new Date('2026-11-24T20:00:00Z');

/** The note under the verdict, for a home assessed at $837,692 whose estimate is $820,000. */
function renderNote(purchase?: { purchase_date: string; purchase_price: number }) {
  const comps = [comparable(820_000)];
  const info = analysedInfo(comps, purchase ? { compass_data: { ...compassData, ...purchase } } : {});
  const view = savingsView(info, comps, NOV_24);
  render(<VerdictNote view={view} />);
  return view;
}

describe('VerdictNote, too close to call', () => {
  it('says what would settle it, and names no purchase when there is none in the window', () => {
    const view = renderNote();
    expect(view.state).toBe('too_close');
    expect(screen.getByText(/What would settle it/)).toBeInTheDocument();
    expect(screen.queryByText(/You bought it/)).toBeNull();
  });

  it("names the owner's recent purchase below the assessed value as evidence a board presumes", () => {
    // Bought ten months before the lien date, for less than the roll value.
    const view = renderNote({ purchase_date: '2025-03-10', purchase_price: 800_000 });
    expect(view.state).toBe('too_close');
    expect(
      screen.getByText(
        /^You bought it on March 10, 2025 for \$800,000, below its assessed value\. A board presumes the price of an open-market purchase is the market value \(California Revenue and Taxation Code §110\(b\)\)/,
      ),
    ).toBeInTheDocument();
  });
});
