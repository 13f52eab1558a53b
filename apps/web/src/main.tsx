import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, isLocale, negotiateLocale } from '@homie/contracts/locales';
import { App } from './app/app.tsx';
import { hasKeptState } from './app/kept-state.ts';
import { routes } from './app/router.tsx';
import { loadCatalogue } from './lib/i18n/catalogues.ts';
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

/** React has adopted (hydrated or rendered) this element: its event props are attached to it. */
const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Calls `act` with what `find` answers once React has adopted it, checking every 50 ms for 20 s: a
 * hydrated page adopts its parts in slices (and Suspense boundaries later), a page rendered afresh
 * may show a part (a lazy section, a loaded result) a moment after its first commit.
 */
function whenAdopted<T extends Element>(find: () => T | undefined, act: (found: T) => void) {
  const until = Date.now() + 20_000;
  const attempt = () => {
    const found = find();
    if (found && adopted(found)) act(found);
    else if (Date.now() < until) setTimeout(attempt, 50);
  };
  attempt();
}

/**
 * Tells React a field holds `value` when its state says otherwise: hydration leaves text typed before
 * the app ran on screen, but the state still holds the prerendered value and the next render would
 * put that back. React sees a change when the field's value differs from the last one it recorded
 * (it records values set through the field's `value` property), so the field is first set to what
 * the state holds, then the text goes in through the element's own setter with an input event, as
 * typing does.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (field.defaultValue === value) return; // The state already holds it (React mirrors it here).
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * On a prerendered page, the head script (app/kept-state.boot.js) keeps the last button or link pressed, the
 * files chosen and the text typed before the app ran; once the page is hydrated (or rendered afresh)
 * they are pressed, chosen or typed again, so an early action is not lost (decision 138). Hydrated, the element is
 * the same node; rendered afresh (a page with kept state), the prerendered one is gone and the app's
 * element with the same name stands in its place. After this, the head script lets everything through.
 */
function ReplayEarlyActions() {
  useEffect(() => {
    const page = window as {
      homieEarlyClick?: Element | null;
      homieEarlyFiles?: { input: HTMLInputElement; label: string; files: FileList | null } | null;
      homieEarlyTyping?: Map<HTMLInputElement | HTMLTextAreaElement, string> | null;
    };
    const pressed = page.homieEarlyClick;
    const chosen = page.homieEarlyFiles;
    const typed = page.homieEarlyTyping;
    page.homieEarlyClick = undefined;
    page.homieEarlyFiles = undefined;
    page.homieEarlyTyping = undefined;
    for (const [field, value] of typed ?? []) {
      whenAdopted(
        () =>
          field.isConnected
            ? field
            : (document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
                `#root [name="${CSS.escape(field.name)}"]`,
              ) ?? undefined),
        (target) => typeAgain(target, value),
      );
    }
    if (pressed instanceof HTMLElement) {
      const name = (b: Element) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
      whenAdopted(
        () =>
          pressed.isConnected
            ? pressed
            : Array.from(
                document.querySelectorAll<HTMLElement>(`#root ${pressed.tagName.toLowerCase()}`),
              ).find((b) => name(b) === name(pressed)),
        (button) => button.click(),
      );
    }
    if (chosen?.files?.length) {
      const files = chosen.files;
      whenAdopted(
        () =>
          chosen.input.isConnected
            ? chosen.input
            : Array.from(document.querySelectorAll<HTMLInputElement>('#root input[type="file"]')).find(
                (i) => chosen.label !== '' && i.labels?.[0]?.textContent?.trim() === chosen.label,
              ),
        (input) => {
          if (input !== chosen.input) input.files = files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
        },
      );
    }
  }, []);
  return null;
}

// The page's language, as the server chose it (cookie, then Accept-Language: decision 253). Its
// catalogue loads before the first render (English is in this code), so a prerendered page hydrates
// in its own language and nothing on screen changes.
// Vite's dev server sends index.html as it is: there the browser reads the cookie and its languages.
const pageLang = import.meta.env.DEV
  ? negotiateLocale({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') })
  : document.documentElement.lang;
const locale = isLocale(pageLang) ? pageLang : DEFAULT_LOCALE;
document.documentElement.lang = locale;
const catalogueReady = loadCatalogue(locale).catch(() => undefined);

const app = (
  <StrictMode>
    <App prerendered={root.hasChildNodes()} locale={locale} />
    <ReplayEarlyActions />
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
  void Promise.all([evaluatePreloadsInSlices(), catalogueReady])
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
  const container = root;
  void catalogueReady.then(() => renderAfresh(container));
}
