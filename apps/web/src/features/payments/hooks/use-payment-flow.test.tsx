import { PAYMENT_POLL_INTERVAL_MS } from '@homie/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, markSessionValid, useSessionStore } from '#lib/session-store.ts';
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

describe('usePaymentFlow: a plan pressed while the stored session is still being checked', () => {
  const CREATE = 'POST /api/create_payment_session';

  beforeEach(() => {
    usePaymentStore.setState({ pendingSession: null });
    vi.spyOn(window, 'open').mockReturnValue(null);
  });

  it('waits for the check: a signed-in owner goes to the checkout, never to the guest e-mail step', async () => {
    useSessionStore.setState({
      accessToken: 'a',
      refreshToken: 'r',
      isAuthenticated: false,
      isLoading: true,
    });
    const api = mockFetch({
      [CREATE]: () => json({ success: true, session_id: SESSION, session_url: '/checkout/1' }),
      [FLOW]: () => json({ success: true, status: 'pending' }),
    });
    const { result } = renderFlow();
    act(() => void result.current.start('guarantee', 'job-1'));
    expect(result.current.view.kind).toBe('loading');
    expect(api.calls(CREATE)).toHaveLength(0);
    act(() => markSessionValid());
    await waitFor(() => expect(result.current.view.kind).toBe('awaiting'));
    expect(api.calls(CREATE)[0]!.body).toEqual({ history_id: 'job-1', tier: 'guarantee' });
  });

  it('a session found invalid makes the buyer a guest: the e-mail step, nothing created', async () => {
    useSessionStore.setState({
      accessToken: 'a',
      refreshToken: 'r',
      isAuthenticated: false,
      isLoading: true,
    });
    const api = mockFetch({});
    const { result } = renderFlow();
    act(() => void result.current.start('guarantee', 'job-1'));
    act(() => clearSession());
    await waitFor(() => expect(result.current.view.kind).toBe('email'));
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('closing the dialog while it waits starts nothing', async () => {
    useSessionStore.setState({
      accessToken: 'a',
      refreshToken: 'r',
      isAuthenticated: false,
      isLoading: true,
    });
    const api = mockFetch({});
    const { result } = renderFlow();
    act(() => void result.current.start('guarantee', 'job-1'));
    act(() => result.current.close());
    act(() => markSessionValid());
    await act(() => Promise.resolve());
    expect(result.current.view.kind).toBe('idle');
    expect(api.calls(CREATE)).toHaveLength(0);
  });
});
