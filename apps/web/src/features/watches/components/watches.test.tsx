import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#app/provider.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';
import { orderSummary } from '#features/payments/testing/orders.ts';
import { WatchedHomes } from './watched-homes.tsx';
import { WatchHome } from './watch-home.tsx';

const watch = (over: Record<string, unknown> = {}) => ({
  id: 'w1',
  job_id: 'job-1',
  address: '123 Main St, Oakland, CA 94611',
  county: 'alameda',
  county_name: 'Alameda',
  status: 'active',
  roll_year: 2027,
  opens: '2027-07-02',
  closes: '2027-09-15',
  created_at: '2026-12-02T20:00:00.000Z',
  notice: null,
  ...over,
});

function renderIn(ui: React.ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

// Rendered alone, as on no route: the `watch` and `dashboard` areas load first, as their pages do (decisions 264, 266).
beforeAll(() => Promise.all([loadArea('watch'), loadArea('dashboard')]));

beforeEach(() => {
  localStorage.clear();
});

describe('Watch this home', () => {
  it('a visitor gives an address, is told to confirm it, and a malformed one is refused first', async () => {
    const api = mockFetch({
      'POST /api/watches': () => json(watch({ status: 'pending' }), 201),
    });
    const { user } = renderIn(<WatchHome jobId="job-1" />);
    const region = screen.getByRole('region', { name: 'Watch this home' });
    await user.type(within(region).getByLabelText(/Email/), 'not-an-address');
    await user.click(within(region).getByRole('button', { name: 'Watch this home' }));
    expect(await within(region).findByText('Invalid email address.')).toBeInTheDocument();
    expect(api.calls('POST /api/watches')).toHaveLength(0);

    await user.clear(within(region).getByLabelText(/Email/));
    await user.type(within(region).getByLabelText(/Email/), 'ana@example.com');
    await user.click(within(region).getByRole('button', { name: 'Watch this home' }));
    expect(
      await within(region).findByText(
        'We sent a link to ana@example.com. Open it to confirm your address; until then no reminder is sent.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/watches')[0]!.body).toEqual({ job_id: 'job-1', email: 'ana@example.com' });
  });

  it("adds the home's appeal dates to the visitor's calendar as an .ics file (decision 228)", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockFetch({
      'GET /api/appeal-calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="homie-appeal-dates.ics"',
          },
        }),
    });
    const { user } = renderIn(<WatchHome jobId="job-1" />);
    const region = screen.getByRole('region', { name: 'Watch this home' });
    await user.click(within(region).getByRole('button', { name: 'Add the dates to my calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls('GET /api/appeal-calendar.ics')[0]!.search).toBe('?job_id=job-1');
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('BEGIN:VCALENDAR');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('homie-appeal-dates.ics');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('shows the 60-day deadline of a notice the owner received, and adds it to the calendar file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockFetch({
      'GET /api/appeal-calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar' },
        }),
    });
    const now = () => new Date('2026-12-02T20:00:00Z');
    const { user } = renderIn(<WatchHome jobId="job-1" now={now} />);
    const region = screen.getByRole('region', { name: 'Watch this home' });
    await user.click(within(region).getByText('Received a supplemental, escape or roll change notice?'));
    await user.click(within(region).getByRole('button', { name: 'Show my deadline' }));
    expect(await within(region).findByText('Choose the kind of notice.')).toBeVisible();
    await user.click(within(region).getByRole('radio', { name: 'Supplemental assessment notice' }));
    const date = within(region).getByLabelText('Mailing date printed on the notice');
    await user.type(date, '2026-12-20');
    await user.click(within(region).getByRole('button', { name: 'Show my deadline' }));
    expect(await within(region).findByText('The mailing date cannot be in the future.')).toBeVisible();
    expect(date).toHaveFocus();
    await user.clear(date);
    await user.type(date, '2026-10-09');
    await user.click(within(region).getByRole('button', { name: 'Show my deadline' }));
    expect(
      await within(region).findByText(
        'Appeal the supplemental assessment notice mailed October 9, 2026 by December 8, 2026.',
      ),
    ).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Add the dates to my calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls('GET /api/appeal-calendar.ics')[0]!.search).toBe(
      '?job_id=job-1&notice_kind=supplemental&notice_mailed=2026-10-09',
    );
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('a signed-in owner watches with one click, and sees the server’s refusal in words', async () => {
    storeSession();
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'POST /api/watches': () =>
        json(
          { error: 'Homie watches homes only in the counties it serves.', code: 'county_not_supported' },
          400,
        ),
    });
    const { user } = renderIn(<WatchHome jobId="job-9" />);
    // Once the stored session is read, the owner needs no address: their account's is used.
    await waitFor(() => expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Watch this home' }));
    expect(
      await screen.findByText('Homie watches homes only in the counties it serves.'),
    ).toBeInTheDocument();
    const [sent] = api.calls('POST /api/watches');
    expect(sent!.body).toEqual({ job_id: 'job-9' });
    expect(sent!.headers.get('authorization')).toBe('Bearer access-1');
  });
});

