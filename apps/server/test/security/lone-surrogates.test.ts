// Issue 13, finding 9: a lone UTF-16 surrogate in /manual_analysis or /fill-form answered 500
// (PostgreSQL refuses `\ud800` in jsonb; a text column silently stored U+FFFD instead). Every
// request's text is now checked once, globally (decision 095): JSON bodies in the parser,
// query strings and path parameters in an onRequest hook, multipart text fields as a route reads
// them. Each case: a clear 400 naming the problem, and nothing changed. Well-formed hostile text
// (mixed scripts, a 20,000-character word) is kept exactly.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import {
  multipart,
  sampleJpeg,
  sampleMp4,
  seedProperties,
  SUBJECT_ADDRESS,
  walkJourney,
} from './journeys.ts';
import { LONG_WORDS, MIXED_SCRIPTS } from './hostile-values.ts';
import { responseProblems } from './response-checks.ts';
import { diff, snapshot } from './state-snapshot.ts';
import { injectWithinBudget } from './watched-inject.ts';

const t = await createTestApp(
  { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' },
  { clock: openPeriodClock() },
);
afterAll(() => t.close());
await seedProperties(t.database);
const user = await signUp(t.app);
const journey = await walkJourney(t.app, user.access);
const filesRoot = join(t.config.dataDir, 'files');
const auth = { authorization: `Bearer ${user.access}` };
const json = { ...auth, 'content-type': 'application/json' };

/** JSON.stringify writes a lone surrogate as the escape `\udXXX`, exactly as an attacker sends it. */
const HIGH = '\uD800';
const LOW = '\uDFFF';
const REVERSED = '\uDC00\uD83C';

let ip = 0;
async function refused(request: { method: string; url: string; headers?: object; payload?: unknown }) {
  const before = await snapshot(t.app, filesRoot);
  const res = await t.app.inject({
    ...request,
    method: request.method as 'POST',
    headers: { ...auth, ...(request.headers as Record<string, string>) },
    payload: request.payload as string,
    remoteAddress: `10.95.0.${(ip++ % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(responseProblems(res)).toEqual([]);
  expect(res.json().error).toMatch(/not valid (Unicode|UTF-8)/);
  expect(diff(before, await snapshot(t.app, filesRoot))).toEqual([]);
  return res.json() as { error: string; details?: { path: string }[] };
}

describe('lone surrogates in JSON bodies: a 400 naming the field, for every route', () => {
  it('POST /manual_analysis (was a 500)', async () => {
    const body = await refused({
      method: 'POST',
      url: '/manual_analysis',
      headers: json,
      payload: JSON.stringify({ ...SUBJECT_ADDRESS, street: `6985 Calistoga Ln${HIGH}` }),
    });
    expect(body.error).toContain('"street"');
    expect(body.error).toContain('lone UTF-16 surrogate');
    expect(body.details).toEqual([expect.objectContaining({ path: 'body.street' })]);
    await refused({
      method: 'POST',
      url: '/manual_analysis',
      headers: json,
      payload: JSON.stringify({ ...SUBJECT_ADDRESS, city: `Dub${REVERSED}lin` }),
    });
  });

  const fillForm = {
    county: 'alameda',
    job_id: journey.jobId ?? 'job',
    property_info: { owner_name: `Pat ${LOW}Owner`, apn: '941-0000-001' },
    comparable_sales: [],
  };
  it('POST /fill-form and /fill-form/validate (nested fields)', async () => {
    for (const url of ['/fill-form', '/fill-form/validate']) {
      const body = await refused({ method: 'POST', url, headers: json, payload: JSON.stringify(fillForm) });
      expect(body.details?.[0]?.path).toBe('body.property_info.owner_name');
    }
    await refused({
      method: 'POST',
      url: '/fill-form',
      headers: json,
      payload: JSON.stringify({ ...fillForm, property_info: {}, comparable_sales: [{ address: HIGH }] }),
    });
  });

  it('POST /api/lookup_property and POST /api/contact', async () => {
    await refused({
      method: 'POST',
      url: '/api/lookup_property',
      headers: json,
      payload: JSON.stringify({ street: `6985 Calistoga${HIGH}`, city: 'Dublin', zip: '94568' }),
    });
    await refused({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: JSON.stringify({ name: `Pat${REVERSED}`, email: 'pat@example.com', message: 'Hello' }),
    });
  });

  it('a property name, and a surrogate thousands of levels deep (no stack overflow)', async () => {
    await refused({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: `{"name":"Pat","email":"pat@example.com","message":"Hi","\\ud800":1}`,
    });
    const deep = `${'['.repeat(50_000)}"\\udc00"${']'.repeat(50_000)}`;
    await refused({ method: 'POST', url: '/api/contact', headers: json, payload: deep });
  });

  it('well-formed text is untouched: escaped pairs, emoji, mixed scripts, a literal backslash-u', async () => {
    const message = 'Hi \ud83c\udfe0 Кириллица 漢字 العربية \\uD800';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: JSON.stringify({ name: 'Zoë 王', email: 'pat@example.com', message }).replace(
        '🏠',
        '\\ud83c\\udfe0',
      ),
      remoteAddress: '10.95.1.1',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('query strings and path parameters', () => {
  it('GET /autocomplete_address with an encoded surrogate', async () => {
    const body = await refused({ method: 'GET', url: '/autocomplete_address?query=6985%ED%A0%80Cal' });
    expect(body.error).toContain('query string');
    await refused({ method: 'GET', url: '/autocomplete_address?query=6985&zip=%ed%bf%bf' });
  });

  it('a path parameter that does not decode: a clear 400, not the framework default', async () => {
    for (const raw of ['%ED%A0%80', '%C0%AF']) {
      const body = await refused({ method: 'GET', url: `/api/payment/session-info/${raw}` });
      expect(body.error).toContain('address');
      expect(JSON.stringify(body)).not.toContain('session-info');
    }
  });
});

describe('multipart text fields (a UTF-16 charset makes busboy hand out lone surrogates)', () => {
  const utf16 = (text: string) => Buffer.from(text, 'utf16le');
  const field = (name: string, text: string) => ({
    name,
    contentType: 'text/plain; charset=utf-16le',
    body: utf16(text),
  });

  it('POST /api/tour/captures/ evidence_token', async () => {
    const image = await sampleJpeg();
    const body = await refused({
      method: 'POST',
      url: '/api/tour/captures/',
      ...withAuth(
        multipart([
          field('evidence_token', `token${HIGH}`),
          { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', body: image },
        ]),
      ),
    });
    expect(body.details?.[0]?.path).toBe('form.evidence_token');
  });

  it('POST /upload-video job_id, before the file and after it (the stored video is discarded)', async () => {
    const jobId = `${journey.jobId ?? 'job'}${LOW}`;
    const video = { name: 'video', filename: 'home.mp4', contentType: 'video/mp4', body: sampleMp4(1) };
    await refused({
      method: 'POST',
      url: '/upload-video',
      ...withAuth(multipart([field('job_id', jobId), { ...video, body: Buffer.alloc(64) }])),
    });
    if (!video.body) return; // no ffmpeg here: the real-video case needs a real video
    await refused({
      method: 'POST',
      url: '/upload-video',
      ...withAuth(multipart([video as typeof video & { body: Buffer }, field('job_id', jobId)])),
    });
  });
});

describe('well-formed hostile text gets a correct result', () => {
  it('an edited letter in mixed scripts with a 20,000-character word is stored exactly and laid out in time', async () => {
    if (!journey.reportReady) return; // the report journey is not there yet
    const letter = `${MIXED_SCRIPTS}\n\n${LONG_WORDS['CJK word']}`.slice(0, 20_000);
    const url = `/api/appeals/reports/${journey.jobId}`;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url}/letter`,
      headers: json,
      payload: { letter },
    });
    expect(put.statusCode, put.body.slice(0, 200)).toBe(200);
    expect((await t.app.inject({ url, headers: auth })).json().letter).toBe(letter);
    const pdf = await injectWithinBudget(t.app, { url: `${url}/pdf`, headers: auth });
    expect(pdf.res.statusCode).toBe(200);
    expect(pdf.problems).toEqual([]);
  });
});

function withAuth(request: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: request.payload, headers: { ...auth, ...request.headers } };
}
