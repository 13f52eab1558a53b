import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import {
  analysedInfo,
  comparable,
  overpayingComps,
  propertyInfo,
} from '#features/properties/testing/fixtures.ts';
import { mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

/**
 * A home Homie cannot value never shows "???" (issue 53 item 6, decisions 215 and 221): /more-details
 * and /choose-plan say in words what is missing, why, and what the owner can do.
 */
const address = {
  street: '7450 Amador Valley Blvd',
  unit: '',
  city: 'Dublin',
  state: 'CA',
  zipCode: '94568',
};
const NOTE = 'Homie cannot value this home yet';

const homes = {
  'a real home with no usable sales': {
    propertyInfo: {
      ...propertyInfo({ source: 'import', assessed_value_basis: 'roll' }),
      analysis_note: PROPERTY_MESSAGES.tooFewRealSales,
    },
    comparables: [],
    why: PROPERTY_MESSAGES.tooFewRealSales,
  },
  'a home with no assessed value and no tax figure (the lookup wrote "???" on the wire)': {
    propertyInfo: analysedInfo([], {
      assessed_value: null,
      annual_tax: '???',
      total_assessment: '???',
    }),
    comparables: [],
    why: 'We have no assessed value for it',
  },
  'a home whose one sale is too unlike it': {
    propertyInfo: analysedInfo([]),
    comparables: [comparable(780_000)],
    why: 'The one sale found near it is too few or too unlike it',
  },
  'an overpaying home with no annual tax figure (no saving can be worked out)': {
    propertyInfo: analysedInfo(overpayingComps, { annual_tax: '???' }),
    comparables: overpayingComps,
    why: 'We have no annual tax figure for it',
  },
} as const;

describe('a home Homie cannot value, on the paid flow (decision 221)', { timeout: 20_000 }, () => {
  beforeEach(() => usePropertyStore.getState().reset());

  for (const [name, home] of Object.entries(homes)) {
    it(`/more-details says why in words, never "???": ${name}`, async () => {
      usePropertyStore.getState().setResult({
        userEnteredAddress: address,
        propertyInfo: home.propertyInfo,
        comparables: [...home.comparables],
      });
      mockFetch({});
      renderApp('/more-details');
      const result = await screen.findByRole('region', { name: 'Your result' }, { timeout: 5000 });
      const note = within(result).getByRole('region', { name: NOTE });
      expect(note).toHaveTextContent(home.why);
      expect(within(note).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('???');
      expect(screen.queryByTestId('saving-badge')).toBeNull();
    });

    it(`/choose-plan says why in words, never "???": ${name}`, async () => {
      usePropertyStore.getState().setResult({
        userEnteredAddress: address,
        propertyInfo: home.propertyInfo,
        comparables: [...home.comparables],
      });
      mockFetch({});
      renderApp('/choose-plan');
      const note = await screen.findByRole('region', { name: NOTE }, { timeout: 5000 });
      expect(note).toHaveTextContent(home.why);
      expect(within(note).getByRole('link', { name: /Check the home's facts/ })).toHaveAttribute(
        'href',
        '/more-details',
      );
      expect(within(note).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('???');
    });
  }

  it('/choose-plan names what is missing in words beside the figures', async () => {
    usePropertyStore.getState().setResult({
      userEnteredAddress: address,
      propertyInfo: analysedInfo([], { assessed_value: null, total_assessment: '???' }),
      comparables: [],
    });
    mockFetch({});
    renderApp('/choose-plan');
    const home = await screen.findByRole('region', { name: /7450 Amador Valley Blvd/ }, { timeout: 5000 });
    expect(within(home).getByText('Not on record')).toBeInTheDocument();
    expect(within(home).getByText('Cannot value yet')).toBeInTheDocument();
  });
});

/** Every source file of the web app, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('no web screen can print "???" (decision 221)', () => {
  it('formats amounts only through functions that take a known number', () => {
    const root = join(import.meta.dirname, '..', '..');
    const code = (path: string) =>
      readFileSync(path, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
    const offenders = sources(root).filter((path) =>
      /\b(formatCurrency|UNKNOWN_AMOUNT)\b|['"`]\?\?\?['"`]/.test(code(path)),
    );
    expect(offenders).toEqual([]);
  });
});
