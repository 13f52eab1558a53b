// Hostile uploads on every upload route that exists: wrong magic bytes, a renamed executable,
// path-traversal names, oversize and truncated multipart bodies are refused with a clear 4xx and
// leave no row and no file behind; a traversal name on a good file never escapes the storage folder.
// CI runs the video cap at 2 MiB (VIDEO_MAX_BYTES); SECURITY_FULL=1 (npm run test:security) also
// streams past the 300 MB default.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../helpers.ts';
import { HOSTILE_FILE_NAMES, MAGIC_PREFIXES } from './multipart-arbitrary.ts';
import { multipart, sampleJpeg, sampleMp4 } from './journeys.ts';
import { diff, listFiles, snapshot } from './state-snapshot.ts';

const t = await createTestApp({ VIDEO_MAX_BYTES: String(2 * 1024 * 1024) });
afterAll(() => t.close());
// One user per tour route, so the per-user rate limits do not decide the outcome.
const frameAuth = { authorization: `Bearer ${(await signUp(t.app)).access}` };
const captureAuth = { authorization: `Bearer ${(await signUp(t.app)).access}` };
const filesRoot = join(t.config.dataDir, 'files');
const jpeg = await sampleJpeg();
const mp4 = sampleMp4();

interface UploadRoute {
  url: string;
  field: string;
  good: Buffer | undefined;
  goodName: string;
  goodType: string;
  headers: Record<string, string>;
  /** The route's size cap, and whether sending that much is cheap enough for every CI run. */
  cap: number;
  capInCi: boolean;
}

const routes: UploadRoute[] = [
  {
    url: '/property-tax/videos/',
    field: 'video',
    good: mp4,
    goodName: 'home.mp4',
    goodType: 'video/mp4',
    headers: {},
    cap: t.config.videoMaxBytes,
    capInCi: true,
  },
  {
    url: '/upload-video',
    field: 'video',
    good: mp4,
    goodName: 'home.mp4',
    goodType: 'video/mp4',
    headers: {},
    cap: t.config.videoMaxBytes,
    capInCi: true,
  },
  {
    url: '/api/analyze-frame/',
    field: 'image',
    good: jpeg,
    goodName: 'frame.jpg',
    goodType: 'image/jpeg',
    headers: frameAuth,
    cap: 10 * 1024 * 1024,
    capInCi: true,
  },
  {
    url: '/api/tour/captures/',
    field: 'image',
    good: jpeg,
    goodName: 'frame.jpg',
    goodType: 'image/jpeg',
    headers: captureAuth,
    cap: 10 * 1024 * 1024,
    capInCi: true,
  },
].filter((r) => t.app.hasRoute({ method: 'POST', url: r.url }));

