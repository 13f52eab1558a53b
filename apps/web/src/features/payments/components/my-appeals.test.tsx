import { NOTICE_REQUIRED } from './outcome-form.tsx';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '#app/provider.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { storeSession } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';
import { orderSummary } from '../testing/orders.ts';
import { MyAppeals } from './my-appeals.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// Rendered alone, as on no route: the `dashboard` area loads first, as /tour does (decision 266).
beforeAll(() => loadArea('dashboard'));

function renderMyAppeals() {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProvider>
      <MemoryRouter>
        <MyAppeals />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

beforeEach(() => {
  storeSession({ user_id: 'u1', email: 'ana@example.com' });
  usePaymentStore.setState({ orderToken: null, pendingSession: null });
});

describe('My appeals (the signed-in dashboard)', () => {
  it('lists each order with its home, plan, county, status, deadline and links', async () => {
    mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/orders': () =>
        json({
          orders: [
            orderSummary({
              deadline: {
                label: 'Formal appeal (Assessment Appeals Board)',
                date: '2027-09-15',
                date_text: 'September 15, 2027',
                days_left: 293,
                state: 'not_open',
              },
            }),
            orderSummary({
              order_id: 'ord_2',
              history_id: 'job-2',
              tier: 'basic',
              property: {
                address: '9 Elm St, Redlands, CA 92373',
                county: 'san_bernardino',
                county_name: 'San Bernardino County',
              },
            }),
          ],
        }),
    });
    renderMyAppeals();
    const region = await screen.findByRole('region', { name: 'My appeals' }, { timeout: 5000 });
    const first = await within(region).findByRole(
      'group',
      { name: '123 Main St, Oakland, CA 94611' },
      { timeout: 5000 },
    );
    expect(first).toHaveTextContent('Plan: Success ($49.90)');
    expect(first).toHaveTextContent('County: Alameda County');
    expect(first).toHaveTextContent('Status: Paid: appeal form not started');
    expect(first).toHaveTextContent('Deadline: September 15, 2027 (293 days left)');
    expect(within(first).getByRole('link', { name: /Continue the appeal form/ })).toHaveAttribute(
      'href',
      '/fill-form?order=ord_1',
    );
    expect(within(first).getByRole('button', { name: "Report the board's decision" })).toBeInTheDocument();
    const second = within(region).getByRole('group', { name: '9 Elm St, Redlands, CA 92373' });
    expect(second).toHaveTextContent('Plan: Basic ($24.90)');
    // Every plan's appeal is followed to its decision (decision 240).
    expect(within(second).getByRole('button', { name: "Report the board's decision" })).toBeInTheDocument();
  });

  it("records the board's decision with its notice, and shows the credit waiting for review", async () => {
    let reported = false;
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/orders': () =>
        json({
          orders: [
            reported
              ? orderSummary({
                  outcome: {
                    decided_on: '2026-11-02',
                    outcome: 'denied',
                    value_decided: 1_000_000,
                    has_notice: true,
                    reported_at: '2026-11-20T10:00:00.000Z',
                  },
                  credit: {
                    credit_id: 'cr_1',
                    status: 'pending',
                    review_note: null,
                    roll_year: 2027,
                    redeemed: false,
                    redeemed_order_id: null,
                  },
                })
              : orderSummary(),
          ],
        }),
      'POST /api/orders/ord_1/outcome': () => json(orderSummary()),
      'PUT /api/orders/ord_1/outcome/notice': () => {
        reported = true;
        return json(orderSummary());
      },
    });
    const { user } = renderMyAppeals();
    const card = await screen.findByRole(
      'group',
      { name: '123 Main St, Oakland, CA 94611' },
      { timeout: 5000 },
    );
    await user.click(within(card).getByRole('button', { name: "Report the board's decision" }));
    const form = within(card).getByRole('form', { name: "Report the board's decision" });
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    expect(within(form).getByText('Enter the date on the board’s notice.')).toBeInTheDocument();
    expect(within(form).getByText('Choose what the board decided.')).toBeInTheDocument();
    expect(api.calls('POST /api/orders/ord_1/outcome')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Date of the decision/), '2026-11-02');
    await user.click(within(form).getByLabelText('Denied (no change)'));
    await user.type(within(form).getByLabelText(/Value the board decided/), '1,000,000');
    // A denial needs the board's notice (decision 212): nothing is sent without it.
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    expect(within(form).getByText(NOTICE_REQUIRED)).toBeInTheDocument();
    expect(api.calls('POST /api/orders/ord_1/outcome')).toHaveLength(0);
    await user.upload(
      within(form).getByLabelText(/Notice of decision/),
      new File(['%PDF-1.4 notice'], 'notice.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    await waitFor(() => expect(api.calls('POST /api/orders/ord_1/outcome')).toHaveLength(1));
    expect(api.calls('POST /api/orders/ord_1/outcome')[0]!.body).toEqual({
      decided_on: '2026-11-02',
      outcome: 'denied',
      value_decided: 1_000_000,
    });
    await waitFor(() => expect(api.calls('PUT /api/orders/ord_1/outcome/notice')).toHaveLength(1));
    expect(
      await within(card).findByText(/We are checking the board's notice of decision/),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Decision: Denied (no change) (2026-11-02)');
  });

  it('upgrades a Basic order to Success for $25.00 in the payment dialog', async () => {
    vi.spyOn(window, 'open').mockImplementation(
      () =>
        ({
          closed: false,
          location: { href: '' },
          document: { title: '' },
          close: vi.fn(),
        }) as unknown as Window,
    );
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/orders': () => json({ orders: [orderSummary({ tier: 'basic' })] }),
      'POST /api/create_payment_session': () =>
        json({
          success: true,
          already_paid: false,
          session_id: 'pay_up',
          session_url: '/api/payment/sandbox/pay_up',
          order_id: 'ord_1',
          amount_cents: 2500,
          purpose: 'upgrade',
        }),
      'GET /api/payment/flow-status/pay_up': () => json({ success: true, status: 'pending' }),
    });
    const { user } = renderMyAppeals();
    const card = await screen.findByRole(
      'group',
      { name: '123 Main St, Oakland, CA 94611' },
      { timeout: 5000 },
    );
    await user.click(within(card).getByRole('button', { name: /^Upgrade to Success for \$25\.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    expect(dialog).toHaveTextContent('Pay $25.00 to upgrade to the Success plan');
    expect(api.calls('POST /api/create_payment_session')[0]!.body).toEqual({
      history_id: 'job-1',
      tier: 'guarantee',
    });
  });

  it('downloads the appeal form PDF of an order whose form was started, with the account and token', async () => {
    usePaymentStore.setState({ orderToken: 'tok-guest' });
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', type: (blob as Blob).type });
      return 'blob:appeal';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'POST /api/orders/claim': () => json({ claimed: 0 }),
      'GET /api/orders': () =>
        json({
          orders: [
            orderSummary({ form_generated: true }),
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
      'GET /api/orders/ord_1/appeal-pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="BOE-305-AH_Alameda_048.pdf"',
          },
        }),
    });
    const { user } = renderMyAppeals();
    const card = await screen.findByRole(
      'group',
      { name: '123 Main St, Oakland, CA 94611' },
      { timeout: 5000 },
    );
    // No form started on the other order: nothing to download there yet.
    const other = screen.getByRole('group', { name: '9 Elm St, Redlands, CA 92373' });
    expect(within(other).queryByRole('button', { name: /^Download appeal form/ })).not.toBeInTheDocument();
    // WCAG 2.5.3 (issue 53): each download button's accessible name starts with the label it shows,
    // so "click Download appeal form" spoken to voice control finds it.
    for (const shown of ['Download report (PDF)', 'Download appeal form (PDF)']) {
      const button = within(card).getByRole('button', {
        name: `${shown} for 123 Main St, Oakland, CA 94611`,
      });
      expect(button).toHaveTextContent(shown);
      expect(button.getAttribute('aria-label')!.startsWith(button.textContent!.trim())).toBe(true);
    }
    await user.click(
      within(card).getByRole('button', {
        name: 'Download appeal form (PDF) for 123 Main St, Oakland, CA 94611',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'BOE-305-AH_Alameda_048.pdf', type: 'application/pdf' }]),
    );
    const [call] = api.calls('GET /api/orders/ord_1/appeal-pdf');
    expect(call!.headers.get('x-order-token')).toBe('tok-guest');
    expect(call!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('says why the appeal form cannot be downloaded', async () => {
    mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/orders': () => json({ orders: [orderSummary({ has_draft: true })] }),
      'GET /api/orders/ord_1/appeal-pdf': () =>
        json({ error: 'There is no appeal form to download yet: fill it in first.' }, 409),
    });
    const { user } = renderMyAppeals();
    const card = await screen.findByRole(
      'group',
      { name: '123 Main St, Oakland, CA 94611' },
      { timeout: 5000 },
    );
    await user.click(within(card).getByRole('button', { name: /^Download appeal form/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      /Could not get your appeal form: There is no appeal form to download yet/,
    );
  });

  it("claims this browser's guest orders into the account", async () => {
    usePaymentStore.setState({ orderToken: 'tok-guest' });
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'POST /api/orders/claim': () => json({ claimed: 1 }),
      'GET /api/orders': () => json({ orders: [orderSummary()] }),
    });
    renderMyAppeals();
    expect(
      await screen.findByText(
        'The plan you bought in this browser is now in your account.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const [claim] = api.calls('POST /api/orders/claim');
    expect(claim!.headers.get('x-order-token')).toBe('tok-guest');
    expect(claim!.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
