// Issue 49 item 3 (decision 206): one paid order fills the papers of one home. Every route that
// takes the property's identity (APN, address) beside a paid job names the home of the order's
// analysis: a request that types another home's APN and address gets documents, a draft, a report
// and a letter about the paid home, never about the other one.
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  comparable,
  completeInfo,
  hasPdftotext,
  pdfText,
} from '../../src/modules/appeals/appeals.test-helpers.ts';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import { seedProperties, walkJourney } from './journeys.ts';

const t = await createTestApp({}, { clock: openPeriodClock() });
afterAll(() => t.close());
await seedProperties(t.database);

const buyer = await signUp(t.app, 'paid-home@example.com');
const journey = await walkJourney(t.app, buyer.access);
const jobId = journey.jobId!;
const analysed = (await t.app.inject({ url: `/query_result?job_id=${jobId}` })).json().property_info as {
  street: string;
  apn: string | null;
};
const orderId = (await t.app.inject({ url: `/api/orders/by-job/${jobId}`, headers: journey.headers })).json()
  .order_id as string;

/** Another home of the same county, as an attacker types it. */
const OTHER_APN = '946-4321-987-00';
const OTHER_ADDRESS = '7007 Dover Ct, Dublin, CA 94568';
const otherHome = completeInfo({ apn: OTHER_APN, property_address: OTHER_ADDRESS, owner_name: 'Pat Buyer' });
const comparables = [
  comparable({ address: '1 Elm St, Dublin, CA 94568' }),
  comparable({ address: '2 Elm St, Dublin, CA 94568' }),
  comparable({ address: '3 Elm St, Dublin, CA 94568' }),
];

let ip = 0;
const call = (opts: InjectOptions) =>
  t.app.inject({
    ...opts,
    headers: { ...journey.headers, ...((opts.headers as Record<string, string> | undefined) ?? {}) },
    remoteAddress: `10.49.3.${++ip}`,
  });

/** The body (text, or the PDF's text) names the paid home and not the other one. */
function expectPaidHome(text: string, where: string) {
  expect(text, `${where} names the other home's address`).not.toContain('7007 Dover');
  expect(text, `${where} names the other home's APN`).not.toContain(OTHER_APN);
  expect(text, `${where} does not name the paid home`).toContain(analysed.street);
}

describe('the paid home is the one named, whatever the request types', () => {
  it('the journey bought a plan for a home with an APN', () => {
    expect(journey.paid).toBe(true);
    expect(analysed.apn).toBeTruthy();
    expect(orderId).toBeTruthy();
  });

  it.each(['formal', 'informal'] as const)('POST /fill-form (%s) draws the paid home', async (route) => {
    const res = await call({
      method: 'POST',
      url: '/fill-form',
      payload: {
        county: 'alameda',
        job_id: jobId,
        route,
        property_info: otherHome,
        comparable_sales: comparables,
      },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    if (hasPdftotext) expectPaidHome(pdfText(res.rawPayload), `${route} PDF`);
    // The answers kept with the order (they sign the letter) name the paid home too.
    const [kept] = await t.database.query<{ apn: string; address: string }>(
      "select property_info->>'apn' as apn, property_info->>'property_address' as address from appeal_applications where order_id = $1",
      [orderId],
    );
    expect(kept!.apn).toBe(analysed.apn);
    expectPaidHome(kept!.address, 'the kept answers');
  });

  it('PUT the draft keeps the paid home', async () => {
    const res = await call({
      method: 'PUT',
      url: `/api/orders/${orderId}/draft`,
      payload: { route: 'formal', property_info: otherHome, comparable_sales: comparables },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const draft = res.json().draft as { property_info: Record<string, string> };
    expect(draft.property_info.apn).toBe(analysed.apn);
    expectPaidHome(draft.property_info.property_address!, 'the draft');
  });

  it('the report, its HTML, its PDF and the letter name the paid home', async () => {
    // Answers naming another home, as stored before this rule (or written by hand), do not move it.
    await t.database.query(
      `update appeal_applications set property_info = property_info || jsonb_build_object('apn', $2::text, 'property_address', $3::text) where order_id = $1`,
      [orderId, OTHER_APN, OTHER_ADDRESS],
    );
    const report = await call({ method: 'GET', url: `/api/appeals/reports/${jobId}` });
    expect(report.statusCode).toBe(200);
    expect(report.json().apn).toBe(analysed.apn);
    expectPaidHome(report.json().property_address, 'the report');
    expectPaidHome(report.json().letter, 'the letter');
    const html = await call({ method: 'GET', url: `/api/appeals/reports/${jobId}/html` });
    expectPaidHome(html.body, 'the report HTML');
    const pdf = await call({ method: 'GET', url: `/api/appeals/reports/${jobId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    if (hasPdftotext) expectPaidHome(pdfText(pdf.rawPayload), 'the report PDF');
    const again = await call({ method: 'GET', url: `/api/orders/${orderId}/appeal-pdf` });
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    if (hasPdftotext) expectPaidHome(pdfText(again.rawPayload), 'My appeals download');
  });

  it('POST /api/orders/send-letter mails the letter of the paid home', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/orders/send-letter',
      payload: { history_id: jobId, email: 'paid-home@example.com' },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    await t.app.mailer.settled();
    const [mail] = await t.database.query<{ text_body: string }>(
      "select text_body from outbox where to_address = 'paid-home@example.com' and subject like '%appeal letter%'",
    );
    expectPaidHome(mail!.text_body, 'the mailed letter');
  });
});
