/**
 * The RentCast provider through POST /api/lookup_property, against a local stand-in server that
 * answers in RentCast's documented shapes (an array of property records; 401, 404, 429, 5xx), and
 * misbehaves on purpose: slow, malformed. Decision 118.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { PROVIDER_MESSAGES } from './property-provider.ts';

/** A record as RentCast documents it (GET /v1/properties). */
function record(over: Record<string, unknown> = {}) {
  return {
    id: '4521-Sunset-Dr,-Los-Angeles,-CA-90027',
    formattedAddress: '4521 Sunset Dr, Los Angeles, CA 90027',
    addressLine1: '4521 Sunset Dr',
    addressLine2: null,
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90027',
    county: 'Los Angeles',
    latitude: 34.0995,
    longitude: -118.2871,
    propertyType: 'Single Family',
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1620,
    lotSize: 5400,
    yearBuilt: 1924,
    assessorID: '5428-012-007',
    lastSaleDate: '2018-05-10T00:00:00.000Z',
    lastSalePrice: 1_150_000,
    taxAssessments: {
      '2024': { year: 2024, value: 1_244_000, land: 930_000, improvements: 314_000 },
      '2025': { year: 2025, value: 1_268_880, land: 948_600, improvements: 320_280 },
    },
    propertyTaxes: { '2024': { year: 2024, total: 15_120 }, '2025': { year: 2025, total: 15_402 } },
    history: {
      '2011-03-02': { event: 'Sale', date: '2011-03-02T00:00:00.000Z', price: 640_000 },
      '2018-05-10': { event: 'Sale', date: '2018-05-10T00:00:00.000Z', price: 1_150_000 },
    },
    owner: { names: ['Someone'], type: 'Individual' },
    ownerOccupied: true,
    ...over,
  };
}

const requests: { address: string; key: string | undefined }[] = [];
let answerFor: (address: string, req: IncomingMessage) => { status: number; body: string; delayMs?: number } =
  () => ({ status: 200, body: '[]' });
let standIn: Server;
let t: TestApp;

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/v1/properties') {
      res.writeHead(404).end();
      return;
    }
    const address = url.searchParams.get('address') ?? '';
    requests.push({ address, key: req.headers['x-api-key'] as string | undefined });
    const answer = answerFor(address, req);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    RENTCAST_API_KEY: 'test-key-123',
    RENTCAST_BASE_URL: `http://127.0.0.1:${port}/v1`,
    RENTCAST_TIMEOUT_MS: '300',
    RENTCAST_MAX_AGE_DAYS: '30',
    ROLL_YEAR: '2025',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

const lookup = (address: string) =>
  t.app.inject({ method: 'POST', url: '/api/lookup_property', payload: { address } });

