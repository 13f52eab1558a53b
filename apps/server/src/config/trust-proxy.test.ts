// TRUST_PROXY (issue 13 finding 4, decision 096): a hop count or proxy addresses, never "everything",
// so a client cannot choose the address the per-address limits count by forging X-Forwarded-For.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { ConfigError, loadConfig } from './env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'homie-trust-proxy-'));
const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

describe('the TRUST_PROXY setting', () => {
  it('is off by default and for false, 0, off or empty', () => {
    for (const value of [undefined, '', 'false', '0', 'off']) expect(trust(value)).toBe(false);
  });

  it('takes a hop count or a comma-separated list of proxy addresses and CIDRs', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" (trust everything) at start-up with a message naming the new forms', () => {
    for (const value of ['true', 'TRUE', 'on']) {
      expect(() => trust(value)).toThrow(ConfigError);
      try {
        trust(value);
      } catch (err) {
        expect((err as Error).message).toMatch(/TRUST_PROXY: "[a-zA-Z]+" is not accepted: use a hop count/);
        expect((err as Error).message).toMatch(/comma-separated list of proxy addresses or CIDRs/);
      }
    }
  });

  it('refuses what is neither a small hop count nor an address', () => {
    for (const value of ['11', '-1', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '1.2.3.4/8/8', '*'])
      expect(() => trust(value), value).toThrow(ConfigError);
  });
});

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});
async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

/** Sends the contact form (which records request.ip) and answers the address it recorded. */
async function recordedIp(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const email = `ip${Math.random().toString(36).slice(2)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { name: 'Ip', email, message: 'Which address am I?' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.query<{ ip: string }>('select ip from contact_messages where email = $1', [
    email,
  ]);
  return row?.ip ?? '';
}

async function contactCodes(
  t: TestApp,
  remoteAddress: string,
  forwardedFor: (i: number) => string,
  n: number,
) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { name: 'Flood', email: 'flood@example.com', message: 'spam' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('the address the limits use', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await appWith({});
    expect(await recordedIp(t, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    // A forged header per request does not escape the per-address limit (5 per 10 minutes).
    const codes = await contactCodes(t, '198.51.100.5', (i) => `203.0.113.${i}`, 6);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with TRUST_PROXY=1 is the right-most hop: a forged leftmost entry changes nothing', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    expect(await recordedIp(t, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await recordedIp(t, '127.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    const codes = await contactCodes(t, '127.0.0.1', (i) => `10.66.0.${i}, 203.0.113.10`, 6);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy keeps its own count.
    expect(await recordedIp(t, '127.0.0.1', '203.0.113.11')).toBe('203.0.113.11');
  });

  it('with TRUST_PROXY=2 is the second hop from the right', async () => {
    const t = await appWith({ TRUST_PROXY: '2' });
    expect(await recordedIp(t, '127.0.0.1', '1.2.3.4, 203.0.113.20, 10.0.0.2')).toBe('203.0.113.20');
  });

  it('with a list of proxies trusts the header only from them', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await recordedIp(t, '10.0.0.5', '1.2.3.4, 203.0.113.30')).toBe('203.0.113.30');
    expect(await recordedIp(t, '10.0.0.5', '203.0.113.31, 10.0.0.9')).toBe('203.0.113.31');
    // A client reaching the server directly cannot choose its address.
    expect(await recordedIp(t, '198.51.100.40', '203.0.113.32')).toBe('198.51.100.40');
  });
});
