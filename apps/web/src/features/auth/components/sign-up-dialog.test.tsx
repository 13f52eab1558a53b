import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#lib/session-store.ts';
import { hang, json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

async function openSignUp() {
  const app = renderApp('/privacy-policy');
  await app.user.click(await screen.findByRole('button', { name: 'Sign Up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const fill = async (values: Partial<Record<string, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      await app.user.clear(field(label));
      if (value) await app.user.type(field(label), value);
    }
  };
  const submit = () => app.user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  return { ...app, dialog, field, fill, submit };
}

const valid = {
  Email: 'ana@example.com',
  Password: 'secret12',
  'Confirm Password': 'secret12',
  'First Name': 'Ana',
};

describe('Create Account dialog', () => {
  it('has every field, the phone placeholder and the consent links opening in a new tab', async () => {
    mockFetch({});
    const { dialog, field } = await openSignUp();
    for (const label of ['Email', 'Password', 'Confirm Password', 'First Name', 'Phone Number']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Phone Number')).toHaveAttribute('placeholder', '10 digits');
    const terms = within(dialog).getByRole('link', { name: 'Terms and Conditions' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    const consent = dialog.textContent ?? '';
    for (const phrase of [
      'call, email and text',
      'Message and data rates may apply',
      'STOP',
      'unsubscribe',
      'frequency varies',
    ]) {
      expect(consent).toContain(phrase);
    }
  });

  it('shows every validation message of spec §5', async () => {
    const api = mockFetch({});
    const { dialog, fill, submit } = await openSignUp();
    await fill({
      Email: 'nope',
      Password: '123',
      'Confirm Password': '12',
      'First Name': 'A',
      'Phone Number': '12345',
    });
    await submit();
    expect(await within(dialog).findByText('Invalid email address.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Password must be at least 6 characters.')).toHaveLength(2);
    expect(within(dialog).getByText('First name must be at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be 10 digits.')).toBeInTheDocument();
    await fill({ ...valid, 'Confirm Password': 'secret13', 'Phone Number': '' });
    await submit();
    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the nested profile with an empty phone, signs in with the form email and closes', async () => {
    const api = mockFetch({
      'POST /api/auth/register/': () =>
        json({ access: 'a1', refresh: 'r1', user_id: 'u9', email: 'ana@example.com' }, 201),
    });
    const { fill, submit } = await openSignUp();
    await fill(valid);
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/auth/register/')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret12',
      profile: { first_name: 'Ana', phone_number: '' },
    });
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'a1',
      user: { user_id: 'u9', email: 'ana@example.com', first_name: 'Ana' },
    });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends a given phone number', async () => {
    const api = mockFetch({
      'POST /api/auth/register/': () =>
        json({ access: 'a1', refresh: 'r1', user_id: 'u9', email: 'ana@example.com' }, 201),
    });
    const { fill, submit } = await openSignUp();
    await fill({ ...valid, 'Phone Number': '4155550123' });
    await submit();
    await waitFor(() => expect(api.calls('POST /api/auth/register/')).toHaveLength(1));
    expect(api.calls('POST /api/auth/register/')[0]?.body).toMatchObject({
      profile: { phone_number: '4155550123' },
    });
  });

  it('a taken email shows "Registration failed:" and the first email error', async () => {
    mockFetch({
      'POST /api/auth/register/': () => json({ email: ['A user with this email already exists.'] }, 400),
    });
    const { dialog, fill, submit } = await openSignUp();
    await fill(valid);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Registration failed: A user with this email already exists.',
    );
  });

  it('other failures show the server text or "Registration failed"', async () => {
    let answer = json({ error: 'Too many attempts. Try again in a minute.' }, 429);
    mockFetch({ 'POST /api/auth/register/': () => answer });
    const { dialog, fill, submit } = await openSignUp();
    await fill(valid);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a minute.',
    );
    answer = new Response('oops', { status: 502 });
    await submit();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Registration failed$/));
  });

  it('gives up after 10 seconds with the registration timeout message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'POST /api/auth/register/': hang });
    const { dialog, fill, submit } = await openSignUp();
    await fill(valid);
    await submit();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Registration is taking too long. Please try again.',
    );
  });
});
