import { PAYMENT_POLL_INTERVAL_MS } from '@homie/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { usePaymentFlow } from './use-payment-flow.ts';

const SESSION = 'cs_test_1';
const FLOW = `GET /api/payment/flow-status/${SESSION}`;

function renderFlow() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSuccess = vi.fn();
  const hook = renderHook(() => usePaymentFlow({ onSuccess, onAlreadyPaid: vi.fn(), resumeFor: 'job-1' }), {
    wrapper,
  });
  return { ...hook, onSuccess };
}

beforeEach(() => {
  // A checkout left open before a reload: the hook waits on it at once (decision 107).
  usePaymentStore.setState({
    pendingSession: {
      sessionId: SESSION,
      sessionUrl: 'http://localhost/checkout',
      historyId: 'job-1',
      tier: 'basic',
    },
    orderToken: null,
  });
});

describe('usePaymentFlow polling (TanStack Query)', () => {
  it('asks flow-status every 500 ms until completed, then confirms once and succeeds', async () => {
    let polls = 0;
    const api = mockFetch({
      [FLOW]: () => json({ success: true, status: ++polls < 3 ? 'pending' : 'completed' }),
      'GET /api/payment/success': () => json({ success: true, dashboard_url: '/fill-form', tier: 'basic' }),
    });
    const { result, onSuccess } = renderFlow();
    expect(result.current.view.kind).toBe('awaiting');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('/fill-form'), {
      timeout: 4 * PAYMENT_POLL_INTERVAL_MS,
    });
    expect(result.current.view.kind).toBe('success');
    expect(api.calls(FLOW)).toHaveLength(3);
    expect(api.calls('GET /api/payment/success')).toHaveLength(1);
  });

  it('a refused poll (403) ends in Payment Failed at once, with no retry', async () => {
    const api = mockFetch({ [FLOW]: () => json({ error: 'Not your checkout.' }, 403) });
    const { result } = renderFlow();
    await waitFor(() =>
      expect(result.current.view).toEqual({ kind: 'failed', message: 'Not your checkout.' }),
    );
    expect(api.calls(FLOW)).toHaveLength(1);
  });

  it('a failing server is asked again; ten failures in a row end in Payment Failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockFetch({ [FLOW]: () => json({ error: 'down' }, 503) });
    const { result } = renderFlow();
    await act(() => vi.advanceTimersByTimeAsync(4 * PAYMENT_POLL_INTERVAL_MS));
    expect(result.current.view.kind).toBe('awaiting');
    await act(() => vi.advanceTimersByTimeAsync(10 * PAYMENT_POLL_INTERVAL_MS));
    await waitFor(() => expect(result.current.view.kind).toBe('failed'));
    expect(api.calls(FLOW)).toHaveLength(10);
    expect(result.current.view).toMatchObject({ message: 'down' });
  });
});
