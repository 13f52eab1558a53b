import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { createJob, createSession, headers, payWithCard, type Who } from './payments.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function paidJob(who: Who = {}) {
  const jobId = await createJob(t.database);
  const created = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
  await payWithCard(t.app, created.session_url, '4242424242424242');
  return { jobId, who: { ...who, token: who.token ?? created.order_token } };
}

function send(body: Record<string, unknown>, who: Who) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/send-letter',
    payload: body,
    headers: headers(who),
  });
}

describe('POST /api/orders/send-letter (the /confirmation Send button)', () => {
  it('e-mails the appeal letter with the report attached; without SMTP it waits in the outbox', async () => {
    const { jobId, who } = await paidJob();
    const res = await send({ history_id: jobId, email: 'owner@example.com' }, who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your appeal letter to owner@example.com is queued and will be sent shortly.',
    });
    const [mail] = await t.database.query<{
      to_address: string;
      subject: string;
      text_body: string;
      attachments: { filename: string; contentType: string; size: number }[];
    }>('select to_address, subject, text_body, attachments from outbox where to_address = $1', [
      'owner@example.com',
    ]);
    expect(mail!.subject).toBe('Your Alameda County property tax appeal letter');
    expect(mail!.text_body).toContain('123 Main St');
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);
  });

  it('works for a signed-in buyer through their account', async () => {
    const user = await signUp(t.app);
    const { jobId } = await paidJob({ access: user.access });
    const res = await send({ history_id: jobId, email: user.email }, { access: user.access });
    expect(res.statusCode).toBe(200);
  });

  it('only the paid order owner can send it, and a bad address is refused', async () => {
    const { jobId, who } = await paidJob();
    const count = async () =>
      (await t.database.query<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n;
    const before = await count();
    expect((await send({ history_id: jobId, email: 'x@example.com' }, {})).statusCode).toBe(401);
    expect(
      (await send({ history_id: jobId, email: 'x@example.com' }, { token: 'stolen-guess' })).statusCode,
    ).toBe(403);
    const unpaid = await createJob(t.database);
    expect((await send({ history_id: unpaid, email: 'x@example.com' }, who)).statusCode).toBe(403);
    const bad = await send({ history_id: jobId, email: 'not-an-email' }, who);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid email address.');
    expect(await count()).toBe(before);
  });
});
