/**
 * The hearing kit, the base-year note and the demo banners in the owner's language (issue 55,
 * decision 271): the server's parts worded from the `form` catalogue, word for word contracts' English
 * (`hearingKitText`, `baseYearAppealFor`) in English; the exchange letter to the assessor stays
 * English, marked `lang="en"`, on every page.
 */
import { DEMO_PREFILL_NOTICE } from '@homie/contracts/appeals-prefill';
import type { AppealReport } from '@homie/contracts/appeals-report';
import { baseYearAppealFor } from '@homie/contracts/base-year';
import { type HearingKitParts, hearingKitText } from '@homie/contracts/hearing-kit';
import type { Locale } from '@homie/contracts/locales';
import { COMPLETE_FORM_NOTE, DEMO_REPORT_NOTE } from '@homie/contracts/report-notes';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockFillFormApi,
  type ReportOverrides,
  sampleReport,
  seedPaidVisitor,
  textNotMarkedEnglish,
} from '#features/appeals/testing/fill-form.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText, LocaleProvider } from '#lib/i18n/i18n.tsx';
import { renderApp } from '#test/render-app.tsx';
import { BaseYearAppealNote, HearingKitSection } from './hearing-kit-section.tsx';

const slow = { timeout: 8000 };
const LETTER =
  'Jane Q. Owner\n\nAlameda County Assessor\n\nRe: Exchange of information (Revenue and Taxation Code §1606; Property Tax Rule 305.1)\n\n1. 100 Oak Ave: sold 01/05/2026 for $900,000; adjusted price $915,000';

const PARTS: HearingKitParts = {
  value_date: '01/01/2026',
  roll_year: 2026,
  county_name: 'Alameda',
  opinion: 941_000,
  sale_count: 6,
  grid: true,
  copies: { kind: 'ask', board: 'Alameda County Assessment Appeals Board', suggested: 5 },
  outline: [
    {
      kind: 'appeal',
      roll_year: 2026,
      address: '123 Main St, Oakland, CA 94611',
      parcel: 'APN 048-5612-012-00',
      assessed: 1_092_420,
      opinion: 941_000,
    },
    {
      kind: 'evidence',
      count: 6,
      from: '01/05/2025',
      to: '03/13/2026',
      range: { low: 902_000, high: 987_500 },
    },
    {
      kind: 'closest',
      address: '100 Oak Ave',
      date: '01/05/2026',
      price: 900_000,
      adjusted: 915_000,
      weight: 0.41249,
      gross: 12.35,
    },
    { kind: 'reconciliation', value: 941_000 },
    { kind: 'difference', assessed: 1_092_420, opinion: 941_000 },
    { kind: 'condition' },
    { kind: 'request', opinion: 941_000 },
  ],
  timing: { late: false, cutoff: '03/31/2026' },
};

/** Other parts: nothing known (no opinion, no address, no grid, no dates), a late sale, the board's own count. */
const OTHER_PARTS: HearingKitParts[] = [
  {
    ...PARTS,
    opinion: null,
    sale_count: 1,
    grid: false,
    copies: {
      kind: 'board',
      board: 'Ventura County Assessment Appeals Board',
      count: 7,
      source: 'ventura.org',
      checked: '2026-10-01',
    },
    outline: [
      {
        kind: 'appeal',
        roll_year: 2026,
        address: '',
        parcel: 'AIN ____________',
        assessed: null,
        opinion: null,
      },
      { kind: 'evidence', count: 1, from: null, to: null, range: null },
      {
        kind: 'closest',
        address: '9 Elm St',
        date: 'unknown',
        price: null,
        adjusted: null,
        weight: null,
        gross: null,
      },
      { kind: 'condition' },
      { kind: 'request', opinion: null },
    ],
    timing: { late: true, cutoff: '03/31/2026' },
  },
  {
    ...PARTS,
    sale_count: 0,
    outline: [
      { kind: 'evidence', count: 0, from: null, to: null, range: { low: 1, high: 2 } },
      { kind: 'closest', address: '1 A St', date: '2/3/2026', price: 1, adjusted: 2, weight: 1, gross: null },
    ],
  },
];

const kitOf = (parts: HearingKitParts): NonNullable<AppealReport['hearing_kit']> => {
  const words = hearingKitText(parts);
  return { ...words, exchange: { ...words.exchange, letter: LETTER }, parts };
};

const report = (overrides: ReportOverrides = {}) =>
  sampleReport({
    tier: 'basic',
    opinion_basis: '6 sales of comparable homes nearby.',
    filing: { lien_date: '01/01/2026', window_opens: '07/02/2026', window_closes: '09/15/2026' },
    hearing_kit: kitOf(PARTS),
    base_year_appeal: baseYearAppealFor({ date: '2023-07-26', price: 1_990_000 }, 2026),
    can_edit_letter: false,
    notes: [
      DEMO_REPORT_NOTE,
      COMPLETE_FORM_NOTE,
      'Preliminary: sales that close up to March 31, 2026 still count.',
    ],
    ...overrides,
  });

