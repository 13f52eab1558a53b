import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const uniqueEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.com`;

describe('register', () => {
  it('creates an account and answers tokens, user id and email', async () => {
    const email = uniqueEmail('new');
    const res = await post('/api/auth/register/', {
      email,
      password: 'secret1',
      profile: { first_name: 'Ana', phone_number: '5105551234' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email,
      user_id: expect.any(String),
      access: expect.any(String),
      refresh: expect.any(String),
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(body.access),
    });
    expect(profile.json()).toEqual({
      user_id: body.user_id,
      email,
      first_name: 'Ana',
      phone_number: '5105551234',
      role: 'user',
      language: null,
    });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const email = uniqueEmail('hash');
    await post('/api/auth/register/', {
      email,
      password: 'plain-secret',
      profile: { first_name: 'Bo', phone_number: '' },
    });
    const [row] = await t.database.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain('plain-secret');
  });

  it('refuses a taken email in any letter case with an email array', async () => {
    const email = uniqueEmail('taken');
    await signUp(t.app, email);
    const res = await post('/api/auth/register/', {
      email: email.toUpperCase(),
      password: 'secret1',
      profile: { first_name: 'Cy', phone_number: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['A user with this email already exists.']);
    const [{ n }] = (await t.database.query<{ n: number }>(
      'select count(*)::int as n from users where email_lower = $1',
      [email.toLowerCase()],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it.each([
    [
      { email: 'not-an-email', password: 'secret1', profile: { first_name: 'Di', phone_number: '' } },
      'Invalid email address.',
    ],
    [
      { email: 'a@b.co', password: '123', profile: { first_name: 'Di', phone_number: '' } },
      'Password must be at least 6 characters.',
    ],
    [
      { email: 'a@b.co', password: 'secret1', profile: { first_name: 'D', phone_number: '' } },
      'First name must be at least 2 characters.',
    ],
    [
      { email: 'a@b.co', password: 'secret1', profile: { first_name: 'Di', phone_number: '12345' } },
      'Phone number must be 10 digits.',
    ],
    [
      { email: 'a@b.co', password: 'secret1', profile: { first_name: 'Di', phone_number: '' }, admin: true },
      '',
    ],
    [{ email: 'a@b.co', password: 'secret1' }, ''],
  ])('refuses bad input %j with a 400 and stores nothing', async (payload, message) => {
    const before = await t.database.query('select id from users');
    const res = await post('/api/auth/register/', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toContain(message);
    else expect(res.json().error).toEqual(expect.any(String));
    expect(await t.database.query('select id from users')).toHaveLength(before.length);
  });
});

describe('login', () => {
  it('answers access, refresh, user_id and email for the right password', async () => {
    const email = uniqueEmail('login');
    const { user_id } = await signUp(t.app, email, 'right-password');
    const res = await post('/api/auth/login/', { email: email.toUpperCase(), password: 'right-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id,
      email,
      access: expect.any(String),
      refresh: expect.any(String),
    });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const email = uniqueEmail('wrong');
    await signUp(t.app, email, 'right-password');
    const wrong = await post('/api/auth/login/', { email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login/', { email: uniqueEmail('nobody'), password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.', code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('tokens', () => {
  it('verify accepts our access token and refuses tampered, foreign, none-alg and expired ones', async () => {
    const { access } = await signUp(t.app);
    expect((await post('/api/auth/verify/', { token: access })).statusCode).toBe(200);
    const [h, p, s] = access.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url')}.${s}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [tampered, none, foreign, expired, 'garbage']) {
      expect((await post('/api/auth/verify/', { token })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
  });

  it('the profile needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('refresh rotates the token; reusing an old one revokes the whole family', async () => {
    const { refresh } = await signUp(t.app);
    const first = await post('/api/auth/token/refresh/', { refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh).not.toBe(refresh);
    expect((await post('/api/auth/verify/', { token: rotated.access })).statusCode).toBe(200);

    const reuse = await post('/api/auth/token/refresh/', { refresh });
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also ended the legitimate holder's newer token.
    expect((await post('/api/auth/token/refresh/', { refresh: rotated.refresh })).statusCode).toBe(401);
  });

  it('an access token is not a refresh token', async () => {
    const { access } = await signUp(t.app);
    expect((await post('/api/auth/token/refresh/', { refresh: access })).statusCode).toBe(401);
  });

  it('logout revokes the session even with no body and a JSON content type', async () => {
    const { access, refresh } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { ...bearer(access), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    expect((await post('/api/auth/token/refresh/', { refresh })).statusCode).toBe(401);
  });

  it('logout needs a token', async () => {
    expect((await post('/api/auth/logout/')).statusCode).toBe(401);
    expect((await post('/api/auth/logout/', { refresh: 'not-a-real-token' })).statusCode).toBe(204);
  });

  it('logout with an expired access token still revokes the refresh token sent in the body', async () => {
    const { refresh } = await signUp(t.app);
    const res = await post('/api/auth/logout/', { refresh }, bearer('expired.or.garbage'));
    expect(res.statusCode).toBe(204);
    expect((await post('/api/auth/token/refresh/', { refresh })).statusCode).toBe(401);
  });
});

describe('bad requests', () => {
  it('malformed JSON is a 400 with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('an oversized body is a 413', async () => {
    const res = await post('/api/auth/login/', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The request body is too large.');
  });

  it('very long strings and emoji are refused cleanly', async () => {
    const res = await post('/api/auth/register/', {
      email: `${'😀'.repeat(300)}@example.com`,
      password: '😀'.repeat(200),
      profile: { first_name: '😀'.repeat(500), phone_number: '' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('wrong types are a 400', async () => {
    const res = await post('/api/auth/login/', { email: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
  });
});
