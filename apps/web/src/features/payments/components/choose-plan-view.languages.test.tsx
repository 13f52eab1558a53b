/**
 * /choose-plan in the visitor's language (issue 55, decision 258): the plans, the filing-rights
 * notice, the payment dialog and its errors, the closed period's notice form, each by its role and
 * name in Spanish and Traditional Chinese; and the English catalogue holding the contracts' texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { noticeAppealOf } from '@homie/contracts/notice-appeals';
import { OWNER_SALE_MESSAGES } from '@homie/contracts/owner-sales';
import {
  GUEST_EMAIL_MESSAGES,
  MIN_PACKAGE_COMPARABLES,
  PAYMENT_ERRORS,
  PLAN_TIERS,
  PLANS,
  tooFewComparablesMessage,
} from '@homie/contracts/payments';
import { analysedInfo, overpayingComps } from '#features/properties/testing/fixtures.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';

const slow = { timeout: 5000 };

beforeEach(() => {
  usePropertyStore.setState({ jobId: 'job-1' });
  usePaymentStore.setState({
    selectedPlan: 'None',
    isPaid: false,
    historyId: null,
    orderToken: null,
    isAuthenticated: false,
    pendingSession: null,
  });
  // The checkout window the dialog opens.
  const win = { closed: false, location: { href: '' }, document: { title: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
});

describe('/choose-plan in Spanish', () => {
  it('shows the plans, their prices by Intl and the free route in full, the page not marked English', async () => {
    await loadCatalogue('es');
    mockFetch({});
    renderApp('/choose-plan', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Empiece a ahorrar hasta/ }, slow),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    expect(screen.getByText(/^Precio único, nunca una parte de su ahorro/)).toBeVisible();

    const basic = screen.getByRole('group', { name: 'Basic' });
    expect(basic).toHaveTextContent('Rápido y económico');
    expect(basic).toHaveTextContent('Las comparables que mejor coinciden (3-5)');
    // Spanish writes US dollars its own way ("24,90 US$"), never the English "$24.90".
    expect(basic).toHaveTextContent(/24,90/);
    expect(basic).not.toHaveTextContent('$24.90');
    expect(basic).toHaveTextContent('pago único');
    expect(within(basic).getByRole('button', { name: 'Obtener el informe completo' })).toBeEnabled();
    const success = screen.getByRole('group', { name: 'Success' });
    expect(success).toHaveTextContent('Más popular');
    expect(success).toHaveTextContent('El año siguiente gratis si la junta rechaza su apelación');
    expect(success).toHaveTextContent(/49,90/);
    expect(within(success).getByRole('button', { name: 'Tener éxito' })).toBeEnabled();

    // B&P §17537.9's free route, every sentence.
    const notice = screen.getByRole('note', { name: 'Lo que puede hacer gratis' });
    expect(notice).toHaveTextContent(
      'Puede pedir al tasador de su condado una revisión informal gratuita de su valor tasado, y puede presentar usted mismo una apelación ante la junta de apelaciones de tasación del condado. No necesita comprar un plan para hacer ninguna de las dos cosas.',
    );
    expect(notice).toHaveTextContent('La revisión informal no cuesta nada.');
    expect(notice).toHaveTextContent('depende del condado: pregunte al secretario de la junta');
    expect(notice).toHaveTextContent(
      'Nadie puede garantizar una reducción. Una junta de apelaciones decide según las pruebas, y también puede aumentar un valor tasado que considere demasiado bajo.',
    );
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/more-details');
  });

  it('the payment dialog: the e-mail step and its check, then a failure by its error code', async () => {
    await loadCatalogue('es');
    const api = mockFetch({
      'POST /api/create_payment_session': () =>
        json({ error: 'Analysis not found. Please run the analysis again.', code: 'job_not_found' }, 404),
    });
    const { user } = renderApp('/choose-plan', { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Tener éxito' }, slow));
    const step = await screen.findByRole('dialog', { name: 'Su correo electrónico para el recibo' });
    expect(step).toHaveTextContent('Usamos esta dirección solo para su pedido.');
    await user.click(within(step).getByRole('button', { name: 'Continuar al pago' }));
    expect(
      await within(step).findByText(
        'Escriba su dirección de correo electrónico: allí le enviamos su recibo y un enlace a su pedido.',
      ),
    ).toBeVisible();
    await user.type(within(step).getByLabelText(/Correo electrónico/), 'no-at-sign');
    await user.click(within(step).getByRole('button', { name: 'Continuar al pago' }));
    expect(await within(step).findByText('Dirección de correo electrónico no válida.')).toBeVisible();
    expect(api.calls('POST /api/create_payment_session')).toHaveLength(0);

    await user.clear(within(step).getByLabelText(/Correo electrónico/));
    await user.type(within(step).getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.click(within(step).getByRole('button', { name: 'Continuar al pago' }));
    const failed = await screen.findByRole('dialog', { name: 'El pago falló' });
    // The server's English text is replaced by the catalogue's message for its code.
    expect(within(failed).getByRole('alert')).toHaveTextContent('No encontramos este análisis.');
    expect(within(failed).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
  });

  it('a failure without a server text reads spec §8’s text in Spanish', async () => {
    await loadCatalogue('es');
    mockFetch({ 'POST /api/create_payment_session': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderApp('/choose-plan', { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Obtener el informe completo' }, slow));
    const step = await screen.findByRole('dialog', { name: 'Su correo electrónico para el recibo' });
    await user.type(within(step).getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.click(within(step).getByRole('button', { name: 'Continuar al pago' }));
    const failed = await screen.findByRole('dialog', { name: 'El pago falló' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Se produjo un error. Inténtelo de nuevo');
  });
});

describe('/choose-plan in Traditional Chinese, in the closed period (decisions 225, 246)', () => {
  beforeEach(() => {
    // December 2, 2026: Alameda's 2026 period closed on September 15.
    vi.useFakeTimers({ now: new Date('2026-12-02T20:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: analysedInfo(overpayingComps),
      comparables: overpayingComps,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says why no plan is sold, and sells a notice’s appeal through the translated form', async () => {
    await loadCatalogue('zh-Hant');
    mockFetch({});
    const { user } = renderApp('/choose-plan', { locale: 'zh-Hant' });
    expect(await screen.findByText('目前無法為這處房屋購買任何方案', {}, slow)).toBeVisible();
    expect(
      screen.getByText(/^Alameda縣 2026 年的常規申訴期已於2026年9月15日結束，因此 Homie 現在不出售任何申訴/),
    ).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Success' })).queryByRole('button')).toBeNull();
    const rights = screen.getByRole('note', { name: '您可以免費做的事' });
    expect(rights).toHaveTextContent('您可以請Alameda縣估稅官免費對您的估值進行非正式複核');

    const form = await screen.findByRole('region', { name: '收到了估值通知？' }, slow);
    await user.click(within(form).getByRole('button', { name: '準備此申訴' }));
    expect(await within(form).findByText('請選擇您通知上的估值。')).toBeVisible();
    await user.click(within(form).getByRole('radio', { name: '補充估值' }));
    await user.type(within(form).getByLabelText('通知寄出日期'), '09/01/2026');
    await user.type(within(form).getByLabelText('購買日期或新建工程竣工日期'), '06/20/2026');
    await user.click(within(form).getByRole('button', { name: '準備此申訴' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /這份補充估值通知的申訴期已於2026年11月2日結束/,
    );
    await user.clear(within(form).getByLabelText('通知寄出日期'));
    await user.type(within(form).getByLabelText('通知寄出日期'), '11/15/2026');
    const event = within(form).getByLabelText('購買日期或新建工程竣工日期');
    await user.clear(event);
    await user.type(event, '09/13/2026');
    await user.click(within(form).getByRole('button', { name: '準備此申訴' }));
    expect(await screen.findByText(/^補充估值申訴：請在2027年1月14日前提交/)).toBeVisible();
    expect(screen.getByRole('button', { name: '更改通知' })).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Success' })).getByRole('button')).toHaveAccessibleName(
        '爭取成功',
      ),
    );
  });
});

describe('the English catalogue of /choose-plan holds the contracts’ texts', () => {
  it('the plans’ names, taglines, buttons and features, spec §8’s errors and the e-mail checks', async () => {
    await loadArea('plans');
    for (const tier of PLAN_TIERS) {
      const plan = PLANS[tier];
      expect(englishText(`plans.${tier}.name`)).toBe(plan.name);
      expect(englishText(`plans.${tier}.tagline`)).toBe(plan.tagline);
      expect(englishText(`plans.${tier}.button`)).toBe(plan.buttonLabel);
    }
    expect(['plans.basic.comps', 'plans.basic.letter'].map((id) => englishText(id as never))).toEqual(
      PLANS.basic.features,
    );
    expect(
      [
        'plans.guarantee.comps',
        'plans.guarantee.letter',
        'plans.guarantee.support',
        'plans.guarantee.nextYear',
      ].map((id) => englishText(id as never)),
    ).toEqual(PLANS.guarantee.features);
    for (const [key, text] of Object.entries(PAYMENT_ERRORS))
      expect(englishText(`plans.paymentError.${key}` as never)).toBe(text);
    expect(englishText('plans.email.required')).toBe(GUEST_EMAIL_MESSAGES.required);
    expect(englishText('plans.email.invalid')).toBe(GUEST_EMAIL_MESSAGES.invalid);
  });
});

describe('/choose-plan in English: the sentences built from contracts read as contracts writes them', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-02T20:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
    usePropertyStore.setState({
      jobId: 'job-1',
      propertyInfo: analysedInfo(overpayingComps),
      comparables: overpayingComps,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('too few comparable sales, for none, one and two', async () => {
    await loadArea('plans');
    for (const found of [0, 1, 2])
      expect(englishText('plans.tooFewMessage', { found, min: MIN_PACKAGE_COMPARABLES })).toBe(
        tooFewComparablesMessage(found),
      );
    expect(englishText('plans.sales.error.full', { max: 10 })).toBe(OWNER_SALE_MESSAGES.full);
  });

  it('the notice form’s checks and its closed notice', async () => {
    mockFetch({});
    const { user } = renderApp('/choose-plan');
    const form = await screen.findByRole('region', { name: 'Received an assessment notice?' }, slow);
    const today = californiaDate(new Date());
    const mailed = within(form).getByLabelText('Date the notice was mailed');
    const submit = within(form).getByRole('button', { name: 'Prepare this appeal' });
    const expectErrors = async (fields: Parameters<typeof noticeAppealOf>[0]) => {
      const check = noticeAppealOf(fields, today);
      if (check.ok) throw new Error('expected the check to fail');
      for (const message of Object.values(check.errors))
        expect(await within(form).findByText(message as string)).toBeVisible();
    };

    // Escape: a mailing date that is not one, and an event that is not a January 1.
    await user.click(within(form).getByLabelText('Escape assessment'));
    const lien = within(form).getByLabelText('Lien date of the roll year the notice changes (January 1)');
    await user.type(mailed, '13/45/2026');
    await user.type(lien, '03/02/2025');
    await user.click(submit);
    await expectErrors({ notice_type: 'escape', notice_date: '13/45/2026', event_date: '03/02/2025' });

    // Supplemental: mailed in the future, and an event after a (real) mailing.
    await user.click(within(form).getByLabelText('Supplemental assessment'));
    const event = within(form).getByLabelText(
      'Date of the purchase or of the completion of new construction',
    );
    await user.clear(mailed);
    await user.type(mailed, '12/20/2026');
    await user.clear(event);
    await user.type(event, '06/20/2026');
    await user.click(submit);
    await expectErrors({ notice_type: 'supplemental', notice_date: '12/20/2026', event_date: '06/20/2026' });
    await user.clear(mailed);
    await user.type(mailed, '09/01/2026');
    await user.clear(event);
    await user.type(event, '10/20/2026');
    await user.click(submit);
    await expectErrors({ notice_type: 'supplemental', notice_date: '09/01/2026', event_date: '10/20/2026' });

    // Past its limit: contracts' sentence, word for word.
    await user.clear(event);
    await user.type(event, '06/20/2026');
    await user.click(submit);
    const closed = noticeAppealOf(
      { notice_type: 'supplemental', notice_date: '09/01/2026', event_date: '06/20/2026' },
      today,
    );
    if (!closed.ok || !closed.appeal) throw new Error('expected a closed appeal');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(closed.appeal!.message));
  });
});
