// Access control across users: a second user, an anonymous visitor and a guest buyer cannot read
// or act on the first user's orders, payment sessions, reports, PDFs, tour captures or videos,
// neither through the routes made for them nor by putting the owner's ids into every other route,
// nor by guessing ids. Every refused attempt leaves the database and the files unchanged.
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import { type Journey, sampleMp4, seedProperties, walkJourney } from './journeys.ts';
import { endpointsOf, fillPath } from './route-catalog.ts';
import { diff, snapshot } from './state-snapshot.ts';

vi.mock('fastify', async () => (await import('./fastify-route-spy.ts')).spiedFastify());

const t = await createTestApp({}, { clock: openPeriodClock() });
afterAll(() => t.close());
const filesRoot = join(t.config.dataDir, 'files');
await seedProperties(t.database);

const OWNER_NAME = 'Alice Private-Owner';
const LETTER = 'A letter only Alice may read, about her kitchen.';
const owner = await signUp(t.app, 'alice-owner@example.com');
const intruder = await signUp(t.app, 'mallory@example.com');
const video = sampleMp4();
const alice = await walkJourney(t.app, owner.access, { video });
const guest = await walkJourney(t.app, undefined, { video });
const mallory = await walkJourney(t.app, intruder.access);
const endpoints = endpointsOf(t.app);

let ip = 0;
/** Each request from its own address, so the per-IP rate limits do not answer in place of the rule under test. */
const inject = (opts: InjectOptions) =>
  t.app.inject({ ...opts, remoteAddress: `10.7.${Math.floor(ip / 250) % 250}.${ip++ % 250}` });

// Alice fills her application and edits her letter, so there is private text to leak.
if (alice.paid) {
  await inject({
    method: 'POST',
    url: '/fill-form',
    headers: alice.headers,
    payload: {
      county: 'alameda',
      job_id: alice.jobId,
      property_info: {
        owner_name: OWNER_NAME,
        apn: '941-0000-001',
        property_address: '6985 Calistoga Ln, Dublin, CA 94568',
        assessed_value: '1,100,000',
        opinion_value: '900,000',
      },
      comparable_sales: [],
    },
  });
  await inject({
    method: 'PUT',
    url: `/api/appeals/reports/${alice.jobId}/letter`,
    headers: alice.headers,
    payload: { letter: LETTER },
  });
}

type Actor = { name: string; headers: Record<string, string> };
const actors: Actor[] = [
  { name: 'another signed-in user', headers: mallory.headers },
  { name: 'an anonymous visitor', headers: {} },
  { name: 'a guest holding their own order token', headers: guest.headers },
  {
    name: 'someone replaying a made-up order token',
    headers: { 'x-order-token': 'guest-token-guess-0123456789' },
  },
];

/** What Alice owns, and the requests that reach it. */
function probes(j: Journey): [string, InjectOptions][] {
  const list: [string, InjectOptions][] = [];
  if (j.paid) {
    list.push(
      ['read the order', { method: 'GET', url: `/api/orders/by-job/${j.jobId}` }],
      ['read the payment session', { method: 'GET', url: `/api/payment/session-info/${j.sessionId}` }],
      ['poll the payment status', { method: 'GET', url: `/api/payment/flow-status/${j.sessionId}` }],
      ['confirm the payment', { method: 'GET', url: `/api/payment/success?session_id=${j.sessionId}` }],
      ['cancel the payment', { method: 'GET', url: `/api/payment/cancel?session_id=${j.sessionId}` }],
      [
        'e-mail the letter to themselves',
        {
          method: 'POST',
          url: '/api/orders/send-letter',
          payload: { history_id: j.jobId, email: 'thief@example.com' },
        },
      ],
      [
        'start the report',
        {
          method: 'POST',
          url: '/start_report_generation',
          payload: { csv_path: `outputs/${j.jobId}/comps.csv`, report_name: j.jobId },
        },
      ],
      ['read the report', { method: 'GET', url: `/api/appeals/reports/${j.jobId}` }],
      ['read the report HTML', { method: 'GET', url: `/api/appeals/reports/${j.jobId}/html` }],
      ['download the report PDF', { method: 'GET', url: `/api/appeals/reports/${j.jobId}/pdf` }],
      [
        'rewrite the letter',
        { method: 'PUT', url: `/api/appeals/reports/${j.jobId}/letter`, payload: { letter: 'pwned' } },
      ],
      [
        'generate the appeal PDF',
        {
          method: 'POST',
          url: '/fill-form',
          payload: {
            county: 'alameda',
            job_id: j.jobId,
            property_info: { owner_name: 'Mallory' },
            comparable_sales: [],
          },
        },
      ],
    );
  }
  if (j.captureId) {
    list.push(
      ['fetch a tour capture image', { method: 'GET', url: `/api/tour/captures/${j.captureId}/image` }],
      ['delete a tour capture', { method: 'DELETE', url: `/api/tour/captures/${j.captureId}/` }],
    );
  }
  return list;
}

