import { render, screen, within } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { comparable } from '../testing/fixtures.ts';
import { CompCards } from './comp-cards.tsx';
import { ComparablesList } from './comparables-list.tsx';

const ATTRIBUTION = 'Listing data © Bay Area MLS; deemed reliable, not guaranteed.';

function pageNamesAttribution() {
  const meta = document.createElement('meta');
  meta.name = 'homie-mls-attribution';
  meta.content = ATTRIBUTION;
  document.head.append(meta);
}
afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="homie-mls-attribution"]')) meta.remove();
});

// The analysis screen's texts: areas `analysis` and `details`, loaded by its route (decision 262).
beforeAll(() => Promise.all([loadArea('analysis'), loadArea('details')]));

describe('comparable sales say who recorded them, and MLS sales carry the MLS line (decision 232)', () => {
  it('labels each card and each row with its source and shows the attribution under MLS sales', () => {
    pageNamesAttribution();
    const comps = [
      comparable(700_000, { source: 'mls', address: '1 Oak St' }),
      comparable(760_000, { source: 'import', address: '2 Oak St' }),
    ];
    const { unmount } = render(<CompCards comparables={comps} />);
    const cards = within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('MLS sale');
    expect(cards[1]).toHaveTextContent('Recorded sale');
    expect(screen.getByText(ATTRIBUTION)).toBeVisible();
    unmount();
    render(<ComparablesList comparables={comps} />);
    const rows = within(screen.getByRole('list', { name: 'Comparable sales' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('MLS sale');
    expect(rows[1]).toHaveTextContent('Recorded sale');
    expect(screen.getByText(ATTRIBUTION)).toBeVisible();
  });

  it('shows no MLS line when no comparable is an MLS sale', () => {
    pageNamesAttribution();
    render(<CompCards comparables={[comparable(700_000, { source: 'import' })]} />);
    expect(screen.queryByText(ATTRIBUTION)).toBeNull();
  });
});

describe('a sale the owner added (decision 249)', () => {
  it('says it was entered by the owner, where they saw it, and that its distance is not known', () => {
    const comps = [
      comparable(700_000, { address: '1 Oak St' }),
      comparable(760_000, {
        address: '12 Elm St, Dublin',
        source: 'owner',
        owner_supplied: true,
        owner_source: 'Zillow listing',
        distance_miles: 0,
      }),
    ];
    const { unmount } = render(<CompCards comparables={comps} />);
    const cards = within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent('Entered by you');
    expect(cards[1]).toHaveTextContent('Distancenot known');
    unmount();
    render(<ComparablesList comparables={comps} />);
    const rows = within(screen.getByRole('list', { name: 'Comparable sales' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('entered by you (seen on: Zillow listing), distance not known');
    expect(rows[1]).not.toHaveTextContent('mi away');
    expect(rows[0]).toHaveTextContent('mi away');
  });
});
