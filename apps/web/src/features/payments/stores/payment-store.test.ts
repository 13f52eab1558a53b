import { beforeEach, describe, expect, it } from 'vitest';
import { usePaymentStore } from './payment-store.ts';

beforeEach(() => {
  localStorage.clear();
  usePaymentStore.setState({
    selectedPlan: 'None',
    isPaid: false,
    historyId: null,
    orderToken: null,
    isAuthenticated: false,
  });
});

describe('payment store: the guest order token', () => {
  it('starts without a token: the browser never makes one up', () => {
    expect(usePaymentStore.getState().orderToken).toBeNull();
    usePaymentStore.getState().selectPlan('basic', 'job-1', false);
    expect(usePaymentStore.getState().orderToken).toBeNull();
  });

  it('keeps the token the server issued, persists it, and survives a reset', () => {
    usePaymentStore.getState().setOrderToken('server-issued-token');
    expect(JSON.parse(localStorage.getItem('payment-store')!).state.orderToken).toBe('server-issued-token');
    usePaymentStore.getState().reset();
    expect(usePaymentStore.getState()).toMatchObject({
      orderToken: 'server-issued-token',
      selectedPlan: 'None',
    });
  });

  it('takes a newly issued token over the old one, and ignores an empty one', () => {
    usePaymentStore.getState().setOrderToken('first');
    usePaymentStore.getState().setOrderToken('second');
    expect(usePaymentStore.getState().orderToken).toBe('second');
    usePaymentStore.getState().setOrderToken('  ');
    expect(usePaymentStore.getState().orderToken).toBe('second');
  });
});