describe('RentCast provider behind the lookup', () => {
  it('a miss asks RentCast once with the key, stores the home, its sales and assessments, then answers from the database', async () => {
    answerFor = () => ({ status: 200, body: JSON.stringify([record()]) });
    const before = requests.length;
    const res = await lookup('4521 Sunset Drive, Los Angeles, CA 90027');
    expect(res.statusCode).toBe(200);
    expect(requests.slice(before)).toEqual([
      { address: '4521 Sunset Drive, Los Angeles, CA 90027', key: 'test-key-123' },
    ]);
    const { compass_data: data, parsed_address: parsed } = res.json().data;
    expect(parsed).toMatchObject({ street: '4521 Sunset Dr', city: 'Los Angeles', zip: '90027' });
    expect(data).toMatchObject({
      apn: '5428-012-007',
      source: 'provider',
      assessed_value: 1_268_880,
      land_assessment: 948_600,
      improvements_assessment: 320_280,
      annual_tax: '$15,402',
      tax_year: 2025,
      bedrooms: 3,
      square_footage: 1620,
      last_sold_price: 1_150_000,
      purchase_date: '2018-05-10',
    });
    const stored = await t.database.query<Record<string, unknown>>(
      `SELECT p.source, p.fetched_at IS NOT NULL AS fetched,
              (SELECT array_agg(source || ':' || sale_date::text || ':' || price ORDER BY sale_date) FROM sales s WHERE s.property_id = p.id) AS sales,
              (SELECT array_agg(source || ':' || roll_year || ':' || total || ':' || (fetched_at IS NOT NULL) ORDER BY roll_year) FROM assessments a WHERE a.property_id = p.id) AS assessments
         FROM properties p WHERE apn = '5428-012-007'`,
    );
    expect(stored).toEqual([
      {
        source: 'rentcast',
        fetched: true,
        sales: ['rentcast:2011-03-02:640000', 'rentcast:2018-05-10:1150000'],
        assessments: ['rentcast:2024:1244000:true', 'rentcast:2025:1268880:true'],
      },
    ]);

    const again = await lookup('4521 Sunset Dr, Los Angeles, CA 90027');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.compass_data.assessed_value).toBe(1_268_880);
    expect(requests.length).toBe(before + 1);
  });

  it('fetches a stored provider home again once it is older than RENTCAST_MAX_AGE_DAYS', async () => {
    answerFor = () => ({
      status: 200,
      body: JSON.stringify([
        record({
          taxAssessments: { '2025': { year: 2025, value: 1_300_000, land: 970_000, improvements: 330_000 } },
        }),
      ]),
    });
    const before = requests.length;
    await t.database.query(
      `UPDATE properties SET fetched_at = now() - interval '29 days' WHERE apn = '5428-012-007'`,
    );
    expect(
      (await lookup('4521 Sunset Dr, Los Angeles, CA 90027')).json().data.compass_data.assessed_value,
    ).toBe(1_268_880);
    expect(requests.length).toBe(before);
    await t.database.query(
      `UPDATE properties SET fetched_at = now() - interval '31 days' WHERE apn = '5428-012-007'`,
    );
    const res = await lookup('4521 Sunset Dr, Los Angeles, CA 90027');
    expect(requests.length).toBe(before + 1);
    expect(res.json().data.compass_data).toMatchObject({
      assessed_value: 1_300_000,
      land_assessment: 970_000,
    });
    const [row] = await t.database.query<{ age: number }>(
      `SELECT extract(epoch FROM now() - fetched_at)::int AS age FROM properties WHERE apn = '5428-012-007'`,
    );
    expect(row?.age).toBeLessThan(60);
  });

  it('an empty answer (or 404) is "not in our records", and the address is not asked again at once', async () => {
    answerFor = (address) => ({ status: address.startsWith('77') ? 404 : 200, body: '[]' });
    const before = requests.length;
    for (const address of ['12 Nowhere Ln, Los Angeles, CA 90027', '12 Nowhere Ln, Los Angeles, CA 90027']) {
      const res = await lookup(address);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: PROPERTY_MESSAGES.addressNotFound,
        reason: 'not_in_records',
      });
    }
    const gone = await lookup('77 Gone Ave, Los Angeles, CA 90027');
    expect(gone.json()).toMatchObject({ error: PROPERTY_MESSAGES.addressNotFound, reason: 'not_in_records' });
    expect(requests.length).toBe(before + 2);
  });

  it.each([
    [
      'slow (timeout)',
      { status: 200, body: JSON.stringify([record()]), delayMs: 1500 },
      'timeout',
      '10 Slow St',
    ],
    ['down (503)', { status: 503, body: '{"status":503}' }, 'unavailable', '10 Down St'],
    [
      'refusing the key (401)',
      { status: 401, body: '{"status":401,"error":"auth/api-key-invalid"}' },
      'refused',
      '10 Key St',
    ],
    ['a body that is not JSON', { status: 200, body: '[{"id": "4521' }, 'malformed', '10 Broken St'],
    [
      'JSON that is not a list of records',
      { status: 200, body: '{"error":"nope"}' },
      'malformed',
      '10 Shape St',
    ],
    [
      'records with the wrong types',
      { status: 200, body: JSON.stringify([record({ bedrooms: 'three' })]) },
      'malformed',
      '10 Types St',
    ],
  ] as const)(
    'a provider %s → 404 not_in_records with a clear message, never a 500',
    async (_, answer, failure, street) => {
      answerFor = () => answer;
      const res = await lookup(`${street}, Los Angeles, CA 90027`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: PROVIDER_MESSAGES[failure],
        data: null,
        reason: 'not_in_records',
        code: 'address_not_found',
        county_name: null,
      });
    },
  );

  it('over quota (429): says so, and does not ask again during the pause', async () => {
    answerFor = () => ({ status: 429, body: '{"status":429,"error":"rate-limit-exceeded"}' });
    const before = requests.length;
    const first = await lookup('10 Quota St, Los Angeles, CA 90027');
    expect(first.statusCode).toBe(404);
    expect(first.json().error).toBe(PROVIDER_MESSAGES.quota);
    answerFor = () => ({ status: 200, body: JSON.stringify([record()]) });
    const second = await lookup('11 Quota St, Los Angeles, CA 90027');
    expect(second.json().error).toBe(PROVIDER_MESSAGES.quota);
    expect(requests.length).toBe(before + 1);
  });
});
