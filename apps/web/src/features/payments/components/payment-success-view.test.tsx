import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';
import { countdownText, safeTarget } from './payment-success-view.tsx';

const order = (status: 'paid' | 'pending') => () =>
  json({
    order_id: 'ord_1',
    history_id: 'job-1',
    tier: 'basic',
    plan_name: 'Basic',
    amount_cents: 2490,
    status,
    paid_at: status === 'paid' ? '2026-11-21T10:00:00.000Z' : null,
  });
const PAID = { 'GET /api/orders/by-job/job-1': order('paid') };

beforeEach(() => {
  usePaymentStore.setState({
    selectedPlan: 'basic',
    isPaid: true,
    historyId: 'job-1',
    orderToken: 'tok-1',
    isAuthenticated: false,
  });
});

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
    mockFetch({ 'GET /api/orders/by-job/job-1': order('pending') });
    const { router } = renderApp('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-plan'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('opened directly by a visitor who chose no plan, goes to /choose-plan', async () => {
    usePaymentStore.setState({ historyId: null, isPaid: false });
    const api = mockFetch({});
    const { router } = renderApp('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-plan'), { timeout: 5000 });
    expect(api.requests.some((r) => r.path.startsWith('/api/orders/'))).toBe(false);
  });

  it('follows only paths of this app', () => {
    expect(safeTarget('/fill-form')).toBe('/fill-form');
    expect(safeTarget('https://evil.example')).toBe('/fill-form');
    expect(safeTarget('//evil.example')).toBe('/fill-form');
    expect(safeTarget(null)).toBe('/fill-form');
    expect(countdownText(3)).toBe('You will be redirected to complete your appeal form in 3 seconds...');
  });
});
