import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import { drawnFormText, hasPdftotext, insertPaidOrder } from './appeals.test-helpers.ts';

/**
 * The adjustment grid an informal request encloses (issue 50 item 4, decision 256): the package's
 * while the request argues the package's January 1; once it argues the next one (Alameda's
 * upcoming-year request from September 16), the home valued again at that date, its sales moved to
 * it, so the assessor sees adjusted prices for the value asked about.
 */
const JOB = 'job_informal_grid';
let now = new Date('2026-08-10T19:00:00Z');
const clock: Clock = { now: () => now };
const revalued: { rollYear: number; valueDate: string | undefined }[] = [];
let t: TestApp;
let owner: { access: string; user_id: string };

/** The home valued at January 1, 2027: sales of autumn 2026, each at its own price. */
function valuedAt2027(): QueryResultResponse {
  const body = sampleAnalysis({ jobId: JOB, comps: 4, reconciled: true, rollYear: 2027 });
  body.comparable_properties = body.comparable_properties!.map((c, i) => ({
    ...c,
    address: `${700 + i} Autumn Ct`,
    sold_date: `2026-${String(9 + i).padStart(2, '0')}-10`,
  }));
  return body;
}

beforeAll(async () => {
  const stored = sampleAnalysis({ jobId: JOB, comps: 4, reconciled: true });
  const result = async (jobId: string) => (jobId === JOB ? stored : null);
  const reappraise = async (_jobId: string, rollYear: number, valueDate?: string) => {
    revalued.push({ rollYear, valueDate });
    const { property_info, comparable_properties, valuation } = valuedAt2027();
    return {
      property_info: property_info!,
      comparable_properties: comparable_properties!,
      valuation: valuation!,
    };
  };
  t = await createTestApp({}, { clock, modules: { properties: { analysisJobs: { result }, reappraise } } });
  owner = await signUp(t.app);
  await insertPaidOrder(t.database, { jobId: JOB, tier: 'basic', userId: owner.user_id });
});
afterAll(async () => t?.close());

async function requestOn(instant: string): Promise<string> {
  now = new Date(instant);
  const text = await drawnFormText(t, owner, { county: 'alameda', route: 'informal', jobId: JOB });
  return text.replace(/\s+/g, ' ');
}

describe.skipIf(!hasPdftotext)("the informal request's adjustment grid, for the value it argues", () => {
  it("encloses the package's grid while the request argues the package's January 1", async () => {
    const text = await requestOn('2026-08-10T19:00:00Z');
    expect(text).toContain('VALUE ON JANUARY 1, 2026');
    expect(text).toContain('MOVED TO THE 01/01/2026 LIEN DATE');
    expect(text).toContain('100 Oak Ave');
    expect(revalued).toEqual([]);
  });

  it('values the home again at the next January 1 for an upcoming-year request, and encloses that grid', async () => {
    const text = await requestOn('2026-12-02T20:00:00Z');
    expect(text).toContain('VALUE ON JANUARY 1, 2027');
    expect(revalued).toContainEqual({ rollYear: 2027, valueDate: '2027-01-01' });
    expect(text).toContain('MOVED TO THE 01/01/2027 LIEN DATE');
    expect(text).not.toContain('MOVED TO THE 01/01/2026 LIEN DATE');
    expect(text).toContain('700 Autumn Ct');
    expect(text).not.toContain('100 Oak Ave');
  });
});
