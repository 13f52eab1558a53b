import { COUNTY_NOT_SUPPORTED_MESSAGE } from '@homie/contracts/county-detection';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePropertyStore } from '../stores/property-store.ts';
import { comparable, propertyInfo, queryResult } from '../testing/fixtures.ts';
import { propertyApiRoutes } from '../testing/mock-property-api.ts';
import { HOME_FACTS_TEXT } from './home-facts-form.tsx';

const NOT_FOUND =
  'We could not find that address in our property records. Check the street, ZIP code and unit.';

async function typeAddress(user: ReturnType<typeof renderApp>['user'], submit: string) {
  await user.type(
    await screen.findByRole('combobox', { name: 'Street' }, { timeout: 5000 }),
    '12 Nowhere Ct',
  );
  await user.type(screen.getByLabelText('Zip Code'), '94568');
  await user.type(screen.getByLabelText('City'), 'Dublin');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('an address in no record (issue 14 item 2)', { timeout: 20_000 }, () => {
  beforeEach(() => usePropertyStore.getState().reset());

  it('asks for the home’s facts and the bill’s value, then shows a result with its sources', async () => {
    const owner = propertyInfo({
      street: '12 Nowhere Ct',
      apn: null,
      assessed_value: 910_000,
      compass_data: null,
      source: 'owner',
      assessed_value_basis: 'owner',
      assessed_value_note: 'The assessed value you entered from your tax bill or assessment notice.',
      annual_tax: '$11,466',
      annual_tax_basis: 'county_rate_estimate',
      annual_tax_note: "Estimate: the assessed value × Alameda County's typical rate of 1.26%.",
    });
    const comps = [1, 2, 3].map((i) => comparable(880_000 + i * 10_000, { source: 'import' }));
    const api = mockFetch({
      ...propertyApiRoutes({ comps, info: owner }),
      'POST /api/lookup_property': () =>
        json(
          {
            success: false,
            // Read by its code (the contract's address_not_found), not by the body's `reason`.
            code: 'address_not_found',
            error: NOT_FOUND,
            data: null,
          },
          404,
        ),
      'GET /query_result': () => json(queryResult(comps, owner)),
    });
    const { user } = renderApp('/');
    await typeAddress(user, 'See my result');
    const heading = await screen.findByRole('heading', { name: HOME_FACTS_TEXT.heading });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Total Assessed Value/)).toBeInTheDocument();
    // Neither a value nor a purchase: said plainly, nothing sent.
    await user.type(screen.getByLabelText(/Living area/), '1650');
    await user.click(screen.getByRole('button', { name: HOME_FACTS_TEXT.submit }));
    expect(await screen.findByText(HOME_FACTS_TEXT.needValue)).toBeInTheDocument();
    expect(api.calls('POST /manual_analysis')).toHaveLength(0);
    await user.type(screen.getByLabelText(HOME_FACTS_TEXT.assessedLabel), '$910,000');
    await user.type(screen.getByLabelText('Bedrooms'), '3');
    await user.click(screen.getByRole('button', { name: HOME_FACTS_TEXT.submit }));
    expect((await screen.findAllByRole('heading', { name: /overpaying|good shape/ })).length).toBeGreaterThan(
      0,
    );
    // The verdict that replaces the form takes the focus, as after "See my result" (issue 53 item 1).
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(
        /^(You're overpaying|It's too close to call|You are in good shape in \d{4})$/,
      ),
    );
    expect(api.calls('POST /manual_analysis')[0]!.body).toMatchObject({
      street: '12 Nowhere Ct',
      zip: '94568',
      sqft: 1650,
      beds: 3,
      assessed_value: 910_000,
      purchase_date: null,
    });
    const sources = screen.getByRole('region', { name: 'Where these numbers come from' });
    expect(within(sources).getByText('From your bill')).toBeInTheDocument();
    expect(within(sources).getByText('Estimate (county rate)')).toBeInTheDocument();
    expect(within(sources).getByText(/3 recorded sales near the home \(real data\)/)).toBeInTheDocument();
  });

  it('labels a demo home and its demo sales as demo data', async () => {
    const demo = propertyInfo({
      source: 'demo',
      assessed_value_basis: 'roll',
      assessed_value_note: 'Demo data: a generated figure for a made-up home, not a county record.',
      annual_tax_basis: 'roll',
    });
    const comps = [1, 2, 3].map((i) => comparable(700_000 + i * 10_000, { source: 'demo' }));
    mockFetch(propertyApiRoutes({ comps, info: demo }));
    const { user } = renderApp('/');
    await typeAddress(user, 'See my result');
    const sources = await screen.findByRole('region', { name: 'Where these numbers come from' });
    expect(within(sources).getByText(/this home and its figures are generated/)).toBeInTheDocument();
    expect(within(sources).getByText(/Demo sales: generated/)).toBeInTheDocument();
    // A made-up home's generated roll and bill are not called the county's.
    expect(within(sources).queryByText('County roll')).toBeNull();
    expect(within(sources).queryByText('From the tax bill')).toBeNull();
    expect(within(sources).getAllByText('Demo data')).toHaveLength(3);
    const cards = within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem');
    for (const card of cards) expect(card).toHaveTextContent('Demo sale');
  });

  it('an analysis that answers address_not_found after a found lookup shows its error, not the facts form', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: [] }),
      'POST /manual_analysis': () =>
        json({ success: false, code: 'address_not_found', error: NOT_FOUND }, 404),
    });
    const { user } = renderApp('/analysis');
    await typeAddress(user, 'Analyze property');
    expect(await screen.findAllByText(NOT_FOUND)).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: HOME_FACTS_TEXT.heading })).not.toBeInTheDocument();
  });

  it('an unsupported county shows the spec’s message, not the facts form', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: [] }),
      'POST /api/lookup_property': () =>
        json(
          { success: false, error: COUNTY_NOT_SUPPORTED_MESSAGE, data: null, reason: 'county_not_supported' },
          404,
        ),
    });
    const { user } = renderApp('/analysis');
    await typeAddress(user, 'Analyze property');
    expect(await screen.findByText(COUNTY_NOT_SUPPORTED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: HOME_FACTS_TEXT.heading })).not.toBeInTheDocument();
  });
});
