/**
 * /analysis in the visitor's language (issue 55, decision 262): the page's own texts, the property
 * summary, the comparables, the home-facts form with its checks, and the failures' toasts, from the
 * `analysis` and `details` areas; amounts and dates by the locale's Intl. English stays the
 * specification's (analysis.test.tsx, home-facts-form.test.tsx, unchanged).
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOME_FACTS_TEXT } from '#features/properties/components/home-facts-form.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { overpayingComps } from '#features/properties/testing/fixtures.ts';
import { propertyApiRoutes } from '#features/properties/testing/mock-property-api.ts';
import { homeFactsFormSchema } from '#features/properties/utils/home-facts-form-schema.ts';
import { ANALYSIS_ERRORS } from '#features/properties/utils/messages.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

const NOT_FOUND = {
  'POST /api/lookup_property': () =>
    json(
      { success: false, code: 'address_not_found', error: 'We could not find that address.', data: null },
      404,
    ),
};

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await Promise.all([loadArea('analysis'), loadArea('details')]);
});

beforeEach(() => usePropertyStore.getState().reset());

/** The main's text a screen reader reads in the page's language: what is marked English left out. */
function translatedText(): string {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const english of main.querySelectorAll('[lang="en"]')) english.remove();
  return main.textContent ?? '';
}

/** The English words of the analysis screen that must not be left on a translated page. */
const ENGLISH = [
  'Property analysis',
  'Analyze property',
  'County',
  'Property type',
  'Bedrooms',
  'Bathrooms',
  'Living area',
  'Year built',
  'Assessed value',
  'Annual tax',
  'Market value',
  'likely',
  'Comparable sales',
  'Sold ',
  'mi away',
  ' bd ',
  'built ',
  'Similar',
  "You're overpaying",
];

describe('/analysis in English', () => {
  it('the English catalogue says what the specification and the form’s schema say', () => {
    expect(englishText('analysis.facts.heading')).toBe(HOME_FACTS_TEXT.heading);
    expect(englishText('analysis.facts.intro')).toBe(HOME_FACTS_TEXT.intro);
    expect(englishText('analysis.facts.assessedLabel')).toBe(HOME_FACTS_TEXT.assessedLabel);
    expect(englishText('analysis.facts.whereOnBill', { exemption: '$7,000' })).toBe(
      HOME_FACTS_TEXT.whereOnBill,
    );
    expect(englishText('analysis.facts.orPurchase')).toBe(HOME_FACTS_TEXT.orPurchase);
    expect(englishText('analysis.facts.submit')).toBe(HOME_FACTS_TEXT.submit);
    expect(englishText('analysis.facts.needValue')).toBe(HOME_FACTS_TEXT.needValue);
    expect(englishText('analysis.facts.sqftRequired')).toBe(HOME_FACTS_TEXT.sqftRequired);
    expect(englishText('analysis.error.unknown')).toBe(ANALYSIS_ERRORS.unknown);
    expect(englishText('analysis.error.lookupMissingData')).toBe(ANALYSIS_ERRORS.lookupMissingData);
    expect(englishText('analysis.error.noJobId')).toBe(ANALYSIS_ERRORS.noJobId);
    expect(englishText('analysis.error.analysisDefault')).toBe(ANALYSIS_ERRORS.analysisDefault);
    expect(englishText('analysis.error.pollingExhausted')).toBe(ANALYSIS_ERRORS.pollingExhausted);
  });

  it('each range message of the home-facts form is the schema’s, word for word', () => {
    const blank = {
      propertyType: 'single_family' as const,
      sqft: '1650',
      beds: '',
      baths: '',
      yearBuilt: '',
      assessedValue: '900000',
      annualTax: '',
      purchaseDate: '',
      purchasePrice: '',
    };
    const cases = [
      ['sqft', '50'],
      ['beds', '99'],
      ['baths', 'x'],
      ['yearBuilt', '1700'],
      ['assessedValue', '5'],
      ['annualTax', '-1'],
      ['purchasePrice', '3'],
    ] as const;
    for (const [field, value] of cases) {
      const parsed = homeFactsFormSchema.safeParse({ ...blank, [field]: value });
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
      expect(issue?.message, field).toBeDefined();
      const limits = issue?.message.match(/between ([\d,]+) and ([\d,]+)\.$/);
      expect(
        englishText('analysis.facts.range', { field, min: limits?.[1] ?? '', max: limits?.[2] ?? '' }),
      ).toBe(issue?.message);
    }
  });
});

