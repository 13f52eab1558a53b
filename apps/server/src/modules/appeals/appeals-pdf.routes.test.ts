import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import { comparable, completeInfo, createAppealsTestApp } from './appeals.test-helpers.ts';
import {
  DEFAULT_PDF_RENDERER,
  PDF_MESSAGES,
  PdfRenderer,
  type PdfRendererOptions,
  spawnModuleWorker,
  usePdfRenderer,
} from './pdf/pdf-renderer.ts';

/** Issue 13, finding 1: a PDF can fail, but it never freezes the server for everyone else. */

let t: TestApp;
let owner: { access: string; user_id: string };
const JOB = 'job_pdf_budget_1';
const bearer = { authorization: '' };

beforeAll(async () => {
  const analysis = sampleAnalysis({ jobId: JOB, comps: 12 });
  const app = await createAppealsTestApp(['owner'], {
    [JOB]: { analysis, tier: 'guarantee', owner: 'owner' },
  });
  t = app.t;
  ({ owner } = app.users);
  bearer.authorization = `Bearer ${owner.access}`;
});
afterAll(async () => t?.close());

const installed: PdfRenderer[] = [];
function install(options: Partial<PdfRendererOptions>): void {
  const renderer = new PdfRenderer({ ...DEFAULT_PDF_RENDERER, ...options });
  installed.push(renderer);
  usePdfRenderer(renderer);
}
afterEach(async () => {
  usePdfRenderer(undefined);
  await Promise.all(installed.splice(0).map((r) => r.close()));
});

/** A worker that spins its thread for `delayMs` before each report (a render stuck on the CPU). */
const slow = (delayMs: number) => () =>
  spawnModuleWorker(new URL('./pdf/slow-pdf-render.fixture.ts', import.meta.url), { delayMs });

const downloadPdf = () =>
  t.app.inject({ method: 'GET', url: `/api/appeals/reports/${JOB}/pdf`, headers: bearer });
const timedHealthz = async () => {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  return { res, ms: performance.now() - started, at: performance.now() };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PDF downloads under a time budget', () => {
  it('answers /healthz at once while a slow PDF renders, then delivers the PDF', async () => {
    install({ workers: 1, timeoutMs: 30_000, spawn: slow(1_500) });
    const pdf = downloadPdf().then((res) => ({ res, at: performance.now() }));
    await sleep(200);
    const health = await timedHealthz();
    const download = await pdf;
    expect(health.res.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(200);
    expect(health.at).toBeLessThan(download.at);
    expect(download.res.statusCode).toBe(200);
    expect(download.res.headers['content-type']).toBe('application/pdf');
    expect(download.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stops a PDF over its budget with a clear 503; other requests are served meanwhile', async () => {
    install({ workers: 1, timeoutMs: 1_000, spawn: slow(60_000) });
    const pdf = downloadPdf();
    await sleep(300);
    const health = await timedHealthz();
    expect(health.res.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(200);
    const res = await pdf;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: PDF_MESSAGES.timeout, code: 'unavailable' });
    expect(res.headers['retry-after']).toBe('60');
  });

  it('renders a stored 20,000-character one-word letter (the download that froze the server)', async () => {
    const letter = 'Overlong'.repeat(2_500);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/appeals/reports/${JOB}/letter`,
      headers: bearer,
      payload: { letter },
    });
    expect(put.statusCode).toBe(200);
    const started = performance.now();
    const pdf = downloadPdf();
    await sleep(50);
    const health = await timedHealthz();
    const res = await pdf;
    expect(res.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(200);
    expect(performance.now() - started).toBeLessThan(DEFAULT_PDF_RENDERER.timeoutMs);
  });

  it('fills the form with a 3,000-character word in Additional Information', async () => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer,
      payload: {
        county: 'alameda',
        job_id: JOB,
        property_info: completeInfo({ additional_info: 'x'.repeat(3_000) }),
        comparable_sales: [comparable({ description: 'y'.repeat(300) })],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(performance.now() - started).toBeLessThan(DEFAULT_PDF_RENDERER.timeoutMs);
  });

  it('refuses text over a field’s cap with a 400 that names the field, saving nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer,
      payload: {
        county: 'alameda',
        job_id: JOB,
        property_info: completeInfo({ additional_info: 'x'.repeat(3_001) }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Additional Information must be at most 3000 characters');
    const letter = await t.app.inject({
      method: 'PUT',
      url: `/api/appeals/reports/${JOB}/letter`,
      headers: bearer,
      payload: { letter: 'word '.repeat(4_001) },
    });
    expect(letter.statusCode).toBe(400);
    expect(letter.json().error).toBe('The letter must be at most 20,000 characters');
  });
});
