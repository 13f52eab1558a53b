import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };
const MESSAGE_ID = '11111111-1111-4111-8111-111111111111';

const profile = (role: 'user' | 'operator') => () =>
  json({ user_id: 'u1', email: 'ana@example.com', first_name: 'Ana', phone_number: '', role });

const message = (over: Record<string, unknown> = {}) => ({
  id: MESSAGE_ID,
  name: 'Casey',
  email: 'casey@example.com',
  excerpt: 'Can you help with my appeal?',
  created_at: '2026-11-26T03:00:00.000Z',
  mailed: false,
  status: 'new',
  read: false,
  handled_at: null,
  handled_by: null,
  note: null,
  ...over,
});

describe('the back office', () => {
  it('an operator follows the Operator link, sees the unread count, opens a message and marks it handled', async () => {
    storeSession();
    let unread = 2;
    let handled = false;
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': profile('operator'),
      'GET /api/operator/summary': () =>
        json({
          operator: 'ana@example.com',
          unread: { messages: unread - 1, leads: 1, total: unread },
          outbox: { waiting: 2 },
          mail_delivery: false,
        }),
      'GET /api/operator/messages': () =>
        json({
          items: [
            handled
              ? message({
                  status: 'handled',
                  read: true,
                  handled_by: 'ana@example.com',
                  handled_at: '2026-11-26T04:00:00.000Z',
                  note: 'Called back',
                })
              : message({ read: unread < 2 }),
          ],
          next_cursor: null,
        }),
      [`GET /api/operator/messages/${MESSAGE_ID}`]: () => {
        unread = 1;
        return json({ ...message({ read: true }), message: 'Can you help with my appeal? Full text.' });
      },
      [`POST /api/operator/messages/${MESSAGE_ID}/status`]: () => {
        handled = true;
        return json(
          message({
            status: 'handled',
            read: true,
            handled_by: 'ana@example.com',
            handled_at: '2026-11-26T04:00:00.000Z',
            note: 'Called back',
          }),
        );
      },
    });
    const { router, user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, slow);
    await user.click(await within(nav).findByRole('link', { name: 'Operator' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('2 unread', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages (1 unread)' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Message from Casey' }, slow);
    expect(within(card).getByText('Unread')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Open message from Casey' }));
    expect(
      await within(card).findByText('Can you help with my appeal? Full text.', {}, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 unread', {}, slow)).toBeInTheDocument();

    await user.type(within(card).getByLabelText('Note (optional)'), 'Called back');
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await within(card).findByRole('button', { name: 'Mark as new' }, slow)).toBeInTheDocument();
    expect(api.calls(`POST /api/operator/messages/${MESSAGE_ID}/status`)[0]?.body).toEqual({
      status: 'handled',
      note: 'Called back',
    });
    expect(within(card).getAllByText(/Handled by ana@example\.com on/).length).toBeGreaterThan(0);
    // The open message took the answer: it was read (an audited view) once.
    expect(api.calls(`GET /api/operator/messages/${MESSAGE_ID}`)).toHaveLength(1);
    expect(api.unhandled.filter((call) => call.includes('/api/operator'))).toEqual([]);
  });

  it('a homeowner sees no Operator link, and /operator asks the server nothing', async () => {
    storeSession();
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': profile('user'),
    });
    renderApp('/operator');
    expect(
      await screen.findByText('This area is for the brokerage’s operators.', {}, slow),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Logout' }, slow)).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Operator' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/operator'))).toBe(false);
  });
});
