import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config/env.ts';
import { createTestDatabase, signUp } from '../../test/helpers.ts';
import { seedHomes } from '../modules/properties/properties.test-fixtures.ts';
import { batchedLog, LOG_BATCH_BYTES, LOG_FLUSH_MS, logSerializers, redactQuery } from './log-redaction.ts';

/** Issue 13, finding 2: job ids (and so the owner's notes), tokens and bodies never reach the log. */
let app: FastifyInstance;
let drop: () => Promise<void>;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'homie-log-test-'));
  const webDist = join(dataDir, 'web-dist');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'info',
    DEMO_DATASET_SIZE: '0',
  });
  const created = await createTestDatabase();
  drop = created.drop;
  await seedHomes(created.database);
  // The pino destination the production logger writes to, captured line by line.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database: created.database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The log lines written while `fn` ran. */
async function logOf(fn: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await fn();
  return lines.slice(from).join('\n');
}

const analysis = {
  street: '6985 Calistoga Ln',
  city: 'Dublin',
  state: 'CA',
  zip: '94568',
  notes: 'Spare key under the blue pot.',
};

describe('the request log', () => {
  it('logs the URL of /query_result without the job id, and never a body or a token', async () => {
    const user = await signUp(app);
    let jobId = '';
    const posted = await logOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/manual_analysis',
        payload: analysis,
        headers: { authorization: `Bearer ${user.access}`, 'x-order-token': 'guest-capability-token-123' },
      });
      jobId = res.json().job_id;
    });
    expect(jobId).toMatch(/^[\w-]{22}$/);
    expect(posted).toContain('"url":"/manual_analysis"');
    for (const secret of [jobId, 'Spare key', user.access, 'guest-capability-token-123'])
      expect(posted).not.toContain(secret);

    const read = await logOf(() => app.inject({ method: 'GET', url: `/query_result?job_id=${jobId}&x=1` }));
    expect(read).toContain('"url":"/query_result?job_id=[redacted]&x=[redacted]"');
    expect(read).not.toContain(jobId);
    expect(read).toContain('"statusCode":200');
  });

  it('keeps route ids out of paths and tokens out of page URLs; place_id stays', async () => {
    const log = await logOf(async () => {
      await app.inject({ method: 'GET', url: '/api/appeals/reports/SECRETJOBID1234567890/pdf' });
      await app.inject({ method: 'GET', url: '/api/payment/flow-status/pay_SECRETSESSION123' });
      await app.inject({ method: 'GET', url: '/payment/success?session_id=pay_SECRETSESSION456' });
      await app.inject({ method: 'GET', url: '/reset-password?token=SECRETRESET789' });
      await app.inject({ method: 'GET', url: '/autocomplete_address_details?place_id=local%3Ap%3A1' });
    });
    for (const secret of ['SECRETJOBID', 'SECRETSESSION', 'SECRETRESET']) expect(log).not.toContain(secret);
    expect(log).toContain('"url":"/api/appeals/reports/:jobId/pdf"');
    expect(log).toContain('"url":"/api/payment/flow-status/:session_id"');
    expect(log).toContain('"url":"/payment/success?session_id=[redacted]"');
    expect(log).toContain('place_id=local%3Ap%3A1');
  });

  it('writes one line per request, when it ends, with its method, URL, status and time (decision 162)', async () => {
    const log = await logOf(() =>
      app.inject({ method: 'GET', url: '/autocomplete_address?query=6985%20Cal' }),
    );
    const lines = log.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/autocomplete_address?query=6985%20Cal' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('blanks headers and bodies should a log line carry them', async () => {
    const log = await logOf(async () => {
      app.log.info(
        { headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' }, body: analysis },
        'ad hoc',
      );
    });
    expect(log).toContain('ad hoc');
    for (const secret of ['abc.def', 'sid=1', 'Spare key']) expect(log).not.toContain(secret);
  });
});

describe('the log destination (decision 162)', () => {
  it('writes a lone line within its flush interval, and a burst in full and in order', async () => {
    const file = join(dataDir, 'batched.log');
    const stream = batchedLog(file);
    await new Promise((resolve) => stream.once('ready', resolve));
    const read = () => readFileSync(file, 'utf8');
    const until = async (done: () => boolean) => {
      for (const t0 = Date.now(); !done() && Date.now() - t0 < 10 * LOG_FLUSH_MS; )
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(90) })}\n`;
    // Less than a batch: no further write comes, the timer sends it.
    stream.write(line(0));
    await until(() => read() !== '');
    expect(read()).toBe(line(0));
    const burst = Array.from({ length: Math.ceil((3 * LOG_BATCH_BYTES) / 100) }, (_, i) => line(i + 1));
    for (const l of burst) stream.write(l);
    await until(() => read().length === (line(0) + burst.join('')).length);
    expect(read()).toBe(line(0) + burst.join(''));
    stream.end();
  });
});

describe('serializers', () => {
  it('redacts every query value but the harmless ones', () => {
    expect(redactQuery('/x?job_id=abc&place_id=p1&token=t&zip=94568&session_id=s&order_token=o')).toBe(
      '/x?job_id=[redacted]&place_id=p1&token=[redacted]&zip=94568&session_id=[redacted]&order_token=[redacted]',
    );
    expect(redactQuery('/x?%6Aob_id=abc&flag')).toBe('/x?%6Aob_id=[redacted]&flag');
    expect(redactQuery('/plain')).toBe('/plain');
  });

  it("drops a database error's query parameters (a failed insert would carry the notes)", () => {
    const err = Object.assign(
      new Error(
        'Failed query: insert into analysis_jobs (id, request) values ($1, $2)\nparams: JOBID123,{"notes":"Spare key"}',
      ),
      { query: 'insert into analysis_jobs …', params: ['JOBID123', '{"notes":"Spare key"}'] },
    );
    err.cause = Object.assign(new Error('boom'), { params: ['JOBID123'] });
    const logged = JSON.stringify(logSerializers.err(err));
    expect(logged).not.toContain('JOBID123');
    expect(logged).not.toContain('Spare key');
    expect(logged).toContain('Failed query: insert into analysis_jobs');
  });
});
