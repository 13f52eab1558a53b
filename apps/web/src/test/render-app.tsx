import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '#app/provider.tsx';
import { routes } from '#app/router.tsx';
import { SESSION_STORAGE_KEYS, type SessionUser } from '@homie/contracts/auth';
import type { Locale } from '@homie/contracts/locales';

/** Renders the whole app (providers and the real route table) at `path` in a memory router. */
export function renderApp(
  path = '/',
  options: {
    advanceTimers?: (ms: number) => unknown;
    /** The page's language; its catalogue must be loaded first (`await loadCatalogue(locale)`). */
    locale?: Locale;
  } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({
    delay: null,
    ...(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}),
  });
  const view = render(
    <AppProvider locale={options.locale}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/** Puts a session in browser storage as a previous visit would have left it. */
export function storeSession(user: SessionUser = { user_id: 'u1', email: 'ana@example.com' }) {
  localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'access-1');
  localStorage.setItem(SESSION_STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
}
