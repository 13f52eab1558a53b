import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let ipSuffix = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
const count = async () =>
  (
    (await t.database.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0] as {
      n: number;
    }
  ).n;

describe('POST /api/contact', () => {
  it('stores the message and answers success with the spec text', async () => {
    const res = await send({ name: 'Ana', email: 'ana@example.com', message: 'Hello there' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const rows = await t.database.query(
      'select name, email, message from contact_messages where email = $1',
      ['ana@example.com'],
    );
    expect(rows).toEqual([{ name: 'Ana', email: 'ana@example.com', message: 'Hello there' }]);
  });

  it('without SMTP the mail to the operator waits in the outbox (issue 19)', async () => {
    const rows = await t.database.query<{ to_address: string; subject: string; text_body: string }>(
      'select to_address, subject, text_body from outbox',
    );
    expect(rows).toEqual([
      {
        to_address: t.config.contactTo,
        subject: 'Contact form: Ana',
        text_body: expect.stringContaining('Hello there'),
      },
    ]);
  });

  it.each([
    [{ name: '', email: 'a@b.co', message: 'x' }, 'Name is required.'],
    [{ name: 'A', email: 'nope', message: 'x' }, 'Invalid email address.'],
    [{ name: 'A', email: 'a@b.co', message: '' }, 'Message is required.'],
    [
      { name: 'A', email: 'a@b.co', message: 'long'.repeat(1300) },
      'Message must be at most 5000 characters.',
    ],
    [{ name: 'A', email: 'a@b.co', message: 'x', website: 'http://spam' }, 'Leave the website field empty.'],
    [{ name: 'A', email: 'a@b.co', message: 'x', access_key: 'k' }, ''],
  ])('refuses bad input #%# and stores nothing', async (payload, message) => {
    const before = await count();
    const res = await send(payload, `10.0.1.${++ipSuffix}`);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toContain(message);
    expect(await count()).toBe(before);
  });

  it('rate-limits a flood from one address with a clear 429', async () => {
    const payload = { name: 'Flood', email: 'flood@example.com', message: 'spam' };
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await send(payload, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await send(payload, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please try again in/);
  });
});
