// Issue 49 item 10 (decision 206): holding a job id is not enough to buy a plan for it or read its
// report. An account's job is bought and read only by that account; an anonymous job only from the
// browser that made it (its key cookie); once bought, the order's owner (account or guest token)
// governs.
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import { SUBJECT_ADDRESS, seedProperties, walkJourney } from './journeys.ts';

const t = await createTestApp({}, { clock: openPeriodClock() });
afterAll(() => t.close());
await seedProperties(t.database);

let ip = 0;
const inject = (opts: InjectOptions) => t.app.inject({ ...opts, remoteAddress: `10.49.10.${++ip % 250}` });
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** A new analysis as `headers` say (a browser's cookie, a sign-in); its job id and the browser cookie. */
async function analyse(headers: Record<string, string> = {}) {
  const res = await inject({
    method: 'POST',
    url: '/manual_analysis',
    payload: { ...SUBJECT_ADDRESS, unit: '' },
    headers,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] || headers.cookie || '';
  return { jobId: res.json().job_id as string, cookie, setCookie: String(res.headers['set-cookie'] ?? '') };
}
const checkout = (jobId: string, headers: Record<string, string>) =>
  inject({
    method: 'POST',
    url: '/api/create_payment_session',
    payload: { history_id: jobId, tier: 'basic', email: 'buyer@example.com' },
    headers,
  });
const reportOf = (jobId: string, headers: Record<string, string>) =>
  inject({ method: 'GET', url: `/api/appeals/reports/${jobId}`, headers });

const owner = await signUp(t.app, 'job-owner@example.com');
const stranger = await signUp(t.app, 'job-stranger@example.com');

describe('the browser key', () => {
  it('is issued once, HttpOnly and SameSite, and kept by the browser that sends it back', async () => {
    const first = await analyse();
    expect(first.setCookie).toMatch(
      /^homie_browser=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const again = await analyse({ cookie: first.cookie });
    expect(again.setCookie).toBe('');
  });
});

describe("an account's job", () => {
  it('is bought only by its account', async () => {
    const { jobId, cookie } = await analyse(bearer(owner.access));
    for (const [who, headers] of [
      ['another account', bearer(stranger.access)],
      ['another account in the same browser', { ...bearer(stranger.access), cookie }],
      ['the same browser signed out', { cookie }],
      ['an anonymous caller', {}],
    ] as const) {
      const res = await checkout(jobId, headers);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.json().code).toBe('job_of_another_account');
    }
    expect(await t.database.query('select 1 from orders where job_id = $1', [jobId])).toEqual([]);
    expect((await checkout(jobId, bearer(owner.access))).statusCode).toBe(200);
  });

  it('is not read by another account, even after the owner paid', async () => {
    const alice = await walkJourney(t.app, owner.access);
    expect(alice.paid).toBe(true);
    const callers: Record<string, string>[] = [
      bearer(stranger.access),
      {},
      { cookie: alice.headers.cookie ?? '' },
    ];
    for (const headers of callers) {
      expect([403, 404]).toContain((await checkout(alice.jobId!, headers)).statusCode);
      expect([401, 403, 404]).toContain((await reportOf(alice.jobId!, headers)).statusCode);
    }
    expect((await reportOf(alice.jobId!, alice.headers)).statusCode).toBe(200);
  });
});

describe('an anonymous job', () => {
  it('is bought only from the browser that made it (signed in there or not)', async () => {
    const { jobId, cookie } = await analyse();
    const other = await analyse();
    for (const [who, headers] of [
      ['an anonymous caller without the key', {}],
      ['another browser', { cookie: other.cookie }],
      ['a made-up key', { cookie: 'homie_browser=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
      ['an account in another browser', bearer(stranger.access)],
    ] as const) {
      const res = await checkout(jobId, headers);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(403);
    }
    expect(await t.database.query('select 1 from orders where job_id = $1', [jobId])).toEqual([]);
    // Nobody else takes it over by re-running it either (a signed-in re-run would make it theirs).
    const claim = await inject({
      method: 'POST',
      url: '/manual_analysis',
      payload: { ...SUBJECT_ADDRESS, unit: '', job_id: jobId },
      headers: bearer(stranger.access),
    });
    expect(claim.statusCode).toBe(403);
    // The browser that made it buys it, as a guest or after signing in there.
    const guest = await checkout(jobId, { cookie });
    expect(guest.statusCode, guest.body.slice(0, 200)).toBe(200);
    expect(guest.json().order_token).toBeTruthy();
    const { jobId: second, cookie: same } = await analyse({ cookie });
    expect((await checkout(second, { cookie: same, ...bearer(owner.access) })).statusCode).toBe(200);
  });

  it("a guest's paid report is read with its order token only, not with the job id", async () => {
    const guest = await walkJourney(t.app, undefined);
    expect(guest.paid).toBe(true);
    expect((await reportOf(guest.jobId!, guest.headers)).statusCode).toBe(200);
    // Once bought, the order's token governs: it reaches the report from anywhere.
    expect((await reportOf(guest.jobId!, { 'x-order-token': guest.orderToken! })).statusCode).toBe(200);
    const callers: Record<string, string>[] = [
      {},
      bearer(stranger.access),
      { cookie: (await analyse()).cookie },
    ];
    for (const headers of callers) {
      expect([403, 404]).toContain((await checkout(guest.jobId!, headers)).statusCode);
      expect([401, 403, 404]).toContain((await reportOf(guest.jobId!, headers)).statusCode);
    }
  });
});
