import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import {
  bearer,
  comparable,
  completeInfo,
  createAppealsTestApp,
  hasPdftotext,
  insertPaidOrder,
  pdfText,
} from './appeals.test-helpers.ts';

let analyses: Map<string, unknown>;

let t: TestApp;
let success: { access: string; user_id: string };
let basic: { access: string; user_id: string };
let stranger: { access: string; user_id: string };
const SUCCESS_JOB = 'job_success_1';
const BASIC_JOB = 'job_basic_1';
const GUEST_JOB = 'job_guest_report';
const GUEST_TOKEN = 'guest-token-for-report-0123456789';
const analysis = (jobId: string) => sampleAnalysis({ jobId, comps: 12 });

beforeAll(async () => {
  const app = await createAppealsTestApp(['success', 'basic', 'stranger'], {
    [SUCCESS_JOB]: { analysis: analysis(SUCCESS_JOB), tier: 'guarantee', owner: 'success' },
    [BASIC_JOB]: { analysis: analysis(BASIC_JOB), tier: 'basic', owner: 'basic' },
    [GUEST_JOB]: { analysis: analysis(GUEST_JOB), tier: 'basic', guestToken: GUEST_TOKEN },
  });
  ({ t, analyses } = app);
  ({ success, basic, stranger } = app.users);
});
afterAll(async () => t?.close());

const start = (jobId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/start_report_generation',
    payload: { csv_path: `outputs/${jobId}/comps.csv`, report_name: jobId },
    headers,
  });
const get = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('POST /start_report_generation', () => {
  it('prepares the report for the paid owner', async () => {
    const res = await start(SUCCESS_JOB, bearer(success));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      report_id: SUCCESS_JOB,
      status: 'ready',
      message: 'Your appeal report is ready.',
    });
  });

  it('refuses anyone else and bad input, changing nothing', async () => {
    expect((await start(SUCCESS_JOB, {})).statusCode).toBe(401);
    expect((await start(SUCCESS_JOB, bearer(stranger))).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/start_report_generation',
      payload: { csv_path: 'x' },
      headers: bearer(success),
    });
    expect(missing.statusCode).toBe(400);
    const rows = await t.database.query<{ n: number }>('select count(*)::int as n from appeal_reports');
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 404 when the analysis is gone', async () => {
    await insertPaidOrder(t.database, {
      jobId: 'job_without_analysis',
      tier: 'basic',
      userId: basic.user_id,
    });
    const res = await start('job_without_analysis', bearer(basic));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/analysis for this report was not found/);
  });
});

