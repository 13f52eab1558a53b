import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { setGuestPaidStore } from '../testing/orders.ts';

/** /confirmation and /payment-success say so, with the server's reason, when the plan cannot be checked. */
beforeEach(setGuestPaidStore);

describe('a paid page when the orders cannot be read', () => {
  it.each(['/confirmation', '/payment-success'])(
    '%s names the failure and asks for a reload',
    async (path) => {
      mockFetch({ 'GET /api/orders': () => json({ error: 'The orders service is down' }, 503) });
      renderApp(path);
      expect(
        // The orders query is tried twice (retry: 1) before it fails.
        await screen.findByRole('heading', { level: 1, name: 'Checking your plan' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        /Your plan could not be checked just now \(.+\)\. Reload the page to try again\./,
      );
    },
  );
});
