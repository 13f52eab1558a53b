import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';

/** The account's language (issue 55, decision 253): stored by PUT /api/auth/language/, read with the profile. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const putLanguage = (language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/language/', payload: { language }, headers });
const profileOf = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(access) })).json();

describe('the account’s language', () => {
  it('is null until chosen, then the profile answers the choice', async () => {
    const { access } = await signUp(t.app);
    expect((await profileOf(access)).language).toBeNull();

    const res = await putLanguage('zh-Hant', bearer(access));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'zh-Hant' });
    expect((await profileOf(access)).language).toBe('zh-Hant');

    await putLanguage('es', bearer(access));
    expect((await profileOf(access)).language).toBe('es');
  });

  it('is one account’s alone', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    await putLanguage('ko', bearer(first.access));
    expect((await profileOf(second.access)).language).toBeNull();
  });

  it('refuses a language the site does not speak, and a caller who is not signed in', async () => {
    const { access } = await signUp(t.app);
    const unknown = await putLanguage('fr', bearer(access));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_request');
    expect((await profileOf(access)).language).toBeNull();

    const anonymous = await putLanguage('es');
    expect(anonymous.statusCode).toBe(401);
  });
});
