import { ACCOUNT_MESSAGES } from '@homie/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '#lib/session-store.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

// The account lifecycle of issue 13 in the browser: "Forgot password?", the reset link's page,
// and the account page (change password, delete the account).

const slow = { timeout: 8000 };
const signedIn = (extra: Parameters<typeof mockFetch>[0] = {}) => {
  storeSession({ user_id: 'u1', email: 'ana@example.com' });
  return mockFetch({
    'POST /api/auth/verify/': () => json({ valid: true }),
    'GET /api/auth/profile/': () =>
      json({ user_id: 'u1', email: 'ana@example.com', first_name: 'Ana', phone_number: '' }),
    ...extra,
  });
};

/**
 * Sign In → "Forgot password?". The click is retried while the Sign In dialog's modal layer is still
 * settling (Radix disables pointer events on the page until the layer has mounted; on a loaded
 * machine the first click can land in between).
 */
async function openForgotPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const signIn = await screen.findByRole('dialog', { name: 'Sign In' }, slow);
  await waitFor(() => user.click(within(signIn).getByRole('button', { name: 'Forgot password?' })), slow);
  return screen.findByRole('dialog', { name: 'Forgot password?' }, slow);
}

describe('Forgot password?', () => {
  it('is offered in the Sign In dialog, asks the email and shows the neutral answer', async () => {
    const api = mockFetch({
      'POST /api/auth/password/forgot/': () => json({ message: ACCOUNT_MESSAGES.forgotSent }, 202),
    });
    const { user } = renderApp('/terms-and-conditions');
    const dialog = await openForgotPassword(user);
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Invalid email address.')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password/forgot/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.forgotSent);
    expect(api.calls('POST /api/auth/password/forgot/')[0]?.body).toEqual({ email: 'ana@example.com' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, slow)).toBeInTheDocument();
  });

  it('shows the server text when requests are limited', async () => {
    mockFetch({
      'POST /api/auth/password/forgot/': () =>
        json({ error: 'Too many requests. Please try again in 60 seconds.' }, 429),
    });
    const { user } = renderApp('/terms-and-conditions');
    const dialog = await openForgotPassword(user);
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});

describe('/reset-password', () => {
  it('sets a new password with the link token, which leaves the address bar', async () => {
    const api = mockFetch({
      'POST /api/auth/password/reset/': () => json({ message: ACCOUNT_MESSAGES.passwordReset }),
    });
    const { router, user } = renderApp('/reset-password?token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.type(screen.getByLabelText('New Password'), 'secret-new');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret-other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password/reset/')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password/reset/')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'secret-new',
    });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, slow)).toBeInTheDocument();
  });

  it('shows the server text for a used or expired link', async () => {
    mockFetch({
      'POST /api/auth/password/reset/': () => json({ error: ACCOUNT_MESSAGES.resetLinkInvalid }, 400),
    });
    const { user } = renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New Password', {}, slow), 'secret-new');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('without a token says the link is not valid', async () => {
    mockFetch({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});

describe('/account', () => {
  it('is reached from the dashboard', async () => {
    signedIn();
    const { router, user } = renderApp('/tour');
    await user.click(await screen.findByRole('link', { name: 'Account' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'Your account' }, slow)).toBeInTheDocument();
  });

  it('sends signed-out visitors away', async () => {
    mockFetch({});
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it('changes the password with the current one', async () => {
    let answer = json({ error: ACCOUNT_MESSAGES.wrongPassword }, 403);
    const api = signedIn({ 'POST /api/auth/password/change/': () => answer });
    const { user } = renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Change password' }, slow);
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(section).getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(section).getByLabelText('Current Password'), 'not-it');
    await user.type(within(section).getByLabelText('New Password'), 'secret-two');
    await user.type(within(section).getByLabelText('Confirm New Password'), 'secret-two');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);

    answer = json({ message: ACCOUNT_MESSAGES.passwordChanged });
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(api.calls('POST /api/auth/password/change/').at(-1)?.body).toEqual({
      current_password: 'not-it',
      new_password: 'secret-two',
    });
    expect(api.calls('POST /api/auth/password/change/').at(-1)?.headers.get('Authorization')).toBe(
      'Bearer access-1',
    );
    expect(within(section).getByLabelText('Current Password')).toHaveValue('');
  });

  it('deletes the account after a clear warning and the password, then lands on / signed out', async () => {
    let answer = json({ error: ACCOUNT_MESSAGES.wrongPassword }, 403);
    const api = signedIn({ 'DELETE /api/auth/account/': () => answer });
    const { router, user } = renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Delete account' }, slow);
    expect(within(section).getByText(ACCOUNT_MESSAGES.deleteWarning)).toBeInTheDocument();
    expect(within(section).getByText('This cannot be undone')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('Password'), 'not-it');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);

    answer = new Response(null, { status: 204 });
    await user.clear(within(section).getByLabelText('Password'));
    await user.type(within(section).getByLabelText('Password'), 'secret-one');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(api.calls('DELETE /api/auth/account/').at(-1)?.body).toEqual({ password: 'secret-one' });
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' }, slow)).toBeInTheDocument();
  });
});