function renderKit(locale: Locale, appeal: AppealReport) {
  return render(
    <LocaleProvider initialLocale={locale}>
      <BaseYearAppealNote report={appeal} />
      <HearingKitSection report={appeal} />
    </LocaleProvider>,
  );
}

const texts = (elements: Element[]) => elements.map((e) => e.textContent);

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await Promise.all([loadArea('form'), loadArea('checkout')]);
});

describe('in English, the words are contracts’ English, as before', () => {
  it('each sentence of the kit and the base-year note word for word, for every kind of part', () => {
    for (const parts of [PARTS, ...OTHER_PARTS]) {
      const kit = kitOf(parts);
      for (const [rollYear, purchase] of [
        [2026, '2023-07-26'],
        [2027, '2023-07-26'],
      ] as const) {
        const appeal = report({
          hearing_kit: kit,
          base_year_appeal: baseYearAppealFor({ date: purchase, price: 1_990_000 }, rollYear),
        });
        const { container, unmount } = renderKit('en', appeal);
        expect(
          within(container).getByText(/^You bought the home on July 26, 2023 for \$1,990,000\./),
        ).toHaveTextContent(appeal.base_year_appeal!.text);
        const section = screen.getByRole('region', { name: 'Hearing kit' });
        const exchange = within(section).getByRole('region', {
          name: 'Exchange of information with the assessor (optional)',
        });
        const lists = within(exchange).getAllByRole('list');
        expect(texts(within(lists[0]!).getAllByRole('listitem'))).toEqual(kit.exchange.send);
        expect(texts(within(lists[1]!).getAllByRole('listitem'))).toEqual(kit.exchange.when);
        for (const sentence of kit.exchange.what) expect(within(exchange).getByText(sentence)).toBeVisible();
        expect(within(section).getByText(kit.copies.text)).toBeVisible();
        const outline = within(section).getByRole('region', { name: 'What to say: a one-page outline' });
        expect(texts(within(outline).getAllByRole('listitem'))).toEqual(kit.outline);
        const rebuttals = within(section).getByRole('region', {
          name: "The assessor's usual answers, and yours",
        });
        expect(texts(within(rebuttals).getAllByRole('term'))).toEqual(
          kit.rebuttals.map((r) => `"${r.objection}"`),
        );
        expect(texts(within(rebuttals).getAllByRole('definition'))).toEqual(
          kit.rebuttals.map((r) => r.answer),
        );
        expect(within(section).getByText(kit.stipulation)).toBeVisible();
        expect(within(section).getByText(kit.withdrawal)).toBeVisible();
        // Nothing given twice in English.
        expect(within(section).queryByText('The same in English, as said to the board')).toBeNull();
        unmount();
      }
    }
  });

  it('the banners: the catalogue’s English is contracts’ word for word', () => {
    expect(englishText('form.note.demoPrefill')).toBe(DEMO_PREFILL_NOTICE);
    expect(englishText('form.note.demoReport')).toBe(DEMO_REPORT_NOTE);
    expect(englishText('form.note.completeForm')).toBe(COMPLETE_FORM_NOTE);
  });

  it('a report assembled before the parts shows its English sentences, marked', () => {
    const { parts: _, ...kit } = kitOf(PARTS);
    const { roll_year: __, ...appeal } = baseYearAppealFor({ date: '2023-07-26', price: 1_990_000 }, 2026)!;
    renderKit('es', report({ hearing_kit: kit, base_year_appeal: appeal }));
    expect(screen.getByText(appeal.text)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(kit.stipulation)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(kit.outline[0]!).closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

const api = () => mockFillFormApi(report());

describe('/fill-form’s kit, base-year note and banners in the owner’s language', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    seedPaidVisitor('basic', {
      propertyInfo: {
        source: 'demo',
        assessed_value: 1_092_420,
        square_footage: 1850,
        compass_data: { apn: '048-5612-012-00' },
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('in Spanish: the guidance, the outline and the answers in Spanish; the letter to the assessor English, marked', async () => {
    api();
    const { user } = renderApp('/fill-form', { locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Material para la audiencia' }, slow);

    // The banners: the demo warnings and the form's note in Spanish; a note with figures stays English.
    expect(screen.getByText(/^Datos de demostración: esta vivienda y sus cifras se generaron/)).toBeVisible();
    expect(screen.getByText(/^Datos de demostración: este informe se elaboró/)).toBeVisible();
    expect(screen.getByText(/^Complete el formulario de apelación para que su nombre/)).toBeVisible();
    expect(screen.getByText(/^Preliminary: sales that close/)).toHaveAttribute('lang', 'en');

    // The base-year note: dates and money in Spanish, the law cited as it is.
    const baseYear = screen.getByRole('region', {
      name: 'Apelación del valor del año base aún abierta (2024 a 2027)',
    });
    const note = within(baseYear).getByText(/^Usted compró la vivienda el 26 de julio de 2023 por/);
    expect(note).not.toHaveAttribute('lang');
    expect(note).toHaveTextContent('1 de enero de 2024');
    expect(note).toHaveTextContent('(California Revenue and Taxation Code §80(a)(3))');
    expect(note).toHaveTextContent('(R&T §110(b))');

    const exchange = within(section).getByRole('region', {
      name: 'Intercambio de información con el tasador (opcional)',
    });
    expect(within(exchange).getByText(/^Antes de la audiencia, cualquiera de las partes/)).toBeVisible();
    expect(within(exchange).getByText(/^Su opinión de valor al 1 de enero de 2026:/)).toBeVisible();
    expect(within(exchange).getByText(/enumera las 6 ventas de su cuadro de ajustes\./)).toBeVisible();
    expect(within(exchange).getByText(/^Si lo inicia el tasador:/)).toBeVisible();
    expect(
      within(section).getByText(
        /^Pregunte al secretario de la junta \(Alameda County Assessment Appeals Board\)/,
      ),
    ).toBeVisible();

    // The letter to the assessor: English, marked.
    const letter = within(section).getByRole('region', { name: 'Carta de intercambio para el tasador' });
    expect(within(letter).getByText(/Re: Exchange of information/)).toHaveAttribute('lang', 'en');

    // The outline and the answers: Spanish, with the English said to the board beneath, marked.
    const outline = within(section).getByRole('region', { name: 'Qué decir: un esquema de una página' });
    const points = within(outline).getAllByRole('list')[0]!;
    expect(points).not.toHaveAttribute('lang');
    expect(within(points).getByText(/^La apelación: el valor de 2026 de 123 Main St/)).toBeVisible();
    expect(
      within(points).getByText(/^La más parecida: 100 Oak Ave, vendida el 05\/01\/2026/),
    ).toHaveTextContent(/\(41,2 %, ajuste bruto 12,3 %\)\.$/);
    await user.click(within(outline).getByText('Lo mismo en inglés, tal como se dice ante la junta'));
    expect(
      within(outline)
        .getByText(/^The appeal: the 2026 value of 123 Main St/)
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    const rebuttals = within(section).getByRole('region', {
      name: 'Las respuestas habituales del tasador, y las suyas',
    });
    expect(within(rebuttals).getByText('"Sus ventas están demasiado lejos."')).toBeVisible();
    expect(
      within(rebuttals).getByText(
        /^Todas las ventas que presenta se cerraron a más tardar el 31 de marzo de 2026/,
      ),
    ).toBeVisible();
    expect(
      within(section).getByText(/^Antes de la audiencia, el tasador puede ofrecer un valor\./),
    ).toBeVisible();
    expect(within(section).getByText(/^Puede retirar la solicitud por escrito/)).toHaveTextContent(
      'del valor de 2026',
    );

    const left = textNotMarkedEnglish();
    for (const english of [
      'Demo data',
      'Complete the appeal form',
      'You bought the home',
      'base-year value',
      'Before the hearing',
      'Your opinion of value',
      'Ask the clerk',
      'The appeal:',
      'The closest match',
      'Your sales are too far away',
      'Every sale you present',
      'stipulation and the board',
      'You can withdraw',
    ])
      expect(left, english).not.toContain(english);
  }, 30_000);

  it('in Traditional Chinese: the kit, the base-year note and the banners translated; the letter English', async () => {
    api();
    renderApp('/fill-form', { locale: 'zh-Hant' });
    const section = await screen.findByRole('region', { name: '聽證資料包' }, slow);
    expect(screen.getByText(/^示範資料：此房屋及其數字為示例產生/)).toBeVisible();
    expect(screen.getByText(/^示範資料：本報告以產生的示範房屋/)).toBeVisible();
    expect(screen.getByText('請填寫申訴表，以便在信中寫上您的姓名和聯絡方式。')).toBeVisible();
    expect(screen.getByText(/^您於 2023年7月26日 以 .*1,990,000 購買了此房屋。/)).toBeVisible();
    expect(within(section).getByText(/^聽證前，任何一方都可以要求另一方/)).toBeVisible();
    expect(within(section).getByText('"您的銷售紀錄離得太遠。"')).toBeVisible();
    expect(
      within(section).getByText(
        /^申訴內容：123 Main St, Oakland, CA 94611（APN 048-5612-012-00）2026 年的價值。/,
      ),
    ).toBeVisible();
    const letter = within(section).getByRole('region', { name: '致估價官的資訊交換函' });
    expect(within(letter).getByText(/1\. 100 Oak Ave: sold 01\/05\/2026/)).toHaveAttribute('lang', 'en');
    const left = textNotMarkedEnglish();
    for (const english of [
      'Demo data',
      'You bought',
      'Before the hearing',
      'The appeal:',
      'Your sales',
      'You can withdraw',
    ])
      expect(left, english).not.toContain(english);
  }, 30_000);
});
