import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

describe("the back office's appeals pipeline (decision 240)", () => {
  it('counts paid appeals per county and stage and lists the ones that need a look', async () => {
    storeSession();
    mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': () =>
        json({
          user_id: 'u1',
          email: 'ana@example.com',
          first_name: 'Ana',
          phone_number: '',
          role: 'operator',
        }),
      'GET /api/operator/summary': () =>
        json({
          operator: 'ana@example.com',
          unread: { messages: 0, leads: 0, total: 0 },
          outbox: { waiting: 0 },
          mail_delivery: false,
        }),
      'GET /api/operator/messages': () => json({ items: [], next_cursor: null }),
      'GET /api/operator/pipeline': () =>
        json({
          counts: [
            { county: 'alameda', stage: 'not_prepared', orders: 2 },
            { county: 'alameda', stage: 'hearing_set', orders: 1 },
            { county: 'la', stage: 'filed', orders: 4 },
          ],
          attention: [
            {
              order_id: 'ord_9',
              address: '12 Elm St, Oakland',
              county: 'alameda',
              stage: 'not_prepared',
              reason: 'Not filed: the filing period closed September 15, 2026',
              since: '2026-09-15',
            },
          ],
        }),
    });
    const { user } = renderApp('/operator');
    await user.click(await screen.findByRole('tab', { name: 'Pipeline' }, slow));
    const table = await screen.findByRole('table', { name: 'Paid appeals per county, by stage' }, slow);
    const alameda = within(table).getByRole('row', { name: /Alameda/ });
    const cells = within(alameda)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['2', '0', '0', '1', '0']);
    expect(within(table).getByRole('columnheader', { name: 'Hearing scheduled' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Los Angeles/ })).toHaveTextContent('4');
    const look = screen.getByRole('heading', { name: 'Needs a look' }).parentElement!;
    expect(look).toHaveTextContent('12 Elm St, Oakland');
    expect(look).toHaveTextContent('Not filed: the filing period closed September 15, 2026.');
  });
});
