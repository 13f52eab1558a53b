import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { overpayingComps, propertyInfo, queryResult } from '#features/properties/testing/fixtures.ts';
import { propertyApiRoutes } from '#features/properties/testing/mock-property-api.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

describe('/analysis screen', { timeout: 20_000 }, () => {
  beforeEach(() => usePropertyStore.getState().reset());

  it('shows the placeholder, then the property summary and every comparable', async () => {
    mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    const { user } = renderApp('/analysis');
    expect(
      await screen.findByText(
        'Enter an address to see the property and its comparable sales.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Street' }), '7450 Amador Valley Blvd');
    await user.type(screen.getByLabelText('Zip Code'), '94568');
    await user.click(screen.getByRole('button', { name: 'Analyze property' }));
    expect(
      await screen.findByRole('heading', { name: /7450 Amador Valley Blvd, Dublin, CA, 94568/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Alameda County')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Comparable sales' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.getByTestId('saving-badge')).toHaveTextContent('$675');
  });

  it('says in words why a home cannot be valued, never "???"', async () => {
    const info = propertyInfo({ source: 'import', assessed_value_basis: 'roll' });
    mockFetch({
      ...propertyApiRoutes({ comps: [], info }),
      'GET /query_result': () => json({ ...queryResult([], info), error: PROPERTY_MESSAGES.tooFewRealSales }),
    });
    const { user } = renderApp('/analysis');
    await user.type(
      await screen.findByRole('combobox', { name: 'Street' }, { timeout: 5000 }),
      '7450 Amador Valley Blvd',
    );
    await user.type(screen.getByLabelText('Zip Code'), '94568');
    await user.click(screen.getByRole('button', { name: 'Analyze property' }));
    const note = await screen.findByRole('region', { name: 'Homie cannot value this home yet' });
    expect(note).toHaveTextContent(PROPERTY_MESSAGES.tooFewRealSales);
    expect(note).toHaveTextContent('Demo sales near it are left out on purpose');
    expect(screen.getByText('Cannot value yet')).toBeInTheDocument();
    expect(screen.getByText('None (no comparable sales)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('???');
  });

  it('shows an error toast when the analysis fails', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: [] }),
      'POST /manual_analysis': () => json({ success: false, job_id: null, error: null }, 500),
    });
    const { user } = renderApp('/analysis');
    await user.type(
      await screen.findByRole('combobox', { name: 'Street' }, { timeout: 5000 }),
      '7450 Amador Valley Blvd',
    );
    await user.click(screen.getByRole('button', { name: 'Analyze property' }));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
  });

  it('uses the spec default when the job id is missing', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: [] }),
      'POST /manual_analysis': () => json({ success: true, job_id: null, error: null }),
    });
    const { user } = renderApp('/analysis');
    await user.type(
      await screen.findByRole('combobox', { name: 'Street' }, { timeout: 5000 }),
      '7450 Amador Valley Blvd',
    );
    await user.click(screen.getByRole('button', { name: 'Analyze property' }));
    expect(await screen.findByText('Analysis failed to return a job ID.')).toBeInTheDocument();
  });
});
