import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePaymentStore } from '#features/payments/stores/payment-store.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

beforeEach(() => {
  usePropertyStore.getState().reset();
  usePaymentStore.setState({ selectedPlan: 'None', isPaid: false, historyId: null, orderToken: null });
});

describe('/fill-form opened directly', () => {
  it('with no home looked up, says to look one up first instead of "County Not Supported"', async () => {
    mockFetch({});
    renderApp('/fill-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property Tax Appeal Form' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Look up your home first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up your home' })).toHaveAttribute(
      'href',
      '/property-tax-landing',
    );
    expect(screen.queryByRole('heading', { name: 'County Not Supported' })).not.toBeInTheDocument();
  });
});
