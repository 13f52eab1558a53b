/**
 * /fill-form in the visitor's language (issue 55, decision 265): the page's headings, help, buttons,
 * route chooser, status and the report panel's chrome come from area `form`; the county's printed
 * labels, the documents' names, the letter and the exhibits stay English, marked `lang="en"`. English
 * stays the specification's and contracts' words (the first describe, and the English tests beside
 * the components).
 */
import { routeDescription } from '@homie/contracts/appeal-routes';
import type { RouteState } from '@homie/contracts/appeal-calendar';
import { APPEAL_ERRORS, APPLICATION_HINTS } from '@homie/contracts/appeals';
import type { AppealReport } from '@homie/contracts/appeals-report';
import { COUNTY_KEYS, COUNTIES } from '@homie/contracts/counties';
import { HEARING_KIT_HEADINGS } from '@homie/contracts/hearing-kit';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockFillFormApi,
  type ReportOverrides,
  sampleReport,
  seedPaidVisitor,
  textNotMarkedEnglish,
} from '#features/appeals/testing/fill-form.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

/** The sample report, its board's address not verified yet. */
const report = (overrides: ReportOverrides = {}) =>
  sampleReport({ ...overrides, filing: { board: { verified: false }, ...overrides.filing } });

const kit: NonNullable<AppealReport['hearing_kit']> = {
  exchange: {
    what: ['Before the hearing, either side may ask the other for its comparable sales (R&T §1606).'],
    send: ['Your opinion of value on January 1, 2026: $941,000.'],
    when: ['If you start it: mail it so it is postmarked more than 30 days before the hearing.'],
    letter: 'Alameda County Assessor\n\n1. 100 Oak Ave: sold 01/05/2026 for $900,000',
  },
  copies: { text: 'Bring at least 5 sets.', board_count: null, suggested_count: 5 },
  outline: ['The appeal: the value on the roll is $1,092,420.'],
  rebuttals: [{ objection: 'Your sales are too far away.', answer: 'Ask which sales the assessor used.' }],
  stipulation: 'You both sign a stipulation (R&T §1607).',
  withdrawal: 'The value on the roll stands.',
};

function api(overrides: ReportOverrides = {}) {
  return mockFillFormApi(report(overrides), {
    'POST /fill-form/validate': () =>
      json({
        valid: true,
        warnings: [],
        errors: {},
        county: 'alameda',
        requirements: { required: [], recommended: [], min_comparables: 0, max_comparables: 3 },
      }),
  });
}

