import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { hasKeptState } from './app/kept-state.ts';
import { routes } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** Loads the lazy routes this address matches, so the router starts ready and renders the page at once. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

function renderAfresh(container: HTMLElement) {
  // A transition lets React render the first page in small slices, yielding to the browser between
  // them, instead of one long task that blocks input on a slow phone (decision 084).
  startTransition(() => {
    createRoot(container).render(app);
  });
}

if (root.hasChildNodes()) {
  // A prerendered page (decision 129): its code loads first, so the router starts on the page and
  // nothing on screen is swapped for a spinner; then React adopts the HTML (or, with kept state,
  // renders over it).
  const container = root;
  void resolveLazyRoutes().then(
    () =>
      hasKeptState()
        ? renderAfresh(container)
        : // In a transition, hydration too runs in slices instead of one long task.
          startTransition(() => {
            hydrateRoot(container, app);
          }),
    () => renderAfresh(container),
  );
} else {
  renderAfresh(root);
}
