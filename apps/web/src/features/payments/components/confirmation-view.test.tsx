import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';
import { orderSummary, setGuestPaidStore } from '../testing/orders.ts';

const order =
  (tier: 'basic' | 'guarantee', letterEmail: string | null = null) =>
  () =>
    json({ orders: [orderSummary({ tier, letter_email: letterEmail })] });

beforeEach(setGuestPaidStore);

describe('/confirmation', () => {
  it('redirects to /choose-plan without a paid order', async () => {
    usePaymentStore.setState({ selectedPlan: 'None' });
    mockFetch({ 'GET /api/orders': () => json({ orders: [] }) });
    const { router } = renderApp('/confirmation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-plan'), { timeout: 5000 });
  });

  it('shows every step done and the plan the server says was paid', async () => {
    mockFetch({ 'GET /api/orders': order('guarantee') });
    renderApp('/confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're all set!" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const step of ['Add more details', 'Choose your plan', 'Get your full evidence']) {
      expect(screen.getByText(step).closest('li')).toHaveTextContent('(done)');
    }
    const card = await screen.findByRole('group', { name: 'Success' });
    expect(screen.getByText(/Your Success plan for/)).toHaveTextContent(
      'Your Success plan for 123 Main St, Oakland, CA 94611 is ready.',
    );
    expect(card).toHaveTextContent('Editable appeal letter');
    expect(within(card).getByRole('button', { name: 'View your letter' })).toBeInTheDocument();
  });

  it('e-mails the letter, and checks the address first', async () => {
    const api = mockFetch({
      'GET /api/orders': order('basic'),
      'POST /api/orders/send-letter': () =>
        json({ success: true, message: 'Sent! Your appeal letter is on its way to ana@example.com.' }),
    });
    const { user } = renderApp('/confirmation');
    const card = await screen.findByRole('group', { name: 'Basic' }, { timeout: 5000 });
    await user.type(within(card).getByLabelText('Email'), 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByText('Invalid email address.')).toBeInTheDocument();
    expect(api.calls('POST /api/orders/send-letter')).toHaveLength(0);
    await user.clear(within(card).getByLabelText('Email'));
    await user.type(within(card).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Sent! Your appeal letter is on its way to ana@example.com.'),
    ).toBeInTheDocument();
    const [request] = api.calls('POST /api/orders/send-letter');
    expect(request!.body).toEqual({ history_id: 'job-1', email: 'ana@example.com' });
    expect(request!.headers.get('x-order-token')).toBe('tok-1');
  });

  it("starts with the buyer's own address, which the server mails straight away", async () => {
    const api = mockFetch({
      'GET /api/orders': order('basic', 'ana@example.com'),
      'POST /api/orders/send-letter': () =>
        json({
          success: true,
          message: 'Your appeal letter to ana@example.com is queued and will be sent shortly.',
        }),
    });
    const { user } = renderApp('/confirmation');
    const card = await screen.findByRole('group', { name: 'Basic' }, { timeout: 5000 });
    expect(within(card).getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your appeal letter to ana@example.com is queued and will be sent shortly.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/orders/send-letter')[0]!.body).toEqual({
      history_id: 'job-1',
      email: 'ana@example.com',
    });
  });

  it('says when another address must confirm the link first', async () => {
    const message =
      'To protect your letter, we sent a confirmation link to bo@example.com. Open it to receive your letter there.';
    mockFetch({
      'GET /api/orders': order('basic'),
      'POST /api/orders/send-letter': () =>
        json({ success: true, confirmation_required: true, message }, 202),
    });
    const { user } = renderApp('/confirmation');
    const card = await screen.findByRole('group', { name: 'Basic' }, { timeout: 5000 });
    await user.type(within(card).getByLabelText('Email'), 'bo@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows the server's refusal of another address", async () => {
    mockFetch({
      'GET /api/orders': order('basic', 'ana@example.com'),
      'POST /api/orders/send-letter': () =>
        json(
          { error: "Your appeal letter can only be e-mailed to your account's address, ana@example.com." },
          403,
        ),
    });
    const { user } = renderApp('/confirmation');
    const card = await screen.findByRole('group', { name: 'Basic' }, { timeout: 5000 });
    await user.clear(within(card).getByLabelText('Email'));
    await user.type(within(card).getByLabelText('Email'), 'victim@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your appeal letter can only be e-mailed to your account's address, ana@example.com.",
    );
  });

  it('"View your letter" fetches the letter with the order token and opens it in a new window', async () => {
    const win = { closed: false, location: { href: '' }, document: { title: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:letter-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = mockFetch({
      'GET /api/orders': order('basic'),
      'GET /api/appeals/reports/job-1/html': () =>
        new Response('<h1>Appeal letter</h1>', { headers: { 'Content-Type': 'text/html' } }),
    });
    const { user } = renderApp('/confirmation');
    await user.click(await screen.findByRole('button', { name: 'View your letter' }, { timeout: 5000 }));
    await waitFor(() => expect(win.location.href).toBe('blob:letter-1'));
    expect(api.calls('GET /api/appeals/reports/job-1/html')[0]!.headers.get('x-order-token')).toBe('tok-1');
  });

  it('says why the letter cannot be opened', async () => {
    const win = { closed: false, location: { href: '' }, document: { title: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    mockFetch({
      'GET /api/orders': order('basic'),
      'GET /api/appeals/reports/job-1/html': () =>
        json({ error: 'No paid plan for this property belongs to you.' }, 403),
    });
    const { user } = renderApp('/confirmation');
    await user.click(await screen.findByRole('button', { name: 'View your letter' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not open your letter: No paid plan for this property belongs to you.',
    );
    expect(win.close).toHaveBeenCalled();
  });
});
