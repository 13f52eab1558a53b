// The appeal letter's mail in the owner's language (issue 55 item 4, decision 263): its subject and
// introduction, and the attached report's own pages, in the account's language; the letter itself,
// which the board reads, stays English. A guest's "confirm where to send" mail is in the language the
// request came in with.
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import {
  createJob,
  createSession,
  headers,
  payWithCard,
  type Who,
  useClockedTestApp,
} from '../payments/payments.test-helpers.ts';
import { hasPdftotext, pdfText } from './appeals.test-helpers.ts';
import { SEND_LETTER_MESSAGES } from './send-letter.service.ts';

const { t } = useClockedTestApp();

async function paidJob(who: Who = {}) {
  const jobId = await createJob(t.database);
  const created = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
  await payWithCard(t.app, created.session_url, '4242424242424242');
  return { jobId, who: { ...who, token: who.token ?? created.order_token } };
}

let calls = 0;
function send(body: Record<string, unknown>, who: Who, extra: Record<string, string> = {}) {
  calls += 1;
  const base = headers(who);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/send-letter',
    payload: body,
    headers: { ...base, ...extra, cookie: [base.cookie, extra.cookie].filter(Boolean).join('; ') },
    remoteAddress: `10.57.0.${calls}`,
  });
}

const mailsTo = (address: string) =>
  t.database.query<{
    subject: string;
    text_body: string;
    attachments: { filename: string; contentBase64: string }[];
  }>('select subject, text_body, attachments from outbox where to_address = $1 order by created_at', [
    address,
  ]);

describe("the letter's mail in the owner's language", () => {
  it("an account's: Vietnamese words around the English letter, the report's own pages Vietnamese", async () => {
    const user = await signUp(t.app);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      payload: { language: 'vi' },
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(chosen.statusCode).toBe(200);
    const { jobId } = await paidJob({ access: user.access });
    const res = await send({ history_id: jobId, email: user.email }, { access: user.access });
    expect(res.statusCode).toBe(200);
    // The API answers in the specification's English.
    expect(res.json().message).toMatch(/^(Sent!|Your appeal letter)/);
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `/api/appeals/reports/${jobId}`,
        headers: headers({ access: user.access }),
      })
    ).json();
    // The API's report stays English.
    expect(report.next_steps.at(-1).title).toBe('Prepare for the hearing');
    // The receipt came first, in Vietnamese too; the letter's mail is the last.
    const mails = await mailsTo(user.email);
    expect(mails[0]!.subject).toBe('Biên nhận Homie của bạn: gói Success');
    const mail = mails.at(-1);
    expect(mail!.subject).toBe(`Thư khiếu nại thuế bất động sản Quận ${report.county_name} của bạn`);
    expect(mail!.text_body).toContain(`Đây là thư khiếu nại của bạn cho ${report.property_address}.`);
    expect(mail!.text_body).toContain('Thư được viết bằng tiếng Anh, ngôn ngữ mà hội đồng đọc.');
    expect(mail!.text_body).toContain(report.letter);
    if (hasPdftotext) {
      const pdf = pdfText(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64')).replace(/\s+/g, ' ');
      expect(pdf).toContain('CÁC BƯỚC TIẾP THEO');
      expect(pdf).toContain('Chuẩn bị cho phiên điều trần');
      expect(pdf).toContain('COMPARABLE SALES');
    }
  });

  it("a guest's confirmation link for another address: in the request's language", async () => {
    const { jobId, who } = await paidJob();
    const res = await send({ history_id: jobId, email: 'amigo.contable@example.com' }, who, {
      cookie: 'homie_lang=zh-Hans',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo('amigo.contable@example.com');
    expect(mail!.subject).toBe('请确认您的 Homie 申诉信的发送地址');
    expect(mail!.text_body).toContain('此链接只能使用一次，有效期为 24 小时。');
    expect(mail!.text_body).toMatch(/如果是您本人，请打开此链接确认：https?:\/\/\S+letter-recipient\?token=/);
  });

  it("the link's page: in the visitor's language, the address escaped, its refusals by code", async () => {
    const { jobId, who } = await paidJob();
    await send({ history_id: jobId, email: 'tia.rosa@example.com' }, who, { cookie: 'homie_lang=es' });
    const [mail] = await mailsTo('tia.rosa@example.com');
    const url = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
    const token = url.searchParams.get('token')!;
    const view = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('<html lang="es">');
    expect(view.body).toContain('<title>Homie: su carta de apelación</title>');
    expect(view.body).toContain(
      '<p>¿Enviar la carta de apelación de Homie a <strong>tia.rosa@example.com</strong>?</p>',
    );
    expect(view.body).toContain('<button type="submit">Confirmar y enviar mi carta</button>');
    expect(view.body).not.toMatch(/Confirm your address|nothing will be sent/);
    const post = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ token }).toString(),
      });
    const confirmed = await post('homie_lang=ko');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<html lang="ko">');
    expect(confirmed.body).toContain('<h1>주소가 확인되었습니다</h1>');
    expect(confirmed.body).toContain(
      'tia.rosa@example.com(으)로 보내는 이의 신청서가 대기 중이며 곧 발송됩니다.',
    );
    const again = await post('homie_lang=zh-Hant');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('此地址已確認。請從確認頁面重新寄出您的信。');
    // No language asked: the specification's English, as before.
    const unknown = await t.app.inject({ method: 'GET', url: `${url.pathname}?token=nope` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="en">');
    expect(unknown.body).toContain('<h1>Letter not sent</h1>');
    expect(unknown.body).toContain(SEND_LETTER_MESSAGES.linkUnknown);
  });
});
