// The RESO Web API sync of closed sales (issue 54 items 1-2, decision 232), against a local stand-in
// of an MLS's server: paging by nextLink and by $skip, tokens, 401, 429, a 20 MB page, redirects, a
// crash mid-page and the resume, skipped records. Waits are injected: nothing here sleeps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config/env.ts';
import type { ResoConfig } from '#config/reso.ts';
import type { Database } from '#db/client.ts';
import { createTestApp, createTestDatabase, OPEN_PERIOD_DAY } from '../../../../test/helpers.ts';
import { readSyncStatus, takeLease } from './mls.repository.ts';
import { type MlsSyncReport, syncClosedSales } from './mls.sync.ts';
import { createResoFeed, type ResoClientOptions } from './reso.client.ts';
import {
  CLIENT,
  FIXED_TOKEN,
  type Interposer,
  type ResoStandIn,
  resoRecord,
  startResoStandIn,
} from './reso.stand-in.ts';

let database: Database;
let drop: () => Promise<void>;
let standIn: ResoStandIn;
let now: Date;
let waits: number[];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());
beforeEach(async () => {
  await database.exec(
    `TRUNCATE mls_sales; DELETE FROM sales; DELETE FROM properties;
     UPDATE mls_sync_state SET high_water = NULL, lease_owner = NULL, lease_until = NULL, last_outcome = NULL`,
  );
  now = new Date(OPEN_PERIOD_DAY);
  waits = [];
});
afterEach(async () => standIn?.close());

const clock = { now: () => now };

function oauth(s: ResoStandIn): ResoConfig {
  return {
    baseUrl: s.baseUrl,
    auth: {
      kind: 'client-credentials',
      tokenUrl: s.tokenUrl,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
    },
    syncIntervalMs: 60_000,
    attribution: 'Listing data © Test MLS',
  };
}

