import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { countdownText, safeTarget } from './payment-success-view.tsx';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('/payment-success', () => {
  it('counts down 3, 2, 1 for real and then opens the appeal form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({});
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
    mockFetch({});
    const { router, user } = renderApp('/payment-success');
    await router.navigate('/payment-success', { state: { dashboardUrl: '/fill-form?from=payment' } });
    await user.click(
      await screen.findByRole('button', { name: 'Complete Appeal Form Now' }, { timeout: 5000 }),
    );
    expect(router.state.location.pathname).toBe('/fill-form');
    expect(router.state.location.search).toBe('?from=payment');
  });

  it('follows only paths of this app', () => {
    expect(safeTarget('/fill-form')).toBe('/fill-form');
    expect(safeTarget('https://evil.example')).toBe('/fill-form');
    expect(safeTarget('//evil.example')).toBe('/fill-form');
    expect(safeTarget(null)).toBe('/fill-form');
    expect(countdownText(3)).toBe('You will be redirected to complete your appeal form in 3 seconds...');
  });
});
