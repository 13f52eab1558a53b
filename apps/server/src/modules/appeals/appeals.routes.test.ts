import { APPEAL_ERRORS, COUNTY_REQUIREMENTS } from '@homie/contracts/appeals';
import { COUNTY_KEYS } from '@homie/contracts/counties';
import { COUNTY_NOT_SUPPORTED_MESSAGE } from '@homie/contracts/county-detection';
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

// The properties module owns analysis jobs; these tests serve fixtures through the appeals adapter.
let analyses: Map<string, unknown>;

let t: TestApp;
let owner: { access: string; user_id: string };
let stranger: { access: string; user_id: string };
const JOB = 'job_alameda_1';
const GUEST_JOB = 'job_guest_1';
const GUEST_TOKEN = 'guest-capability-token-0123456789';

beforeAll(async () => {
  const app = await createAppealsTestApp(['owner', 'stranger'], {
    [JOB]: { analysis: sampleAnalysis({ jobId: JOB }), tier: 'guarantee', owner: 'owner' },
    [GUEST_JOB]: { analysis: sampleAnalysis({ jobId: GUEST_JOB }), tier: 'basic', guestToken: GUEST_TOKEN },
  });
  ({ t, analyses } = app);
  ({ owner, stranger } = app.users);
});
afterAll(async () => t?.close());

const validate = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/fill-form/validate', payload: payload as object });
const generate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/fill-form', payload: payload as object, headers });

