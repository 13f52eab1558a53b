import { COUNTY_REQUIREMENTS } from '@homie/contracts/appeals';
import { prefillComparables, prefillPropertyInfo } from '@homie/contracts/appeals-prefill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp, type TestApp } from '../../../test/helpers.ts';
import { SUBJECT, seedHomes } from '../properties/properties.test-fixtures.ts';
import { hasPdftotext, pdfText } from './appeals.test-helpers.ts';

/**
 * The whole package with nothing stubbed: a real analysis of a seeded Dublin (Alameda) home, a plan
 * paid in the sandbox checkout, then the pre-filled form, its PDF and the report.
 */
let t: TestApp;
let owner: { access: string };
let jobId: string;
const auth = () => ({ authorization: `Bearer ${owner.access}` });

beforeAll(async () => {
  t = await createTestApp({}, { clock: openPeriodClock() });
  await seedHomes(t.database);
  owner = await signUp(t.app);
  const run = await t.app.inject({
    method: 'POST',
    url: '/manual_analysis',
    headers: auth(),
    payload: {
      street: `${SUBJECT.number} ${SUBJECT.street}`,
      unit: '',
      city: 'Dublin',
      state: 'CA',
      zip: '94568',
    },
  });
  jobId = run.json().job_id;
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/create_payment_session',
    headers: auth(),
    payload: { history_id: jobId, tier: 'guarantee' },
  });
  const { session_url, session_id } = session.json();
  await t.app.inject({
    method: 'POST',
    url: session_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardholder: 'Pat Owner',
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    }).toString(),
  });
  const success = await t.app.inject({
    method: 'GET',
    url: `/api/payment/success?session_id=${session_id}`,
    headers: auth(),
  });
  expect(success.json().success).toBe(true);
});
afterAll(async () => t?.close());

describe('appeal package on a real analysis', () => {
  it('pre-fills, validates and prints the Alameda application from the analysis', async () => {
    const result = (await t.app.inject({ method: 'GET', url: `/query_result?job_id=${jobId}` })).json();
    const info = prefillPropertyInfo({
      propertyInfo: result.property_info,
      address: {
        street: `${SUBJECT.number} ${SUBJECT.street}`,
        unit: '',
        city: 'Dublin',
        state: 'CA',
        zipCode: '94568',
      },
    });
    const comparables = prefillComparables(
      result.comparable_properties,
      COUNTY_REQUIREMENTS.alameda.max_comparables,
    );
    expect(comparables).toHaveLength(3);
    expect(comparables[0]!.sale_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const body = {
      county: 'alameda',
      job_id: jobId,
      property_info: { ...info, owner_name: 'Pat Owner', opinion_value: '950,000' },
      comparable_sales: comparables,
    };
    const validation = (
      await t.app.inject({ method: 'POST', url: '/fill-form/validate', payload: body })
    ).json();
    expect(validation.errors).toEqual({});
    expect(validation.valid).toBe(true);

    const pdf = await t.app.inject({ method: 'POST', url: '/fill-form', payload: body, headers: auth() });
    expect(pdf.statusCode).toBe(200);
    if (hasPdftotext) {
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Pat Owner');
      expect(text).toContain(info.apn);
      expect(text).toContain(comparables[0]!.address);
    }
  });

  it('builds the Success report from the same analysis, signed by the application', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/start_report_generation',
      headers: auth(),
      payload: { csv_path: `outputs/${jobId}/comparables.csv`, report_name: jobId },
    });
    expect(start.statusCode).toBe(200);
    const report = (
      await t.app.inject({ method: 'GET', url: `/api/appeals/reports/${jobId}`, headers: auth() })
    ).json();
    expect(report.county).toBe('alameda');
    expect(report.comparables.length).toBeGreaterThanOrEqual(3);
    expect(report.comparables.length).toBeLessThanOrEqual(10);
    expect(report.owner_name).toBe('Pat Owner');
    expect(report.opinion_value).toBe(950_000);
    expect(report.letter).toContain('Pat Owner');
  });
});
