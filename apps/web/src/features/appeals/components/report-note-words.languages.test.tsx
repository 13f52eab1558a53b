/**
 * The report's notes and the notices before the form in the owner's language (issue 55 item 4,
 * decision 274): the server's `note_parts` and contracts' prefill parts worded from the `form`
 * catalogue; in English the API's notes and contracts' notices as they were; a report without parts
 * keeps its notes' English, marked `lang="en"`.
 */
import { prefillNoticeText } from '@homie/contracts/appeals-prefill';
import type { ReportNotePart } from '@homie/contracts/appeals-report';
import type { Locale } from '@homie/contracts/locales';
import { noticeAppealOf } from '@homie/contracts/notice-appeals';
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
import { LocaleProvider, useI18n } from '#lib/i18n/i18n.tsx';
import { renderApp } from '#test/render-app.tsx';
import { noticeAppealWords, prefillNoticeWords, reportNotePartWords } from './report-note-words.ts';

const slow = { timeout: 8000 };

/** Parts and the English the server writes for them (report-assemble.ts), dates long. */
const ENGLISH: [ReportNotePart, string][] = [
  [
    { kind: 'estimatedAssessed' },
    'The assessed value we had was only a Prop 13 estimate: type the value printed on your tax bill or assessment notice in the appeal form, and it goes into the letter.',
  ],
  [
    {
      kind: 'recentPurchase',
      date: { year: 2025, month: 3, day: 10 },
      price: 1_100_000,
      assessed: 1_092_420,
    },
    'You bought the home on March 10, 2025 for $1,100,000, at or above its assessed value of $1,092,420. A board presumes the price of an open-market purchase is the market value (California Revenue and Taxation Code §110(b)), so the letter leaves your opinion of value for you to state, with evidence that the value fell since you bought.',
  ],
  [
    { kind: 'notBelowAssessed', estimate: 1_150_000, assessed: 1_092_420 },
    'Our estimate of the market value, $1,150,000, is not below the assessed value of $1,092,420: the sales do not support a lower value. The letter leaves your opinion of value for you to state, with your own evidence, if you still appeal.',
  ],
  [
    { kind: 'fewComparables', count: 2, tier: 'basic', min: 3, max: 5 },
    'Only 2 comparable sales met the criteria appeal boards accept for this property; the Basic plan includes 3-5 when the market has them.',
  ],
  [
    { kind: 'fewComparables', count: 1, tier: 'guarantee', min: 5, max: 10 },
    'Only 1 comparable sale met the criteria appeal boards accept for this property; the Success plan includes 5-10 when the market has them.',
  ],
  [
    {
      kind: 'periodClosed',
      rollYear: 2026,
      county: 'alameda',
      closes: { year: 2026, month: 9, day: 15 },
      nextRollYear: 2027,
      opens: { year: 2027, month: 7, day: 2 },
      nextCloses: { year: 2027, month: 9, day: 15 },
    },
    'The 2026 filing period in Alameda County closed on September 15, 2026: an application for the 2026 value filed now is late, unless it answers a notice. The next period runs July 2, 2027 to September 15, 2027 for the value on January 1, 2027, with sales up to March 31, 2027.',
  ],
  [
    {
      kind: 'noticePreliminary',
      cutoff: { year: 2026, month: 12, day: 12 },
      valueDate: { year: 2026, month: 9, day: 13 },
    },
    'Preliminary: sales that close up to December 12, 2026, 90 days after the value date, still count as evidence of the value on September 13, 2026 (California Revenue and Taxation Code §402.5), so this package may not hold them all yet. Run your analysis again and download the package again before you file if your deadline allows.',
  ],
  [
    { kind: 'preliminary', rollYear: 2027 },
    'Preliminary: sales that close up to March 31, 2027 still count as evidence of the value on January 1, 2027 (California Revenue and Taxation Code §402.5), so this package may not hold them all yet. After March 31, run your analysis again and download the package again before you file; a watched home is re-checked for you on April 15.',
  ],
  [
    {
      kind: 'opinionOutsideGrid',
      opinion: 500_000,
      relation: 'below',
      low: 888_000,
      high: 962_000,
      reconciled: 925_000,
    },
    "Your opinion of value, $500,000, is below every adjusted price in the enclosed grid ($888,000 to $962,000; reconciled $925,000). A board presumes the assessor's value correct and asks for evidence of the value you state: bring evidence that supports it, or state the grid's value.",
  ],
  [
    { kind: 'boardUnverified', county: 'la' },
    'The filing address of the Los Angeles County board has not been verified yet: confirm it with the clerk before mailing.',
  ],
  [{ kind: 'completeForm' }, 'Complete the appeal form to put your name and contact details on the letter.'],
];

