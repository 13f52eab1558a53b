import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { analysedInfo, comparable } from '../testing/fixtures.ts';
import { CompCards } from './comp-cards.tsx';
import { ComparablesList } from './comparables-list.tsx';
import { PropertySummary } from './property-summary.tsx';
import { YourSavingsTab } from './your-savings-tab.tsx';

/** A sale whose price at the lien date differs from its adjusted price (size, age… adjustments). */
const sale = (price: number) =>
  comparable(price, { time_adjusted_price: price + 10_000, adjusted_price: price + 25_000 });

// The analysis screen's texts: areas `analysis` and `details`, loaded by its route (decision 262).
beforeAll(() => Promise.all([loadArea('analysis'), loadArea('details')]));

describe('one set of numbers for the comparable sales (issue 53 item 3)', () => {
  it('shows each sale with the one adjusted price on the cards and on /analysis', () => {
    const comps = [sale(700_000), sale(760_000), sale(800_000)];
    const { unmount } = render(<CompCards comparables={comps} />);
    const card = within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Adjusted price$725,000');
    expect(card).not.toHaveTextContent('$710,000');
    unmount();
    render(<ComparablesList comparables={comps} />);
    const item = within(screen.getByRole('list', { name: 'Comparable sales' })).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('Adjusted price $725,000');
    expect(item).not.toHaveTextContent('$710,000');
  });

  it("labels the home's own sale among its comparables (decision 245)", () => {
    render(<CompCards comparables={[{ ...sale(700_000), own_sale: true }, sale(760_000)]} />);
    const cards = within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent("This home's own sale");
    expect(cards[1]).not.toHaveTextContent("This home's own sale");
  });

  it('counts what the cards show, out of the sales found', () => {
    const { unmount } = render(<CompCards comparables={[1, 2, 3, 4, 5, 6].map((n) => sale(n * 100_000))} />);
    expect(
      screen.getByRole('heading', { name: 'The 3 most similar of 6 comparable sales' }),
    ).toBeInTheDocument();
    unmount();
    render(<CompCards comparables={[sale(700_000), sale(760_000)]} />);
    expect(
      screen.getByRole('heading', { name: 'All 2 comparable sales, most similar first' }),
    ).toBeInTheDocument();
  });

  it('names the median by the number of prices it is of, on the result and on /analysis', () => {
    const comps = [sale(700_000), sale(760_000), sale(800_000)];
    const info = analysedInfo(comps);
    const { unmount } = render(
      <MemoryRouter>
        <YourSavingsTab propertyInfo={info} comparables={comps} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Median of the three best comparable prices/)).toBeInTheDocument();
    expect(screen.queryByText(/five best/)).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <PropertySummary info={info} comparables={comps} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Median of the three best comparable prices/)).toBeInTheDocument();
    expect(screen.queryByText(/five best/)).toBeNull();
  });
});
