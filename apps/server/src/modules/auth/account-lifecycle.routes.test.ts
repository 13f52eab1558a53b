import { ACCOUNT_MESSAGES } from '@homie/contracts/auth';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { MAX_LIVE_RESET_LINKS } from './auth.service.ts';

// The account lifecycle of issue 13 (finding 10): logout ends the access token at once, change
// password, "Forgot password?" with a single-use expiring link, and deleting one's account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    PUBLIC_URL: 'https://homie.example',
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call from its own address, so the per-address limits of these routes stay out of the way. */
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
  });
const uniqueEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.com`;
const login = (email: string, password: string) => call('POST', '/api/auth/login/', { email, password });
const profileStatus = async (token: string) =>
  (await call('GET', '/api/auth/profile/', undefined, token)).statusCode;
const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.database.query<T>(sql, params);

/** The reset link mailed to `email` (the outbox: no SMTP in tests), waiting for the background send. */
async function resetMailFor(
  email: string,
  count = 1,
): Promise<{ subject: string; text: string; token: string }> {
  for (let i = 0; i < 100; i++) {
    const rows = await query<{ subject: string; text_body: string }>(
      'select subject, text_body from outbox where to_address = $1 order by created_at',
      [email],
    );
    if (rows.length >= count) {
      const last = rows[rows.length - 1]!;
      const link = /https:\/\/homie\.example\/reset-password\?token=([\w-]+)/.exec(last.text_body);
      if (!link) throw new Error(`no reset link in: ${last.text_body}`);
      return { subject: last.subject, text: last.text_body, token: decodeURIComponent(link[1]!) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

describe('logout ends the access token at once', () => {
  it('the same access token gets 401 everywhere after POST /api/auth/logout/', async () => {
    const { access, refresh } = await signUp(t.app);
    expect(await profileStatus(access)).toBe(200);
    expect((await call('GET', '/api/tour/captures', undefined, access)).statusCode).toBe(200);
    const out = await call('POST', '/api/auth/logout/', { refresh }, access);
    expect(out.statusCode).toBe(204);
    expect(await profileStatus(access)).toBe(401);
    expect((await call('GET', '/api/tour/captures', undefined, access)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/verify/', { token: access })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/token/refresh/', { refresh })).statusCode).toBe(401);
  });

  it('logout with only the refresh token also ends the access tokens of that session', async () => {
    const { access, refresh } = await signUp(t.app);
    expect((await call('POST', '/api/auth/logout/', { refresh })).statusCode).toBe(204);
    expect(await profileStatus(access)).toBe(401);
  });

  it('another session of the same user keeps working, and refresh rotation still works', async () => {
    const email = uniqueEmail('two');
    const first = await signUp(t.app, email, 'secret-one');
    const second = (await login(email, 'secret-one')).json();
    await call('POST', '/api/auth/logout/', {}, first.access);
    expect(await profileStatus(first.access)).toBe(401);
    expect(await profileStatus(second.access)).toBe(200);
    const rotated = await call('POST', '/api/auth/token/refresh/', { refresh: second.refresh });
    expect(rotated.statusCode).toBe(200);
    expect(await profileStatus(rotated.json().access)).toBe(200);
  });
});

describe('POST /api/auth/password/change/', () => {
  it('needs a signed-in caller', async () => {
    const res = await call('POST', '/api/auth/password/change/', {
      current_password: 'secret-one',
      new_password: 'secret-two',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const email = uniqueEmail('wrongcur');
    const { access } = await signUp(t.app, email, 'secret-one');
    const res = await call(
      'POST',
      '/api/auth/password/change/',
      { current_password: 'not-it', new_password: 'secret-two' },
      access,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.wrongPassword, code: 'wrong_password' });
    expect((await login(email, 'secret-one')).statusCode).toBe(200);
    expect(await profileStatus(access)).toBe(200);
  });

  it.each([
    [{ current_password: 'secret-one', new_password: '123' }, 'Password must be at least 6 characters.'],
    [{ current_password: 'secret-one', new_password: 'secret-one' }, ACCOUNT_MESSAGES.samePassword],
    [{ current_password: '', new_password: 'secret-two' }, ACCOUNT_MESSAGES.currentPasswordRequired],
    [{ current_password: 'secret-one', new_password: 'secret-two', admin: true }, ''],
  ])('refuses bad input %j with a 400', async (payload, message) => {
    const email = uniqueEmail('badchange');
    const { access } = await signUp(t.app, email, 'secret-one');
    const res = await call('POST', '/api/auth/password/change/', payload, access);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toContain(message);
    expect((await login(email, 'secret-one')).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const email = uniqueEmail('change');
    const mine = await signUp(t.app, email, 'secret-one');
    const other = (await login(email, 'secret-one')).json();
    const res = await call(
      'POST',
      '/api/auth/password/change/',
      { current_password: 'secret-one', new_password: 'secret-two' },
      mine.access,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect(await profileStatus(mine.access)).toBe(200);
    expect((await call('POST', '/api/auth/token/refresh/', { refresh: mine.refresh })).statusCode).toBe(200);
    expect(await profileStatus(other.access)).toBe(401);
    expect((await call('POST', '/api/auth/token/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    expect((await login(email, 'secret-one')).statusCode).toBe(401);
    expect((await login(email, 'secret-two')).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers a known and an unknown address with the same neutral message', async () => {
    const email = uniqueEmail('forgot');
    await signUp(t.app, email, 'secret-one');
    const known = await call('POST', '/api/auth/password/forgot/', { email: email.toUpperCase() });
    const unknown = await call('POST', '/api/auth/password/forgot/', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const mail = await resetMailFor(email);
    expect(mail.subject).toBe('Reset your Homie password');
    expect(mail.text).toContain('30 minutes');
    const [row] = await query<{ token_hash: string }>(
      'select token_hash from password_reset_tokens r join users u on u.id = r.user_id where u.email = $1',
      [email],
    );
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(mail.token);
  });

  it('sets a new password once, ends every session, and the link never works again', async () => {
    const email = uniqueEmail('reset');
    const before = await signUp(t.app, email, 'secret-one');
    await call('POST', '/api/auth/password/forgot/', { email });
    const { token } = await resetMailFor(email);
    const res = await call('POST', '/api/auth/password/reset/', { token, password: 'secret-new' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });
    expect(await profileStatus(before.access)).toBe(401);
    expect((await call('POST', '/api/auth/token/refresh/', { refresh: before.refresh })).statusCode).toBe(
      401,
    );
    expect((await login(email, 'secret-one')).statusCode).toBe(401);
    expect((await login(email, 'secret-new')).statusCode).toBe(200);
    const again = await call('POST', '/api/auth/password/reset/', { token, password: 'secret-third' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.resetLinkInvalid, code: 'reset_link_invalid' });
    expect((await login(email, 'secret-new')).statusCode).toBe(200);
  });

  it('refuses an expired link and a made-up one', async () => {
    const email = uniqueEmail('expired');
    await signUp(t.app, email, 'secret-one');
    await call('POST', '/api/auth/password/forgot/', { email });
    await resetMailFor(email, 1);
    await call('POST', '/api/auth/password/forgot/', { email });
    const newer = await resetMailFor(email, 2);
    await query(
      "update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      [email],
    );
    const expired = await call('POST', '/api/auth/password/reset/', {
      token: newer.token,
      password: 'secret-x',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: ACCOUNT_MESSAGES.resetLinkInvalid, code: 'reset_link_invalid' });
    const madeUp = await call('POST', '/api/auth/password/reset/', {
      token: 'x'.repeat(43),
      password: 'secret-x',
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await login(email, 'secret-one')).statusCode).toBe(200);
  });

  it('changing the password voids an unused reset link', async () => {
    const email = uniqueEmail('void');
    const { access } = await signUp(t.app, email, 'secret-one');
    await call('POST', '/api/auth/password/forgot/', { email });
    const { token } = await resetMailFor(email);
    await call(
      'POST',
      '/api/auth/password/change/',
      { current_password: 'secret-one', new_password: 'secret-two' },
      access,
    );
    expect(
      (await call('POST', '/api/auth/password/reset/', { token, password: 'secret-x' })).statusCode,
    ).toBe(400);
  });

  it('limits requests per address and e-mail, and per address, with a clear 429', async () => {
    const email = uniqueEmail('limit');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/password/forgot/',
            payload: { email },
            remoteAddress: '10.201.0.1',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    const perAddress: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot/',
        payload: { email: uniqueEmail('addr') },
        remoteAddress: '10.200.0.1',
      });
      perAddress.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toMatch(/Too many/);
    }
    expect(perAddress.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });

  // Issue 49 item 9 (decision 207): anyone could block an owner's reset (3 per address per 15
  // minutes from any address, and each request voided the last link).
  it('a newer request does not void an earlier link; using one voids the others', async () => {
    const email = uniqueEmail('keeps');
    await signUp(t.app, email, 'secret-one');
    await call('POST', '/api/auth/password/forgot/', { email });
    const older = await resetMailFor(email, 1);
    await call('POST', '/api/auth/password/forgot/', { email });
    const newer = await resetMailFor(email, 2);
    expect(newer.token).not.toBe(older.token);
    const used = await call('POST', '/api/auth/password/reset/', {
      token: older.token,
      password: 'secret-new',
    });
    expect(used.statusCode).toBe(200);
    expect((await login(email, 'secret-new')).statusCode).toBe(200);
    // Single-use, and using one voided the other.
    for (const token of [older.token, newer.token]) {
      const again = await call('POST', '/api/auth/password/reset/', { token, password: 'secret-third' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.resetLinkInvalid, code: 'reset_link_invalid' });
    }
  });

  it("a stranger's requests, from one address or many, neither lock the owner out nor void their link", async () => {
    const email = uniqueEmail('target');
    await signUp(t.app, email, 'secret-one');
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/forgot/', payload: { email }, remoteAddress });
    // The owner asks first, and holds a link.
    expect((await forgot('10.202.9.9')).statusCode).toBe(202);
    const owners = await resetMailFor(email, 1);
    // A stranger exhausts their own allowance, then goes on from many other addresses.
    const strangers: number[] = [];
    for (let i = 0; i < 4; i++) strangers.push((await forgot('10.202.0.1')).statusCode);
    expect(strangers).toEqual([202, 202, 202, 429]);
    for (let i = 2; i < 8; i++) expect((await forgot(`10.202.0.${i}`)).statusCode).toBe(202);
    await t.app.auth.settled();
    // The owner's own request still goes through (their allowance is theirs)...
    expect((await forgot('10.202.9.9')).statusCode).toBe(202);
    await t.app.auth.settled();
    // ...at most MAX_LIVE_RESET_LINKS links were mailed, and the owner's first one still works.
    const mailed = await query<{ n: number }>(
      "select count(*)::int as n from outbox where to_address = $1 and subject = 'Reset your Homie password'",
      [email],
    );
    expect(mailed[0]!.n).toBe(MAX_LIVE_RESET_LINKS);
    const res = await call('POST', '/api/auth/password/reset/', {
      token: owners.token,
      password: 'secret-mine',
    });
    expect(res.statusCode).toBe(200);
    expect((await login(email, 'secret-mine')).statusCode).toBe(200);
  });

  it('requests at the same moment mail at most MAX_LIVE_RESET_LINKS links (the count and the insert are one step)', async () => {
    const email = uniqueEmail('burst');
    await signUp(t.app, email, 'secret-one');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot/',
          payload: { email },
          remoteAddress: `10.203.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
    await t.app.auth.settled();
    const [live] = await query<{ n: number }>(
      `select count(*)::int as n from password_reset_tokens r join users u on u.id = r.user_id
        where u.email_lower = $1 and r.used_at is null`,
      [email.toLowerCase()],
    );
    expect(live!.n).toBe(MAX_LIVE_RESET_LINKS);
  });

  it.each([
    ['/api/auth/password/forgot/', { email: 'not-an-email' }],
    ['/api/auth/password/forgot/', {}],
    ['/api/auth/password/reset/', { token: '', password: 'secret-x' }],
    ['/api/auth/password/reset/', { token: 'abc', password: '1' }],
    ['/api/auth/password/reset/', { token: 'x'.repeat(500), password: 'secret-x' }],
  ])('%s refuses %j with a 400 { error }', async (url, payload) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('DELETE /api/auth/account/', () => {
  it('needs a signed-in caller and the right password', async () => {
    expect((await call('DELETE', '/api/auth/account/', { password: 'x' })).statusCode).toBe(401);
    const email = uniqueEmail('keep');
    const { access } = await signUp(t.app, email, 'secret-one');
    const wrong = await call('DELETE', '/api/auth/account/', { password: 'not-it' }, access);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: ACCOUNT_MESSAGES.wrongPassword, code: 'wrong_password' });
    expect((await call('DELETE', '/api/auth/account/', {}, access)).statusCode).toBe(400);
    expect(await query('select id from users where email = $1', [email])).toHaveLength(1);
    expect(await profileStatus(access)).toBe(200);
  });

  it("erases the user's data and files, keeps paid orders anonymised, and leaves others alone", async () => {
    const email = uniqueEmail('gone');
    const me = await signUp(t.app, email, 'secret-one');
    const other = await signUp(t.app, uniqueEmail('stays'), 'secret-one');
    const put = (key: string) => t.app.storage.put(key, Readable.from([Buffer.from('bytes')]));

    // What the two users hold: a job with a video, a tour capture, orders with appeal rows, a lead.
    for (const [owner, tag] of [
      [me, 'mine'],
      [other, 'them'],
    ] as const) {
      const job = `job_${tag}_0123456789abcdef`;
      await query(
        `insert into analysis_jobs (id, user_id, status, request) values ($1, $2, 'completed', '{"notes":"private"}')`,
        [job, owner.user_id],
      );
      await put(`videos/${tag}.mp4`);
      await query(
        `insert into videos (job_id, storage_key, original_filename, size_bytes, duration_seconds, container, source)
         values ($1, $2, 'walk.mp4', 5, 10, 'mp4', 'upload')`,
        [job, `videos/${tag}.mp4`],
      );
      await put(`tour/${tag}.jpg`);
      await query(
        `insert into tour_captures (user_id, analysis, report, image_key, content_type, image_bytes, image_sha256, width, height)
         values ($1, 'a crack', '{}', $2, 'image/jpeg', 5, $3, 10, 10)`,
        [owner.user_id, `tour/${tag}.jpg`, `sha-${tag}`],
      );
      for (const status of ['paid', 'pending']) {
        const id = `ord_${tag}_${status}`;
        await query(
          `insert into orders (id, job_id, user_id, tier, amount_cents, status, paid_at)
           values ($1, $2, $3, 'basic', 4900, $4, case when $4 = 'paid' then now() end)`,
          [id, status === 'paid' ? job : `${job}_2`, owner.user_id, status],
        );
        await query('update orders set buyer_email = $2 where id = $1', [id, owner.email]);
        await query(
          `insert into letter_recipients (id, order_id, email, token_hash, expires_at)
           values ($1, $1, $2, $3, now() + interval '1 day')`,
          [id, owner.email, `hash-${id}`],
        );
        await query(
          `insert into appeal_reports (order_id, job_id, tier, county, content, edited_letter)
           values ($1, $2, 'basic', 'alameda', '{}', 'Dear board, my name is...')`,
          [id, job],
        );
        await query(
          `insert into appeal_applications (order_id, job_id, county, property_info, comparable_sales)
           values ($1, $2, 'alameda', '{"owner":"Ana"}', '[]')`,
          [id, job],
        );
      }
      await query(
        `insert into leads (email, email_lower, phone, street, address_key, user_id) values ($1, $2, '5105551234', '1 Main St', $3, $4)`,
        [owner.email.toUpperCase(), owner.email.toLowerCase(), `key-${tag}`, owner.user_id],
      );
    }

    const res = await call('DELETE', '/api/auth/account/', { password: 'secret-one' }, me.access);
    expect(res.statusCode).toBe(204);

    // The session is over and the account is gone.
    expect(await profileStatus(me.access)).toBe(401);
    expect((await call('POST', '/api/auth/token/refresh/', { refresh: me.refresh })).statusCode).toBe(401);
    expect((await login(email, 'secret-one')).statusCode).toBe(401);
    const mine = (sql: string) => query(sql, [me.user_id]);
    expect(await query('select id from users where email_lower = $1', [email.toLowerCase()])).toEqual([]);
    for (const table of [
      'refresh_tokens',
      'auth_sessions',
      'password_reset_tokens',
      'tour_captures',
      'analysis_jobs',
    ]) {
      expect(await mine(`select 1 from ${table} where user_id = $1`)).toEqual([]);
    }
    expect(await query("select 1 from analysis_jobs where id like 'job_mine%'")).toEqual([]);
    expect(await query("select 1 from videos where storage_key = 'videos/mine.mp4'")).toEqual([]);
    expect(await query('select 1 from leads where email_lower = $1', [email.toLowerCase()])).toEqual([]);
    expect(await query("select 1 from appeal_reports where order_id like 'ord_mine%'")).toEqual([]);
    expect(await query("select 1 from appeal_applications where order_id like 'ord_mine%'")).toEqual([]);
    expect(await t.app.storage.exists('videos/mine.mp4')).toBe(false);
    expect(await t.app.storage.exists('tour/mine.jpg')).toBe(false);

    // The paid order stays for the books, with no link to the person; the unpaid one is gone.
    expect(await query("select 1 from letter_recipients where order_id like 'ord_mine%'")).toEqual([]);
    expect(await query("select 1 from orders where id like 'ord_mine%' and buyer_email is not null")).toEqual(
      [],
    );
    const orders = await query<{
      id: string;
      user_id: string | null;
      guest_token_hash: string;
      amount_cents: number;
    }>("select id, user_id, guest_token_hash, amount_cents from orders where id like 'ord_mine%'");
    expect(orders).toEqual([
      {
        id: 'ord_mine_paid',
        user_id: null,
        guest_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        amount_cents: 4900,
      },
    ]);

    // The other user keeps everything.
    expect(await profileStatus(other.access)).toBe(200);
    expect(await query("select 1 from analysis_jobs where id like 'job_them%'")).toHaveLength(1);
    expect(await query("select 1 from videos where storage_key = 'videos/them.mp4'")).toHaveLength(1);
    expect(await query('select 1 from tour_captures where user_id = $1', [other.user_id])).toHaveLength(1);
    expect(await query("select 1 from orders where id like 'ord_them%'")).toHaveLength(2);
    expect(await query("select 1 from appeal_reports where order_id like 'ord_them%'")).toHaveLength(2);
    expect(await query("select 1 from letter_recipients where order_id like 'ord_them%'")).toHaveLength(2);
    expect(
      await query('select 1 from leads where email_lower = $1', [other.email.toLowerCase()]),
    ).toHaveLength(1);
    expect(await t.app.storage.exists('videos/them.mp4')).toBe(true);
    expect(await t.app.storage.exists('tour/them.jpg')).toBe(true);
  });
});