const secrets = () => [
  OWNER_NAME,
  LETTER,
  'alice-owner@example.com',
  ...(alice.captureId ? [alice.captureId] : []),
];

async function expectNoAccess(actor: Actor, what: string, request: InjectOptions) {
  const before = await snapshot(t.app, filesRoot);
  const res = await inject({
    ...request,
    headers: { ...actor.headers, ...(request.headers as Record<string, string>) },
  });
  expect(res.statusCode, `${actor.name} could ${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(res.statusCode, `${actor.name} → ${what}`).toBeLessThan(500);
  for (const secret of secrets()) expect(res.body, `${actor.name} → ${what} leaks`).not.toContain(secret);
  expect(diff(before, await snapshot(t.app, filesRoot)), `${actor.name} → ${what} changed state`).toEqual([]);
}

describe('the journeys ran', () => {
  it('Alice has a paid order, a report and a capture (when those modules exist)', () => {
    expect(alice.skipped, 'journey steps that could not run').toEqual([]);
    expect(alice.paid).toBe(true);
  });
});

describe.each(actors.map((a) => [a.name, a] as const))('%s', (_name, actor) => {
  it.each(probes(alice).map(([what, req]) => [what, req] as const))(
    'cannot %s of a signed-in owner',
    async (what, req) => {
      await expectNoAccess(actor, what, req);
    },
  );

  it.each(
    probes(guest)
      .filter(([w]) => !w.includes('capture'))
      .map(([what, req]) => [what, req] as const),
  )('cannot %s of a guest buyer', async (what, req) => {
    if (actor.headers === guest.headers) return;
    await expectNoAccess(actor, what, req);
  });

  it("sees none of Alice's captures in their own list", async () => {
    const res = await inject({ method: 'GET', url: '/api/tour/captures/', headers: actor.headers });
    for (const secret of secrets()) expect(res.body).not.toContain(secret);
  });

  it("gets nothing of Alice's by putting her ids into any route", async () => {
    const ids = [...alice.ids, ...(alice.videoId ? [alice.videoId] : [])];
    for (const endpoint of endpoints.filter((e) => e.params.length)) {
      for (const id of ids) {
        const values = Object.fromEntries(endpoint.params.map((p) => [p, encodeURIComponent(id)]));
        const res = await inject({
          method: endpoint.method as 'GET',
          url: fillPath(endpoint.url, values),
          headers: actor.headers,
          payload: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${endpoint.name} with ${id}`).toBeLessThan(500);
        for (const secret of secrets()) expect(res.body, `${endpoint.name} with ${id}`).not.toContain(secret);
        expect(String(res.headers['content-type'] ?? ''), `${endpoint.name} served a file`).not.toMatch(
          /^(video|image)\//,
        );
      }
    }
  });
});

describe('the owner', () => {
  it.each(
    probes(alice)
      .filter(([, r]) => r.method === 'GET' && !String(r.url).includes('cancel'))
      .map(([w, r]) => [w, r] as const),
  )('can still %s', async (_what, req) => {
    const res = await inject({ ...req, headers: alice.headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });

  it('still has her edited letter and her capture after every attack', async () => {
    if (!alice.paid) return;
    const report = await inject({ url: `/api/appeals/reports/${alice.jobId}`, headers: alice.headers });
    expect(report.body).toContain(LETTER);
    if (alice.captureId) {
      const list = await inject({ url: '/api/tour/captures/', headers: alice.headers });
      expect(list.body).toContain(alice.captureId);
    }
  });
});

describe('guessing ids', () => {
  it('ids handed out are long and random, not counters', () => {
    const all = [alice, guest, mallory]
      .flatMap((j) => [j.jobId, j.sessionId, j.captureId, j.orderToken])
      .filter((x): x is string => Boolean(x));
    expect(all.length).toBeGreaterThan(0);
    for (const id of all) {
      expect(id.length, id).toBeGreaterThanOrEqual(16);
      expect(id, id).not.toMatch(/^\d+$/);
    }
  });

  it('near-miss and random ids find nothing', async () => {
    if (!alice.paid) return;
    const flip = (id: string, i: number) => id.slice(0, i) + (id[i] === 'a' ? 'b' : 'a') + id.slice(i + 1);
    const guesses = [
      ...[0, 5, alice.jobId!.length - 1].map((i) => flip(alice.jobId!, i)),
      alice.jobId!.toUpperCase(),
      `${alice.jobId}%00`,
      '1',
      '0',
      '-1',
      '*',
      '%25',
    ];
    for (const guess of guesses) {
      for (const url of [
        `/api/orders/by-job/${guess}`,
        `/api/appeals/reports/${guess}`,
        `/api/appeals/reports/${guess}/pdf`,
      ]) {
        const res = await inject({ url, headers: mallory.headers });
        expect([400, 401, 403, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
      }
    }
  });
});
