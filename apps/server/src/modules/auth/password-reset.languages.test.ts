// The reset link's mail in the owner's language (issue 55 item 4, decision 263): the account's
// chosen language, else the one the request came in with (cookie, then Accept-Language); English
// stays word for word as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://homie.example' });
});
afterAll(() => t.close());

let ip = 0;
async function forgot(email: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot/',
    payload: { email },
    headers,
    remoteAddress: `10.56.0.${++ip}`,
  });
  expect(res.statusCode).toBe(202);
  // The answer stays the specification's English whatever the language.
  expect(res.json().message).toMatch(/^If an account exists/);
  await t.app.auth.settled();
  const rows = await t.database.query<{ subject: string; text_body: string }>(
    'select subject, text_body from outbox where to_address = $1 order by created_at',
    [email],
  );
  return rows.at(-1)!;
}

async function chooseLanguage(access: string, language: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/language/',
    payload: { language },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(res.statusCode).toBe(200);
}

describe('the password reset mail', () => {
  it("is in the account's language whatever the browser says", async () => {
    const owner = await signUp(t.app, 'reset.es@example.com');
    await chooseLanguage(owner.access, 'es');
    const mail = await forgot(owner.email, { 'accept-language': 'ko' });
    expect(mail.subject).toBe('Restablezca su contraseña de Homie');
    expect(mail.text_body).toContain('Hola, Test:');
    expect(mail.text_body).toContain('El enlace funciona una sola vez, dentro de 30 minutos.');
    expect(mail.text_body).toMatch(/https:\/\/homie\.example\/reset-password\?token=/);
  });

  it('without a chosen language, follows the cookie, then Accept-Language', async () => {
    const owner = await signUp(t.app, 'reset.zh@example.com');
    const byCookie = await forgot(owner.email, { cookie: 'homie_lang=zh-Hant', 'accept-language': 'vi' });
    expect(byCookie.subject).toBe('重設您的 Homie 密碼');
    expect(byCookie.text_body).toContain('此連結只能使用一次，有效時間為 30 分鐘。');
    const byBrowser = await forgot(owner.email, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(byBrowser.subject).toBe('Đặt lại mật khẩu Homie của bạn');
  });

  it('English reads exactly as before', async () => {
    const owner = await signUp(t.app, 'reset.en@example.com');
    const mail = await forgot(owner.email);
    expect(mail.subject).toBe('Reset your Homie password');
    expect(mail.text_body).toMatch(
      /^Hi Test,\n\nSomeone \(we hope you\) asked to reset the password of your Homie account\. Open this link to choose a new one:\n\nhttps:\/\/homie\.example\/reset-password\?token=\S+\n\nThe link works once, within 30 minutes\. Setting a new password signs you out everywhere\.\nIf you did not ask for this, ignore this email: your password stays as it is\.$/,
    );
  });
});