describe('/analysis in Spanish', () => {
  it('the page, the summary and every comparable in Spanish, amounts in Spanish form', async () => {
    mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    const { user } = renderApp('/analysis', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Análisis de la propiedad' }, slow),
    ).toBeVisible();
    expect(
      screen.getByText('Ingrese una dirección para ver la propiedad y sus ventas comparables.'),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    await user.type(screen.getByRole('combobox', { name: 'Calle' }), '7450 Amador Valley Blvd');
    await user.type(screen.getByLabelText('Código postal'), '94568');
    await user.click(screen.getByRole('button', { name: 'Analizar propiedad' }));
    expect(
      await screen.findByRole('heading', { name: /7450 Amador Valley Blvd, Dublin, CA, 94568/ }, slow),
    ).toBeInTheDocument();
    for (const words of [
      'Está pagando de más',
      'Condado de Alameda',
      'Tipo de propiedad',
      'Unifamiliar',
      'Valor tasado',
    ])
      expect(screen.getAllByText(words)[0], words).toBeVisible();
    // Dollars in Spanish form (Intl): "837.692 US$", not "$837,692".
    expect(screen.getAllByText(/^837\.692\sUS\$$/)[0]).toBeVisible();
    expect(screen.queryByText('$837,692')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ventas comparables (5)' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Ventas comparables' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Vendida por');
    expect(first).toHaveTextContent('2 nov 2024');
    expect(first).toHaveTextContent('a 0,40 mi');
    expect(first).toHaveTextContent('92% similar');
    const text = translatedText();
    for (const english of ENGLISH) expect(text, english).not.toContain(english);
  });

  it('an analysis that fails says so in Spanish, by the browser’s own message', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: [] }),
      'POST /manual_analysis': () => json({ success: true, job_id: null, error: null }),
    });
    const { user } = renderApp('/analysis', { locale: 'es' });
    await user.type(await screen.findByRole('combobox', { name: 'Calle' }, slow), '7450 Amador Valley Blvd');
    await user.click(screen.getByRole('button', { name: 'Analizar propiedad' }));
    expect(
      await screen.findByText('El análisis no devolvió un identificador de trabajo.', {}, slow),
    ).toBeVisible();
    expect(screen.queryByText(ANALYSIS_ERRORS.noJobId)).not.toBeInTheDocument();
  });
});

describe('/analysis in Traditional Chinese', () => {
  it('the home-facts form: labels, property types and its checks by field and rule', async () => {
    mockFetch({ ...propertyApiRoutes({ comps: [] }), ...NOT_FOUND });
    const { user } = renderApp('/analysis', { locale: 'zh-Hant' });
    await user.type(await screen.findByRole('combobox', { name: '街道' }, slow), '12 Nowhere Ct');
    await user.type(screen.getByLabelText('郵遞區號'), '94568');
    await user.click(screen.getByRole('button', { name: '分析房產' }));
    const heading = await screen.findByRole('heading', { name: '我們的紀錄中暫時沒有這個地址' }, slow);
    expect(heading).toHaveFocus();
    const form = screen.getByRole('form', { name: '您房屋的情況' });
    const type = within(form).getByRole('combobox', { name: '房產類型' });
    expect(within(type).getAllByRole('option').length).toBe(4);
    expect(within(type).getByRole('option', { selected: true })).not.toHaveTextContent('Single-family');
    expect(within(form).getByText(/7,000 的自住屋主豁免/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '為我的房屋估值' }));
    expect(await within(form).findByText('請輸入以平方英尺計的居住面積。')).toBeVisible();
    expect(within(form).getByText('請輸入稅單上的評估價值，或您購屋的日期和價格。')).toBeVisible();
    await user.type(within(form).getByLabelText(/居住面積/), '50');
    await user.click(within(form).getByRole('button', { name: '為我的房屋估值' }));
    expect(await within(form).findByText('居住面積必須是 100 到 100,000 之間的數字。')).toBeVisible();
    const text = translatedText();
    for (const english of [...Object.values(HOME_FACTS_TEXT), 'Living area', 'Bedrooms', 'Purchase']) {
      expect(text, english).not.toContain(english);
    }
  });

  it('a failure the API answered without words reads in Chinese', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: [] }),
      'POST /manual_analysis': () => json({ success: false, job_id: null, error: null }, 500),
    });
    const { user } = renderApp('/analysis', { locale: 'zh-Hant' });
    await user.type(await screen.findByRole('combobox', { name: '街道' }, slow), '7450 Amador Valley Blvd');
    await user.click(screen.getByRole('button', { name: '分析房產' }));
    expect(await screen.findByText('發生未知錯誤。', {}, slow)).toBeVisible();
  });
});
