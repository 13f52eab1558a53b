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
import { LETTER_MAILS_PER_DAY } from './send-letter.service.ts';

/** The app and its clock (decision 144): the tests below move it. */
const { clock, t } = useClockedTestApp();

async function paidJob(who: Who = {}) {
  const jobId = await createJob(t.database);
  const created = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
  await payWithCard(t.app, created.session_url, '4242424242424242');
  return { jobId, who: { ...who, token: who.token ?? created.order_token } };
}

let calls = 0;
/** Each call from its own address: the route's per-address limit (10 a minute) is not under test here. */
function send(body: Record<string, unknown>, who: Who) {
  calls += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/send-letter',
    payload: body,
    headers: headers(who),
    remoteAddress: `10.0.${Math.floor(calls / 250)}.${calls % 250}`,
  });
}

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
  attachments: { filename: string; contentType: string; size: number }[];
}
const mailsTo = (address: string) =>
  t.database.query<Mail>(
    'select to_address, subject, text_body, attachments from outbox where to_address = $1 order by created_at',
    [address],
  );
const countMails = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n;

/** The single-use link in a confirmation mail, as a path of this app. */
function linkIn(mail: Mail): string {
  const url = /https?:\/\/\S+/.exec(mail.text_body)![0];
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

async function confirmLink(path: string) {
  const token = new URL(path, 'http://x').searchParams.get('token')!;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/letter-recipient',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

describe('POST /api/orders/send-letter (the /confirmation Send button)', () => {
  it('e-mails a signed-in buyer the letter at their account address, with the report attached', async () => {
    const user = await signUp(t.app);
    const { jobId } = await paidJob({ access: user.access });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-job/${jobId}`,
      headers: headers({ access: user.access }),
    });
    expect(order.json().letter_email).toBe(user.email);
    // The same address typed in capitals is the same address; it is mailed as the account holds it.
    const res = await send({ history_id: jobId, email: user.email.toUpperCase() }, { access: user.access });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `Your appeal letter to ${user.email} is queued and will be sent shortly.`,
    });
    // The paid order's receipt (decision 211) went to the same address first.
    const mail = (await mailsTo(user.email)).find((m) => !m.subject.startsWith('Your Homie receipt'));
    expect(mail!.subject).toBe('Your Alameda County property tax appeal letter');
    expect(mail!.text_body).toContain('123 Main St');
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);
  });

  it('refuses any other address for a signed-in buyer and mails nothing (finding 6: no phishing relay)', async () => {
    const user = await signUp(t.app);
    const { jobId } = await paidJob({ access: user.access });
    const before = await countMails();
    const res = await send({ history_id: jobId, email: 'victim@example.com' }, { access: user.access });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      `Your appeal letter can only be e-mailed to your account's address, ${user.email}.`,
    );
    expect(await countMails()).toBe(before);
  });

  it('mails a guest letter only after the address confirmed it; the link mail carries none of their text', async () => {
    const { jobId, who } = await paidJob();
    const res = await send({ history_id: jobId, email: 'owner@example.com' }, who);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true, confirmation_required: true });
    expect(res.json().message).toContain('confirmation link to owner@example.com');
    const [ask] = await mailsTo('owner@example.com');
    expect(ask!.subject).toBe('Confirm where to send your Homie appeal letter');
    expect(ask!.attachments).toEqual([]);
    expect(ask!.text_body).not.toContain('123 Main St');
    expect(ask!.text_body).not.toContain('Assessment Appeals Board');

    // Opening the link (a mail scanner does) confirms nothing: the page asks for a click.
    const link = linkIn(ask!);
    const view = await t.app.inject({ method: 'GET', url: link });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-security-policy']).toContain("default-src 'none'");
    expect(view.body).toContain('owner@example.com');
    expect(view.body).toContain('Confirm and send my letter');
    expect(await mailsTo('owner@example.com')).toHaveLength(1);

    const confirmed = await confirmLink(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your appeal letter to owner@example.com is queued');
    const [, letter] = await mailsTo('owner@example.com');
    expect(letter!.text_body).toContain('123 Main St');
    expect(letter!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });

    // Single use; afterwards the confirmed address works straight from /confirmation.
    expect((await confirmLink(link)).statusCode).toBe(409);
    const again = await send({ history_id: jobId, email: 'Owner@Example.com' }, who);
    expect(again.statusCode).toBe(200);
    expect(again.json().confirmation_required).toBeUndefined();
  });

  it('mails a guest letter straight to the e-mail given at checkout', async () => {
    const { jobId, who } = await paidJob();
    await t.database.query('update orders set buyer_email = $2 where job_id = $1', [
      jobId,
      'buyer@example.com',
    ]);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-job/${jobId}`,
      headers: headers(who),
    });
    expect(order.json().letter_email).toBe('buyer@example.com');
    const res = await send({ history_id: jobId, email: 'buyer@example.com' }, who);
    expect(res.statusCode).toBe(200);
    expect((await mailsTo('buyer@example.com'))[0]!.attachments).toHaveLength(1);
  });

  it('refuses an expired or unknown confirmation link with a clear message', async () => {
    const { jobId, who } = await paidJob();
    await send({ history_id: jobId, email: 'late@example.com' }, who);
    const link = linkIn((await mailsTo('late@example.com'))[0]!);
    clock.now = () => new Date(Date.now() + 25 * 3600 * 1000);
    const late = await confirmLink(link);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This confirmation link has expired.');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/orders/letter-recipient?token=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This confirmation link is not valid.');
    expect(await mailsTo('late@example.com')).toHaveLength(1);
  });

  it(`sends at most ${LETTER_MAILS_PER_DAY} e-mails per order a day, then answers 429 until the day is over`, async () => {
    const user = await signUp(t.app);
    const { jobId } = await paidJob({ access: user.access });
    for (let i = 0; i < LETTER_MAILS_PER_DAY; i++) {
      expect((await send({ history_id: jobId, email: user.email }, { access: user.access })).statusCode).toBe(
        200,
      );
    }
    const before = await countMails();
    const over = await send({ history_id: jobId, email: user.email }, { access: user.access });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(
      `This letter has already been e-mailed ${LETTER_MAILS_PER_DAY} times in the last 24 hours. Please try again later.`,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMails()).toBe(before);
    clock.now = () => new Date(Date.now() + 24 * 3600 * 1000 + 1000);
    expect((await send({ history_id: jobId, email: user.email }, { access: user.access })).statusCode).toBe(
      200,
    );
  });

  it('counts confirmation links toward the same limit', async () => {
    const { jobId, who } = await paidJob();
    for (let i = 0; i < LETTER_MAILS_PER_DAY; i++) {
      expect((await send({ history_id: jobId, email: `spam${i}@example.com` }, who)).statusCode).toBe(202);
    }
    const over = await send({ history_id: jobId, email: 'spam-last@example.com' }, who);
    expect(over.statusCode).toBe(429);
    expect(await mailsTo('spam-last@example.com')).toHaveLength(0);
  });

  it('only the paid order owner can send it, and a bad address is refused', async () => {
    const { jobId, who } = await paidJob();
    const before = await countMails();
    expect((await send({ history_id: jobId, email: 'x@example.com' }, {})).statusCode).toBe(401);
    expect(
      (await send({ history_id: jobId, email: 'x@example.com' }, { token: 'stolen-guess' })).statusCode,
    ).toBe(403);
    const unpaid = await createJob(t.database);
    expect((await send({ history_id: unpaid, email: 'x@example.com' }, who)).statusCode).toBe(403);
    const bad = await send({ history_id: jobId, email: 'not-an-email' }, who);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid email address.');
    expect(await countMails()).toBe(before);
  });
});