describe('a notice kept with the watch (decision 241)', () => {
  it('a signed-in owner who gave a notice watches the home with it and is told of its reminders', async () => {
    storeSession();
    const notice = { kind: 'escape', mailed_on: '2026-10-09', deadline: '2026-12-08' };
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'POST /api/watches': () => json(watch({ notice }), 201),
    });
    const now = () => new Date('2026-12-02T20:00:00Z');
    const { user } = renderIn(<WatchHome jobId="job-1" now={now} />);
    const region = screen.getByRole('region', { name: 'Watch this home' });
    await waitFor(() => expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument());
    await user.click(within(region).getByText('Received a supplemental, escape or roll change notice?'));
    await user.click(within(region).getByRole('radio', { name: 'Escape assessment notice' }));
    await user.type(within(region).getByLabelText('Mailing date printed on the notice'), '2026-10-09');
    await user.click(within(region).getByRole('button', { name: 'Show my deadline' }));
    await within(region).findByText(
      'Appeal the escape assessment notice mailed October 9, 2026 by December 8, 2026.',
    );
    await user.click(within(region).getByRole('button', { name: 'Watch this home' }));
    expect(
      await within(region).findByText(
        /You will also be reminded 14 and 2 days before the notice's last day, December 8, 2026\./,
      ),
    ).toBeVisible();
    expect(api.calls('POST /api/watches')[0]!.body).toEqual({
      job_id: 'job-1',
      notice: { kind: 'escape', mailed_on: '2026-10-09' },
    });
  });
});

describe('Watched homes on the dashboard', () => {
  it('lists each home with its county and window, and removes one', async () => {
    storeSession();
    let watches = [
      watch(),
      watch({
        id: 'w2',
        address: '9 Elm St, Redlands, CA 92373',
        county: 'san_bernardino',
        county_name: 'San Bernardino',
        closes: '2027-11-30',
      }),
    ];
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/watches': () => json({ watches }),
      'GET /api/orders': () => json({ orders: [] }),
      'DELETE /api/watches/w1': () => {
        watches = watches.filter((w) => w.id !== 'w1');
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderIn(<WatchedHomes />);
    const region = screen.getByRole('region', { name: 'Watched homes' });
    expect(await within(region).findByText('123 Main St, Oakland, CA 94611')).toBeInTheDocument();
    expect(
      within(region).getByText(
        /Alameda County · 2027 regular appeal window: July 2, 2027 to September 15, 2027/,
      ),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Remove 123 Main St, Oakland, CA 94611' }));
    expect(api.calls('DELETE /api/watches/w1')).toHaveLength(1);
    await within(region).findByRole('button', { name: 'Remove 9 Elm St, Redlands, CA 92373' });
    expect(within(region).queryByText('123 Main St, Oakland, CA 94611')).not.toBeInTheDocument();
  });
});

describe('the homes of my appeals', () => {
  it('offers to watch the home of an order not watched yet', async () => {
    storeSession();
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/watches': () => json({ watches: [watch()] }),
      'GET /api/orders': () =>
        json({
          orders: [
            orderSummary({ history_id: 'job-1' }),
            orderSummary({
              order_id: 'ord_2',
              history_id: 'job-2',
              property: {
                address: '9 Elm St, Redlands, CA 92373',
                county: 'san_bernardino',
                county_name: 'San Bernardino County',
              },
            }),
          ],
        }),
      'POST /api/watches': () =>
        json(watch({ id: 'w2', job_id: 'job-2', address: '9 Elm St, Redlands, CA 92373' }), 201),
    });
    const { user } = renderIn(<WatchedHomes />);
    const button = await screen.findByRole('button', {
      name: 'Watch this home: 9 Elm St, Redlands, CA 92373',
    });
    expect(screen.getAllByRole('button', { name: /^Watch this home/ })).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(api.calls('POST /api/watches')).toHaveLength(1));
    expect(api.calls('POST /api/watches')[0]!.body).toEqual({ job_id: 'job-2' });
  });
});

describe('the e-mail links’ pages', () => {
  it('/confirm-watch confirms the address from the link', async () => {
    const api = mockFetch({
      'POST /api/watches/confirm': () =>
        json({
          message: 'Your address is confirmed: Homie will remind you of this home’s appeal dates.',
          watch: watch(),
        }),
    });
    renderApp('/confirm-watch?token=tok-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your reminders' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your address is confirmed/)).toHaveTextContent(
      '123 Main St, Oakland, CA 94611 (Alameda County)',
    );
    expect(api.calls('POST /api/watches/confirm').map((r) => r.body)).toEqual([{ token: 'tok-1' }]);
  });

  it('/confirm-watch says when the link is unknown', async () => {
    mockFetch({
      'POST /api/watches/confirm': () =>
        json(
          {
            error: 'This confirmation link is unknown or has expired. Watch the home again to get a new one.',
            code: 'watch_link_unknown',
          },
          404,
        ),
    });
    renderApp('/confirm-watch?token=old');
    expect(await screen.findByText(/unknown or has expired/)).toBeInTheDocument();
  });

  it('/unsubscribe stops every reminder only when the button is pressed', async () => {
    const api = mockFetch({
      'POST /api/watches/unsubscribe': () =>
        json({
          message: 'You will get no more reminders from Homie, and every home you watched is removed.',
        }),
    });
    const { user } = renderApp('/unsubscribe?w=w1&t=sig');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.calls('POST /api/watches/unsubscribe')).toHaveLength(0);
    await user.click(button);
    expect(
      await screen.findByText(
        'You will get no more reminders from Homie, and every home you watched is removed.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/watches/unsubscribe')).toBeTruthy();
  });
});