// Issue 49 item 2 (decision 206): erasure follows the account's id, never an e-mail string.
describe('deleting an account leaves a visitor who typed the same address alone', () => {
  const visitorLead = (email: string, street: string) => ({
    email,
    phone: '(510) 555-1234',
    address: { street, unit: '', city: 'Oakland', state: 'CA', zipCode: '94607' },
    result: {
      job_id: '',
      assessed_value: 837692,
      market_value: 900000,
      annual_tax: 9800,
      market_based_tax: 10530,
      saving: -730,
      tax_rate: 1.17,
    },
  });
  const countWhere = async (sql: string, params: unknown[]) =>
    (await query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

  it("keeps the visitor's message, lead and queued mail; erases the account's own", async () => {
    const tag = Math.random().toString(36).slice(2);
    const typed = `Pat.${tag}@Example.com`;
    const lower = typed.toLowerCase();

    // A visitor with no account: a contact message, a free-assessment sign-up, and mail queued to
    // the address they typed (as a guest's order mail is).
    expect(
      (await call('POST', '/api/contact', { name: 'Visitor', email: typed, message: `visitor ${tag}` }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/leads', visitorLead(typed, `1 Visitor St ${tag}`))).statusCode).toBe(
      201,
    );
    await t.app.mailer.send({ to: typed, subject: `Your order ${tag}`, text: 'Thanks for your order.' });

    // Someone registers the same address in another case, uses the site signed in, and deletes it.
    const holder = await signUp(t.app, lower, 'secret-one');
    expect(
      (
        await call(
          'POST',
          '/api/contact',
          { name: 'Holder', email: lower, message: `holder ${tag}` },
          holder.access,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/leads', visitorLead(lower, `2 Holder St ${tag}`), holder.access)).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/auth/password/forgot/', { email: lower })).statusCode).toBe(202);
    await t.app.auth.settled();
    await t.app.mailer.settled();
    expect(await countWhere('outbox where user_id = $1', [holder.user_id])).toBeGreaterThanOrEqual(3);

    const res = await call('DELETE', '/api/auth/account/', { password: 'secret-one' }, holder.access);
    expect(res.statusCode).toBe(204);

    // The visitor's rows survive.
    expect(await countWhere('contact_messages where message = $1', [`visitor ${tag}`])).toBe(1);
    expect(
      await countWhere('leads where email_lower = $1 and street = $2', [lower, `1 Visitor St ${tag}`]),
    ).toBe(1);
    expect(await countWhere('outbox where subject = $1', [`Your order ${tag}`])).toBe(1);
    // The account's own are gone: its message, its sign-up, the mail written for or by it.
    expect(await countWhere('contact_messages where message = $1', [`holder ${tag}`])).toBe(0);
    expect(await countWhere('leads where street = $1', [`2 Holder St ${tag}`])).toBe(0);
    expect(await countWhere('outbox where user_id = $1', [holder.user_id])).toBe(0);
    expect(await countWhere('outbox where text_body like $1', [`%holder ${tag}%`])).toBe(0);
    expect(
      await countWhere("outbox where to_address = $1 and subject = 'Reset your Homie password'", [lower]),
    ).toBe(0);
  });
});