describe('POST /fill-form/validate', () => {
  it.each(COUNTY_KEYS)('applies the %s requirements of spec §5', async (county) => {
    // Spec §5's table is the informal request's (decision 099); the default route depends on the date.
    const res = await validate({ county, route: 'informal', property_info: {}, comparable_sales: [] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(false);
    expect(body.county).toBe(county);
    expect(Object.keys(body.errors).sort()).toEqual([...COUNTY_REQUIREMENTS[county].required].sort());
    expect(body.warnings).toHaveLength(COUNTY_REQUIREMENTS[county].recommended.length);
    // Beside each English warning, its parts for a translated screen (issue 55).
    expect(body.warning_parts).toEqual(
      COUNTY_REQUIREMENTS[county].recommended.map((field) => ({ kind: 'recommended', field })),
    );
    expect(body.requirements).toEqual(COUNTY_REQUIREMENTS[county]);

    const max = COUNTY_REQUIREMENTS[county].max_comparables;
    const info = completeInfo(county === 'la' ? { apn: '2581-006-055' } : {});
    const atMax = await validate({
      county,
      route: 'informal',
      property_info: info,
      comparable_sales: Array(max).fill(comparable()),
    });
    expect(atMax.json()).toMatchObject({ valid: true, errors: {} });
    const over = await validate({
      county,
      route: 'informal',
      property_info: info,
      comparable_sales: Array(max + 1).fill(comparable()),
    });
    expect(over.json().valid).toBe(false);
    expect(over.json().errors.comparable_sales).toBeDefined();
  });

  it('answers the spec message when no county was detected, and refuses unknown counties', async () => {
    const none = await validate({ county: null, property_info: completeInfo() });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(APPEAL_ERRORS.noCounty);
    const orange = await validate({ county: 'orange', property_info: completeInfo() });
    expect(orange.statusCode).toBe(400);
    expect(orange.json().error).toContain(COUNTY_NOT_SUPPORTED_MESSAGE);
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    for (const payload of [
      { county: 'alameda', property_info: { owner_name: { $gt: '' } } },
      { county: 'alameda', property_info: { owner_name: 'x'.repeat(10_000) } },
      { county: 'alameda', comparable_sales: 'many' },
      { county: ['la'] },
    ]) {
      const res = await validate(payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/fill-form/validate',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('POST /fill-form', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    county: 'alameda',
    route: 'formal',
    job_id: JOB,
    property_info: completeInfo(),
    comparable_sales: [
      comparable(),
      comparable({ address: '789 Pine St, Oakland, CA 94611', sale_price: '955,000' }),
    ],
    ...overrides,
  });

  it('returns the filled application as a PDF download for the paid owner', async () => {
    const res = await generate(body(), bearer(owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="BOE-305-AH_Alameda_048-5612-012-00.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.skipIf(!hasPdftotext)('prints every entry where the county form puts it (pdftotext)', async () => {
    const text = pdfText((await generate(body(), bearer(owner))).rawPayload);
    for (const expected of [
      'ASSESSMENT APPEAL APPLICATION',
      'COUNTY OF ALAMEDA ASSESSMENT APPEALS BOARD',
      'Jane Q. Owner',
      'jane@example.com',
      'PO Box 77',
      'Oakland',
      '94604',
      '(510) 555-0134',
      '048-5612-012-00',
      '123 Main St, Oakland, CA 94611',
      '$1,092,420',
      '$940,000',
      'EXHIBIT A - SUPPORTING INFORMATION',
      '456 Oak Ave, Oakland, CA 94611',
      '789 Pine St, Oakland, CA 94611',
      '02/10/2026',
      '$925,000',
      '$955,000',
      'Original 1950 kitchen',
      '1221 Oak Street, 5th Floor',
      'CERTIFICATION',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('VALUE HEARING OFFICER');
  });

  it('lets the guest holding the order token download it', async () => {
    const res = await generate(body({ job_id: GUEST_JOB }), { 'x-order-token': GUEST_TOKEN });
    expect(res.statusCode).toBe(200);
  });

  it('refuses callers who do not own a paid order for the job', async () => {
    const anonymous = await generate(body());
    expect(anonymous.statusCode).toBe(401);
    const other = await generate(body(), bearer(stranger));
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatch(/No paid plan/);
    const wrongToken = await generate(body({ job_id: GUEST_JOB }), { 'x-order-token': 'not-the-token' });
    expect(wrongToken.statusCode).toBe(403);
    const guestOnOwnersJob = await generate(body(), { 'x-order-token': GUEST_TOKEN });
    expect(guestOnOwnersJob.statusCode).toBe(403);
  });

  it('requires the job and a valid form, naming the problems', async () => {
    expect((await generate(body({ job_id: undefined }), bearer(owner))).json().error).toMatch(
      /job_id is required/,
    );
    const invalid = await generate(
      body({ property_info: completeInfo({ owner_name: '', opinion_value: 'a lot' }) }),
      bearer(owner),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(
      'Validation failed: Owner Name is required, Your Opinion of Market Value must be a dollar amount, e.g. 750,000',
    );
    expect(invalid.json().errors).toEqual({
      owner_name: 'Owner Name is required',
      opinion_value: 'Your Opinion of Market Value must be a dollar amount, e.g. 750,000',
    });
  });

  it("refuses another county's form for the analysed property", async () => {
    const res = await generate(
      body({ county: 'la', property_info: completeInfo({ apn: '2581-006-055' }), comparable_sales: [] }),
      bearer(owner),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "This property is in Alameda County: use Alameda County's form, not Los Angeles County's.",
    );
  });
});

describe('county variants of the application', () => {
  const LA_JOB = 'job_la_1';
  const SC_JOB = 'job_sc_1';
  beforeAll(async () => {
    analyses.set(
      LA_JOB,
      sampleAnalysis({
        jobId: LA_JOB,
        county: 'la',
        zip: '91101',
        city: 'Pasadena',
        street: '12 Elm St',
        apn: '2581006055',
      }),
    );
    analyses.set(SC_JOB, sampleAnalysis({ jobId: SC_JOB, county: null, zip: '95112', city: 'San Jose' }));
    await insertPaidOrder(t.database, { jobId: LA_JOB, tier: 'basic', userId: owner.user_id });
    await insertPaidOrder(t.database, { jobId: SC_JOB, tier: 'basic', userId: owner.user_id });
  });

  it.skipIf(!hasPdftotext)('prints Los Angeles as AAB-100 keyed by AIN', async () => {
    const res = await generate(
      {
        county: 'la',
        route: 'formal',
        job_id: LA_JOB,
        property_info: completeInfo({ apn: '2581006055', property_address: '12 Elm St, Pasadena, CA 91101' }),
        comparable_sales: [comparable()],
      },
      bearer(owner),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('AAB-100_Los_Angeles_2581006055.pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'FORM AAB-100',
      'APPLICATION FOR CHANGED ASSESSMENT',
      "ASSESSOR'S IDENTIFICATION NUMBER (AIN)",
      '2581-006-055',
      'MAP BOOK',
      '2581',
      'PARCEL',
      'OWNER DAYTIME TELEPHONE',
      'OWNER EMAIL ADDRESS (OPTIONAL)',
      'PROPERTY ADDRESS (NUMBER/STREET/CITY/ZIP)',
      'Pasadena, CA',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.skipIf(!hasPdftotext)("prints Santa Clara's item 9 and no comparables (its maximum is 0)", async () => {
    const res = await generate(
      {
        county: 'santa_clara',
        route: 'formal',
        job_id: SC_JOB,
        property_info: completeInfo({ property_address: '5 First St, San Jose, CA 95112' }),
        comparable_sales: [],
      },
      bearer(owner),
    );
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('9. VALUE HEARING OFFICER');
    expect(text).toContain('COUNTY OF SANTA CLARA ASSESSMENT APPEALS BOARD');
    expect(text).toContain("Santa Clara County's application takes no comparable sales");
  });
});
