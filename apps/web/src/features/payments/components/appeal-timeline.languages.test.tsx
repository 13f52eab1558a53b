/**
 * My appeals' timeline and the board's-decision form in the visitor's language (issue 55): each
 * step's note is contracts' parts (`appealTimeline`'s `note`) worded from the `dashboard` catalogue,
 * word for word `timelineNoteText` in English; dates in the locale's long form.
 */
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { appealTimeline } from '@homie/contracts/appeal-timeline';
import { FILING_METHOD_LABELS, OUTCOME_LABELS, PROGRESS_MESSAGES } from '@homie/contracts/paid-orders';
import type { Locale } from '@homie/contracts/locales';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '#app/provider.tsx';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText, LocaleProvider } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { storeSession } from '#test/render-app.tsx';
import { orderSummary } from '../testing/orders.ts';
import { AppealTimeline, FILING_METHOD_IDS } from './appeal-timeline.tsx';
import { NOTICE_REQUIRED, OUTCOME_IDS, OutcomeForm } from './outcome-form.tsx';

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await loadArea('dashboard');
});
beforeEach(() => {
  storeSession({ user_id: 'u1', email: 'ana@example.com' });
  mockFetch({ 'POST /api/auth/verify/': () => json({ valid: true }) });
});

const NOW = new Date('2026-12-02T18:00:00Z');
// Every kind of note across these orders: prepared or not, filed or not, a hearing ahead (with and
// without the exchange's day still open), held, awaited; decided or not.
const ORDERS = [
  orderSummary(),
  orderSummary({ form_generated: true }),
  orderSummary({ progress: { filed_on: '2026-09-10', filed_how: 'mail', hearing_on: null } }),
  orderSummary({ progress: { filed_on: '2026-09-10', filed_how: 'online', hearing_on: '2027-02-10' } }),
  orderSummary({ progress: { filed_on: '2026-09-10', filed_how: 'in_person', hearing_on: '2026-12-20' } }),
  orderSummary({
    progress: { filed_on: '2026-09-10', filed_how: 'online', hearing_on: '2026-11-10' },
    outcome: {
      decided_on: '2026-11-30',
      outcome: 'reduced',
      value_decided: 900_000,
      has_notice: false,
      reported_at: '2026-12-01T10:00:00.000Z',
    },
  }),
];

function notes(locale: Locale, order: (typeof ORDERS)[number]) {
  const { unmount } = render(
    <AppProvider>
      <LocaleProvider initialLocale={locale}>
        <MemoryRouter>
          <AppealTimeline order={order} now={NOW} />
        </MemoryRouter>
      </LocaleProvider>
    </AppProvider>,
  );
  const steps = within(screen.getByRole('list')).getAllByRole('listitem');
  const said = steps.map((step) => step.querySelector('p + p')?.textContent ?? '');
  const labels = steps.map((step) => step.querySelector('p')?.textContent ?? '');
  unmount();
  return { said, labels };
}

describe("the appeal's timeline and the decision form in each language", () => {
  it('in English, each note word for word as contracts word it, and the labels theirs', () => {
    for (const order of ORDERS) {
      const steps = appealTimeline(order, californiaDate(NOW));
      const { said, labels } = notes('en', order);
      expect(said).toEqual(steps.map((s) => s.text));
      expect(labels.map((l) => l.replace(/ \(.*\)$/, ''))).toEqual(steps.map((s) => s.label));
    }
    for (const [kind, label] of Object.entries(OUTCOME_LABELS))
      expect(englishText(OUTCOME_IDS[kind as keyof typeof OUTCOME_LABELS])).toBe(label);
    for (const [how, label] of Object.entries(FILING_METHOD_LABELS))
      expect(englishText(FILING_METHOD_IDS[how as keyof typeof FILING_METHOD_LABELS])).toBe(label);
    for (const [key, message] of Object.entries(PROGRESS_MESSAGES))
      expect(englishText(`dashboard.progress.error.${key}` as Parameters<typeof englishText>[0])).toBe(
        message,
      );
    expect(englishText('dashboard.outcome.error.noticeRequired')).toBe(NOTICE_REQUIRED);
  });

  it('in Spanish: labels, notes and dates in Spanish, the law cited as it is', () => {
    const ahead = notes('es', ORDERS[3]!);
    expect(ahead.labels[1]).toBe('Solicitud presentada (hecho)');
    expect(ahead.said[1]).toBe(
      'Presentada el 10 de septiembre de 2026, en línea, en el sitio de apelaciones del condado.',
    );
    expect(ahead.said[2]).toBe(
      'Audiencia el 10 de febrero de 2027 (en 70 días). Para intercambiar información con el tasador, envíe la suya a más tardar el 11 de enero de 2027, 30 días antes de la audiencia (R&T §1606).',
    );
    const decided = notes('es', ORDERS[5]!);
    expect(decided.said[3]).toBe(
      'Decidida el 30 de noviembre de 2026: Reducida (un valor menor, no todo lo que pedí).',
    );
    expect(notes('es', ORDERS[2]!).said[2]).toContain('10 de septiembre de 2028');
  });

  it('in Traditional Chinese, the decision form: its question, outcomes and button', () => {
    render(
      <AppProvider>
        <LocaleProvider initialLocale="zh-Hant">
          <OutcomeForm order={orderSummary()} />
        </LocaleProvider>
      </AppProvider>,
    );
    const form = screen.getByRole('form', { name: '回報委員會的裁決' });
    expect(within(form).getByRole('group', { name: '委員會的裁決是什麼？ *' })).toBeVisible();
    expect(within(form).getByRole('radio', { name: '駁回（無變化）' })).toBeVisible();
    expect(within(form).getByLabelText(/裁決日期/)).toBeVisible();
    expect(within(form).getByRole('button', { name: '儲存裁決' })).toBeVisible();
  });
});