function Words({ parts }: { parts: ReportNotePart[] }) {
  const i18n = useI18n();
  return (
    <ul>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed test list
        <li key={index}>{reportNotePartWords(i18n, part)}</li>
      ))}
    </ul>
  );
}

const renderWords = (locale: Locale, parts: ReportNotePart[]) =>
  render(
    <LocaleProvider initialLocale={locale}>
      <Words parts={parts} />
    </LocaleProvider>,
  );

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('ko'), loadCatalogue('zh-Hans')]);
  await Promise.all([loadArea('form'), loadArea('checkout')]);
});

describe('the words of the parts', () => {
  it('a paid notice’s period on /fill-form: contracts’ English in English, Spanish from its parts', () => {
    const check = noticeAppealOf(
      { notice_type: 'supplemental', notice_date: '11/15/2026', event_date: '09/13/2026' },
      { year: 2026, month: 12, day: 1 },
    );
    if (!check.ok || !check.appeal) throw new Error('the sample notice must read');
    const appeal = check.appeal;
    function Period() {
      return <p>{noticeAppealWords(useI18n(), appeal)}</p>;
    }
    const { unmount } = render(<Period />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(appeal.message);
    unmount();
    render(
      <LocaleProvider initialLocale="es">
        <Period />
      </LocaleProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Apelación de tasación suplementaria: preséntela a más tardar el 14 de enero de 2027, 60 días después del envío del aviso el 15 de noviembre de 2026 (R&T §1605). Defiende el valor al 13 de septiembre de 2026.',
    );
  });

  it('in the English catalogue, each part reads as the API’s English note', () => {
    renderWords(
      'en',
      ENGLISH.map(([part]) => part),
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      ENGLISH.map(([, text]) => text),
    );
  });

  it('in the English catalogue, the notices before the form read as contracts’ English', () => {
    function Notice() {
      const i18n = useI18n();
      return (
        <p>
          {i18n.t('form.prefill.notBelow', {
            estimate: i18n.money(1_050_000),
            assessed: i18n.money(1_000_000),
          })}
        </p>
      );
    }
    render(<Notice />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      prefillNoticeText({ kind: 'notBelow', estimate: 1_050_000, assessed: 1_000_000 }),
    );
    function Estimated() {
      return <p>{prefillNoticeWords(useI18n(), { kind: 'estimatedAssessed' })}</p>;
    }
    render(<Estimated />);
    expect(
      screen.getByText(
        'Current Assessed Value is left empty: we only estimated it under Prop 13. Type the value printed on your tax bill or assessment notice.',
      ),
    ).toBeVisible();
  });

  it('in Korean, a closed notice and the grid note with the locale’s dates and money', () => {
    renderWords('ko', [
      {
        kind: 'notice',
        type: 'calamity',
        open: false,
        noticeDate: { year: 2026, month: 3, day: 2 },
        closes: { year: 2026, month: 9, day: 2 },
        valueDate: { year: 2026, month: 1, day: 20 },
      },
      ENGLISH[8]![0],
    ]);
    const [notice, grid] = screen.getAllByRole('listitem');
    expect(notice).toHaveTextContent(
      '이 재해 재평가 통지서의 이의신청 기간은 2026년 3월 2일 발송 후 6개월인 2026년 9월 2일에 종료되었습니다(R&T §170).',
    );
    expect(grid).toHaveTextContent(
      '귀하의 가치 의견 US$500,000은(는) 첨부된 조정표의 모든 조정 가격(US$888,000~US$962,000, 조정 결과 US$925,000)보다 낮습니다.',
    );
  });
});

const report = (overrides: ReportOverrides = {}) =>
  sampleReport({
    tier: 'basic',
    opinion_basis: '2 sales of comparable homes nearby.',
    filing: { lien_date: '01/01/2026', window_opens: '07/02/2026', window_closes: '09/15/2026' },
    can_edit_letter: false,
    notes: [ENGLISH[3]![1], ENGLISH[5]![1], ENGLISH[10]![1]],
    note_parts: [ENGLISH[3]![0], ENGLISH[5]![0], ENGLISH[10]![0]],
    ...overrides,
  });

const api = (overrides: ReportOverrides = {}) => mockFillFormApi(report(overrides));

describe('/fill-form’s notes in the owner’s language', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    seedPaidVisitor('basic', {
      propertyInfo: {
        assessed_value: 912_345,
        assessed_value_basis: 'prop13_estimate',
        square_footage: 1850,
        compass_data: { apn: '048-5612-012-00' },
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('in Spanish: the report’s notes and the notice before the form from their parts, none in English', async () => {
    api();
    renderApp('/fill-form', { locale: 'es' });
    expect(
      await screen.findByText(
        'Solo 2 ventas comparables cumplieron los criterios que aceptan las juntas de apelación para esta propiedad; el plan Basic incluye de 3 a 5 cuando el mercado las tiene.',
        {},
        slow,
      ),
    ).not.toHaveAttribute('lang');
    expect(
      screen.getByText(
        /^El período de presentación de 2026 en el condado de Alameda cerró el 15 de septiembre de 2026/,
      ),
    ).toHaveTextContent(
      'El próximo período va del 2 de julio de 2027 al 15 de septiembre de 2027 para el valor al 1 de enero de 2027, con ventas hasta el 31 de marzo de 2027.',
    );
    expect(
      screen.getByText(
        'Complete el formulario de apelación para que su nombre y sus datos de contacto figuren en la carta.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'El valor tasado actual se deja vacío: solo lo estimamos según la Prop 13. Escriba el valor impreso en su factura de impuestos o aviso de tasación.',
      ),
    ).toBeVisible();
    const left = textNotMarkedEnglish();
    for (const english of [
      'Only 2 comparable',
      'filing period in Alameda',
      'Complete the appeal form',
      'Current Assessed Value is left empty',
    ])
      expect(left, english).not.toContain(english);
  }, 30_000);

  it('in Simplified Chinese; a report without parts keeps its notes’ English, marked', async () => {
    api({ note_parts: undefined });
    renderApp('/fill-form', { locale: 'zh-Hans' });
    const few = await screen.findByText(/^Only 2 comparable sales met the criteria/, {}, slow);
    expect(few).toHaveAttribute('lang', 'en');
    // A fixed note is still worded (decision 271); the notice before the form from its parts.
    expect(screen.getByText('请填写申诉表，以便在信中写上您的姓名和联系方式。')).toBeVisible();
    expect(screen.getByText(/^当前评估价值留空：我们只是按第 13 号提案估算了它。/)).toBeVisible();
  }, 30_000);

  it('in English: the API’s notes and contracts’ notice as they were, nothing marked', async () => {
    api();
    renderApp('/fill-form');
    const few = await screen.findByText(ENGLISH[3]![1], {}, slow);
    expect(few).not.toHaveAttribute('lang');
    expect(screen.getByText(ENGLISH[5]![1])).toBeVisible();
    expect(screen.getByText(prefillNoticeText({ kind: 'estimatedAssessed' }))).not.toHaveAttribute('lang');
    expect(within(screen.getByRole('main')).queryByText(/Solo 2/)).toBeNull();
  }, 30_000);
});
