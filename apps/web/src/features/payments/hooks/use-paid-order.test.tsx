import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { orderSummary, setGuestPaidStore } from '../testing/orders.ts';

/**
 * A paid home is paid however it is reached (issue 53, decision 219): the same home looked up again is
 * a new analysis job, which the order list does not name; the server says which paid order is its home's.
 */
beforeEach(() => {
  setGuestPaidStore();
  usePropertyStore.setState({
    jobId: 'job-2',
    userEnteredAddress: { street: '123 Main St', unit: '', city: 'Oakland', state: 'CA', zipCode: '94611' },
  });
});

describe('the paid screens for a home looked up again', () => {
  it('find the home\'s paid order from the new lookup: no "Buy a plan" for a paid home', async () => {
    const api = mockFetch({
      'GET /api/orders': () => json({ orders: [orderSummary()] }),
      'GET /api/orders/for-home/job-2': () => json({ order_id: 'ord_1' }),
    });
    renderApp('/confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're all set!" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your Success plan for/)).toHaveTextContent(
      'Your Success plan for 123 Main St, Oakland, CA 94611 is ready.',
    );
    expect(screen.queryByText('No plan for this home yet')).not.toBeInTheDocument();
    expect(api.calls('GET /api/orders/for-home/job-2')).toHaveLength(1);
  });

  it('still say "No plan for this home yet" when the server knows no order for the home', async () => {
    mockFetch({
      'GET /api/orders': () =>
        json({
          orders: [
            orderSummary({
              property: { ...orderSummary().property, address: '9 Elm St, Oakland, CA 94611' },
            }),
          ],
        }),
      'GET /api/orders/for-home/job-2': () => json({ order_id: null }),
    });
    renderApp('/fill-form');
    expect(await screen.findByText('No plan for this home yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Continue with 9 Elm St, Oakland, CA 94611' }),
    ).toBeInTheDocument();
  });

  it('do not ask the server when the order list already names the looked-up job', async () => {
    usePropertyStore.setState({ jobId: 'job-1' });
    const api = mockFetch({ 'GET /api/orders': () => json({ orders: [orderSummary()] }) });
    renderApp('/confirmation');
    expect(await screen.findByText(/Your Success plan for/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls('GET /api/orders/for-home/job-1')).toHaveLength(0);
  });
});
