// Issue 49 item 7 (decision 205) on every route that draws a PDF: one caller asking for many
// documents at once gets its first two and a 429 for the rest, for itself alone; another caller's
// document, asked for at the same moment, is drawn. The workers are slowed so the documents overlap.
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { comparable, completeInfo } from '../../src/modules/appeals/appeals.test-helpers.ts';
import {
  DEFAULT_PDF_RENDERER,
  PDF_MESSAGES,
  PdfRenderer,
  spawnModuleWorker,
  usePdfRenderer,
} from '../../src/modules/appeals/pdf/pdf-renderer.ts';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import { seedProperties, walkJourney } from './journeys.ts';

const t = await createTestApp({}, { clock: openPeriodClock() });
await seedProperties(t.database);

/** Two owners, each with a paid order for a home. */
async function buyer(email: string) {
  const account = await signUp(t.app, email);
  const journey = await walkJourney(t.app, account.access);
  const jobId = journey.jobId!;
  const orderId = (
    await t.app.inject({ url: `/api/orders/by-job/${jobId}`, headers: journey.headers })
  ).json().order_id as string;
  return { email, headers: journey.headers, jobId, orderId, paid: journey.paid };
}
const flooder = await buyer('pdf-flooder@example.com');
const other = await buyer('pdf-other@example.com');

const perCaller = DEFAULT_PDF_RENDERER.maxPerCaller ?? 2;
const renderer = new PdfRenderer({
  ...DEFAULT_PDF_RENDERER,
  timeoutMs: 60_000,
  // Every document spins its worker for a while, so all of one caller's requests are in flight together.
  spawn: () =>
    spawnModuleWorker(new URL('../../src/modules/appeals/pdf/slow-pdf-render.fixture.ts', import.meta.url), {
      delayMs: 700,
      everyKind: true,
    }),
});
const previous = usePdfRenderer(renderer);
afterAll(async () => {
  usePdfRenderer(previous);
  await renderer.close();
  await t.close();
});

type Buyer = typeof flooder;
const info = completeInfo({ owner_name: 'Pat Owner' });
const comparables = [1, 2, 3].map((n) => comparable({ address: `${n} Elm St, Dublin, CA 94568` }));

/** Every route that draws a PDF, as its owner asks for it. */
const ROUTES: Record<string, (b: Buyer) => InjectOptions> = {
  'POST /fill-form (formal application)': (b) => ({
    method: 'POST',
    url: '/fill-form',
    payload: {
      county: 'alameda',
      job_id: b.jobId,
      route: 'formal',
      property_info: info,
      comparable_sales: comparables,
    },
  }),
  'POST /fill-form (informal request)': (b) => ({
    method: 'POST',
    url: '/fill-form',
    payload: {
      county: 'alameda',
      job_id: b.jobId,
      route: 'informal',
      property_info: info,
      comparable_sales: comparables,
    },
  }),
  'GET /api/appeals/reports/:jobId/pdf': (b) => ({
    method: 'GET',
    url: `/api/appeals/reports/${b.jobId}/pdf`,
  }),
  'GET /api/orders/:order_id/appeal-pdf': (b) => ({
    method: 'GET',
    url: `/api/orders/${b.orderId}/appeal-pdf`,
  }),
  'POST /api/orders/send-letter': (b) => ({
    method: 'POST',
    url: '/api/orders/send-letter',
    payload: { history_id: b.jobId, email: b.email },
  }),
};

let ip = 0;
const ask = (b: Buyer, opts: InjectOptions) =>
  t.app.inject({ ...opts, headers: b.headers, remoteAddress: `10.49.7.${(++ip % 250) + 1}` });

describe('one caller cannot fill the PDF pool, on every PDF route', () => {
  it('both owners have a paid order', () => {
    expect(flooder.paid && other.paid).toBe(true);
    expect(flooder.orderId && other.orderId).toBeTruthy();
  });

  for (const [route, request] of Object.entries(ROUTES)) {
    it(`${route}: the flooder's extra documents get 429; the other owner's is drawn`, async () => {
      // Three at once (send-letter mails at most 5 a day per order): the third is over the caller's limit.
      const flood = Array.from({ length: perCaller + 1 }, () => ask(flooder, request(flooder)));
      const theirs = ask(other, request(other));
      const answers = await Promise.all(flood);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body.slice(0, 200)).join('\n')).toEqual([
        ...Array(perCaller).fill(200),
        429,
      ]);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({ error: PDF_MESSAGES.yours, code: 'rate_limited' });
      expect(refused.headers['retry-after']).toBeDefined();
      const answer = await theirs;
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    }, 60_000);
  }
});
