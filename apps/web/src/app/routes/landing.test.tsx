import { LEAD_MESSAGES } from '@homie/contracts/leads';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import {
  comparable,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
  queryResult,
} from '#features/properties/testing/fixtures.ts';
import { propertyApiRoutes } from '#features/properties/testing/mock-property-api.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function pickAddressAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('combobox', { name: 'Street' }, { timeout: 5000 }), '7450 Ama');
  await user.click(await screen.findByRole('option', { name: /7450 Amador Valley Boulevard/ }));
  await waitFor(() => expect(fieldValue('Street')).toBe('7450 Amador Valley Blvd'));
  await user.click(screen.getByRole('button', { name: 'See my result' }));
}

describe('landing page result', { timeout: 20_000 }, () => {
  beforeEach(() => usePropertyStore.getState().reset());

  it('shows an overpaying owner the saving, the figures and three comps', async () => {
    const api = mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    const { user } = renderApp('/');
    await pickAddressAndSubmit(user);
    expect(await screen.findByRole('heading', { name: "You're overpaying" })).toBeInTheDocument();
    expect(fieldValue('City')).toBe('Dublin');
    expect(fieldValue('State')).toBe('CA');
    expect(fieldValue('Zip Code')).toBe('94568');
    const savings = screen.getByRole('tabpanel', { name: 'Your savings' });
    expect(within(savings).getByTestId('saving-badge')).toHaveTextContent('Save $675/yr');
    expect((within(savings).getByLabelText('Assessed Value') as HTMLInputElement).value).toBe('$837,692');
    expect((within(savings).getByLabelText('Market Value') as HTMLInputElement).value).toBe('$780,000');
    expect((within(savings).getByLabelText('You can save') as HTMLInputElement).value).toBe('$675');
    const cards = within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('$760K');
    expect(cards[0]).toHaveTextContent('92% Similar');
    expect(cards[2]).toHaveTextContent('$1.3M');
    expect(cards[2]).toHaveTextContent('1,600 sq ft');
    expect(screen.getByRole('link', { name: 'Get effective comps' })).toHaveAttribute(
      'href',
      '/more-details',
    );
    // lookup, analysis and result called once each, in order, with the spec payloads
    const order = api.requests
      .map((r) => `${r.method} ${r.path}`)
      .filter((k) => !k.includes('autocomplete') && !k.includes('dataset'));
    expect(order).toEqual(['POST /api/lookup_property', 'POST /manual_analysis', 'GET /query_result']);
    expect(api.calls('POST /api/lookup_property')[0]!.body).toMatchObject({
      address: '7450 Amador Valley Blvd Dublin CA 94568',
    });
    expect(api.calls('POST /manual_analysis')[0]!.body).toMatchObject({
      street: '7450 Amador Valley Blvd',
      beds: 3,
      sqft: 1650,
      property_type: 'single_family',
      assessed_value: 837692,
    });
    // persisted for a reload
    const saved = JSON.parse(localStorage.getItem('property-store') ?? '{}');
    expect(saved.state.jobId).toBe('job_1');
    expect(saved.state.comparables).toHaveLength(5);
  });

  it('brings the verdict into view and gives it focus once the result arrives, also for the same home again', async () => {
    mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    const { user } = renderApp('/');
    await pickAddressAndSubmit(user);
    const verdict = await screen.findByRole('heading', { name: "You're overpaying" });
    await waitFor(() => expect(verdict).toHaveFocus());
    // The same address again answers the same job: its verdict is focused again.
    await user.click(screen.getByRole('tab', { name: 'Success demo' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: "You're overpaying" })).toHaveFocus());
  });

  it('shows the three feature cards, the saving one a figure its own rates bear out (decision 188)', async () => {
    mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    renderApp('/');
    const cards = await screen.findByRole('region', { name: 'Why Homie' }, { timeout: 5000 });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['AI-Powered Analysis', 'Average Savings', 'Fair Terms']);
    expect(cards).not.toHaveTextContent(/thousands of/);
    const saving = within(cards).getByRole('heading', { name: 'Average Savings' }).nextElementSibling!;
    const text = saving.textContent ?? '';
    expect(text).not.toMatch(/an average of \$1,200/);
    const [, off, perYear, low, high] =
      text.match(
        /takes \$([\d,]+) off an assessed value saves about \$([\d,]+) a year.*?([\d.]+)%–([\d.]+)%/,
      ) ?? [];
    const amount = (s: string | undefined) => Number(s?.replace(/,/g, ''));
    // The yearly saving lies between the reduction taxed at the lowest and at the highest average rate.
    expect(amount(perYear)).toBeGreaterThanOrEqual((amount(off) * Number(low)) / 100);
    expect(amount(perYear)).toBeLessThanOrEqual((amount(off) * Number(high)) / 100);
  });

  it('shows the demo tab with the fixed values and switches between tabs', async () => {
    mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    const { user } = renderApp('/');
    const demo = await screen.findByRole('tabpanel', { name: 'Success demo' }, { timeout: 5000 });
    // Under the page's h1: a heading level is never skipped (Lighthouse's heading-order audit).
    expect(within(demo).getByRole('heading', { name: 'Maria has saved', level: 2 })).toBeInTheDocument();
    expect((within(demo).getByLabelText('Assessed Value') as HTMLInputElement).value).toBe('$837,692');
    expect((within(demo).getByLabelText('Market Value') as HTMLInputElement).value).toBe('$780,000');
    expect((within(demo).getByLabelText('You can save') as HTMLInputElement).value).toBe('$675');
    expect(demo).toHaveTextContent('1.17%');
    await user.click(screen.getByRole('tab', { name: 'Your savings' }));
    expect(screen.getByRole('tabpanel', { name: 'Your savings' })).toHaveTextContent(
      'Enter your address above',
    );
  });

  it('lets an owner in good shape sign up for the free 2027 assessment', async () => {
    const api = mockFetch({
      ...propertyApiRoutes({ comps: goodShapeComps }),
      'POST /api/leads': (request) =>
        json(
          {
            success: true,
            lead_id: 'lead-1',
            created: true,
            message: LEAD_MESSAGES.confirmed((request.body as { email: string }).email, 2027),
          },
          201,
        ),
    });
    const { user } = renderApp('/');
    await pickAddressAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'You are in good shape in 2026' })).toBeInTheDocument();
    expect(screen.queryByTestId('saving-badge')).not.toBeInTheDocument();
    expect(fieldValue('You can save')).toBe('$0');
    expect(await screen.findByRole('heading', { name: 'Sign up for a free 2027 assessment!' })).toBeVisible();
    // The form's code loads with the result (decision 084).
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(LEAD_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/leads')).toHaveLength(0);
    const signUpForm = screen.getByRole('region', { name: 'Sign up for a free 2027 assessment!' });
    await user.type(within(signUpForm).getByLabelText(/^Email/), 'owner@example.com');
    await user.type(within(signUpForm).getByLabelText(/^Phone/), '(925) 555-0101');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        "Thanks! You're signed up for a free 2027 assessment. We'll email owner@example.com when it's ready.",
      ),
    ).toBeInTheDocument();
    const body = api.calls('POST /api/leads')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'owner@example.com',
      phone: '9255550101',
      address: { street: '7450 Amador Valley Blvd', city: 'Dublin', state: 'CA', zipCode: '94568' },
      // The figures the owner saw: "You can save" read $0, so the lead says $0, not the formula's negative.
      result: { job_id: 'job_1', assessed_value: 837692, market_value: 990000, saving: 0 },
    });
  });

  it('offers to watch the home on the result (issue 52)', async () => {
    const api = mockFetch({
      ...propertyApiRoutes({ comps: goodShapeComps }),
      'POST /api/watches': () =>
        json(
          {
            id: 'w1',
            job_id: 'job_1',
            address: '7450 Amador Valley Blvd, Dublin, CA 94568',
            county: 'alameda',
            county_name: 'Alameda',
            status: 'pending',
            roll_year: 2027,
            opens: '2027-07-02',
            closes: '2027-09-15',
            created_at: '2026-12-02T20:00:00.000Z',
            notice: null,
          },
          201,
        ),
    });
    const { user } = renderApp('/');
    await pickAddressAndSubmit(user);
    const watch = await screen.findByRole('region', { name: 'Watch this home' });
    await user.type(within(watch).getByLabelText(/^Email/), 'owner@example.com');
    await user.click(within(watch).getByRole('button', { name: 'Watch this home' }));
    expect(await within(watch).findByText(/We sent a link to owner@example.com/)).toBeInTheDocument();
    expect(api.calls('POST /api/watches')[0]!.body).toEqual({ job_id: 'job_1', email: 'owner@example.com' });
  });

  it('says in words, never "???", when an amount cannot be computed', async () => {
    mockFetch(propertyApiRoutes({ comps: [comparable(0)] }));
    const { user } = renderApp('/');
    await pickAddressAndSubmit(user);
    expect(
      await screen.findByRole('heading', { name: 'We could not compute your savings yet' }),
    ).toBeInTheDocument();
    expect(fieldValue('Market Value')).toBe('Cannot value yet');
    expect(fieldValue('You can save')).toBe('Not known yet');
    const note = screen.getByRole('region', { name: 'Homie cannot value this home yet' });
    expect(note).toHaveTextContent('The one sale found near it is too few or too unlike it');
    expect(screen.getByRole('tabpanel', { name: 'Your savings' })).not.toHaveTextContent('???');
  });

  it('tells the owner of a real home with no usable sales why, that demo sales are left out, and what to do', async () => {
    const info = propertyInfo({ source: 'import', assessed_value_basis: 'roll' });
    mockFetch({
      ...propertyApiRoutes({ comps: [], info }),
      'GET /query_result': () => json({ ...queryResult([], info), error: PROPERTY_MESSAGES.tooFewRealSales }),
    });
    const { user } = renderApp('/');
    await pickAddressAndSubmit(user);
    const note = await screen.findByRole('region', { name: 'Homie cannot value this home yet' });
    expect(note).toHaveTextContent(PROPERTY_MESSAGES.tooFewRealSales);
    expect(note).toHaveTextContent('Demo sales near it are left out on purpose');
    expect(within(note).getByRole('link', { name: /Check the home's facts/ })).toHaveAttribute(
      'href',
      '/more-details',
    );
    expect(within(note).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(fieldValue('Market Value')).toBe('Cannot value yet');
    const sources = screen.getByRole('region', { name: 'Where these numbers come from' });
    expect(sources).toHaveTextContent(
      'demo sales, even nearby ones, are left out on purpose for a real home',
    );
    expect(screen.getByRole('tabpanel', { name: 'Your savings' })).not.toHaveTextContent('???');
  });

  it('shows the lookup error, keeps no result and says when the data is a demo', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: overpayingComps, dataset: { demo: true } }),
      'POST /api/lookup_property': () =>
        json({ success: false, error: 'We could not find that address.', data: null }, 404),
    });
    const { user } = renderApp('/');
    expect(await screen.findByText(/Demo data: this server runs on a generated sample/)).toBeInTheDocument();
    await pickAddressAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that address.');
    expect(usePropertyStore.getState().propertyInfo).toBeNull();
  });

  it('needs a street before it calls anything', async () => {
    const api = mockFetch(propertyApiRoutes({ comps: [] }));
    const { user } = renderApp('/property-tax-landing');
    await user.click(await screen.findByRole('button', { name: 'See my result' }, { timeout: 5000 }));
    expect(await screen.findByText('Please enter your street address.')).toBeInTheDocument();
    expect(api.calls('POST /api/lookup_property')).toHaveLength(0);
  });
});