function feedOf(config: ResoConfig, options: ResoClientOptions = {}) {
  return createResoFeed(config, {
    pageSize: 2,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
}

const sync = (feed: ReturnType<typeof feedOf>, owner = 'test-process') =>
  syncClosedSales({ database, clock, feed, owner });

const mlsSales = async () =>
  database.query<{ price: number; street_number: string }>(
    `SELECT s.price, p.street_number FROM sales s JOIN properties p ON p.id = s.property_id
      WHERE s.source = 'mls' ORDER BY p.street_number`,
  );
/** An interposer answering one request with `status` and `headers`, no body. */
const answer =
  (status: number, headers: (url: string) => Record<string, string> = () => ({})): Interposer =>
  (req, res) => {
    res.writeHead(status, headers(req.url ?? '')).end();
    return true;
  };
const propertyRequests = () => standIn.requests.filter((r) => r.path === '/odata/Property');

describe('the RESO sync reads every page of closed sales into sales with source mls', () => {
  it('follows @odata.nextLink to the end, commits the high-water mark, and a second run adds nothing', async () => {
    standIn = await startResoStandIn({ records: [1, 2, 3, 4, 5].map((n) => resoRecord(n)) });

    const feed = feedOf(oauth(standIn));
    const first = await sync(feed);
    expect(first).toMatchObject({ outcome: 'ok', pages: 3, records: 5, listingsNew: 5, salesInserted: 5 });
    expect((await mlsSales()).map((s) => s.price)).toEqual([
      1_001_000, 1_002_000, 1_003_000, 1_004_000, 1_005_000,
    ]);
    const query = propertyRequests()[0]!.query;
    expect(query.get('$filter')).toBe("StandardStatus eq 'Closed'");
    expect(query.get('$orderby')).toBe('ModificationTimestamp asc');
    expect(query.get('$select')).toContain('ListingKey');
    expect(query.get('$top')).toBe('2');
    const mark = resoRecord(5).ModificationTimestamp as string;
    expect((await readSyncStatus(database))?.lastOutcome).toBe('ok');
    expect(first.highWater).toBe(mark);
    // One token for every page.
    expect(standIn.tokensIssued).toBe(1);

    const second = await sync(feed);
    expect(second).toMatchObject({
      outcome: 'ok',
      records: 1,
      listingsNew: 0,
      listingsUnchanged: 1,
      salesInserted: 0,
    });
    expect(propertyRequests().at(-1)!.query.get('$filter')).toBe(
      `StandardStatus eq 'Closed' and ModificationTimestamp ge ${mark}`,
    );
    expect(await mlsSales()).toHaveLength(5);
  });

  it('pages by $skip on a server without nextLink, stopping at a short or empty page', async () => {
    standIn = await startResoStandIn({ records: [1, 2, 3, 4].map((n) => resoRecord(n)), paging: 'skip' });
    const report = await sync(feedOf(oauth(standIn)));
    expect(report).toMatchObject({ outcome: 'ok', pages: 2, records: 4, salesInserted: 4 });
    expect(propertyRequests().map((r) => r.query.get('$skip'))).toEqual([null, '2', '4']);
  });

  it('ends a nextLink collection at the page without a link, even a full one', async () => {
    standIn = await startResoStandIn({ records: [1, 2, 3, 4].map((n) => resoRecord(n)) });
    const report = await sync(feedOf(oauth(standIn)));
    expect(report).toMatchObject({ outcome: 'ok', pages: 2, records: 4, salesInserted: 4 });
    expect(propertyRequests()).toHaveLength(2);
  });

  it('a changed listing moves its sale instead of adding a second one', async () => {
    standIn = await startResoStandIn({ records: [1, 2].map((n) => resoRecord(n)) });
    const feed = feedOf(oauth(standIn));
    await sync(feed);
    standIn.records[1] = resoRecord(2, {
      ClosePrice: 999_000,
      ModificationTimestamp: '2026-02-01T00:00:00.000Z',
    });
    const report = await sync(feed);
    expect(report).toMatchObject({ outcome: 'ok', listingsChanged: 1 });
    expect((await mlsSales()).map((s) => s.price)).toEqual([1_001_000, 999_000]);
  });

  it('skips and counts other states, non-residential and unknown types and unreadable records, storing none', async () => {
    standIn = await startResoStandIn({
      records: [
        resoRecord(1),
        resoRecord(2, { StateOrProvince: 'NV' }),
        resoRecord(3, { PropertyType: 'Land', PropertySubType: null }),
        resoRecord(4, { PropertyType: 'CommercialSale', PropertySubType: 'Office' }),
        resoRecord(5, { PropertyType: 'Spaceship' }),
        resoRecord(6, { PropertySubType: 'Igloo' }),
        resoRecord(7, { ClosePrice: null }),
        resoRecord(8, { ClosePrice: 'lots' }),
        resoRecord(9, { ListingKey: null }),
        resoRecord(10, { StreetName: 'x'.repeat(10_000) }),
        resoRecord(11, { CloseDate: '2099-01-01' }),
        // A change "in 9999" would lift the mark over every later change: not a time, no mark.
        resoRecord(12, { ModificationTimestamp: '9999-12-31T00:00:00Z' }),
      ],
    });
    const report = await sync(feedOf(oauth(standIn)));
    expect(report).toMatchObject({ outcome: 'ok', records: 12, salesInserted: 1, skipped: 11 });
    expect(report.skippedByReason).toEqual({
      'not California': 1,
      'not residential': 2,
      'unknown property type': 1,
      'unknown property sub-type': 1,
      'missing price': 1,
      'invalid price': 1,
      'malformed record (ListingKey)': 1,
      'malformed record (StreetName)': 1,
      'sale date date is in the future': 1,
      'malformed record (ModificationTimestamp in the future)': 1,
    });
    expect(await mlsSales()).toHaveLength(1);
    // Skipped records were read: the mark moves past them.
    expect(report.highWater).toBe(resoRecord(11).ModificationTimestamp);
  });
});

describe('the RESO client against a real feed: tokens, limits, big pages, redirects', () => {
  it('renews an OAuth2 token before it expires, and once after a 401', async () => {
    standIn = await startResoStandIn({ records: [1, 2, 3].map((n) => resoRecord(n)) });
    standIn.tokenLifeSeconds = 600;
    const feed = feedOf(oauth(standIn));
    await sync(feed);
    expect(standIn.tokensIssued).toBe(1);
    now = new Date(now.getTime() + 590_000); // inside the renewal margin
    await sync(feed);
    expect(standIn.tokensIssued).toBe(2);
    // The server forgets its tokens: one 401, one renewal, the run goes on.
    standIn.revokeTokens();
    const report = await sync(feed);
    expect(report.outcome).toBe('ok');
    expect(standIn.tokensIssued).toBe(3);
  });

  it('a fixed RESO_TOKEN that is refused fails the run without retrying, the token in no message', async () => {
    standIn = await startResoStandIn({ records: [resoRecord(1)] });
    const config: ResoConfig = { ...oauth(standIn), auth: { kind: 'token', token: 'wrong-secret-token' } };
    const report = await sync(feedOf(config));
    expect(report.outcome).toBe('failed');
    expect(report.error).toMatch(/refused the credentials \(HTTP 401\)/);
    expect(propertyRequests()).toHaveLength(1);
    expect(JSON.stringify(await readSyncStatus(database))).not.toContain('wrong-secret-token');
  });

  it('backs off on 429 as Retry-After says and on 5xx exponentially, within a bounded number of retries', async () => {
    standIn = await startResoStandIn({ records: [resoRecord(1)], fixedToken: true });
    const config: ResoConfig = { ...oauth(standIn), auth: { kind: 'token', token: FIXED_TOKEN } };
    standIn.interpose.push(
      answer(429, () => ({ 'retry-after': '7' })),
      answer(503),
      answer(502),
    );
    const report = await sync(feedOf(config));
    expect(report).toMatchObject({ outcome: 'ok', salesInserted: 1 });
    expect(waits).toEqual([7000, 2000, 4000]);

    waits = [];
    for (let i = 0; i < 10; i++) standIn.interpose.push(answer(500));
    const failing = await sync(feedOf(config, { maxRetries: 2 }));
    expect(failing).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/HTTP 500/) });
    expect(waits).toHaveLength(2);
  });

  it('refuses a 20 MB page, declared or streamed, without holding it, and the next run works', async () => {
    standIn = await startResoStandIn({ records: [resoRecord(1)] });
    const feed = feedOf(oauth(standIn));
    const twentyMb = Buffer.alloc(20 * 1024 * 1024, 0x20);
    const big = (declared: boolean) => (_req: unknown, res: import('node:http').ServerResponse) => {
      res.on('error', () => {});
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(declared ? { 'content-length': String(twentyMb.length + 12) } : {}),
      });
      res.write('{"value":[');
      res.end(twentyMb);
      return true;
    };
    standIn.interpose.push(big(true));
    expect(await sync(feed)).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/larger than/),
    });
    standIn.interpose.push(big(false));
    expect(await sync(feed)).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/larger than/),
    });
    expect(await sync(feed)).toMatchObject({ outcome: 'ok', salesInserted: 1 });
  });

  it('gives up on a server that sends its headers and then nothing, within the request budget', async () => {
    standIn = await startResoStandIn({ records: [resoRecord(1)] });
    standIn.interpose.push((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"value":[');
      return true;
    });
    const started = Date.now();
    const report = await sync(feedOf(oauth(standIn), { timeoutMs: 300, maxRetries: 0 }));
    expect(report).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/cut off/) });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('follows a redirect within the origin, never to another origin nor a nextLink elsewhere: the token stays', async () => {
    const elsewhere: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      elsewhere.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":[]}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      standIn = await startResoStandIn({ records: [1, 2, 3].map((n) => resoRecord(n)) });
      const feed = feedOf(oauth(standIn));
      standIn.interpose.push(answer(307, (url) => ({ location: `${url}&moved=1` })));
      expect(await sync(feed)).toMatchObject({ outcome: 'ok', salesInserted: 3 });
      expect(propertyRequests()[1]!.query.get('moved')).toBe('1');

      standIn.interpose.push(answer(302, (url) => ({ location: `${otherOrigin}${url}` })));
      const redirected = await sync(feed);
      expect(redirected).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/another origin/) });

      standIn.interpose.push((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ value: [], '@odata.nextLink': `${otherOrigin}/odata/Property?$skip=2` }));
        return true;
      });
      const linked = await sync(feed);
      expect(linked).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/another origin/) });
      expect(elsewhere).toEqual([]);
      expect(JSON.stringify([redirected, linked])).not.toMatch(/token-\d/);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe('a sync cut off mid-page resumes at the last committed high-water mark', () => {
  it('keeps the pages committed before the cut and adds the rest once, without duplicates', async () => {
    standIn = await startResoStandIn({ records: [1, 2, 3, 4, 5, 6].map((n) => resoRecord(n)) });
    const config = oauth(standIn);
    standIn.interpose.push(
      () => false,
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(`{"value":[${JSON.stringify(resoRecord(3))},`);
        setTimeout(() => res.socket?.destroy(), 10);
        return true;
      },
    );
    const cut: MlsSyncReport = await sync(feedOf(config, { maxRetries: 0 }));
    expect(cut).toMatchObject({ outcome: 'failed', pages: 1, salesInserted: 2 });
    const mark = resoRecord(2).ModificationTimestamp as string;
    expect(new Date((await readSyncStatus(database))!.highWater!).toISOString()).toBe(mark);
    expect(await mlsSales()).toHaveLength(2);

    const resumed = await sync(feedOf(config));
    expect(resumed).toMatchObject({ outcome: 'ok', salesInserted: 4, listingsNew: 4, listingsUnchanged: 1 });
    expect(propertyRequests().at(-3)!.query.get('$filter')).toContain(`ModificationTimestamp ge ${mark}`);
    expect((await mlsSales()).map((s) => s.street_number)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
    ]);
    const [{ n }] = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM mls_sales')) as [
      { n: number },
    ];
    expect(n).toBe(6);
  });

  it('one process at a time: a run finds the lease held by another process and does nothing', async () => {
    standIn = await startResoStandIn({ records: [resoRecord(1)] });
    await takeLease(database, 'other-process', now, new Date(now.getTime() + 60_000));
    expect((await sync(feedOf(oauth(standIn)))).outcome).toBe('busy');
    expect(standIn.requests).toHaveLength(0);
    // Its lease expired: this process takes over.
    now = new Date(now.getTime() + 120_000);
    expect((await sync(feedOf(oauth(standIn)))).outcome).toBe('ok');
  });
});

