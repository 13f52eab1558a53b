// A watch's mails in the owner's language (issue 55 item 4, decision 263): a visitor's confirmation in
// the language their request came in with (the web app's cookie, else Accept-Language), kept with the
// watch for the reminders months later; a signed-in owner's account language wins; English unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { BROWSER, confirmationToken, createJob, mailTo } from './watches.test-helpers.ts';

const noon = (iso: string) => new Date(`${iso}T19:00:00Z`);
const clock: Clock = { now: () => noon('2029-06-20') };
const at = (iso: string) => {
  clock.now = () => noon(iso);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, { clock });
}, 60_000);
afterAll(async () => t.close());

let ip = 0;
/** POST /api/watches in a language; resolves once its confirmation mail (sent unawaited) is kept. */
async function watch(jobId: string, body: Record<string, unknown>, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/watches',
    payload: { job_id: jobId, ...body },
    remoteAddress: `10.55.0.${++ip}`,
    headers: { ...headers, cookie: [`homie_browser=${BROWSER}`, headers.cookie].filter(Boolean).join('; ') },
  });
  await t.app.mailer.settled();
  return res;
}

async function confirm(email: string) {
  const token = await confirmationToken(t.database, email);
  const res = await t.app.inject({ method: 'POST', url: '/api/watches/confirm', payload: { token } });
  expect(res.statusCode).toBe(200);
}

describe("a watch's mails in the owner's language", () => {
  it("a visitor's confirmation follows the language cookie, and the reminder months later too", async () => {
    at('2029-06-20');
    const email = 'vecino@example.com';
    const jobId = await createJob(t.database);
    const res = await watch(jobId, { email }, { cookie: 'homie_lang=es', 'accept-language': 'ko' });
    expect(res.statusCode).toBe(201);
    const [confirmation] = await mailTo(t.database, email);
    expect(confirmation!.subject).toBe('Confirme sus recordatorios para 123 Main St, Oakland, CA 94611');
    expect(confirmation!.text_body).toContain(
      'Alguien, esperamos que usted, pidió a Homie recordar a esta dirección las fechas de apelación del impuesto sobre la propiedad de 123 Main St, Oakland, CA 94611 (condado de Alameda).',
    );
    expect(confirmation!.html_body).toContain('>Confirmar mi dirección</a>');
    await confirm(email);

    at('2029-09-03');
    await t.app.watches.sweep();
    const reminder = (await mailTo(t.database, email)).at(-1)!;
    expect(reminder.subject).toBe(
      'El período de apelación de 2029 para 123 Main St, Oakland, CA 94611 (condado de Alameda) cierra dentro de 14 días, el 17 de septiembre de 2029',
    );
    expect(reminder.text_body).toContain(
      'Último día para presentar ante la Junta de Apelaciones de Tasación: 17 de septiembre de 2029',
    );
    expect(reminder.text_body).toContain('Año del registro: 2029 (el valor al 1 de enero de 2029)');
    expect(reminder.text_body).toContain(
      'Recibe este correo porque esta dirección pidió a Homie vigilar esta vivienda.',
    );
    expect(reminder.html_body).toContain('Cancelar la suscripción');
    // The one-click unsubscribe stays a link the mail client reads, whatever the language.
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('without the cookie, Accept-Language decides (Traditional Chinese for zh-TW)', async () => {
    at('2029-06-20');
    const email = 'linju@example.com';
    const jobId = await createJob(t.database);
    expect((await watch(jobId, { email }, { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.5' })).statusCode).toBe(
      201,
    );
    const [confirmation] = await mailTo(t.database, email);
    expect(confirmation!.subject).toBe('請確認 123 Main St, Oakland, CA 94611 的提醒');
    expect(confirmation!.text_body).toContain('（Alameda 縣）的房屋稅申訴日期');
  });

  it("a signed-in owner's account language wins over the request's, and English stays as it was", async () => {
    at('2029-06-20');
    const korean = await signUp(t.app);
    const setLanguage = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      payload: { language: 'ko' },
      headers: { authorization: `Bearer ${korean.access}` },
    });
    expect(setLanguage.statusCode).toBe(200);
    const english = await signUp(t.app);
    for (const owner of [korean, english]) {
      const jobId = await createJob(t.database, { userId: owner.user_id });
      const res = await watch(
        jobId,
        {},
        { authorization: `Bearer ${owner.access}`, cookie: 'homie_lang=vi' },
      );
      expect(res.statusCode).toBe(201);
    }
    at('2029-07-02');
    await t.app.watches.sweep();
    const [ko] = await mailTo(t.database, korean.email);
    expect(ko!.subject).toBe(
      '123 Main St, Oakland, CA 94611(Alameda 카운티)의 2029년 이의신청 기간이 열렸습니다: 2029년 9월 17일까지 제출하세요',
    );
    expect(ko!.text_body).toContain('평가 이의심사위원회에 제출할 수 있는 마지막 날: 2029년 9월 17일');
    // The other owner chose nothing on their account: the watch was asked in Vietnamese.
    const [vi] = await mailTo(t.database, english.email);
    expect(vi!.subject).toContain('Thời hạn khiếu nại năm 2029 đang mở cho 123 Main St');

    // An owner who chose English reads the mails exactly as before.
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      payload: { language: 'en' },
      headers: { authorization: `Bearer ${english.access}` },
    });
    at('2029-09-03');
    await t.app.watches.sweep();
    const last = (await mailTo(t.database, english.email)).at(-1)!;
    expect(last.subject).toBe(
      'The 2029 appeal window for 123 Main St, Oakland, CA 94611 (Alameda County) closes in 14 days, on September 17, 2029',
    );
    expect(last.text_body).toContain(
      'Last day to file with the Assessment Appeals Board: September 17, 2029',
    );
  });
});
