// Issue 49 item 14 (decision 211): on the embedded default (no SMTP) mail waits in the outbox; an
// operator reads a waiting message in the back office, downloads it as an .eml to send by hand, and
// marks it delivered. Every step is audited; nobody else can read it.
import { OPERATOR_API } from '@homie/contracts/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { grantOperator } from './operator.roles.ts';

let t: TestApp;
let operator: string;
let owner: string;
const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

beforeAll(async () => {
  t = await createTestApp();
  operator = (await signUp(t.app, 'desk@brokerage.example')).access;
  await grantOperator(t.database, 'desk@brokerage.example');
  owner = (await signUp(t.app, 'forgot@example.com')).access;
});
afterAll(() => t.close());

async function resetMailId(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot/',
    payload: { email: 'forgot@example.com' },
  });
  expect(res.statusCode).toBeLessThan(300);
  await t.app.auth.settled();
  await t.app.mailer.settled();
  const [row] = await t.database.query<{ id: string }>(
    `select id from outbox where to_address = 'forgot@example.com' and sent_at is null order by created_at desc limit 1`,
  );
  expect(row).toBeDefined();
  return row!.id;
}

describe('a waiting e-mail delivered by hand', () => {
  it('an operator reads it whole, downloads it as .eml, marks it delivered; each step audited', async () => {
    const id = await resetMailId();
    const opened = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.outboxMail(id),
      headers: auth(operator),
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, to: 'forgot@example.com', sent_at: null });
    expect(opened.json().body).toMatch(/reset-password/);

    const eml = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.outboxEml(id),
      headers: auth(operator),
    });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toContain('message/rfc822');
    expect(eml.headers['content-disposition']).toContain('.eml');
    expect(eml.body).toMatch(/^To: forgot@example\.com$/m);
    expect(eml.body).toMatch(/^Subject: /m);
    expect(eml.body).toMatch(/^MIME-Version: 1\.0$/m);

    const done = await t.app.inject({
      method: 'POST',
      url: OPERATOR_API.outboxDelivered(id),
      headers: auth(operator),
      payload: {},
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().sent_at).not.toBeNull();
    expect(done.json().body).toBeNull();
    // Delivered: no longer shown, nor counted as waiting.
    const again = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.outboxMail(id),
      headers: auth(operator),
    });
    expect(again.statusCode).toBe(409);
    const twice = await t.app.inject({
      method: 'POST',
      url: OPERATOR_API.outboxDelivered(id),
      headers: auth(operator),
      payload: {},
    });
    expect(twice.statusCode).toBe(409);

    const audit = (
      await t.app.inject({ method: 'GET', url: OPERATOR_API.audit, headers: auth(operator) })
    ).json();
    const actions = audit.items
      .filter((a: { subject_id: string }) => a.subject_id === id)
      .map((a: { action: string }) => a.action);
    expect(actions.sort()).toEqual(['download_mail', 'mark_delivered', 'open_mail']);
  });

  it('nobody but an operator reads it; an unknown or malformed id is a 4xx', async () => {
    const id = await resetMailId();
    for (const headers of [{}, auth(owner)]) {
      for (const url of [OPERATOR_API.outboxMail(id), OPERATOR_API.outboxEml(id)]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([401, 403]).toContain(res.statusCode);
        expect(res.body).not.toContain('reset-password');
      }
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.outboxMail('00000000-0000-4000-8000-000000000000'),
      headers: auth(operator),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.outboxMail('not-a-uuid'),
      headers: auth(operator),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
