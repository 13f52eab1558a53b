import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.ts';
import { encodeMultipart } from './multipart-arbitrary.ts';

/**
 * A buyer's journey walked through the public API (analysis, plan, sandbox payment, appeal PDF,
 * report, camera-tour capture, video), so the security tests have real resources to attack.
 * Each step runs only when its routes exist, so the tests grow as the journeys land.
 */
export interface Journey {
  headers: Record<string, string>;
  jobId?: string;
  sessionId?: string;
  orderToken?: string;
  paid?: boolean;
  reportReady?: boolean;
  captureId?: string;
  videoId?: string;
  /** Every identifier the API handed out along the way. */
  ids: string[];
  skipped: string[];
}

export const SUBJECT_ADDRESS = { street: '6985 Calistoga Ln', city: 'Dublin', state: 'CA', zip: '94568' };
export const TEST_CARD = '4242 4242 4242 4242';

const has = (app: FastifyInstance, method: InjectOptions['method'], url: string) =>
  app.hasRoute({ method: method as 'GET', url });

/** Seeds the small Dublin neighbourhood of the properties tests; false when that fixture is gone. */
export async function seedProperties(database: Database): Promise<boolean> {
  try {
    const fixtures = await import('../../src/modules/properties/properties.test-fixtures.ts');
    await fixtures.seedHomes(database);
    return true;
  } catch {
    return false;
  }
}

/** A real JPEG: a smooth gradient with some texture, 640×480. */
export async function sampleJpeg(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A 3-second H.264 test pattern made with Debian's ffmpeg; undefined when ffmpeg is missing. */
export function sampleMp4(seconds = 3): Buffer | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'homie-sec-video-'));
  const out = join(dir, 'sample.mp4');
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x120:rate=5:duration=${seconds}`,
  ];
  const run = spawnSync('ffmpeg', [
    ...args,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'ultrafast',
    out,
  ]);
  try {
    return run.status === 0 ? readFileSync(out) : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function multipart(
  parts: { name: string; filename?: string; contentType?: string; body: Buffer | string }[],
) {
  const boundary = '----homie-journey';
  const body = encodeMultipart(
    parts.map((p) => ({ ...p, body: typeof p.body === 'string' ? Buffer.from(p.body) : p.body })),
    boundary,
  );
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Walks the journey as `access` (a signed-in user) or as a guest (undefined). */
export async function walkJourney(
  app: FastifyInstance,
  access: string | undefined,
  options: { video?: Buffer } = {},
): Promise<Journey> {
  const j: Journey = { headers: access ? { authorization: `Bearer ${access}` } : {}, ids: [], skipped: [] };
  const call = async (opts: InjectOptions) => {
    const res = await app.inject({
      ...opts,
      headers: { ...j.headers, ...(opts.headers as Record<string, string>) },
    });
    return res;
  };

  if (has(app, 'GET', '/autocomplete_address')) {
    const res = await call({
      method: 'GET',
      url: `/autocomplete_address?query=${encodeURIComponent('6985 Calistoga')}`,
    });
    for (const p of res.statusCode === 200 ? (res.json().predictions as { place_id: string }[]) : [])
      j.ids.push(p.place_id);
  }

  if (has(app, 'POST', '/manual_analysis')) {
    const res = await call({
      method: 'POST',
      url: '/manual_analysis',
      payload: { ...SUBJECT_ADDRESS, unit: '' },
    });
    // The browser key the analysis issued (decision 206): this browser's later calls carry it.
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
    if (cookie) j.headers.cookie = cookie;
    if (res.statusCode === 200 && res.json().job_id) {
      j.jobId = res.json().job_id as string;
      j.ids.push(j.jobId);
    } else j.skipped.push(`analysis: ${res.statusCode} ${res.body.slice(0, 120)}`);
  } else j.skipped.push('analysis: no route');

  if (j.jobId && has(app, 'POST', '/api/create_payment_session')) {
    const created = await call({
      method: 'POST',
      url: '/api/create_payment_session',
      // A guest gives the receipt's address (decision 211); an account's receipt goes to the account.
      payload: {
        history_id: j.jobId,
        tier: 'guarantee',
        ...(access ? {} : { email: 'guest-journey@example.com' }),
      },
    });
    const body = created.json();
    if (created.statusCode === 200 && body.session_id) {
      j.sessionId = body.session_id;
      j.ids.push(body.session_id);
      if (body.order_token) {
        j.orderToken = body.order_token;
        j.headers['x-order-token'] = body.order_token;
      }
      const path = new URL(body.session_url, 'http://localhost').pathname;
      await call({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          cardholder: 'Pat Owner',
          number: TEST_CARD,
          expiry: '12 / 34',
          cvc: '123',
        }).toString(),
      });
      const success = await call({
        method: 'GET',
        url: `/api/payment/success?session_id=${encodeURIComponent(body.session_id)}`,
      });
      j.paid = success.statusCode === 200 && success.json().success === true;
      if (!j.paid) j.skipped.push(`payment: ${success.statusCode} ${success.body.slice(0, 120)}`);
    } else j.skipped.push(`payment session: ${created.statusCode} ${created.body.slice(0, 120)}`);
  }

  if (j.paid && has(app, 'POST', '/start_report_generation')) {
    const res = await call({
      method: 'POST',
      url: '/start_report_generation',
      payload: { csv_path: `outputs/${j.jobId}/comps.csv`, report_name: j.jobId },
    });
    j.reportReady = res.statusCode === 200;
    if (!j.reportReady) j.skipped.push(`report: ${res.statusCode} ${res.body.slice(0, 120)}`);
  }

  if (access && has(app, 'POST', '/api/analyze-frame/') && has(app, 'POST', '/api/tour/captures/')) {
    const image = await sampleJpeg();
    const frame = multipart([
      { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', body: image },
    ]);
    const analysed = await call({ method: 'POST', url: '/api/analyze-frame/', ...frame });
    if (analysed.statusCode === 200) {
      const token = analysed.json().evidence_token as string;
      const save = multipart([
        { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', body: image },
        { name: 'evidence_token', body: token },
      ]);
      const saved = await call({ method: 'POST', url: '/api/tour/captures/', ...save });
      if (saved.statusCode === 201 || saved.statusCode === 200) {
        j.captureId = saved.json().id;
        j.ids.push(j.captureId!);
      } else j.skipped.push(`capture: ${saved.statusCode} ${saved.body.slice(0, 120)}`);
    } else j.skipped.push(`analyze-frame: ${analysed.statusCode} ${analysed.body.slice(0, 120)}`);
  }

  if (options.video && has(app, 'POST', '/upload-video')) {
    const parts = [{ name: 'video', filename: 'home.mp4', contentType: 'video/mp4', body: options.video }];
    if (j.jobId) parts.push({ name: 'job_id', body: Buffer.from(j.jobId) } as never);
    const res = await call({ method: 'POST', url: '/upload-video', ...multipart(parts) });
    if (res.statusCode === 201) {
      const data = res.json().data as { id?: string };
      if (data?.id) {
        j.videoId = String(data.id);
        j.ids.push(j.videoId);
      }
    } else j.skipped.push(`video: ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  return j;
}
