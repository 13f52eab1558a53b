// Sign-in throttling (issue 13 finding 5, decision 096): wrong passwords slow down the address
// that sends them, with growing delays, and never lock the owner out from elsewhere. The counters
// are shared through the database, so a second instance sees them.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

const t = await createTestApp();
/** A second server on the same database, as behind a load balancer. */
const other: FastifyInstance = await buildApp({ config: t.config, database: t.database, logger: false });
await other.ready();
afterAll(async () => {
  await other.close();
  await t.close();
});

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress });
const uniqueEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.com`;

describe('POST /api/auth/login/ under attack', () => {
  it('lets the owner sign in from her address while an attacker hammers her account from another', async () => {
    const owner = await signUp(t.app, uniqueEmail('owner'), 'right password');
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await login(t.app, owner.email, 'wrong guess', '203.0.113.66')).statusCode);
    // Five wrong passwords, then the attacker's address waits (and keeps waiting).
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const waiting = await login(other, owner.email, 'wrong guess', '203.0.113.66');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error).toBe('Too many sign-in attempts. Please wait 30 seconds and try again.');
    expect(waiting.headers['retry-after']).toBe('30');
    // The owner, with the right password, from her own address, on either instance: signed in.
    for (const app of [t.app, other]) {
      const res = await login(app, owner.email, 'right password', '198.51.100.7');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user_id).toBe(owner.user_id);
    }
  });

  it('counts the failures on every instance (shared counters)', async () => {
    const owner = await signUp(t.app, uniqueEmail('shared'), 'right password');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await login(i % 2 ? other : t.app, owner.email, 'nope nope', '203.0.113.67')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('forgets an address’s failures for the account once it signs in', async () => {
    const owner = await signUp(t.app, uniqueEmail('typo'), 'right password');
    const attempt = (password: string) => login(t.app, owner.email, password, '198.51.100.8');
    for (let i = 0; i < 4; i++) expect((await attempt('typo typo')).statusCode).toBe(401);
    expect((await attempt('right password')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('typo typo')).statusCode).toBe(401);
    expect((await attempt('right password')).statusCode).toBe(200);
  });

  it('throttles unknown accounts the same way (no hint that an e-mail exists)', async () => {
    const codes: number[] = [];
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 6; i++)
      codes.push((await login(t.app, email, 'guess guess', '203.0.113.68')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('createSignInThrottle', () => {
  let clock = 1_800_000_000_000;
  const throttle = createSignInThrottle({
    database: t.database,
    perAddress: 4,
    perAccountAddress: 2,
    windowSeconds: 120,
    accountCeiling: 3,
    now: () => clock,
  });
  const waits = (retryAfter: string) => ({ statusCode: 429, headers: { 'retry-after': retryAfter } });

  it('delays a pair 30 s from its threshold, doubling per further failure, capped at the window', async () => {
    const email = uniqueEmail('delay');
    const ip = '192.0.2.10';
    await throttle.failed(email, ip);
    await throttle.check(email, ip);
    await throttle.failed(email, ip);
    await expect(throttle.check(email, ip)).rejects.toMatchObject(waits('30'));
    const seen: string[] = [];
    for (const wait of [30, 60, 120, 120]) {
      clock += wait * 1000;
      await throttle.check(email, ip);
      await throttle.failed(email, ip);
      try {
        await throttle.check(email, ip);
      } catch (err) {
        seen.push((err as { headers: Record<string, string> }).headers['retry-after'] ?? '');
      }
    }
    expect(seen).toEqual(['60', '120', '120', '120']);
    // Another address for the same account is not delayed.
    await throttle.check(email, '192.0.2.11');
  });

  it('delays an address that sprays many accounts', async () => {
    for (let i = 0; i < 4; i++) await throttle.failed(uniqueEmail('spray'), '192.0.2.20');
    await expect(throttle.check(uniqueEmail('spray'), '192.0.2.20')).rejects.toMatchObject(waits('30'));
    await throttle.check(uniqueEmail('spray'), '192.0.2.21');
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 4; i++) await throttle.failed(uniqueEmail('v6'), `2001:db8:0:1::${i}`);
    await expect(throttle.check(uniqueEmail('v6'), '2001:db8:0:1::99')).rejects.toMatchObject({
      statusCode: 429,
    });
    await throttle.check(uniqueEmail('v6'), '2001:db8:0:2::1');
  });

  it('past the account ceiling gives each address one try, and still lets a fresh address in', async () => {
    const email = uniqueEmail('ceiling');
    for (let i = 1; i <= 3; i++) {
      await throttle.failed(email, `192.0.2.${30 + i}`);
      await throttle.check(email, `192.0.2.${30 + i}`);
    }
    await throttle.failed(email, '192.0.2.34');
    await expect(throttle.check(email, '192.0.2.34')).rejects.toMatchObject(waits('30'));
    // The owner, from an address that has not failed, is never refused before her password is checked.
    await throttle.check(email, '198.51.100.50');
  });

  it('limits sign-ups per e-mail and per address within the window', async () => {
    const email = uniqueEmail('signup');
    await throttle.countSignUp(email, '192.0.2.40');
    await throttle.countSignUp(email, '192.0.2.41');
    await expect(throttle.countSignUp(email, '192.0.2.42')).rejects.toMatchObject({ statusCode: 429 });
    for (let i = 0; i < 4; i++) await throttle.countSignUp(uniqueEmail('signup'), '192.0.2.43');
    await expect(throttle.countSignUp(uniqueEmail('signup'), '192.0.2.43')).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '120' },
    });
  });
});
