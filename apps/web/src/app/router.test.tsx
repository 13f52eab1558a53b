import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';
import { paths } from '#config/paths.ts';
import { greetingFor } from './routes/tour.tsx';

const loginOk = () => json({ access: 'a1', refresh: 'r1', user_id: 'u1', email: 'ana@example.com' });
const profile = (first_name: string) => () =>
  json({ user_id: 'u1', email: 'ana@example.com', first_name, phone_number: '' });

const slow = { timeout: 8000 };

describe('routes', () => {
  it.each(Object.values(paths).filter((path) => path !== paths.tour && path !== paths.account))(
    '%s is a page of its own',
    async (path) => {
      mockFetch({});
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe(path), slow);
      expect(router.state.location.pathname).toBe(path);
      expect(await screen.findByRole('main', {}, slow)).toBeInTheDocument();
    },
  );

  it.each([
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('%s renders its text', async (path, heading) => {
    mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, slow)).toBeInTheDocument();
  });

  it('an unknown path redirects to /', async () => {
    mockFetch({});
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the legal pages say when they were last updated', async () => {
    mockFetch({});
    renderApp('/terms-and-conditions');
    expect(await screen.findByText('Last updated May 4th 2025', {}, slow)).toBeInTheDocument();
  });

  it('the footer has the copyright, three social links and the legal links', async () => {
    mockFetch({});
    renderApp('/privacy-policy');
    const footer = await screen.findByRole('contentinfo', {}, slow);
    expect(footer).toHaveTextContent('© 2025');
    expect(within(footer).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

describe('the /tour guard', () => {
  it('shows a spinner while the session is checked', async () => {
    storeSession();
    mockFetch({ 'POST /api/auth/verify/': () => new Promise<Response>(() => {}) });
    renderApp('/tour');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
  });

  it('signed out: goes to /, opens Sign In, and after signing in lands back on /tour', async () => {
    mockFetch({ 'POST /api/auth/login/': loginOk, 'GET /api/auth/profile/': profile('Ana') });
    const { router, user } = renderApp('/tour');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, slow);
    // Radix enables pointer events on the top layer one render after mounting it.
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    expect(router.state.location.pathname).toBe('/');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana!' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tour');
  });

  it('closing the dialog forgets the way back', async () => {
    mockFetch({ 'POST /api/auth/login/': loginOk });
    const { router, user } = renderApp('/tour');
    await screen.findByRole('dialog', { name: 'Sign In' }, slow);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, slow);
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed in: shows the dashboard; Logout clears the session and leaves for /', async () => {
    storeSession({ user_id: 'u1', email: 'ana@example.com' });
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': profile(''),
      'POST /api/auth/logout/': () => json({ success: true }),
    });
    const { router, user } = renderApp('/tour');
    expect(await screen.findByRole('heading', { name: 'Welcome back Homie!' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Homie logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/auth/logout/')).toHaveLength(1));
  });
});

describe('greeting', () => {
  it('uses the first name when there is one', () => {
    expect(greetingFor('Ana')).toBe('Welcome back, Ana!');
    expect(greetingFor('')).toBe('Welcome back Homie!');
    expect(greetingFor(undefined)).toBe('Welcome back Homie!');
  });
});
