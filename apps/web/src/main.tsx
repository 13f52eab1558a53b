import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { hasKeptState } from './app/kept-state.ts';
import { routes } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** Lets the browser run a task (input, paint) before going on; unlike setTimeout, never clamped to 4 ms. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Evaluates the page's own chunks (the server lists them as modulepreloads) one per task, those
 * imported by others first, before the route module needs them: importing the route module at once
 * would evaluate its whole graph in one task (on /choose-plan the contracts' schemas, about 75 ms on
 * a desktop, several times that on a phone), which blocks input (decision 138). Each chunk still
 * runs once; a chunk that fails here is left to the route's own import to report.
 */
async function evaluatePreloadsInSlices(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  const hrefs = [...links].map((link) => link.href).reverse();
  for (const href of hrefs) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      // The route's import below fails the same way and falls back to rendering afresh.
    }
    await nextTask();
  }
}

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

/**
 * On a prerendered page, the head script (app/kept-state.boot.js) keeps the last button pressed
 * before the app ran; once the page is hydrated (or rendered afresh) it is pressed again, so an early
 * click is not lost (decision 138). After this, the head script lets every click through.
 */
function ReplayEarlyClick() {
  useEffect(() => {
    const page = window as { homieEarlyClick?: Element | null };
    const pressed = page.homieEarlyClick;
    page.homieEarlyClick = undefined;
    if (!(pressed instanceof HTMLElement)) return;
    // Hydrated, the pressed button is the same node. Rendered afresh (a page with kept state), the
    // prerendered one is gone: the app's button with the same name stands in its place.
    const name = (b: Element) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
    const button = pressed.isConnected
      ? pressed
      : Array.from(document.querySelectorAll<HTMLElement>('#root button')).find(
          (b) => name(b) === name(pressed),
        );
    button?.click();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    <ReplayEarlyClick />
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
  void evaluatePreloadsInSlices()
    .then(resolveLazyRoutes)
    .then(
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
