import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasKeptState, KEPT_ATTRIBUTE } from './kept-state.ts';

// The script a prerendered page runs in <head> before its first paint (decision 138).
const bootSource = readFileSync(join(import.meta.dirname, 'kept-state.boot.js'), 'utf8');
const runBootScript = () => new Function(bootSource)();

const property = (state: unknown) => JSON.stringify({ state, version: 0 });
const CASES: [string, Record<string, string>, boolean][] = [
  ['nothing kept', {}, false],
  [
    'an empty property store',
    { 'property-store': property({ jobId: null, propertyInfo: null, comparables: [] }) },
    false,
  ],
  [
    'a looked-up address',
    {
      'property-store': property({
        jobId: null,
        userEnteredAddress: { street: '1 Main St', unit: '', city: 'Fresno', state: 'CA', zipCode: '93650' },
        propertyInfo: null,
        comparables: [],
      }),
    },
    true,
  ],
  ['a job id', { 'property-store': property({ jobId: 'j1', propertyInfo: null }) }, true],
  ['a chosen plan', { 'payment-store': property({ selectedPlan: 'basic', historyId: 'j1' }) }, true],
  ['a blank plan', { 'payment-store': property({ selectedPlan: null, isPaid: false }) }, false],
  ['unreadable JSON', { 'property-store': '{not json' }, true],
];

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(KEPT_ATTRIBUTE);
});

describe('kept state (decision 138)', () => {
  it.each(CASES)('%s: the app and the head script agree', (_name, stored, kept) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    expect(hasKeptState()).toBe(kept);
    runBootScript();
    expect(document.documentElement.hasAttribute(KEPT_ATTRIBUTE)).toBe(kept);
  });
});

describe('early actions kept by the head script (decision 138)', () => {
  type EarlyWindow = {
    homieEarlyClick?: Element | null;
    homieEarlyTyping?: Map<Element, string> | null;
  };
  const page = window as unknown as EarlyWindow;

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps a press until the app replays it, and lets none through to the app meanwhile', () => {
    runBootScript();
    document.body.innerHTML =
      '<div id="root"><button id="pre">Contact Us</button><button id="own">Sign In</button>' +
      '<a id="link" href="/terms-and-conditions">Terms</a><a id="away" href="https://example.com/">Away</a>' +
      '<input id="street" name="street"><input id="zip" name="zipCode"></div>';
    const root = document.getElementById('root') as HTMLElement;
    const reached: string[] = [];
    // Where React listens: the root container.
    root.addEventListener('click', (event) => reached.push((event.target as Element).id), true);
    const own = document.getElementById('own') as HTMLButtonElement;
    const link = document.getElementById('link') as HTMLAnchorElement;
    const away = document.getElementById('away') as HTMLAnchorElement;
    const zip = document.getElementById('zip') as HTMLInputElement;
    // What React attaches when it adopts an element.
    for (const element of [own, link, away, zip]) Object.assign(element, { __reactProps$test: {} });
    away.addEventListener('click', (event) => event.preventDefault()); // no navigation in the test

    const pre = document.getElementById('pre') as HTMLButtonElement;
    pre.click();
    expect(page.homieEarlyClick).toBe(pre);
    // Adopted but not yet replayed: kept too, and not handled by the app as well (it would act twice).
    own.click();
    expect(page.homieEarlyClick).toBe(own);
    link.click();
    expect(page.homieEarlyClick).toBe(link);
    // A link to another site goes as usual.
    away.click();
    expect(page.homieEarlyClick).toBe(link);
    expect(reached).toEqual(['away']);

    const street = document.getElementById('street') as HTMLInputElement;
    street.value = '742 Evergreen Ter';
    street.dispatchEvent(new Event('input', { bubbles: true }));
    zip.value = '90210';
    zip.dispatchEvent(new Event('input', { bubbles: true }));
    expect([...(page.homieEarlyTyping ?? new Map())]).toEqual([
      [street, '742 Evergreen Ter'],
      [zip, '90210'],
    ]);

    // Once the app has replayed them (main.tsx sets undefined), everything goes through.
    page.homieEarlyClick = undefined;
    page.homieEarlyTyping = undefined;
    pre.click();
    expect(page.homieEarlyClick).toBeUndefined();
    expect(reached).toEqual(['away', 'pre']);
  });
});

describe("the app's scripts on a prerendered page (decision 254)", () => {
  const TEMPLATE =
    '<template id="homie-app-scripts"><script type="module" fetchpriority="low" crossorigin src="/assets/index-t.js"></script>' +
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-t.js">' +
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-t.js"></template>';
  const added = () =>
    [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    );
  const visibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

  afterEach(() => {
    for (const element of document.head.querySelectorAll('script[src], link[rel="modulepreload"], template'))
      element.remove();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('in a tab nobody sees, are put in the page at once: the preloads first, the entry last, as elements of their own', () => {
    document.head.insertAdjacentHTML('beforeend', TEMPLATE);
    visibility('hidden');
    runBootScript();
    expect(document.getElementById('homie-app-scripts')).toBeNull();
    expect(added()).toEqual(['/assets/react-t.js', '/assets/landing-t.js', '/assets/index-t.js']);
    const entry = document.head.querySelector('script[src]');
    expect(entry?.getAttribute('type')).toBe('module');
    expect(entry?.getAttribute('fetchpriority')).toBe('low');
  });

  it('in a visible tab, wait for the first paint (or its 3-second fallback), then are put in the page once', () => {
    vi.useFakeTimers();
    document.head.insertAdjacentHTML('beforeend', TEMPLATE);
    visibility('visible');
    runBootScript();
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(3_000);
    vi.useRealTimers();
    expect(added()).toEqual(['/assets/react-t.js', '/assets/landing-t.js', '/assets/index-t.js']);
    // A later visibility change adds nothing twice.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(3);
  });
});
