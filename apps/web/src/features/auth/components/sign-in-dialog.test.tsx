import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#lib/session-store.ts';
import { hang, json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

async function openSignIn() {
  const app = renderApp('/terms-and-conditions');
  await app.user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { ...app, dialog };
}

describe('Sign In dialog', () => {
  it('has the title, subtitle and fields of spec §2', async () => {
    mockFetch({});
    const { dialog } = await openSignIn();
    expect(within(dialog).getByText('Welcome back, Homie!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the validation messages of spec §5 and sends nothing', async () => {
    const api = mockFetch({});
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Invalid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/auth/login/')).toHaveLength(0);
  });

  it('shows the server message on failure and stays open', async () => {
    mockFetch({ 'POST /api/auth/login/': () => json({ error: 'Invalid email or password.' }, 401) });
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('falls back to "Invalid credentials" when the server gives no text', async () => {
    mockFetch({ 'POST /api/auth/login/': () => new Response('', { status: 500 }) });
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('gives up after 10 seconds with the timeout message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'POST /api/auth/login/': hang });
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeDisabled());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Login is taking too long. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('on success stores the session, closes and shows the signed-in nav', async () => {
    const api = mockFetch({
      'POST /api/auth/login/': () =>
        json({ access: 'a1', refresh: 'r1', user_id: 'u1', email: 'ana@example.com' }),
      'POST /api/auth/logout/': () => json({}),
    });
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/auth/login/')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret12',
    });
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      user_id: 'u1',
      email: 'ana@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