beforeAll(async () => {
  await Promise.all([
    loadCatalogue('es'),
    loadCatalogue('zh-Hans'),
    loadCatalogue('zh-Hant'),
    loadCatalogue('ko'),
  ]);
  await Promise.all([loadArea('form'), loadArea('checkout')]);
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  seedPaidVisitor('guarantee', {
    comparables: [
      { address: '100 Oak Ave', city: 'Oakland', zip: '94611', sold_price: 900_000, sold_date: '2026-01-05' },
    ],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the English catalogue keeps the specification's and contracts' words", () => {
  it('the route descriptions, the questions’ help, County Not Supported and the hearing kit’s headings', () => {
    for (const county of COUNTY_KEYS) {
      const name = COUNTIES[county].name;
      expect(englishText('form.route.informal', { county: name })).toBe(routeDescription(county, 'informal'));
      for (const state of ['open', 'not_open', 'closed', 'unknown'] satisfies RouteState[])
        expect(englishText('form.route.formal', { county: name, state })).toBe(
          routeDescription(county, 'formal', state),
        );
    }
    expect(englishText('form.hint.principal_residence')).toBe(APPLICATION_HINTS.principal_residence);
    expect(englishText('form.hint.claim_for_refund')).toBe(APPLICATION_HINTS.claim_for_refund);
    expect(englishText('form.hint.written_findings')).toBe(APPLICATION_HINTS.written_findings);
    expect(englishText('form.hint.value_hearing_officer')).toBe(APPLICATION_HINTS.value_hearing_officer);
    expect(englishText('form.hint.homeowners_exemption')).toBe(APPLICATION_HINTS.homeowners_exemption);
    expect(englishText('form.unsupported.body')).toBe(APPEAL_ERRORS.countyNotSupported);
    expect(englishText('form.kit.kit')).toBe(HEARING_KIT_HEADINGS.kit);
    expect(englishText('form.kit.exchange')).toBe(HEARING_KIT_HEADINGS.exchange);
    expect(englishText('form.kit.letter')).toBe(HEARING_KIT_HEADINGS.letter);
    expect(englishText('form.kit.copies')).toBe(HEARING_KIT_HEADINGS.copies);
    expect(englishText('form.kit.outline')).toBe(HEARING_KIT_HEADINGS.outline);
    expect(englishText('form.kit.rebuttals')).toBe(HEARING_KIT_HEADINGS.rebuttals);
    expect(englishText('form.kit.stipulation')).toBe(HEARING_KIT_HEADINGS.stipulation);
  });
});

describe('/fill-form in Spanish', () => {
  it('headings, help, buttons and the chooser in Spanish; the county’s labels and the letter in English, marked so', async () => {
    api();
    const { user } = renderApp('/fill-form', { locale: 'es' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Formulario de apelación del impuesto predial' },
        slow,
      ),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    expect(screen.getByText('Condado de Alameda')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la selección de plan' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
    expect(screen.getByText('Complete su formulario de apelación')).toBeVisible();

    // The route chooser: its question, its help and each document's purpose; the names stay English.
    const chooser = screen.getByRole('group', { name: '¿Qué documento?' });
    expect(within(chooser).getByText(/Puede presentar ambos sin costo/)).toBeVisible();
    expect(within(chooser).getByText(/Pide al tasador del condado de Alameda/)).toBeVisible();
    expect(within(chooser).getByText('BOE-305-AH Assessment Appeal Application')).toHaveAttribute(
      'lang',
      'en',
    );
    await user.click(
      within(chooser).getByRole('radio', { name: /^Solicitud de apelación formal: BOE-305-AH/ }),
    );

    // The county's printed labels: English, marked, and still the fields' names; their help in Spanish.
    const required = screen.getByRole('region', { name: 'Información obligatoria' });
    expect(within(required).getByLabelText('Owner Name *')).toHaveValue('');
    expect(within(required).getByText('Owner Name')).toHaveAttribute('lang', 'en');
    expect(within(required).getByText(/La solicitud formal lo imprime como Apellido/)).toBeVisible();
    const application = screen.getByRole('region', { name: 'Preguntas de la solicitud' });
    expect(within(application).getAllByRole('radio', { name: 'Sí' }).length).toBeGreaterThan(0);
    expect(within(application).getByText(/^Sección 8 de la solicitud \(R&T Code 5097\(b\)\)/)).toBeVisible();
    expect(within(application).getByText(/Opcional\. Sección 3 de la solicitud/)).toBeVisible();
    const comparables = screen.getByRole('region', { name: 'Ventas comparables' });
    expect(within(comparables).getByText('Sale Price')).toHaveAttribute('lang', 'en');
    expect(within(comparables).getByRole('button', { name: 'Quitar la venta comparable 1' })).toBeVisible();
    expect(screen.getByText('Lo que escribe se guarda con su pedido a medida que avanza.')).toHaveAttribute(
      'role',
      'status',
    );

    // The letter: the panel's chrome in Spanish, the letter itself English; dates in Spanish.
    expect(await screen.findByRole('heading', { name: 'Su carta de apelación' }, slow)).toBeVisible();
    const letter = screen.getByLabelText('Texto de su carta');
    expect(letter).toHaveAttribute('lang', 'en');
    expect(letter).toHaveValue('[Your name]\n\nDear Members of the Board,\n\nPlease reduce my assessment.');
    expect(screen.getByText(/Edite la carta como quiera \(hasta 20\.000 caracteres\)/)).toBeVisible();
    expect(
      screen.getByText(/^Preséntela entre el 2 de julio de 2027 y el 15 de septiembre de 2027 ante:/),
    ).toHaveTextContent('Esta dirección aún no está verificada: confírmela con el secretario.');
    expect(
      screen.getByText(
        'Alameda County Assessment Appeals Board, 1221 Oak Street, 5th Floor, Oakland, CA 94612',
      ),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Descargar informe (PDF)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver informe completo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar carta' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Validar formulario' }));
    expect(await screen.findByText('¡El formulario es válido! Ya puede generar su PDF.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generar PDF' })).toBeEnabled();

    const left = textNotMarkedEnglish();
    for (const english of [
      'Property Tax Appeal Form',
      'Back to Plan Selection',
      'Complete Your Appeal Form',
      'Which document',
      'Required Information',
      'Application Questions',
      'Comparable Sales',
      'Validate Form',
      'Generate PDF',
      'Your Appeal Letter',
      'File between',
      'Form is valid',
      'What you type',
      'Section',
      'Optional',
    ])
      expect(left, english).not.toContain(english);
  }, 30_000);
});

describe('/fill-form in Chinese', () => {
  it('Simplified: the form’s sections, buttons and chooser; the labels English', async () => {
    api();
    renderApp('/fill-form', { locale: 'zh-Hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '房产税申诉表' }, slow)).toBeVisible();
    expect(screen.getByRole('group', { name: '哪份文件？' })).toBeVisible();
    expect(screen.getByRole('region', { name: '必填信息' })).toBeVisible();
    expect(screen.getByRole('region', { name: '补充信息（建议填写）' })).toBeVisible();
    expect(screen.getByLabelText('Assessor Parcel Number (APN) *')).toHaveValue('048-5612-012-00');
    expect(screen.getByText('Assessor Parcel Number (APN)')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: '验证表格' })).toBeVisible();
    expect(screen.getByRole('button', { name: '生成 PDF' })).toBeVisible();
    expect(await screen.findByRole('button', { name: '下载报告（PDF）' }, slow)).toBeVisible();
    expect(screen.getByText('致 Alameda 县评估申诉委员会，完整报告中含 0 笔可比销售。')).toBeVisible();
  }, 30_000);

  it('Traditional: the hearing kit’s headings translated, its exhibits and the letter English', async () => {
    api({ tier: 'basic', can_edit_letter: false, hearing_kit: kit });
    renderApp('/fill-form', { locale: 'zh-Hant' });
    const section = await screen.findByRole('region', { name: '聽證資料包' }, slow);
    for (const name of [
      '與估價官交換資訊（選填）',
      '資訊交換函，可直接寄出',
      '聽證所需副本',
      '和解協議與撤回',
    ])
      expect(within(section).getByRole('heading', { level: 4, name })).toBeVisible();
    const exchange = within(section).getByRole('region', { name: '致估價官的資訊交換函' });
    expect(within(exchange).getByText(/1\. 100 Oak Ave: sold/)).toHaveAttribute('lang', 'en');
    expect(within(section).getByText('Bring at least 5 sets.')).toHaveAttribute('lang', 'en');
    const letter = screen.getByRole('region', { name: '申訴信' });
    expect(within(letter).getByText(/Please reduce my assessment\./)).toHaveAttribute('lang', 'en');
    const left = textNotMarkedEnglish();
    for (const english of ['Hearing kit', 'What to send', 'Stipulation.', 'Your Appeal Letter', 'Download'])
      expect(left, english).not.toContain(english);
  }, 30_000);
});

describe('/fill-form in Korean', () => {
  it('the server’s checks stay its English, marked so, under the Korean chrome', async () => {
    mockFillFormApi(report(), {
      'POST /fill-form/validate': () =>
        json({
          valid: false,
          warnings: ['No comparable sales provided. Adding comparable sales strengthens your appeal.'],
          errors: { owner_name: 'Owner Name is required' },
          county: 'alameda',
          requirements: { required: [], recommended: [], min_comparables: 0, max_comparables: 3 },
        }),
    });
    const { user } = renderApp('/fill-form', { locale: 'ko' });
    expect(await screen.findByRole('heading', { level: 1, name: '재산세 이의신청서' }, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '양식 검증' }));
    expect(await screen.findByText('Owner Name is required')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Owner Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('경고:')).toBeVisible();
    expect(screen.getByText(/^No comparable sales provided\./).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  }, 30_000);
});

describe('/fill-form in Spanish: the server’s warnings worded from their parts', () => {
  it('says each warning in Spanish, the county’s printed labels inside it marked English', async () => {
    const closes = { year: 2026, month: 9, day: 15 };
    mockFillFormApi(report(), {
      'POST /fill-form/validate': () =>
        json({
          valid: true,
          warnings: [
            'Daytime Phone is recommended for Alameda County',
            'Comparable sale 2 closed more than 18 months before the January 1, 2026 lien date',
            'The 2026 regular filing period in Alameda County closed on September 15, 2026: …',
            'Your Opinion of Market Value is not below the Current Assessed Value; a decline-in-value appeal asks for a lower value',
            'The appeal period for this supplemental assessment notice ended on …',
          ],
          warning_parts: [
            { kind: 'recommended', field: 'phone' },
            { kind: 'oldSale', sale: 2, lienYear: 2026 },
            {
              kind: 'window',
              state: 'closed',
              rollYear: 2026,
              opens: { year: 2026, month: 7, day: 2 },
              closes,
              next: { opens: { year: 2027, month: 7, day: 2 }, closes: { year: 2027, month: 9, day: 15 } },
            },
            { kind: 'opinionNotBelow' },
            {
              kind: 'notice',
              type: 'supplemental',
              closes: { year: 2026, month: 5, day: 4 },
              noticeDate: { year: 2026, month: 3, day: 5 },
              valueDate: { year: 2026, month: 1, day: 1 },
            },
          ],
          errors: {},
          county: 'alameda',
          requirements: { required: [], recommended: [], min_comparables: 0, max_comparables: 3 },
        }),
    });
    const { user } = renderApp('/fill-form', { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Validar formulario' }, slow));
    await screen.findByText('Advertencias:');
    const items = within(screen.getByText('Advertencias:').parentElement!.parentElement!).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Se recomienda Daytime Phone para el condado de Alameda',
      'La venta comparable 2 se cerró más de 18 meses antes de la fecha de gravamen del 1 de enero de 2026',
      'El período ordinario de presentación de 2026 en el condado de Alameda se cerró el 15 de septiembre de 2026: una solicitud sobre el valor de 2026 presentada ahora es tardía, salvo que responda a un aviso de tasación suplementaria, de tasación omitida o de cambio en el registro dentro de los 60 días siguientes a su fecha de envío. El próximo período va del 2 de julio de 2027 al 15 de septiembre de 2027.',
      expect.stringMatching(
        /^.+ no es inferior a .+; una apelación por disminución de valor pide un valor más bajo$/,
      ),
      'El plazo de apelación de este aviso de tasación suplementaria terminó el 4 de mayo de 2026, 60 días después de su envío el 5 de marzo de 2026 (R&T §1605): una solicitud ahora sería tardía, así que Homie no la prepara.',
    ]);
    // The county's printed label inside the Spanish sentence stays its English, marked.
    expect(within(items[0]!).getByText('Daytime Phone')).toHaveAttribute('lang', 'en');
    expect(items[2]!.querySelector('[lang="en"]')).toBeNull();
  }, 30_000);
});
