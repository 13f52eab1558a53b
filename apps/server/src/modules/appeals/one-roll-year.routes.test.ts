import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import {
  bearer,
  drawnFormText,
  hasPdftotext,
  insertPaidOrder,
  withAnalyses,
} from './appeals.test-helpers.ts';

/**
 * One roll year through a paid order's package (decision 226): an Alameda order paid on August 10,
 * 2026 argues the value on January 1, 2026, and every document and screen read later (here in
 * January 2027, from an analysis re-run for 2027) names that year and its period, never the next.
 * (My appeals reads the same year from the order's payment date: paid-journey.routes.test.ts.)
 */

const JOB = 'job_one_roll_year';
const clock: Clock = { now: () => new Date('2027-01-15T20:00:00Z') };
let t: TestApp;
let owner: { access: string; user_id: string };

beforeAll(async () => {
  const analyses = new Map<string, unknown>();
  const analysis = sampleAnalysis({ jobId: JOB, comps: 4 });
  analysis.valuation!.roll_year = 2027;
  analyses.set(JOB, analysis);
  t = await createTestApp({}, { clock, ...withAnalyses(analyses) });
  owner = await signUp(t.app);
  const orderId = await insertPaidOrder(t.database, { jobId: JOB, tier: 'guarantee', userId: owner.user_id });
  await t.database.query('update orders set paid_at = $2 where id = $1', [orderId, '2026-08-10T18:00:00Z']);
});
afterAll(async () => t?.close());

describe("a paid order's package names its own roll year (decision 226)", () => {
  it('in the report and its letter', async () => {
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/appeals/reports/${JOB}`,
      headers: bearer(owner),
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().filing).toMatchObject({
      lien_date: '01/01/2026',
      window_opens: '07/02/2026',
      window_closes: '09/15/2026',
    });
    expect(report.json().letter).toContain('for the 2026 roll year');
  });

  it.skipIf(!hasPdftotext)('in the application it draws', async () => {
    const text = await drawnFormText(t, owner, { county: 'alameda', route: 'formal', jobId: JOB });
    expect(text).toContain('ROLL YEAR: 2026-27 (VALUE AS OF JANUARY 1, 2026)');
    expect(text).not.toContain('ROLL YEAR: 2027');
    expect(text).not.toContain('January 1, 2027 was');
  });
});
