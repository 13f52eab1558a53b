/**
 * The RentCast provider through POST /api/lookup_property, against a local stand-in server that
 * answers in RentCast's documented shapes (an array of property records; 401, 404, 429, 5xx), and
 * misbehaves on purpose: slow, malformed, redirecting elsewhere, endless, records out of bounds or for
 * another address. Decisions 118 and 210 (what asking may cost: budget, limits, circuit breaker).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPropertiesRepository } from '../properties.repository.ts';
import { createPropertyProvider, PROVIDER_MESSAGES } from './property-provider.ts';

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

/** A record of another home: its own address and parcel number. */
function recordAt(line: string, over: Record<string, unknown> = {}) {
  const n = Number(/^\d+/.exec(line)?.[0] ?? 1);
  return record({
    id: `${line}, Los Angeles, CA 90027`,
    formattedAddress: `${line}, Los Angeles, CA 90027`,
    addressLine1: line,
    assessorID: `5428-099-${String(n % 1000).padStart(3, '0')}`,
    ...over,
  });
}

interface Answer {
  status: number;
  body: string;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Write this many bytes (a JSON array that never closes), 64 KB at a time, until the client hangs up. */
  streamBytes?: number;
}
const requests: { address: string; key: string | undefined }[] = [];
let answerFor: (address: string, req: IncomingMessage) => Answer = () => ({ status: 200, body: '[]' });
/** Bytes the last streamed answer could write before the client hung up. */
let streamed = 0;
let standIn: Server;
/** Another origin a redirect points to: it records who reached it, and with which key. */
let elsewhere: Server;
const elsewhereRequests: { key: string | undefined }[] = [];
let t: TestApp;
/** The app's clock runs this far ahead of the real one (reset before each test). */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

function stream(res: import('node:http').ServerResponse, total: number) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('[');
  streamed = 1;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const more = () => {
    while (!res.destroyed && streamed < total) {
      streamed += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', more);
        return;
      }
    }
    if (!res.destroyed) res.end(']');
  };
  res.on('close', () => res.removeAllListeners('drain'));
  more();
}

beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    elsewhereRequests.push({ key: req.headers['x-api-key'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([record()]));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
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
      if (answer.streamBytes) return stream(res, answer.streamBytes);
      res
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp(
    {
      RENTCAST_API_KEY: 'test-key-123',
      RENTCAST_BASE_URL: `http://127.0.0.1:${port}/v1`,
      RENTCAST_TIMEOUT_MS: '300',
      RENTCAST_MAX_AGE_DAYS: '30',
      RENTCAST_CALLS_PER_HOUR: '6',
      RENTCAST_CALLS_PER_DAY: '8',
      RENTCAST_CALLS_PER_CLIENT_PER_HOUR: '3',
      RENTCAST_BREAKER_FAILURES: '3',
      RENTCAST_BREAKER_COOLDOWN_SECONDS: '60',
      ROLL_YEAR: '2025',
    },
    { clock },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  for (const server of [standIn, elsewhere]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

// Each test starts with the provider's shared counters (budget, limits, misses, breaker) empty.
beforeEach(async () => {
  offsetMs = 0;
  await t.database.query(`DELETE FROM rate_limit_counters WHERE key LIKE 'provider:%'`);
});

let clientCounter = 0;
/** A lookup from one visitor's address (a new one each time unless given). */
const lookup = (
  address: string,
  remoteAddress = `10.1.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`,
) => t.app.inject({ method: 'POST', url: '/api/lookup_property', payload: { address }, remoteAddress });

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

describe('what asking RentCast may cost (decision 210)', () => {
  const empty = (): Answer => ({ status: 200, body: '[]' });

  it('a budget of calls per hour and per day: past it no call is made, and the lookup says so (404, never a 500)', async () => {
    answerFor = empty;
    const before = requests.length;
    for (let i = 1; i <= 6; i++)
      expect((await lookup(`${i} Budget Hour St, Los Angeles, CA 90027`)).json().error).toBe(
        PROPERTY_MESSAGES.addressNotFound,
      );
    expect(requests.length).toBe(before + 6);
    const over = await lookup('7 Budget Hour St, Los Angeles, CA 90027');
    expect(over.statusCode).toBe(404);
    expect(over.json()).toMatchObject({ reason: 'not_in_records', error: PROVIDER_MESSAGES.budget });
    expect(requests.length).toBe(before + 6);

    // The next hour has its own budget, within the day's (8 calls).
    offsetMs = 61 * 60_000;
    for (let i = 1; i <= 2; i++) await lookup(`${i} Budget Day St, Los Angeles, CA 90027`);
    expect(requests.length).toBe(before + 8);
    const spent = await lookup('3 Budget Day St, Los Angeles, CA 90027');
    expect(spent.json()).toMatchObject({ reason: 'not_in_records', error: PROVIDER_MESSAGES.budget });
    expect(requests.length).toBe(before + 8);
  });

  it('the budget and the remembered misses are shared by every server process on the database', async () => {
    answerFor = empty;
    for (let i = 1; i <= 6; i++) await lookup(`${i} Shared Way, Los Angeles, CA 90027`);
    // Another process: its own provider (and memory), the same database.
    let calls = 0;
    const other = createPropertyProvider({
      client: {
        properties: async () => {
          calls++;
          return [];
        },
      },
      database: t.database,
      repository: createPropertiesRepository(t.database),
      maxAgeDays: 30,
      now: clock.now,
      limits: {
        callsPerHour: 6,
        callsPerDay: 8,
        callsPerClientPerHour: 3,
        breakerFailures: 3,
        breakerCooldownMs: 60_000,
      },
    }).forRequest('10.250.0.1');
    // Asked by the first process and not in RentCast's records: not asked again.
    expect(await other.onMiss({ line: '1 Shared Way, Los Angeles, CA 90027' })).toBeNull();
    expect(other.notice()).toBeNull();
    // A new address: the budget the first process spent stops it.
    expect(await other.onMiss({ line: '99 Shared Way, Los Angeles, CA 90027' })).toBeNull();
    expect(other.notice()).toBe(PROVIDER_MESSAGES.budget);
    expect(calls).toBe(0);
  });

  it('an address RentCast has no record of is not asked again for a day', async () => {
    answerFor = empty;
    const before = requests.length;
    await lookup('5 Remembered Ct, Los Angeles, CA 90027');
    offsetMs = 23 * 3600_000;
    expect((await lookup('5 Remembered Ct, Los Angeles, CA 90027')).json().error).toBe(
      PROPERTY_MESSAGES.addressNotFound,
    );
    expect(requests.length).toBe(before + 1);
    offsetMs = 25 * 3600_000;
    await lookup('5 Remembered Ct, Los Angeles, CA 90027');
    expect(requests.length).toBe(before + 2);
  });

  it('one visitor address may cause at most RENTCAST_CALLS_PER_CLIENT_PER_HOUR calls; others still can', async () => {
    answerFor = empty;
    const before = requests.length;
    for (let i = 1; i <= 3; i++) await lookup(`${i} Greedy Rd, Los Angeles, CA 90027`, '10.77.0.1');
    const over = await lookup('4 Greedy Rd, Los Angeles, CA 90027', '10.77.0.1');
    expect(over.statusCode).toBe(404);
    expect(over.json()).toMatchObject({ reason: 'not_in_records', error: PROVIDER_MESSAGES.client_limit });
    expect(requests.length).toBe(before + 3);
    // Another visitor is not held back, nor this one an hour later.
    expect((await lookup('4 Greedy Rd, Los Angeles, CA 90027', '10.77.0.2')).json().error).toBe(
      PROPERTY_MESSAGES.addressNotFound,
    );
    offsetMs = 61 * 60_000;
    await lookup('5 Greedy Rd, Los Angeles, CA 90027', '10.77.0.1');
    expect(requests.length).toBe(before + 5);
  });

  it('a circuit breaker: after 3 failures in a row no call is made until the cool-down ends; a success closes it', async () => {
    answerFor = () => ({ status: 503, body: '{"status":503}' });
    const before = requests.length;
    for (let i = 1; i <= 3; i++)
      expect((await lookup(`${i} Failing Blvd, Los Angeles, CA 90027`)).json().error).toBe(
        PROVIDER_MESSAGES.unavailable,
      );
    const open = await lookup('4 Failing Blvd, Los Angeles, CA 90027');
    expect(open.statusCode).toBe(404);
    expect(open.json()).toMatchObject({ reason: 'not_in_records', error: PROVIDER_MESSAGES.circuit });
    offsetMs = 59_000;
    expect((await lookup('4 Failing Blvd, Los Angeles, CA 90027')).json().error).toBe(
      PROVIDER_MESSAGES.circuit,
    );
    expect(requests.length).toBe(before + 3);

    // After the cool-down one call goes through; failing again reopens it at once, for longer.
    offsetMs = 61_000;
    expect((await lookup('4 Failing Blvd, Los Angeles, CA 90027')).json().error).toBe(
      PROVIDER_MESSAGES.unavailable,
    );
    expect(requests.length).toBe(before + 4);
    offsetMs = 61_000 + 61_000;
    expect((await lookup('5 Failing Blvd, Los Angeles, CA 90027')).json().error).toBe(
      PROVIDER_MESSAGES.circuit,
    );
    expect(requests.length).toBe(before + 4);

    // Past the doubled cool-down a call that succeeds closes the breaker: a later failure is one, not a fourth.
    offsetMs = 61_000 + 121_000;
    await t.database.query(`DELETE FROM rate_limit_counters WHERE key LIKE 'provider:rentcast:calls:%'`);
    answerFor = (address) =>
      address.startsWith('4600')
        ? { status: 200, body: JSON.stringify([recordAt('4600 Mended Blvd')]) }
        : { status: 503, body: '{"status":503}' };
    expect((await lookup('4600 Mended Blvd, Los Angeles, CA 90027')).statusCode).toBe(200);
    expect((await lookup('6 Failing Blvd, Los Angeles, CA 90027')).json().error).toBe(
      PROVIDER_MESSAGES.unavailable,
    );
    expect((await lookup('7 Failing Blvd, Los Angeles, CA 90027')).json().error).toBe(
      PROVIDER_MESSAGES.unavailable,
    );
    expect(requests.length).toBe(before + 7);
  });

  it('timeouts open the breaker too', async () => {
    answerFor = () => ({ status: 200, body: '[]', delayMs: 1500 });
    const before = requests.length;
    for (let i = 1; i <= 3; i++)
      expect((await lookup(`${i} Sluggish Ln, Los Angeles, CA 90027`)).json().error).toBe(
        PROVIDER_MESSAGES.timeout,
      );
    expect((await lookup('4 Sluggish Ln, Los Angeles, CA 90027')).json().error).toBe(
      PROVIDER_MESSAGES.circuit,
    );
    expect(requests.length).toBe(before + 3);
  });
});

describe('RentCast answers are not trusted (decision 210)', () => {
  it('a redirect is not followed: the key never goes to another origin, and the lookup says the service is unavailable', async () => {
    const { port } = elsewhere.address() as AddressInfo;
    answerFor = (address) => ({
      status: 302,
      body: '',
      headers: { location: `http://127.0.0.1:${port}/v1/properties?address=${encodeURIComponent(address)}` },
    });
    const before = requests.length;
    const res = await lookup('4530 Redirect St, Los Angeles, CA 90027');
    expect(requests.length).toBe(before + 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PROVIDER_MESSAGES.unavailable);
    expect(elsewhereRequests).toEqual([]);
  });

  it('an endless body is abandoned past 2 MB (not read to its end): "could not read", never a 500', async () => {
    answerFor = () => ({ status: 200, body: '', streamBytes: 1024 * 1024 * 1024 });
    const res = await lookup('10 Endless St, Los Angeles, CA 90027');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PROVIDER_MESSAGES.malformed);
    // The client hung up soon after 2 MB (socket buffers let a little more through).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streamed).toBeLessThan(64 * 1024 * 1024);
  });

  it("an answer naming one roll year twice is stored once per year (its own year's entry), not a 500", async () => {
    answerFor = () => ({
      status: 200,
      body: JSON.stringify([
        recordAt('4700 Twice Ave', {
          taxAssessments: {
            '2024': { year: 2025, value: 999_999, land: 600_000, improvements: 399_999 },
            '2025': { year: 2025, value: 1_100_000, land: 700_000, improvements: 400_000 },
          },
        }),
      ]),
    });
    const res = await lookup('4700 Twice Ave, Los Angeles, CA 90027');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.compass_data).toMatchObject({ assessed_value: 1_100_000, tax_year: 2025 });
  });

  it.each([
    [
      'a 1.5 MB street name',
      '4800 Long St',
      () => recordAt('4800 Long St', { addressLine1: `4800 ${'A'.repeat(1_500_000)} St` }),
    ],
    [
      '20,000 sale events',
      '4900 Busy St',
      () =>
        recordAt('4900 Busy St', {
          history: Object.fromEntries(
            Array.from({ length: 20_000 }, (_, i) => {
              const date = new Date(Date.UTC(1960, 0, 1) + i * 86_400_000).toISOString();
              return [date.slice(0, 10), { event: 'Sale', date, price: 100_000 + i }];
            }),
          ),
        }),
    ],
    [
      'more records than one address can have',
      '4950 Many St',
      () => Array.from({ length: 60 }, () => recordAt('4950 Many St')),
    ],
  ] as const)(
    'a record out of bounds (%s) is "could not read" (404), never a 500',
    async (_, street, make) => {
      const made = make();
      const body = JSON.stringify(Array.isArray(made) ? made : [made]);
      expect(body.length).toBeLessThan(2 * 1024 * 1024);
      answerFor = () => ({ status: 200, body });
      const res = await lookup(`${street}, Los Angeles, CA 90027`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ reason: 'not_in_records', error: PROVIDER_MESSAGES.malformed });
    },
  );

  it('a record for another address than the one asked is not stored: "not in our records"', async () => {
    answerFor = () => ({ status: 200, body: JSON.stringify([recordAt('5000 Elsewhere Ave')]) });
    const res = await lookup('5001 Elsewhere Ave, Los Angeles, CA 90027');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'not_in_records', error: PROPERTY_MESSAGES.addressNotFound });
    const stored = await t.database.query(`SELECT 1 FROM properties WHERE street_number IN ('5000', '5001')`);
    expect(stored).toEqual([]);
  });
});
