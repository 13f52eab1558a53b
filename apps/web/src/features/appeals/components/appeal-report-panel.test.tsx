import type { AppealReport } from '@homie/contracts/appeals-report';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaymentStore } from '#features/payments/stores/payment-store.ts';
import { orderSummary, ordersRoutes } from '#features/payments/testing/orders.ts';
import { mockFillFormApi, sampleReport, seedPaidVisitor } from '#features/appeals/testing/fill-form.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

/** The /fill-form route end to end in the browser: stores → pre-filled form → report panel. */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  seedPaidVisitor('guarantee', {
    // Only the fields the form reads; the rest of the analysis result does not matter here.
    propertyInfo: {
      assessed_value: 1_092_420,
      square_footage: 1850,
      bedrooms: 3,
      bathrooms: 2,
      compass_data: { apn: '048-5612-012-00', purchase_date: '2022-06-15', purchase_price: 1_050_000 },
    },
    comparables: [
      {
        address: '100 Oak Ave',
        city: 'Oakland',
        zip: '94611',
        sold_price: 900_000,
        sold_date: '2026-01-05',
        beds: 3,
        baths: 2,
        sqft: 1750,
        year_built: 1948,
        lot_sqft: 5000,
        property_type: 'single_family',
      },
      {
        address: '112 Oak Ave',
        city: 'Oakland',
        zip: '94611',
        sold_price: 937_000,
        sold_date: 1_770_000_000,
        sqft: 1770,
      },
      {
        address: '124 Oak Ave',
        city: 'Oakland',
        zip: '94611',
        sold_price: 974_000,
        sold_date: '2026-03-07T00:00:00Z',
      },
      { address: '136 Oak Ave', city: 'Oakland', zip: '94611', sold_price: 1_011_000 },
    ],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/fill-form', () => {
  it('pre-fills the county form from the property store (spec §3)', { timeout: 20_000 }, async () => {
    mockFillFormApi(sampleReport());
    renderApp('/fill-form');
    expect(await screen.findByText('Alameda County', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Assessor Parcel Number (APN) *')).toHaveValue('048-5612-012-00');
    expect(screen.getByLabelText('Property Address *')).toHaveValue('123 Main St, Oakland, CA 94611');
    expect(screen.getByLabelText('Current Assessed Value *')).toHaveValue('1,092,420');
    expect(screen.getByLabelText('Purchase Date')).toHaveValue('06/15/2022');
    expect(screen.getByLabelText('Purchase Price')).toHaveValue('1,050,000');
    const recommended = screen.getByRole('region', { name: 'Additional Information (Recommended)' });
    expect(within(recommended).getByLabelText('Square Footage')).toHaveValue('1850');
    expect(screen.getByLabelText('Owner Name *')).toHaveValue('');
    const rows = within(screen.getByRole('region', { name: 'Comparable Sales' })).getAllByRole('group');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByLabelText('Address')).toHaveValue('100 Oak Ave, Oakland, CA 94611');
    expect(within(rows[0]!).getByLabelText('Sale Date')).toHaveValue('01/05/2026');
    expect(within(rows[0]!).getByLabelText('Sale Price')).toHaveValue('900,000');
    expect(within(rows[0]!).getByLabelText('Description')).toHaveValue(
      '3bd/2ba, Single-family, built 1948, 5,000 sqft lot',
    );
    expect(within(rows[1]!).getByLabelText('Sale Date')).toHaveValue('02/02/2026');
    expect(within(rows[2]!).getByLabelText('Sale Date')).toHaveValue('03/07/2026');
    expect(within(rows[2]!).getByLabelText('Description')).toHaveValue('Similar property');
  });

  it('starts the report and lets the Success owner edit and save the letter', async () => {
    const api = mockFillFormApi(sampleReport(), {
      'PUT /api/appeals/reports/job-1/letter': (request) =>
        json(sampleReport({ letter: (request.body as { letter: string }).letter, letter_edited: true })),
    });
    const { user } = renderApp('/fill-form');
    const letter = await screen.findByLabelText('Your appeal letter', {}, { timeout: 5000 });
    expect(letter).toHaveValue('[Your name]\n\nDear Members of the Board,\n\nPlease reduce my assessment.');
    expect(letter).toHaveAttribute('maxlength', '20000');
    expect(
      screen.getByText('Complete the appeal form to put your name and contact details on the letter.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/File between 07\/02\/2027 and 09\/15\/2027/)).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /start_report_generation')).toHaveLength(1));
    expect(api.calls('POST /start_report_generation')[0]!.body).toEqual({
      csv_path: 'outputs/job-1/comparables.csv',
      report_name: 'job-1',
    });
    expect(api.calls('POST /start_report_generation')[0]!.headers.get('x-order-token')).toBe('tok-1');

    expect(screen.getByRole('button', { name: 'Save letter' })).toBeDisabled();
    await user.clear(letter);
    await user.type(letter, 'My own letter.');
    await user.click(screen.getByRole('button', { name: 'Save letter' }));
    expect(await screen.findByText('Letter saved. Your downloads use this version.')).toBeInTheDocument();
    expect(api.calls('PUT /api/appeals/reports/job-1/letter')[0]!.body).toEqual({ letter: 'My own letter.' });
    expect(screen.getByRole('button', { name: 'Restore generated letter' })).toBeInTheDocument();
  }, 20_000);

  it('shows the Basic letter read-only even when starting the report failed', async () => {
    mockFetch({
      ...ordersRoutes([orderSummary({ tier: 'basic' })]),
      'POST /start_report_generation': () => json({ error: 'nope' }, 403),
      'GET /api/appeals/reports/job-1': () => json(sampleReport({ tier: 'basic', can_edit_letter: false })),
    });
    renderApp('/fill-form');
    expect(
      await screen.findByText(/Please reduce my assessment\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your appeal letter')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Report (PDF)' })).toBeInTheDocument();
  });

  it('shows the hearing kit and the base-year appeal under the letter (decision 248)', async () => {
    const kit: NonNullable<AppealReport['hearing_kit']> = {
      exchange: {
        what: ['Before the hearing, either side may ask the other for its comparable sales (R&T §1606).'],
        send: ['Your opinion of value on January 1, 2026: $941,000.'],
        when: ['If you start it: mail it so it is postmarked more than 30 days before the hearing.'],
        letter:
          "Alameda County Assessor\n[Assessor's address from your hearing notice]\n\n1. 100 Oak Ave: sold 01/05/2026 for $900,000; adjusted price $888,000",
      },
      copies: {
        text: "Homie's suggestion, not a county rule: bring at least 5 sets.",
        board_count: null,
        suggested_count: 5,
      },
      outline: ['The appeal: the value on the roll is $1,092,420.', 'The request: $941,000.'],
      rebuttals: [
        { objection: 'Your sales are too far away.', answer: 'Ask which sales the assessor used.' },
      ],
      stipulation: 'You both sign a stipulation and the board is asked to accept it (R&T §1607).',
      withdrawal: 'The value on the roll stands.',
    };
    mockFetch({
      ...ordersRoutes([orderSummary({ tier: 'basic' })]),
      'POST /start_report_generation': () =>
        json({ success: true, report_id: 'job-1', status: 'ready', message: 'ok' }),
      'GET /api/appeals/reports/job-1': () =>
        json(
          sampleReport({
            tier: 'basic',
            can_edit_letter: false,
            hearing_kit: kit,
            base_year_appeal: {
              purchase_date: '06/15/2022',
              price: 1_050_000,
              enrolled_roll_year: 2023,
              last_roll_year: 2026,
              text: 'You bought the home on June 15, 2022 for $1,050,000 (R&T §80(a)(3)): reason B.',
            },
          }),
        ),
    });
    renderApp('/fill-form');
    const section = await screen.findByRole('region', { name: 'Hearing kit' }, { timeout: 5000 });
    for (const name of [
      'Exchange of information with the assessor (optional)',
      'Exchange letter, ready to send',
      'Copies for the hearing',
      'What to say: a one-page outline',
      "The assessor's usual answers, and yours",
      'Stipulation and withdrawal',
    ])
      expect(within(section).getByRole('heading', { level: 4, name })).toBeInTheDocument();
    const letter = within(section).getByRole('region', { name: 'Exchange letter to the assessor' });
    expect(letter).toHaveTextContent('1. 100 Oak Ave: sold 01/05/2026 for $900,000; adjusted price $888,000');
    expect(
      within(section).getByText("Homie's suggestion, not a county rule: bring at least 5 sets."),
    ).toBeInTheDocument();
    expect(within(section).getByText('"Your sales are too far away."')).toBeInTheDocument();
    const baseYear = screen.getByRole('region', { name: 'Base-year appeal still open (2023 to 2026)' });
    expect(baseYear).toHaveTextContent('reason B');
  });

  it('explains where the letter will appear when the server refuses the report', async () => {
    mockFetch({
      ...ordersRoutes([orderSummary()]),
      'POST /start_report_generation': () => json({ error: 'No paid plan' }, 403),
      'GET /api/appeals/reports/job-1': () => json({ error: 'No paid plan' }, 403),
    });
    renderApp('/fill-form');
    expect(
      await screen.findByText(
        'Your appeal letter and full report appear here once your plan is paid.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('before the home is paid: no form, "Buy a plan for this home", nothing asked of the report API', {
    timeout: 20_000,
  }, async () => {
    usePaymentStore.setState({ isPaid: false, historyId: null });
    const api = mockFetch(ordersRoutes([]));
    renderApp('/fill-form');
    expect(await screen.findByText('No plan for this home yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText(/You have not bought a plan for 123 Main St, Oakland, CA 94611\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a plan for this home' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
    expect(screen.queryByLabelText(/^Owner Name/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your appeal letter/)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('report'))).toEqual([]);
  });

  it('a buyer of another home: that home is offered, never its form for this one', {
    timeout: 20_000,
  }, async () => {
    const other = orderSummary({
      order_id: 'ord_la',
      history_id: 'job-la',
      property: {
        address: '900 Sunset Blvd, Los Angeles, CA 90026',
        county: 'la',
        county_name: 'Los Angeles County',
      },
    });
    mockFetch(ordersRoutes([other]));
    renderApp('/fill-form');
    expect(await screen.findByText('No plan for this home yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Owner Name/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Continue with 900 Sunset Blvd, Los Angeles, CA 90026' }),
    ).toHaveAttribute('href', '/fill-form?order=ord_la');
  });

  it("saves what is typed to the order's draft, and a reload restores it", { timeout: 30_000 }, async () => {
    const api = mockFillFormApi(sampleReport());
    const first = renderApp('/fill-form');
    const owner = await screen.findByLabelText('Owner Name *', {}, { timeout: 5000 });
    expect(
      screen.getByText('123 Main St, Oakland, CA 94611', { selector: 'strong' }).closest('p'),
    ).toHaveTextContent('For 123 Main St, Oakland, CA 94611, the home your plan was bought for.');
    await first.user.type(owner, 'Dana Drafts');
    expect(await screen.findByText(/Draft saved/, {}, { timeout: 5000 })).toBeInTheDocument();
    const saves = api.calls('PUT /api/orders/ord_1/draft');
    expect((saves.at(-1)!.body as { property_info: { owner_name: string } }).property_info.owner_name).toBe(
      'Dana Drafts',
    );
    first.unmount();
    renderApp('/fill-form');
    expect(await screen.findByLabelText('Owner Name *', {}, { timeout: 5000 })).toHaveValue('Dana Drafts');
  });
});
