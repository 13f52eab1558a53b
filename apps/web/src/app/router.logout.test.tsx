import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

// In a file of its own: it needs a fresh app module state (router, stores, query cache), which the
// two dozen app mounts of router.test.tsx before it do not leave.
const profile = (first_name: string) => () =>
  json({ user_id: 'u1', email: 'ana@example.com', first_name, phone_number: '' });
const slow = { timeout: 8000 };

describe('after Logout by choice', () => {
  it('a later visit to /tour remembers the origin again', async () => {
    storeSession();
    mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': profile('Ana'),
      'POST /api/auth/logout/': () => json({}),
    });
    const { router, user } = renderApp('/tour');
    await user.click(await screen.findByRole('button', { name: 'Logout' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/tour');
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, slow)).toBeInTheDocument();
  });
});
