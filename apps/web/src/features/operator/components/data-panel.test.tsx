import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

describe("the back office's Data page (decision 232)", () => {
  it('shows per county the homes, sales and roll records by source, the newest sale and the last MLS sync', async () => {
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
      'GET /api/operator/data': () =>
        json({
          counties: [
            {
              county: 'san_mateo',
              homes: { mls: 14, redfin: 1204 },
              sales: { mls: 14, redfin: 1300 },
              roll_records: {},
              newest_sale: '2025-11-10',
            },
          ],
          mls_sync: {
            enabled: true,
            last_started_at: '2026-11-26T03:00:00.000Z',
            last_finished_at: '2026-11-26T03:01:00.000Z',
            last_outcome: 'failed: The RESO server answered HTTP 503',
            high_water: '2026-01-01T00:14:00.000Z',
            records: 14,
            sales_added: 14,
            skipped: 0,
          },
        }),
    });
    const { user } = renderApp('/operator');
    await user.click(await screen.findByRole('tab', { name: 'Data' }, slow));
    const table = await screen.findByRole('table', { name: 'What is on file per county, by source' }, slow);
    const row = within(table).getByRole('row', { name: /San Mateo/ });
    expect(row).toHaveTextContent('1,204 redfin · 14 mls');
    expect(row).toHaveTextContent('1,300 redfin · 14 mls');
    expect(row).toHaveTextContent('2025-11-10');
    const sync = screen.getByRole('heading', { level: 2, name: 'MLS sync' }).parentElement!;
    expect(sync).toHaveTextContent('failed: The RESO server answered HTTP 503');
    expect(sync).toHaveTextContent('14 records read, 14 sales added, 0 skipped');
  });
});