describe('the server runs the sync on its tick when RESO_BASE_URL is set', () => {
  it('syncs after start with RESO_TOKEN', async () => {
    standIn = await startResoStandIn({ records: [1, 2].map((n) => resoRecord(n)), fixedToken: true });
    const t = await createTestApp(
      { RESO_BASE_URL: standIn.baseUrl, RESO_TOKEN: FIXED_TOKEN },
      { clock, modules: { dataset: { mls: { firstRunMs: 1 } } } },
    );
    try {
      for (let i = 0; i < 200; i++) {
        const status = await readSyncStatus(t.database);
        if (status?.lastOutcome) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await readSyncStatus(t.database))?.lastOutcome).toBe('ok');
      const rows = await t.database.query(`SELECT 1 FROM sales WHERE source = 'mls'`);
      expect(rows).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('the server log of the sync', () => {
  it('says how a run failed and never holds the client secret or a token', async () => {
    standIn = await startResoStandIn({ records: [1, 2, 3].map((n) => resoRecord(n)) });
    // A 401 (the token renewed), then a redirect to another origin: a failure the log reports.
    standIn.interpose.push(
      answer(401),
      answer(302, () => ({ location: 'http://127.0.0.1:9/elsewhere' })),
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'homie-mls-log-'));
    const webDist = join(dataDir, 'web-dist');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'info',
      DEMO_DATASET_SIZE: '0',
      RESO_BASE_URL: standIn.baseUrl,
      RESO_TOKEN_URL: standIn.tokenUrl,
      RESO_CLIENT_ID: CLIENT.id,
      RESO_CLIENT_SECRET: CLIENT.secret,
      RESO_SYNC_INTERVAL_MINUTES: '1',
    });
    const app = await buildApp({
      config,
      database,
      clock,
      logger: { level: 'info', stream },
      modules: { dataset: { mls: { firstRunMs: 1, client: { pageSize: 2, sleep: async () => {} } } } },
    });
    try {
      await app.ready();
      const failed = () => lines.find((l) => l.includes('the MLS sync failed'));
      for (let i = 0; i < 400 && !failed(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(failed()).toContain('another origin');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const log = lines.join('\n');
    expect(standIn.tokensIssued).toBe(2);
    expect(log).not.toContain(CLIENT.secret);
    expect(log).not.toMatch(/token-\d/);
  });
});
