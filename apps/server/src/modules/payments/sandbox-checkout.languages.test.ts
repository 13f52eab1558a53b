// The checkout pages in the buyer's language (issue 55): the sandbox's card form, its refusals and its
// outcome pages follow the homie_lang cookie, then Accept-Language; with neither they are the English
// they always were (payments.routes.test.ts).
import { describe, expect, it } from 'vitest';
import { mailText } from '#lib/i18n/mail-text.ts';
import { CARD_PROBLEMS, type CardProblem } from './sandbox-cards.ts';
import { createJob, createSession, useClockedTestApp } from './payments.test-helpers.ts';

const { t } = useClockedTestApp();

function pay(sessionUrl: string, number: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: sessionUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      cardholder: 'Pat Owner',
      number,
      expiry: '12 / 34',
      cvc: '123',
    }).toString(),
  });
}

describe('the checkout pages in the buyer’s language', () => {
  it('Spanish: the card form, a declined card and the payment', async () => {
    const jobId = await createJob(t.database);
    const s = (
      await createSession(t.app, { history_id: jobId, tier: 'guarantee', email: 'c@example.com' })
    ).json();
    const price = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(49.9);
    const form = await t.app.inject({
      method: 'GET',
      url: s.session_url,
      headers: { cookie: 'homie_lang=es' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<html lang="es">');
    expect(form.body).toContain(`<title>Pagar ${price} - pago de Homie</title>`);
    expect(form.body).toContain('<h1>Complete su pago</h1>');
    expect(form.body).toContain('<dd>Plan Success (pago único)</dd>');
    expect(form.body).toContain('<label for="number">Número de tarjeta</label>');
    expect(form.body).toContain(`<button type="submit">Pagar ${price}</button>`);
    expect(form.body).toMatch(/Este pago caduca en \d+ minutos\./);
    expect(form.body).not.toMatch(/Complete your payment|Card number|Cancel</);

    const declined = await pay(s.session_url, '4000 0000 0000 0002', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(
      '<p class="error" role="alert" id="card-error">Su tarjeta fue rechazada.</p>',
    );

    const paid = await pay(s.session_url, '4242 4242 4242 4242', { cookie: 'homie_lang=es' });
    expect(paid.body).toContain('<h1>Pago realizado</h1>');
    expect(paid.body).toContain(`Gracias. Plan Success pagado: ${price} con la tarjeta terminada en 4242.`);
    expect(paid.body).toContain('Puede cerrar esta ventana y volver a Homie.');
  });

  it('Korean: a cancelled checkout; no language asked: the English it always was', async () => {
    const jobId = await createJob(t.database);
    const s = (
      await createSession(t.app, { history_id: jobId, tier: 'basic', email: 'k@example.com' })
    ).json();
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `${s.session_url}/cancel`,
      headers: { cookie: 'homie_lang=ko' },
    });
    expect(cancelled.body).toContain('<html lang="ko">');
    expect(cancelled.body).toContain('<h1>결제 취소됨</h1><p role="status">결제된 금액이 없습니다.</p>');
    const english = await t.app.inject({ method: 'GET', url: `${s.session_url}/cancel` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Payment cancelled</h1><p role="status">No payment was taken.</p>');
  });

  it('the English card problems are the checkout’s own English', () => {
    const m = mailText('en');
    for (const [problem, english] of Object.entries(CARD_PROBLEMS))
      expect(m.t(`sandbox.problem.${problem as CardProblem}`)).toBe(english);
  });
});
