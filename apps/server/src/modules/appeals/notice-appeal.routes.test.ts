import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import {
  bearer,
  comparable,
  completeInfo,
  hasPdftotext,
  insertPaidOrder,
  pdfText,
} from './appeals.test-helpers.ts';

/**
 * The package of an appeal that answers a notice (issue 51 item 3, decision 246): a supplemental
 * assessment after a purchase on September 13, 2026, noticed on November 15, bought on December 2,
 * 2026 (every regular period closed). Its value is taken at the purchase date with sales to 90 days
 * after it, and every document names that date, the notice and its own last day.
 */
const JOB = 'job_notice_appeal';
const clock: Clock = { now: () => new Date('2026-12-02T20:00:00Z') };
const revalued: { jobId: string; rollYear: number; valueDate: string | undefined }[] = [];
let t: TestApp;
let owner: { access: string; user_id: string };

/** The home valued at the purchase date: sales from spring to autumn 2026, none after December 12. */
function valuedAtPurchase(): QueryResultResponse {
  const body = sampleAnalysis({ jobId: JOB, comps: 4, reconciled: true, county: 'contra_costa' });
  body.valuation!.lien_date = '2026-09-13';
  body.comparable_properties = body.comparable_properties!.map((c, i) => ({
    ...c,
    sold_date: `2026-${String(6 + i).padStart(2, '0')}-15`,
  }));
  return body;
}

beforeAll(async () => {
  const stored = sampleAnalysis({ jobId: JOB, comps: 4, reconciled: true, county: 'contra_costa' });
  const result = async (jobId: string) => (jobId === JOB ? stored : null);
  const reappraise = async (jobId: string, rollYear: number, valueDate?: string) => {
    revalued.push({ jobId, rollYear, valueDate });
    const { property_info, comparable_properties, valuation } = valuedAtPurchase();
    return {
      property_info: property_info!,
      comparable_properties: comparable_properties!,
      valuation: valuation!,
    };
  };
  t = await createTestApp({}, { clock, modules: { properties: { analysisJobs: { result }, reappraise } } });
  owner = await signUp(t.app);
  const orderId = await insertPaidOrder(t.database, { jobId: JOB, tier: 'guarantee', userId: owner.user_id });
  await t.database.query(
    "update orders set notice_type = 'supplemental', notice_date = '2026-11-15', event_date = '2026-09-13' where id = $1",
    [orderId],
  );
});
afterAll(async () => t?.close());

describe('a supplemental appeal filed on December 2, 2026 (decision 246)', () => {
  it("is valued at the purchase date, with that date's sales, in the report and its letter", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/appeals/reports/${JOB}`,
      headers: bearer(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(revalued).toContainEqual({ jobId: JOB, rollYear: 2026, valueDate: '2026-09-13' });
    expect(report.filing).toMatchObject({
      lien_date: '09/13/2026',
      window_opens: '11/15/2026',
      window_closes: '01/14/2027',
    });
    expect(report.adjustment_grid.lien_date).toBe('09/13/2026');
    expect(report.adjustment_grid.basis[0]).toContain('moved to the September 13, 2026 value date');
    // No sale in the grid after the evidence cutoff, 90 days after the value date (R&T §402.5).
    for (const sale of report.adjustment_grid.sales) {
      const [m, d, y] = (sale.sale_date as string).split('/');
      expect(`${y}-${m}-${d}` <= '2026-12-12').toBe(true);
    }
    expect(report.letter).toContain(
      'Re: Application for Changed Assessment - supplemental assessment, notice mailed 11/15/2026, roll year 2026-27',
    );
    expect(report.letter).toContain(
      'appeal the supplemental assessment on the notice mailed November 15, 2026, for the 2026-27 roll year',
    );
    expect(report.letter).toContain('section 75.8), here September 13, 2026.');
    expect(report.letter).toContain('on September 13, 2026 was');
    expect(report.letter).not.toContain('January 1, 2026');
    expect(report.notes).toContain(
      "Supplemental assessment appeal: file by January 14, 2027, 60 days after the notice's mailing on 11/15/2026 (R&T §1605). It argues the value on September 13, 2026.",
    );
    expect(report.notes.join(' ')).not.toContain('late');
  });

  it.skipIf(!hasPdftotext)('files the notice it was bought for, whatever the form sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer(owner),
      payload: {
        county: 'contra_costa',
        job_id: JOB,
        // A form that names no notice still files the order's.
        property_info: completeInfo({ notice_type: '', notice_date: '', event_date: '' }),
        comparable_sales: [comparable()],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('notice mailed 11/15/2026');
    const [saved] = await t.database.query<{ property_info: Record<string, string>; route: string }>(
      'select property_info, route from appeal_applications limit 1',
    );
    expect(saved?.route).toBe('formal');
    expect(saved?.property_info).toMatchObject({
      notice_type: 'supplemental',
      notice_date: '11/15/2026',
      event_date: '09/13/2026',
    });
  });
});
