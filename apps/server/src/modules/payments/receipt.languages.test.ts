// The receipt in the owner's language (issue 55 item 4, decision 263): a guest's in the language of
// the request that paid (the checkout page's), an account's in the account's language; the plan's
// name stays its own, money and dates are the locale's; English unchanged (guest-receipt.routes.test).
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { createJob, createSession, useClockedTestApp } from './payments.test-helpers.ts';

const { t } = useClockedTestApp();

async function outboxTo(to: string) {
  return t.database.query<{ subject: string; text_body: string }>(
    'select subject, text_body from outbox where to_address = $1 order by created_at',
    [to],
  );
}

/** The sandbox checkout's card form, posted from a browser that speaks `headers`' language. */
function payIn(sessionUrl: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: sessionUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      cardholder: 'Pat Owner',
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    }).toString(),
  });
}

describe('the receipt in the owner’s language', () => {
  it("a guest's follows the language of the browser that paid", async () => {
    const email = 'invitado@example.com';
    const jobId = await createJob(t.database);
    const s = (await createSession(t.app, { history_id: jobId, tier: 'guarantee', email })).json();
    await payIn(s.session_url, { cookie: 'homie_lang=es' });
    const [receipt] = await outboxTo(email);
    expect(receipt!.subject).toBe('Su recibo de Homie: plan Success');
    expect(receipt!.text_body).toContain('Gracias por su pedido.');
    const amount = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(49.9);
    expect(receipt!.text_body).toContain(`Pagado: ${amount} el `);
    expect(receipt!.text_body).toMatch(/Pagado: .+ el \d{1,2} de [a-z]+ de \d{4}\n/);
    expect(receipt!.text_body).toContain('este enlace abre su pedido en cualquier navegador');
    expect(receipt!.text_body).toContain(`/fill-form?order=${s.order_id}#receipt=`);
  });

  it("an account's is in the account's language, whatever browser paid", async () => {
    const owner = await signUp(t.app, 'receipt.ko@example.com');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      payload: { language: 'ko' },
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(chosen.statusCode).toBe(200);
    const jobId = await createJob(t.database);
    const s = await createSession(t.app, { history_id: jobId, tier: 'basic' }, { access: owner.access });
    await payIn(s.json().session_url, { 'accept-language': 'es' });
    const [receipt] = await outboxTo(owner.email);
    expect(receipt!.subject).toBe('Homie 영수증: Basic 플랜');
    expect(receipt!.text_body).toContain('이의신청서, 서신 및 문서는 귀하의 계정에 있습니다.');
  });
});