let ip = 0;
/** Sends a multipart body and checks it was refused cleanly and changed nothing. */
async function expectRefused(
  route: UploadRoute,
  body: { payload: Buffer | Readable; headers: Record<string, string> },
  what: string,
) {
  const before = await snapshot(t.app, filesRoot);
  const res = await t.app.inject({
    method: 'POST',
    url: route.url,
    payload: body.payload,
    headers: { ...route.headers, ...body.headers },
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
  expect(res.statusCode, `${route.url} ${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${route.url} ${what}`).toBeLessThan(500);
  expect(res.json().error, `${route.url} ${what}`).toEqual(expect.any(String));
  expect(
    diff(before, await snapshot(t.app, filesRoot)),
    `${route.url} ${what} left something behind`,
  ).toEqual([]);
  return res;
}

/** A good file followed by padding until it is past `cap`, streamed (never held in memory). */
function oversizeBody(route: UploadRoute, cap: number) {
  const boundary = '----homie-oversize';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${route.field}"; filename="${route.goodName}"\r\nContent-Type: ${route.goodType}\r\n\r\n`,
  );
  async function* body() {
    yield head;
    yield route.good!;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let sent = route.good!.length; sent <= cap + chunk.length; sent += chunk.length) yield chunk;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const file = (route: UploadRoute, body: Buffer, filename = route.goodName, type = route.goodType) =>
  multipart([{ name: route.field, filename, contentType: type, body }]);

describe.each(routes.map((r) => [r.url, r] as const))('uploads to %s', (_url, route) => {
  it('wrong magic bytes under a good name and type are refused', async () => {
    for (const [kind, magic] of Object.entries(MAGIC_PREFIXES)) {
      if (
        (route.field === 'image' && ['jpeg', 'png', 'gif'].includes(kind)) ||
        (route.field === 'video' && ['mp4', 'webm'].includes(kind))
      )
        continue;
      await expectRefused(
        route,
        file(route, Buffer.from([...magic, ...Buffer.alloc(4096, 7)])),
        `${kind} bytes`,
      );
    }
  });

  it('a renamed executable is refused', async () => {
    const elf = Buffer.concat([Buffer.from(MAGIC_PREFIXES.elf!), Buffer.alloc(8192, 1)]);
    const exe = Buffer.concat([Buffer.from(MAGIC_PREFIXES.windowsExecutable!), Buffer.alloc(8192, 2)]);
    await expectRefused(route, file(route, elf), 'ELF renamed');
    await expectRefused(route, file(route, exe, 'setup.exe', 'application/x-msdownload'), 'EXE');
    await expectRefused(route, file(route, exe), 'EXE renamed');
  });

  it('a truncated multipart body is refused, whatever the cut', async () => {
    if (!route.good) return;
    const whole = file(route, route.good);
    for (const fraction of [0.02, 0.3, 0.7, 0.99]) {
      const payload = whole.payload.subarray(0, Math.floor(whole.payload.length * fraction));
      await expectRefused(route, { payload, headers: whole.headers }, `cut at ${fraction}`);
    }
  });

  it('a file over the size cap is refused while it streams', { timeout: 300_000 }, async () => {
    if (!route.good || !route.capInCi) return;
    const res = await expectRefused(route, oversizeBody(route, route.cap), 'oversize');
    expect([400, 413]).toContain(res.statusCode);
  });

  it('path-traversal and hostile file names never decide where a file goes', async () => {
    // Frames are analysed in memory, never stored under their name; videos are stored.
    if (!route.good || route.field !== 'video') return;
    for (const name of HOSTILE_FILE_NAMES) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        ...file(route, route.good, name),
        headers: { ...route.headers, ...file(route, route.good, name).headers },
        remoteAddress: `10.8.0.${ip++ % 250}`,
      });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      const stored = res.statusCode < 300 ? JSON.stringify(res.json()) : '';
      expect(stored).not.toMatch(/\.\.[/\\]|[/\\]etc[/\\]|\\u0000/);
    }
    for (const path of listFiles(filesRoot)) expect(path).not.toMatch(/evil|passwd|\.exe$|\.htaccess|\.\./);
    expect(existsSync('/tmp/evil.mp4')).toBe(false);
    expect(listFiles(filesRoot).filter((f) => f.includes('.partial-'))).toEqual([]);
  });
});

describe('upload routes', () => {
  it('exist (the checks above ran on at least one)', () => {
    expect(routes.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.SECURITY_FULL || !mp4)('the default video cap (300 MB)', () => {
  it('refuses a video past it while it streams and keeps nothing', { timeout: 900_000 }, async () => {
    const full = await createTestApp();
    try {
      const root = join(full.config.dataDir, 'files');
      const before = await snapshot(full.app, root);
      const route = routes.find((r) => r.url === '/upload-video')!;
      const res = await full.app.inject({
        method: 'POST',
        url: route.url,
        ...oversizeBody(route, full.config.videoMaxBytes),
      });
      expect([400, 413], res.body).toContain(res.statusCode);
      expect(diff(before, await snapshot(full.app, root))).toEqual([]);
    } finally {
      await full.close();
    }
  });
});
