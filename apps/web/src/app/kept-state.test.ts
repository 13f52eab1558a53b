import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('keeps a press and typing on the prerendered page, not on what React already adopted', () => {
    runBootScript();
    document.body.innerHTML =
      '<div id="root"><button id="pre">Contact Us</button><button id="own">Sign In</button>' +
      '<input id="street" name="street"><input id="zip" name="zipCode"></div>';
    const own = document.getElementById('own') as HTMLButtonElement;
    const zip = document.getElementById('zip') as HTMLInputElement;
    // What React attaches when it adopts an element.
    Object.assign(own, { __reactProps$test: {} });
    Object.assign(zip, { __reactProps$test: {} });

    own.click();
    expect(page.homieEarlyClick).toBeNull();
    const pre = document.getElementById('pre') as HTMLButtonElement;
    pre.click();
    expect(page.homieEarlyClick).toBe(pre);

    const street = document.getElementById('street') as HTMLInputElement;
    street.value = '742 Evergreen Ter';
    street.dispatchEvent(new Event('input', { bubbles: true }));
    zip.value = '90210';
    zip.dispatchEvent(new Event('input', { bubbles: true }));
    expect([...(page.homieEarlyTyping ?? new Map())]).toEqual([[street, '742 Evergreen Ter']]);

    // Once the app has replayed them (main.tsx sets undefined), nothing more is kept.
    page.homieEarlyClick = undefined;
    page.homieEarlyTyping = undefined;
    pre.click();
    expect(page.homieEarlyClick).toBeUndefined();
  });
});
