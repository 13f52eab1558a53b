import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '#lib/errors.ts';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { comparable, completeInfo } from '../appeals.test-helpers.ts';
import { assembleReport } from '../report/report-assemble.ts';
import { snapshotFromAnalysis } from '../report/report-snapshot.ts';
import type { PdfJob } from './pdf-render-job.ts';
import { DEFAULT_PDF_RENDERER, PDF_MESSAGES, PdfRenderer, spawnModuleWorker } from './pdf-renderer.ts';

const board = { name: 'Board', address_lines: ['1 Main St'], phone: null, website: null, verified: true };
const preparedOn = new Date('2026-11-21T10:00:00Z');
const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

const reportJob = (letter: string | null = null): PdfJob => ({
  kind: 'report',
  preparedOn,
  report: assembleReport({
    jobId: 'job',
    tier: 'guarantee',
    county: 'alameda',
    snapshot: snapshotFromAnalysis(sampleAnalysis({ comps: 10 }), 'guarantee'),
    application: null,
    board,
    editedLetter: letter,
    generatedAt: preparedOn,
    updatedAt: preparedOn,
    now: preparedOn,
  }),
});
const applicationJob: PdfJob = {
  kind: 'application',
  input: {
    county: 'la',
    info: completeInfo({ apn: '2581-006-055' }),
    comparables: [comparable()],
    board,
    preparedOn,
  },
};

const slow = (delayMs: number) => () =>
  spawnModuleWorker(new URL('./slow-pdf-render.fixture.ts', import.meta.url), { delayMs });

/** How late a 10 ms timer fires while `work` runs: the event loop's responsiveness. */
async function worstTimerLag<T>(
  work: Promise<T>,
): Promise<{ result: PromiseSettledResult<T>; lagMs: number }> {
  let worst = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
      worst = Math.max(worst, performance.now() - started - 10);
    }
  })();
  const [result] = await Promise.allSettled([work]);
  done = true;
  await probe;
  return { result, lagMs: worst };
}

const renderers: PdfRenderer[] = [];
const renderer = (options: Partial<typeof DEFAULT_PDF_RENDERER> = {}) => {
  const created = new PdfRenderer({ ...DEFAULT_PDF_RENDERER, ...options });
  renderers.push(created);
  return created;
};
afterAll(async () => {
  await Promise.all(renderers.map((r) => r.close()));
});

describe('PDF rendering in worker threads (decision 090)', () => {
  it('draws the report and the application in a worker, reusing it', async () => {
    const pool = renderer({ workers: 1, timeoutMs: 60_000 });
    expect(await pages(await pool.render(reportJob()))).toBeGreaterThanOrEqual(2);
    expect(await pages(await pool.render(applicationJob))).toBeGreaterThanOrEqual(3);
    expect(pool.workerCount).toBe(1);
    expect(pool.pending).toBe(0);
  });

  it('draws a 20,000-character letter in a worker well within its budget', async () => {
    const pool = renderer({ workers: 1, timeoutMs: 60_000 });
    await pool.render(reportJob()); // the worker is started and warm
    const letter = `${'Overlong'.repeat(1250)} ${'word '.repeat(2000)}`.slice(0, 20_000);
    const started = performance.now();
    expect(await pages(await pool.render(reportJob(letter)))).toBeGreaterThan(3);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops a document over its time budget with a clear 503, without blocking anyone meanwhile', async () => {
    const pool = renderer({ workers: 1, timeoutMs: 60_000, spawn: slow(30_000) });
    await pool.render(applicationJob); // the worker is started and warm; reports spin for 30 s
    const started = performance.now();
    const { result, lagMs } = await worstTimerLag(pool.render(reportJob(), { timeoutMs: 400 }));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.status).toBe('rejected');
    const err = (result as PromiseRejectedResult).reason;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.statusCode).toBe(503);
    expect(err.message).toBe(PDF_MESSAGES.timeout);
    // A render spinning on the main thread would delay timers by the whole budget (and far beyond).
    expect(lagMs).toBeLessThan(300);
    // The overdue worker was terminated, not left spinning; the next document gets a fresh one.
    await expect.poll(() => pool.workerCount).toBe(0);
    expect(await pages(await pool.render(applicationJob))).toBeGreaterThanOrEqual(3);
  });

  it('is bounded: at most `workers` threads, and a full queue is told to retry', async () => {
    const pool = renderer({ workers: 1, maxQueue: 1, timeoutMs: 20_000, spawn: slow(300) });
    const first = pool.render(reportJob());
    const second = pool.render(applicationJob);
    const third = pool.render(applicationJob);
    await expect(third).rejects.toMatchObject({ statusCode: 503, message: PDF_MESSAGES.busy });
    expect(pool.workerCount).toBe(1);
    expect(await pages(await first)).toBeGreaterThanOrEqual(2);
    expect(await pages(await second)).toBeGreaterThanOrEqual(3);
  });

  it('a document waiting too long for a worker fails on time too', async () => {
    const pool = renderer({ workers: 1, maxQueue: 4, timeoutMs: 60_000, spawn: slow(30_000) });
    await pool.render(applicationJob);
    const budget = { timeoutMs: 500 };
    const results = await Promise.allSettled([
      pool.render(reportJob(), budget),
      pool.render(reportJob(), budget),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.statusCode).toBe(503);
    }
  });
});

describe('per-caller fairness (issue 49, item 7; decision 205)', () => {
  it('one caller flooding the pool gets 429 for its extra documents; another caller still gets its PDF', async () => {
    const renderer = new PdfRenderer({ ...DEFAULT_PDF_RENDERER, spawn: slow(800), timeoutMs: 20_000 });
    try {
      const flood = Array.from({ length: 12 }, () =>
        renderer.render(reportJob(), { caller: 'user:flooder' }),
      );
      const other = renderer.render(reportJob(), { caller: 'user:other' });
      const results = await Promise.allSettled(flood);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.length).toBe(12 - (DEFAULT_PDF_RENDERER.maxPerCaller ?? 2));
      for (const r of refused) {
        expect(r.reason).toBeInstanceOf(HttpError);
        expect(r.reason).toMatchObject({ statusCode: 429, message: PDF_MESSAGES.yours });
      }
      expect(await pages(await other)).toBeGreaterThan(0);
    } finally {
      await renderer.close();
    }
  }, 30_000);
});
