import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import {
  analysedInfo,
  compassData,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
  queryResult,
} from '#features/properties/testing/fixtures.ts';
import { json, type MockHandler, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';
import { orderSummary } from '../testing/orders.ts';

const SESSION = 'pay_abc';
/** The fixture job's owner-supplied sales (decision 249). */
const OWNER_SALES = '/api/analysis/job_1/owner-sales';
const created = () =>
  json({
    success: true,
    already_paid: false,
    session_id: SESSION,
    session_url: `/api/payment/sandbox/${SESSION}`,
    order_token: 'tok-1',
  });

/** A stand-in for the checkout window the dialog opens. */
function fakeWindow() {
  const win = { closed: false, location: { href: '' }, document: { title: '' }, close: vi.fn() };
  win.close.mockImplementation(() => {
    win.closed = true;
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  return { win, open };
}

/** flow-status answers in turn, the last one repeating. */
function statuses(...list: string[]): MockHandler {
  let i = 0;
  return () => json({ success: true, status: list[Math.min(i++, list.length - 1)] });
}

beforeEach(() => {
  usePropertyStore.setState({ jobId: 'job-1' });
  usePaymentStore.setState({
    selectedPlan: 'None',
    isPaid: false,
    historyId: null,
    orderToken: null,
    isAuthenticated: false,
    pendingSession: null,
  });
});

/** A guest's first step in the payment dialog (decision 211): the receipt address, then Continue. */
const GUEST_EMAIL = 'guest@example.com';
async function giveEmail(user: ReturnType<typeof renderApp>['user']) {
  const step = await screen.findByRole('dialog', { name: 'Your e-mail for the receipt' });
  await user.type(within(step).getByLabelText(/Email/), GUEST_EMAIL);
  await user.click(within(step).getByRole('button', { name: 'Continue to payment' }));
}

/** /choose-plan sells nothing and says why (decisions 225, 227): the notice, no plan button, no checkout. */
async function expectNoPlanSold(reason: string, api: ReturnType<typeof mockFetch>) {
  expect(
    await screen.findByText('No plan can be bought for this home now', {}, { timeout: 5000 }),
  ).toBeVisible();
  expect(screen.getByText(reason)).toBeVisible();
  for (const plan of ['Basic', 'Success'])
    expect(within(screen.getByRole('group', { name: plan })).queryByRole('button')).toBeNull();
  expect(api.calls('POST /api/create_payment_session')).toHaveLength(0);
}

describe('/choose-plan: the paid journey holds together (issue 17)', () => {
  it('after a reload, the open checkout is picked up and a payment made in its tab lands on /payment-success', async () => {
    usePaymentStore.setState({
      orderToken: 'tok-1',
      pendingSession: {
        sessionId: SESSION,
        sessionUrl: `/api/payment/sandbox/${SESSION}`,
        historyId: 'job-1',
        tier: 'basic',
      },
    });
    let paid = false;
    const api = mockFetch({
      'GET /api/orders': () => json({ orders: paid ? [orderSummary({ tier: 'basic' })] : [] }),
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('pending', 'completed'),
      'GET /api/payment/success': () => {
        paid = true;
        return json({
          success: true,
          dashboard_url: '/fill-form?order=ord_1',
          order_id: 'ord_1',
          tier: 'basic',
        });
      },
    });
    const { router } = renderApp('/choose-plan');
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting Payment' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Your checkout is still open');
    expect(dialog).toHaveTextContent('Pay $24.90 for the Basic plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'), { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(api.calls('POST /api/create_payment_session')).toHaveLength(0);
    expect(api.calls('GET /api/payment/success')[0]!.headers.get('x-order-token')).toBe('tok-1');
    expect(usePaymentStore.getState().pendingSession).toBeNull();
  });

  it('a paid Basic home: Success is an upgrade for the $25.00 difference, through the same dialog', async () => {
    fakeWindow();
    usePaymentStore.setState({ orderToken: 'tok-1' });
    const api = mockFetch({
      'GET /api/orders': () => json({ orders: [orderSummary({ tier: 'basic' })] }),
      'POST /api/create_payment_session': () =>
        json({
          success: true,
          already_paid: false,
          session_id: SESSION,
          session_url: `/api/payment/sandbox/${SESSION}`,
          order_id: 'ord_1',
          amount_cents: 2500,
          purpose: 'upgrade',
        }),
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('pending'),
    });
    const { user } = renderApp('/choose-plan');
    expect(
      await screen.findByText('You have the Basic plan for this home', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const success = screen.getByRole('group', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'Upgrade for $25.00' }));
    await giveEmail(user);
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    expect(dialog).toHaveTextContent('Pay $25.00 to upgrade to the Success plan');
    expect(api.calls('POST /api/create_payment_session')[0]!.body).toEqual({
      history_id: 'job-1',
      tier: 'guarantee',
      email: GUEST_EMAIL,
    });
    expect(usePaymentStore.getState().pendingSession).toMatchObject({ sessionId: SESSION, upgrade: true });
  });
});

describe('/choose-plan', () => {
  it('shows the steps, the heading, both plans and Back', async () => {
    mockFetch({});
    renderApp('/choose-plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start saving up to $585' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose your plan').closest('li')).toHaveAttribute('aria-current', 'step');
    // No fee or cut the market does not charge (decision 188).
    expect(screen.getByText(/^One-time price, never a share of your saving/)).toBeInTheDocument();
    expect(screen.queryByText(/\$500 fee|attorney cut/)).toBeNull();
    const basic = screen.getByRole('group', { name: 'Basic' });
    expect(basic).toHaveTextContent('Fast, affordable');
    expect(basic).toHaveTextContent('$24.90');
    expect(basic).toHaveTextContent('Best-matching comps (3-5)');
    expect(within(basic).getByRole('button', { name: 'Get full report' })).toBeEnabled();
    const success = screen.getByRole('group', { name: 'Success' });
    expect(success).toHaveTextContent('Free next year if fails');
    expect(success).toHaveTextContent('$49.90');
    expect(success).toHaveTextContent('Most Popular');
    expect(success).toHaveTextContent('Next year free if the board denies your appeal');
    expect(success).not.toHaveTextContent(/guarantee/i);
    const notice = screen.getByRole('note', { name: 'What you can do for free' });
    expect(notice).toHaveTextContent('free informal review');
    expect(notice).toHaveTextContent('file an appeal yourself');
    // No home yet: no county to name, so no fee is guessed.
    expect(notice).toHaveTextContent('depends on the county: ask the clerk of the board');
    expect(notice).toHaveTextContent('can also raise');
    expect(within(success).getByRole('button', { name: 'Be successful' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/more-details');
  });

  it('without a job id, choosing a plan goes back to /more-details', async () => {
    usePropertyStore.setState({ jobId: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockFetch({});
    const { router, user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Be successful' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/more-details'));
    expect(warn).toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('pays: Loading → Awaiting Payment → success call → /payment-success', async () => {
    const { win } = fakeWindow();
    let release: () => void = () => {};
    const api = mockFetch({
      'POST /api/create_payment_session': () =>
        new Promise((resolve) => (release = () => resolve(created()))),
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('initializing', 'pending', 'completed'),
      'GET /api/payment/success': () =>
        json({ success: true, dashboard_url: '/fill-form', tier: 'guarantee' }),
    });
    const { router, user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Be successful' }));
    await giveEmail(user);
    expect(await screen.findByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    expect(dialog).toHaveTextContent('Pay $49.90 for the Success plan');
    expect(win.location.href).toBe(`/api/payment/sandbox/${SESSION}`);
    expect(api.calls('POST /api/create_payment_session')[0]!.body).toEqual({
      history_id: 'job-1',
      tier: 'guarantee',
      email: GUEST_EMAIL,
    });
    // A first-time guest sends no token of its own: the server issues it (issue 13).
    expect(api.calls('POST /api/create_payment_session')[0]!.headers.get('x-order-token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'), { timeout: 4000 });
    expect(router.state.location.state).toEqual({ dashboardUrl: '/fill-form' });
    expect(api.calls(`GET /api/payment/flow-status/${SESSION}`).length).toBeGreaterThanOrEqual(3);
    // The guest's order token is kept and sent back.
    expect(usePaymentStore.getState()).toMatchObject({
      orderToken: 'tok-1',
      isPaid: true,
      selectedPlan: 'guarantee',
      historyId: 'job-1',
    });
    expect(api.calls('GET /api/payment/success')[0]!.headers.get('x-order-token')).toBe('tok-1');
    expect(win.close).toHaveBeenCalled();
  });

  it('Cancel while awaiting: the cancel call, then Payment Cancelled with Try Again and Close', async () => {
    fakeWindow();
    const api = mockFetch({
      'POST /api/create_payment_session': created,
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('pending'),
      'GET /api/payment/cancel': () =>
        json({
          success: true,
          message: 'Payment cancelled. No payment was taken.',
          can_retry: true,
          retry_url: '/choose-plan',
        }),
    });
    const { router, user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Get full report' }));
    await giveEmail(user);
    const awaiting = await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    await user.click(within(awaiting).getByRole('button', { name: 'Cancel' }));
    const cancelled = await screen.findByRole('dialog', { name: 'Payment Cancelled' });
    expect(cancelled).toHaveTextContent('Payment cancelled. No payment was taken.');
    await user.click(within(cancelled).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    expect(api.calls('POST /api/create_payment_session')).toHaveLength(2);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Payment Cancelled' });
    await user.click(within(again).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/choose-plan');
  });

  it('an expired session makes the cancel call and offers a retry', async () => {
    fakeWindow();
    const api = mockFetch({
      'POST /api/create_payment_session': created,
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('expired'),
      'GET /api/payment/cancel': () =>
        json({
          success: true,
          message: 'Your payment session expired. No payment was taken.',
          can_retry: true,
        }),
    });
    const { user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Get full report' }));
    await giveEmail(user);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Cancelled' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('Your payment session expired.');
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(api.calls('GET /api/payment/cancel')).toHaveLength(1);
  });

  it('already paid: follows redirect_url without opening a checkout', async () => {
    const { win } = fakeWindow();
    mockFetch({
      'POST /api/create_payment_session': () =>
        json({ success: true, already_paid: true, redirect_url: '/fill-form' }),
    });
    const { router, user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Be successful' }));
    await giveEmail(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-form'));
    expect(win.close).toHaveBeenCalled();
  });

  it.each<[string, MockHandler | 'network', string]>([
    ['a server error without text', () => json({}, 502), 'Failed to create payment session'],
    [
      'the server error text',
      () => json({ error: 'Analysis not found. Please run the analysis again.' }, 404),
      'Analysis not found. Please run the analysis again.',
    ],
    ['a network failure', 'network', 'An error occurred. Please try again'],
    ['an unreadable answer', () => json({ success: 'yes' }), 'Invalid response from payment service'],
    [
      'no session URL',
      () => json({ success: true, already_paid: false, session_id: SESSION }),
      'Payment session URL not found',
    ],
  ])('creation failure (%s) shows Payment Failed with Close', async (_name, handler, message) => {
    fakeWindow();
    const fetchFailure = () => Promise.reject(new TypeError('Failed to fetch'));
    mockFetch({ 'POST /api/create_payment_session': handler === 'network' ? fetchFailure : handler });
    const { user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Get full report' }));
    await giveEmail(user);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failing success call shows "Failed to retrieve success details"', async () => {
    fakeWindow();
    mockFetch({
      'POST /api/create_payment_session': created,
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('completed'),
      'GET /api/payment/success': () => json({}, 500),
    });
    const { user } = renderApp('/choose-plan');
    await user.click(await screen.findByRole('button', { name: 'Be successful' }));
    await giveEmail(user);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('Failed to retrieve success details');
  });
});

describe('/choose-plan: the home, its result, and no appeal sold against the evidence (issue 16)', () => {
  const HOME = '7450 Amador Valley Blvd, Dublin, CA 94568';
  const CONFIRM = 'I understand and still want to buy a plan for this home';
  const WARNING = 'The evidence does not support an appeal';
  // Inside Alameda's regular period (July 2 to September 15): a plan can be bought (decision 225).
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-08-17T17:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('overpaying: names the home and its result, no confirmation, a plan starts the payment', async () => {
    fakeWindow();
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: analysedInfo(overpayingComps),
      comparables: overpayingComps,
    });
    const api = mockFetch({
      'POST /api/create_payment_session': created,
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('pending'),
    });
    const { user } = renderApp('/choose-plan');
    const home = await screen.findByRole('region', { name: HOME }, { timeout: 5000 });
    expect(within(home).getByRole('heading', { name: "You're overpaying" })).toBeInTheDocument();
    expect(home).toHaveTextContent('$837,692');
    expect(home).toHaveTextContent('$780,000');
    // The headline is this home's saving, the one its result shows (decision 174).
    const saving = within(home).getByText('You can save').nextElementSibling?.textContent ?? '';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Start saving about ${saving} a year`,
    );
    expect(saving).not.toBe('$0');
    expect(screen.queryByText(/\$585/)).toBeNull();
    // What the owner can do for free names this home's county and its sourced fee (Alameda: $50).
    const free = screen.getByRole('note', { name: 'What you can do for free' });
    expect(free).toHaveTextContent('You can ask the Alameda County Assessor for a free informal review');
    expect(free).toHaveTextContent('with the Alameda County Assessment Appeals Board');
    expect(free).toHaveTextContent(
      'A formal appeal in Alameda County carries a $50 processing fee per application (one parcel each).',
    );
    expect(screen.queryByRole('note', { name: WARNING })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: CONFIRM })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get full report' }));
    await giveEmail(user);
    await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    expect(api.calls('POST /api/create_payment_session')).toHaveLength(1);
  });

  it('good shape: a plan without the box ticked starts no payment and focuses the box; ticked, it pays', async () => {
    fakeWindow();
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: analysedInfo(goodShapeComps),
      comparables: goodShapeComps,
    });
    const api = mockFetch({
      'POST /api/create_payment_session': created,
      [`GET /api/payment/flow-status/${SESSION}`]: statuses('pending'),
    });
    const { user } = renderApp('/choose-plan');
    const home = await screen.findByRole('region', { name: HOME }, { timeout: 5000 });
    expect(within(home).getByRole('heading', { name: 'You are in good shape in 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Choose your plan$/);
    const warning = within(home).getByRole('note', { name: WARNING });
    expect(warning).toHaveTextContent('An appeal is unlikely to lower your assessed value');
    expect(warning).toHaveTextContent('can also raise a value');
    const box = screen.getByRole('checkbox', { name: CONFIRM });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    expect(box).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Be successful' }));
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Tick "I understand and still want to buy a plan for this home"/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests).toHaveLength(0);

    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Be successful' }));
    await giveEmail(user);
    await screen.findByRole('dialog', { name: 'Awaiting Payment' });
    expect(api.calls('POST /api/create_payment_session')[0]!.body).toEqual({
      history_id: 'job-1',
      tier: 'guarantee',
      email: GUEST_EMAIL,
    });
  });

  it('a recent purchase at or above the roll value: the warning names it, and the keyboard meets the same gate', async () => {
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: propertyInfo({
        compass_data: { ...compassData, purchase_date: '2024-09-10', purchase_price: 850_000 },
      }),
      comparables: overpayingComps,
    });
    const api = mockFetch({});
    const { user } = renderApp('/choose-plan');
    const home = await screen.findByRole('region', { name: HOME }, { timeout: 5000 });
    expect(within(home).getByRole('note', { name: WARNING })).toHaveTextContent(
      'You bought this home on September 10, 2024 for $850,000, at or above its assessed value of $837,692.',
    );
    // A purchase that supports the roll value: no saving promised above it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Choose your plan$/);
    const basic = screen.getByRole('button', { name: 'Get full report' });
    basic.focus();
    await user.keyboard('{Enter}');
    const box = screen.getByRole('checkbox', { name: CONFIRM });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/before choosing a plan/);
    expect(api.requests).toHaveLength(0);
  });

  it('fewer than three comparable sales: no plan is sold, why is said, and Contact Us is offered (decision 227)', async () => {
    const two = overpayingComps.slice(0, 2);
    usePropertyStore.setState({ jobId: 'job-1', propertyInfo: analysedInfo(two), comparables: two });
    const api = mockFetch({ [`GET ${OWNER_SALES}`]: () => json({ sales: [], comparables: 2, max: 10 }) });
    renderApp('/choose-plan');
    await expectNoPlanSold(
      "Homie found only 2 comparable sales for this home. An appeal board asks for evidence of value, and a package needs at least 3 sales of similar homes near it, so Homie does not sell one with fewer. If you know of recent sales of similar homes nearby, add them below (address, date, price, facts and where you saw them): each one dated within the appeal's sale window counts, marked as supplied by you.",
      api,
    );
    expect(screen.getAllByRole('button', { name: 'Contact Us' }).length).toBeGreaterThan(0);
  });

  it('the owner adds a sale they know; bad fields are said at the field, and three sales open the plans (decision 249)', async () => {
    const two = overpayingComps.slice(0, 2);
    usePropertyStore.setState({ jobId: 'job-1', propertyInfo: analysedInfo(two), comparables: two });
    const added = {
      id: 's1',
      address: '12 Elm St, Dublin',
      sale_date: '2026-02-10',
      price: 790_000,
      sqft: 1600,
      beds: 3,
      baths: 2,
      year_built: null,
      lot_sqft: null,
      seen_at: 'my neighbour',
      admissible: true,
      problem: null,
    };
    const three = [
      ...two,
      {
        ...overpayingComps[3]!,
        address: added.address,
        source: 'owner' as const,
        owner_supplied: true as const,
        owner_source: 'my neighbour',
      },
    ];
    const api = mockFetch({
      [`GET ${OWNER_SALES}`]: () => json({ sales: [], comparables: 2, max: 10 }),
      [`POST ${OWNER_SALES}`]: () => json({ sales: [added], comparables: 3, max: 10 }, 201),
      'GET /query_result': () => json(queryResult(three, analysedInfo(three))),
    });
    const { user } = renderApp('/choose-plan');
    const form = await screen.findByRole('form', { name: 'Add a sale you know' }, { timeout: 5000 });
    // Nothing filled: each required field says what it needs, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Add this sale' }));
    expect(await within(form).findByText('Enter the price it sold for, in dollars.')).toBeVisible();
    expect(within(form).getByLabelText(/Where you saw this sale/)).toHaveAccessibleDescription(
      /Say where you saw this sale/,
    );
    expect(api.calls(`POST ${OWNER_SALES}`)).toHaveLength(0);
    // A sale after March 31 of the roll year cannot count: said at the date.
    await user.type(within(form).getByLabelText(/Address of the home that sold/), added.address);
    await user.type(within(form).getByLabelText(/Date it sold/), '2026-05-02');
    await user.type(within(form).getByLabelText(/Price it sold for/), '790,000');
    await user.type(within(form).getByLabelText(/Living area/), '1600');
    await user.type(within(form).getByLabelText(/^Bedrooms/), '3');
    await user.type(within(form).getByLabelText(/^Bathrooms/), '2');
    await user.type(within(form).getByLabelText(/Where you saw this sale/), 'my neighbour');
    await user.click(within(form).getByRole('button', { name: 'Add this sale' }));
    expect(within(form).getByLabelText(/Date it sold/)).toHaveAccessibleDescription(
      'This sale closed after 03/31/2026, the last day a sale can count for this appeal (R&T §402.5).',
    );
    expect(api.calls(`POST ${OWNER_SALES}`)).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/Date it sold/));
    await user.type(within(form).getByLabelText(/Date it sold/), added.sale_date);
    await user.click(within(form).getByRole('button', { name: 'Add this sale' }));
    await waitFor(() => expect(api.calls(`POST ${OWNER_SALES}`)).toHaveLength(1));
    expect(api.calls(`POST ${OWNER_SALES}`)[0]!.body).toEqual({
      address: added.address,
      sale_date: added.sale_date,
      price: 790_000,
      sqft: 1600,
      beds: 3,
      baths: 2,
      seen_at: 'my neighbour',
    });
    // The result read again holds three sales: the plans can be chosen.
    expect(await screen.findByRole('button', { name: 'Get full report' })).toBeVisible();
    expect(usePropertyStore.getState().comparables).toHaveLength(3);
  });

  it('lists the sales added with a Remove button each, and announces a removal', async () => {
    const two = overpayingComps.slice(0, 2);
    usePropertyStore.setState({ jobId: 'job-1', propertyInfo: analysedInfo(two), comparables: two });
    const sale = {
      id: 's9',
      address: '9 Oak Ct, Dublin',
      sale_date: '2025-06-01',
      price: 700_000,
      sqft: 1500,
      beds: 3,
      baths: 2,
      year_built: 1990,
      lot_sqft: null,
      seen_at: 'Zillow listing',
      admissible: true,
      problem: null,
    };
    const api = mockFetch({
      [`GET ${OWNER_SALES}`]: () => json({ sales: [sale], comparables: 2, max: 10 }),
      [`DELETE ${OWNER_SALES}/s9`]: () => json({ sales: [], comparables: 2, max: 10 }),
      'GET /query_result': () => json(queryResult(two, analysedInfo(two))),
    });
    const { user } = renderApp('/choose-plan');
    const list = await screen.findByRole('list', { name: 'Sales you added' }, { timeout: 5000 });
    expect(
      within(list).getByText(/9 Oak Ct, Dublin: sold 2025-06-01 for \$700,000 \(Zillow listing\)/),
    ).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Remove the sale at 9 Oak Ct, Dublin' }));
    expect(
      await screen.findByText('Sale at 9 Oak Ct, Dublin removed. This home now has 2 comparable sales.'),
    ).toBeVisible();
    expect(api.calls(`DELETE ${OWNER_SALES}/s9`)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Sales you added' })).toBeNull();
  });

  it('a result valued for another roll year: no plan is sold, and the owner is sent to look the home up again (decision 236)', async () => {
    const info = analysedInfo(overpayingComps);
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: { ...info, valuation: { ...info.valuation, lien_date: '2025-01-01', roll_year: 2025 } },
      comparables: overpayingComps,
    });
    const api = mockFetch({});
    renderApp('/choose-plan');
    await expectNoPlanSold(
      'This result values the home as of January 1, 2025, but a plan bought now is for the appeal of its value on January 1, 2026. Look the home up again for a result valued on that date, then choose a plan.',
      api,
    );
    expect(screen.getByRole('link', { name: 'Look up your home again' })).toHaveAttribute('href', '/');
  });

  it('no verdict: says the result could not be computed and does not gate', async () => {
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: propertyInfo({ annual_tax: '', total_assessment: '' }),
      comparables: [],
    });
    mockFetch({});
    renderApp('/choose-plan');
    const home = await screen.findByRole('region', { name: HOME }, { timeout: 5000 });
    expect(home).toHaveTextContent('The result for this home could not be computed');
    expect(screen.queryByRole('checkbox', { name: CONFIRM })).toBeNull();
  });
});

describe('/choose-plan in the closed period after the last filing day (decision 225)', () => {
  beforeEach(() => {
    // December 2, 2026: Alameda's 2026 period closed on September 15.
    vi.useFakeTimers({ now: new Date('2026-12-02T20:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: analysedInfo(overpayingComps),
      comparables: overpayingComps,
      userEnteredAddress: {
        street: '7450 Amador Valley Blvd',
        unit: '',
        city: 'Dublin',
        state: 'CA',
        zipCode: '94568',
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sells no plan: says why and when, and offers to write when the next appeal can be prepared', async () => {
    const api = mockFetch({});
    renderApp('/choose-plan');
    await expectNoPlanSold(
      'The 2026 regular appeal period in Alameda County closed on September 15, 2026, so Homie sells no appeal now: it could not be filed. The appeal of the value on January 1, 2027 can be prepared from that day and filed from July 2, 2027 to September 15, 2027.',
      api,
    );
    expect(await screen.findByRole('heading', { name: 'Sign up for a free 2027 assessment!' })).toBeVisible();
  });

  it('sells the appeal of a notice received, within its 60 days, and sends the notice with the checkout (decision 246)', async () => {
    fakeWindow();
    const api = mockFetch({ 'POST /api/create_payment_session': () => created() });
    const { user } = renderApp('/choose-plan');
    const form = await screen.findByRole(
      'region',
      { name: 'Received an assessment notice?' },
      { timeout: 5000 },
    );
    // Nothing chosen: the form says what is missing, at the field.
    await user.click(within(form).getByRole('button', { name: 'Prepare this appeal' }));
    expect(await within(form).findByText('Choose the assessment on your notice.')).toBeVisible();
    // A notice past its limit: refused with its last day.
    await user.click(within(form).getByLabelText('Supplemental assessment'));
    await user.type(within(form).getByLabelText('Date the notice was mailed'), '09/01/2026');
    await user.type(
      within(form).getByLabelText('Date of the purchase or of the completion of new construction'),
      '06/20/2026',
    );
    await user.click(within(form).getByRole('button', { name: 'Prepare this appeal' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('ended on November 2, 2026');
    expect(within(screen.getByRole('group', { name: 'Success' })).queryByRole('button')).toBeNull();
    // Within its limit: its last day is said, and the plans can be bought for it.
    await user.clear(within(form).getByLabelText('Date the notice was mailed'));
    await user.type(within(form).getByLabelText('Date the notice was mailed'), '11/15/2026');
    const event = within(form).getByLabelText(
      'Date of the purchase or of the completion of new construction',
    );
    await user.clear(event);
    await user.type(event, '09/13/2026');
    await user.click(within(form).getByRole('button', { name: 'Prepare this appeal' }));
    expect(
      await screen.findByText(
        "Supplemental assessment appeal: file by January 14, 2027, 60 days after the notice's mailing on 11/15/2026 (R&T §1605). It argues the value on September 13, 2026.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Be successful' }));
    await giveEmail(user);
    await waitFor(() => expect(api.calls('POST /api/create_payment_session')).toHaveLength(1));
    expect(api.calls('POST /api/create_payment_session')[0]!.body).toEqual({
      history_id: 'job-1',
      tier: 'guarantee',
      email: GUEST_EMAIL,
      notice: { notice_type: 'supplemental', notice_date: '11/15/2026', event_date: '09/13/2026' },
    });
  });

  it('a home with a paid order keeps its way back to it', async () => {
    usePaymentStore.setState({ orderToken: 'tok-1' });
    mockFetch({ 'GET /api/orders': () => json({ orders: [orderSummary({ tier: 'guarantee' })] }) });
    renderApp('/choose-plan');
    expect(
      await screen.findByText('You have the Success plan for this home', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('No plan can be bought for this home now')).toBeNull();
    const success = screen.getByRole('group', { name: 'Success' });
    expect(within(success).getByRole('button', { name: 'Continue to your appeal form' })).toBeVisible();
  });
});
