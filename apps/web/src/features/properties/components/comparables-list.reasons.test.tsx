/**
 * Why each comparable was chosen, in the visitor's language (issue 55): the screen words contracts'
 * reason parts from the comp, the home and the valuation; in English exactly as the analysis' own
 * `reasons` (compReasonText, which the report and the board read); a result stored without its
 * valuation shows those English reasons, marked English.
 */
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@homie/contracts/locales';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { LocaleProvider } from '#lib/i18n/i18n.tsx';
import { analysedInfo, comparable, propertyInfo } from '../testing/fixtures.ts';
import type { StoredPropertyInfo } from '../stores/property-store.ts';
import { ComparablesList } from './comparables-list.tsx';

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('ko')]);
  await Promise.all([loadArea('analysis'), loadArea('details')]);
});

// Every kind of part: own sale, type, distance, days and months before the lien date, after it,
// larger/smaller/same size, same/other year, rooms same/other/unknown, the wider search, the owner's.
const comps = [
  comparable(790_000, { own_sale: true, sold_date: '2025-12-20', sqft: 1650, year_built: 1978 }),
  comparable(760_000, { sold_date: '2025-03-10', sqft: 1800, year_built: 1979, beds: 4 }),
  comparable(700_000, { sold_date: '2026-02-11', sqft: 1500, year_built: 1990, beds: null }),
  comparable(720_000, {
    owner_supplied: true,
    owner_source: 'Zillow',
    reasons: ['Supplied by the owner (seen on: Zillow); its distance is not known.'],
  }),
];
const wider = analysedInfo(comps);
wider.valuation.search = { ...wider.valuation.search, step: 5, radius_miles: 2 };

function rows(locale: Locale, info: StoredPropertyInfo = analysedInfo(comps)) {
  render(
    <LocaleProvider initialLocale={locale}>
      <ComparablesList comparables={comps} info={info} />
    </LocaleProvider>,
  );
  const list = screen.getAllByRole('list').at(-1)!;
  return within(list).getAllByRole('listitem');
}

describe("a comparable's reasons on the analysis screen", () => {
  it('in English, word for word the analysis’ own reasons', () => {
    const items = rows('en');
    for (const [i, comp] of comps.entries()) expect(items[i]).toHaveTextContent(comp.reasons.join(' · '));
    expect(items[0]).toHaveTextContent("This home's own sale");
    expect(items[1]).toHaveTextContent('Sold Mar 2025, 10 months before the lien date');
    expect(items[2]).toHaveTextContent('Sold Feb 2026, after the lien date and by March 31');
    for (const item of items) expect(item.querySelector('[lang="en"]')).toBeNull();
  });

  it('in Spanish: every part translated, numbers and months in Spanish form', () => {
    const items = rows('es');
    expect(items[0]).toHaveTextContent('La venta de esta misma vivienda');
    expect(items[0]).toHaveTextContent('Mismo tipo de propiedad (Unifamiliar)');
    expect(items[0]).toHaveTextContent('Vendida en dic 2025, 12 días antes de la fecha de gravamen');
    expect(items[0]).toHaveTextContent('1650 pies², del mismo tamaño');
    expect(items[1]).toHaveTextContent('A 0,40 mi (radio de búsqueda 0,5 mi)');
    expect(items[1]).toHaveTextContent('10 meses antes de la fecha de gravamen');
    expect(items[1]).toHaveTextContent('1800 pies², 9% más grande');
    expect(items[1]).toHaveTextContent('Construida en 1979, 1 año de diferencia');
    expect(items[1]).toHaveTextContent('4 dorm. / 2 baños');
    expect(items[2]).toHaveTextContent('después de la fecha de gravamen y a más tardar el 31 de marzo');
    expect(items[2]).toHaveTextContent('9% más pequeña');
    expect(items[2]).toHaveTextContent('? dorm. / 2 baños');
    expect(items[3]).toHaveTextContent('Aportada por el propietario (vista en: Zillow)');
    for (const item of items) {
      expect(item.querySelector('[lang="en"]')).toBeNull();
      expect(item).not.toHaveTextContent(/before the lien date|Same property type|sq ft/);
    }
  });

  it('in Korean, with the wider search said last', () => {
    const items = rows('ko', wider);
    expect(items[1]).toHaveTextContent('같은 주택 유형 (단독 주택)');
    expect(items[1]).toHaveTextContent('검색 반경 2마일');
    expect(items[1]).toHaveTextContent(/감정평가사가 보통 인정하는 범위보다 넓은 검색에서만 찾음$/);
  });

  it('a result stored without its valuation shows the analysis’ English reasons, marked English', () => {
    const items = rows('es', { ...propertyInfo() });
    const english = items[1]!.querySelector('[lang="en"]');
    expect(english).toHaveTextContent(comps[1]!.reasons.join(' · '));
  });
});
