/**
 * /choose-plan's account of the home reads from the `plans` catalogue (its route loads it, decision
 * 258): plan-property-result.test holds the English to the specification, this file the Spanish.
 */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@homie/contracts/locales';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { LocaleProvider } from '#lib/i18n/i18n.tsx';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import {
  analysedInfo,
  comparable,
  compassData,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
} from '../testing/fixtures.ts';
import { planEvidence } from '../utils/plan-evidence.ts';
import { PlanPropertyResult } from './plan-property-result.tsx';

const NOV_24 = new Date('2026-11-24T20:00:00Z');
const tooCloseComps = [comparable(820_000)];

const CASES: [string, StoredPropertyInfo, StoredComparable[]][] = [
  ['overpaying', analysedInfo(overpayingComps), overpayingComps],
  ['good shape', analysedInfo(goodShapeComps), goodShapeComps],
  ['too close to call', analysedInfo(tooCloseComps), tooCloseComps],
  [
    'a recent purchase',
    propertyInfo({ compass_data: { ...compassData, purchase_date: '2024-09-10', purchase_price: 850_000 } }),
    overpayingComps,
  ],
  ['no verdict', propertyInfo({ annual_tax: '', total_assessment: '' }), []],
];

function renderIn(info: StoredPropertyInfo, comparables: StoredComparable[], locale?: Locale): string {
  const wrap = (children: ReactNode) =>
    locale ? <LocaleProvider initialLocale={locale}>{children}</LocaleProvider> : children;
  const view = render(
    wrap(
      <MemoryRouter>
        <PlanPropertyResult
          info={info}
          evidence={planEvidence(info, comparables, NOV_24)}
          comparables={comparables}
        />
      </MemoryRouter>,
    ),
  );
  const text = screen.getByRole('region', { name: /Amador Valley Blvd/ }).textContent ?? '';
  view.unmount();
  return text;
}

describe('PlanPropertyResult from the plans catalogue', () => {
  it('Spanish: no English title or figure label is left, in every case', async () => {
    await loadArea('plans');
    await loadCatalogue('es');
    for (const [name, info, comps] of CASES) {
      const text = renderIn(info, comps, 'es');
      expect(text, name).toContain('Este plan es para');
      for (const english of [
        'This plan is for',
        'Assessed Value',
        'Market Value',
        'Likely range',
        'The evidence',
      ])
        expect(text, name).not.toContain(english);
    }
  });

  it('Spanish: the heading, the figures and the warning in Spanish', async () => {
    await loadArea('plans');
    await loadCatalogue('es');
    const text = renderIn(analysedInfo(tooCloseComps), tooCloseComps, 'es');
    expect(text).toContain('Este plan es para');
    expect(text).toContain('Rango probable');
    expect(text).toContain('Las ventas por sí solas no deciden una apelación');
    expect(text).toContain('Qué lo decidiría: sus propias pruebas');
    expect(text).not.toContain('The sales alone');
    const purchase = propertyInfo({
      compass_data: { ...compassData, purchase_date: '2024-09-10', purchase_price: 850_000 },
    });
    expect(renderIn(purchase, overpayingComps, 'es')).toContain(
      'Compró esta vivienda el 10 de septiembre de 2024 por',
    );
  });
});