describe('GET /api/appeals/reports/:jobId', () => {
  it('gives the Success plan 10 comparables, the filing facts and next steps', async () => {
    const res = await get(`/api/appeals/reports/${SUCCESS_JOB}`, bearer(success));
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      job_id: SUCCESS_JOB,
      tier: 'guarantee',
      county: 'alameda',
      county_name: 'Alameda',
      can_edit_letter: true,
      letter_edited: false,
    });
    expect(report.comparables).toHaveLength(10);
    expect(report.opinion_value).toBe(941_000);
    expect(report.letter).toContain('Alameda County Assessment Appeals Board');
    expect(report.letter).toContain('$941,000');
    expect(report.filing).toMatchObject({
      fee_usd: 50,
      window_opens: expect.stringMatching(/^07\/02\/\d{4}$/),
      window_closes: expect.stringMatching(/^09\/1[5-7]\/\d{4}$/),
    });
    expect(report.filing.board.address_lines).toEqual(['1221 Oak Street, 5th Floor', 'Oakland, CA 94612']);
    expect(report.next_steps.map((s: { title: string }) => s.title)[0]).toBe(
      'Ask for the free informal review first',
    );
  });

  it('generates on first read and gives the Basic plan 5 comparables, guests included', async () => {
    const res = await get(`/api/appeals/reports/${BASIC_JOB}`, bearer(basic));
    expect(res.statusCode).toBe(200);
    expect(res.json().comparables).toHaveLength(5);
    expect(res.json().can_edit_letter).toBe(false);
    const guest = await get(`/api/appeals/reports/${GUEST_JOB}`, { 'x-order-token': GUEST_TOKEN });
    expect(guest.statusCode).toBe(200);
  });

  it("never shows one owner's report to another", async () => {
    for (const path of [
      `/api/appeals/reports/${SUCCESS_JOB}`,
      `/api/appeals/reports/${SUCCESS_JOB}/html`,
      `/api/appeals/reports/${SUCCESS_JOB}/pdf`,
    ]) {
      expect((await get(path, bearer(stranger))).statusCode).toBe(403);
      expect((await get(path, bearer(basic))).statusCode).toBe(403);
      expect((await get(path, { 'x-order-token': GUEST_TOKEN })).statusCode).toBe(403);
      expect((await get(path, {})).statusCode).toBe(401);
    }
  });

  it('serves the report as escaped, self-contained HTML', async () => {
    analyses.set('job_xss', sampleAnalysis({ jobId: 'job_xss' }));
    await insertPaidOrder(t.database, { jobId: 'job_xss', tier: 'guarantee', userId: success.user_id });
    await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer(success),
      payload: {
        county: 'alameda',
        job_id: 'job_xss',
        property_info: completeInfo({ owner_name: '<script>alert(1)</script>' }),
        comparable_sales: [],
      },
    });
    const res = await get('/api/appeals/reports/job_xss/html', bearer(success));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('Appeal letter');
  });

  it('carries the hearing kit and the base-year appeal still open, in the JSON and the HTML (decision 248)', async () => {
    analyses.set('job_kit', sampleAnalysis({ jobId: 'job_kit', comps: 6, reconciled: true }));
    await insertPaidOrder(t.database, { jobId: 'job_kit', tier: 'guarantee', userId: success.user_id });
    const form = await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer(success),
      // Bought June 15, 2022: enrolled on the 2023 roll, open to a base-year appeal through 2026.
      payload: { county: 'alameda', job_id: 'job_kit', property_info: completeInfo(), comparable_sales: [] },
    });
    expect(form.statusCode).toBe(200);
    const report = (await get('/api/appeals/reports/job_kit', bearer(success))).json();
    const grid = report.adjustment_grid;
    expect(grid.sales).toHaveLength(6);
    const kit = report.hearing_kit;
    expect(kit.exchange.letter).toContain('Jane Q. Owner');
    expect(kit.exchange.letter).toContain('Roll year 2026; value date January 1, 2026');
    expect(kit.exchange.letter).toContain(`reconcile to $${grid.reconciled_value.toLocaleString('en-US')}`);
    expect(kit.exchange.letter).toContain(grid.sales[5].address);
    expect(kit.copies.text).toContain(
      'Ask the clerk of the board (Alameda County Assessment Appeals Board, Clerk of the Board)',
    );
    expect(kit.outline.length).toBeGreaterThanOrEqual(5);
    expect(kit.rebuttals.length).toBeGreaterThanOrEqual(5);
    expect(report.base_year_appeal).toMatchObject({
      purchase_date: '06/15/2022',
      price: 1_050_000,
      enrolled_roll_year: 2023,
      last_roll_year: 2026,
    });
    const html = (await get('/api/appeals/reports/job_kit/html', bearer(success))).body;
    expect(html).toContain('<h2 id="hearing-kit">Hearing kit</h2>');
    expect(html).toContain('<h3>Exchange letter, ready to send</h3>');
    expect(html).toContain('[Assessor&#39;s address from your hearing notice]');
    expect(html).toContain('<h2>Base-year appeal still open (R&amp;T §80(a)(3))</h2>');
  });

  it.skipIf(!hasPdftotext)('serves a PDF with the letter, the comparables and the filing facts', async () => {
    const res = await get(`/api/appeals/reports/${SUCCESS_JOB}/pdf`, bearer(success));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Appeal_Report_Alameda_048-5612-012-00.pdf"',
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Dear Members of the Board',
      'COMPARABLE SALES (10)',
      '100 Oak Ave',
      '208 Oak Ave',
      'WHERE AND WHEN TO FILE',
      '1221 Oak Street',
      'NEXT STEPS',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the appeal letter', () => {
  it('is signed with the application once the owner generated it', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer(success),
      payload: {
        county: 'alameda',
        job_id: SUCCESS_JOB,
        property_info: completeInfo({ opinion_value: '925,000' }),
        comparable_sales: [comparable()],
      },
    });
    expect(form.statusCode).toBe(200);
    const report = (await get(`/api/appeals/reports/${SUCCESS_JOB}`, bearer(success))).json();
    expect(report.owner_name).toBe('Jane Q. Owner');
    expect(report.opinion_value).toBe(925_000);
    expect(report.letter).toMatch(/^Jane Q\. Owner\nPO Box 77, Oakland, CA 94604/);
    expect(report.letter).toContain('reduce the assessed value of the property to $925,000');
  });

  it('can be edited and restored on the Success plan', async () => {
    const url = `/api/appeals/reports/${SUCCESS_JOB}/letter`;
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(success),
      payload: { letter: 'Dear Board,\n\nMy own words.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ letter: 'Dear Board,\n\nMy own words.', letter_edited: true });
    expect((await get(`/api/appeals/reports/${SUCCESS_JOB}/html`, bearer(success))).body).toContain(
      'My own words.',
    );
    // A new generation refreshes the evidence but keeps the owner's words.
    await start(SUCCESS_JOB, bearer(success));
    expect((await get(`/api/appeals/reports/${SUCCESS_JOB}`, bearer(success))).json().letter).toBe(
      'Dear Board,\n\nMy own words.',
    );
    const restored = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(success),
      payload: { letter: null },
    });
    expect(restored.json()).toMatchObject({ letter_edited: false });
    expect(restored.json().letter).toContain('Dear Members of the Board');
  });

  it('cannot be edited on the Basic plan, by others, or emptied', async () => {
    const put = (jobId: string, headers: Record<string, string>, letter: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/appeals/reports/${jobId}/letter`,
        headers,
        payload: { letter },
      });
    const basicEdit = await put(BASIC_JOB, bearer(basic), 'Mine');
    expect(basicEdit.statusCode).toBe(403);
    expect(basicEdit.json().error).toBe('Editing the letter is part of the Success plan.');
    expect((await put(SUCCESS_JOB, bearer(stranger), 'Hijack')).statusCode).toBe(403);
    expect((await put(SUCCESS_JOB, bearer(success), '   ')).statusCode).toBe(400);
    expect((await put(SUCCESS_JOB, bearer(success), 'x'.repeat(20_001))).statusCode).toBe(400);
  });
});
