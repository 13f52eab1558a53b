import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';
import { orderSummary, setGuestPaidStore } from '../testing/orders.ts';
import { countdownText, safeTarget } from './payment-success-view.tsx';

const PAID = { 'GET /api/orders': () => json({ orders: [orderSummary({ tier: 'basic' })] }) };

beforeEach(setGuestPaidStore);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('/payment-success', () => {
  it('counts down 3, 2, 1 for real and then opens the appeal form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(PAID);
    const { router } = renderApp('/payment-success');
    expect(
      await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You will be redirected to complete your appeal form in 3 seconds...'),
    ).toBeInTheDocument();
    // The home the plan was bought for is named (issue 17).
    expect(screen.getByText(/Your Basic plan for/)).toHaveTextContent(
      'Your Basic plan for 123 Main St, Oakland, CA 94611 (Alameda County) is active.',
    );
    await advance(1000);
    expect(
      screen.getByText('You will be redirected to complete your appeal form in 2 seconds...'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    await advance(1000);
    expect(
      screen.getByText('You will be redirected to complete your appeal form in 1 second...'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    await advance(1000);
    // The appeal form's page module loads lazily before the location changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-form'), { timeout: 5000 });
  });

  it('"Complete Appeal Form Now" goes at once, to the dashboard_url it was given', async () => {
    mockFetch(PAID);
    const { router, user } = renderApp('/payment-success');
    await router.navigate('/payment-success', { state: { dashboardUrl: '/fill-form?from=payment' } });
    await user.click(
      await screen.findByRole('button', { name: 'Complete Appeal Form Now' }, { timeout: 5000 }),
    );
    expect(router.state.location.pathname).toBe('/fill-form');
    expect(router.state.location.search).toBe('?from=payment');
  });

  it('without a paid order for the job, goes to /choose-plan instead of saying the payment succeeded', async () => {
    mockFetch({ 'GET /api/orders': () => json({ orders: [orderSummary({ status: 'pending' })] }) });
    const { router } = renderApp('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-plan'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('opened directly by a visitor who chose no plan, goes to /choose-plan', async () => {
    usePaymentStore.setState({ historyId: null, isPaid: false, orderToken: null });
    const api = mockFetch({});
    const { router } = renderApp('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-plan'), { timeout: 5000 });
    expect(api.requests.some((r) => r.path.startsWith('/api/orders'))).toBe(false);
  });

  it('after "Generate PDF": the download\'s message, then on to /confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(PAID);
    const { router } = renderApp('/terms-and-conditions');
    await router.navigate('/payment-success', {
      state: { step: 'generated', message: 'Your appeal form has been downloaded as appeal.pdf.' },
    });
    expect(
      await screen.findByText('Your appeal form has been downloaded as appeal.pdf.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You will be redirected to your confirmation in 3 seconds...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your appeal form' })).toHaveAttribute(
      'href',
      '/fill-form',
    );
    await advance(3000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'), { timeout: 5000 });
  });

  it('a buyer of another home who looked this one up goes to /choose-plan', async () => {
    mockFetch({
      'GET /api/orders': () => json({ orders: [orderSummary({ order_id: 'ord_la', history_id: 'job-la' })] }),
    });
    const { router } = renderApp('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-plan'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('follows only paths of this app', () => {
    expect(safeTarget('/fill-form')).toBe('/fill-form');
    expect(safeTarget('https://evil.example')).toBe('/fill-form');
    expect(safeTarget('//evil.example')).toBe('/fill-form');
    expect(safeTarget(null)).toBe('/fill-form');
    expect(countdownText(3)).toBe('You will be redirected to complete your appeal form in 3 seconds...');
  });
});
