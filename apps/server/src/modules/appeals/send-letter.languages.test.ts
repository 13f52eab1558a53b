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
});
