// Issue 49, item 4 (decision 204): headers that never end, a body that never comes, a body that
// drips past its budget and a stalled upload are all cut, on a real socket; the stalled upload
// leaves no partial file and no storage reservation. Timeouts are shortened through the settings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisRepository } from '#modules/properties/properties.plugin.ts';
import { multipartBody } from '#modules/videos/multipart-body.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from '#modules/videos/video-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_MS: '400',
  HTTP_BODY_IDLE_TIMEOUT_MS: '400',
  HTTP_BODY_TIMEOUT_MS: '1500',
  UPLOAD_BODY_TIMEOUT_MS: '20000',
};

/** What the server sent on a raw connection before it closed, and after how long (null: still open at `limitMs`). */
function exchange(
  port: number,
  send: (socket: Socket) => void,
  limitMs = 8000,
): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let drip: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(limit);
      clearInterval(drip);
      socket.destroy();
      resolve({
        text: Buffer.concat(chunks).toString('latin1'),
        closedAfterMs: closed ? Date.now() - started : null,
      });
    };
    const limit = setTimeout(() => finish(false), limitMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      send(socket);
      // A drip: one byte every 100 ms (never idle), for callers that set `socket.drip`.
      const dripping = (socket as Socket & { drip?: boolean }).drip;
      if (dripping) drip = setInterval(() => socket.write('a'), 100);
    });
  });
}

describe('request timeouts on a listening server (decision 204)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(TIMEOUTS, { modules: { videos: { minFreeBytes: 0, quotaBytes: 1024 ** 3 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('a JSON login whose body never comes gets a 408 and the connection closes', async () => {
    const { text, closedAfterMs } = await exchange(port, (s) =>
      s.write(
        'POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n',
      ),
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(3000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('"code":"request_timeout"');
  });

  it('headers that never end are cut', async () => {
    const { closedAfterMs } = await exchange(port, (s) =>
      s.write('POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(3000);
  });

  it('a body that keeps dripping is cut at its overall budget', async () => {
    const { text, closedAfterMs } = await exchange(port, (s) => {
      s.write(
        'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      );
      (s as Socket & { drip?: boolean }).drip = true;
    });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(1400);
    expect(closedAfterMs!).toBeLessThan(4000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a request that arrives in time is served as before', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' });
    const { text } = await exchange(
      port,
      (s) =>
        s.write(
          `POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        ),
      3000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
  });

  it.skipIf(!hasFfmpeg)(
    `a stalled video upload is aborted: no partial file, no reservation${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
    async () => {
      const jobId = 'guest_job-stalled-upload';
      await createAnalysisRepository(t.database).insert({
        id: jobId,
        propertyId: null,
        userId: null,
        status: 'completed',
        request: {},
        result: null,
        error: null,
      });
      const bytes = readFileSync(makeVideo('stall', { seconds: 4, ext: 'mp4', size: '320x240', fps: 25 }));
      const { body, contentType } = multipartBody(
        { job_id: jobId },
        { field: 'video', filename: 'v.mp4', contentType: 'video/mp4', bytes },
        { fieldsFirst: true },
      );
      const half = Math.floor(body.length * 0.8);
      const { text, closedAfterMs } = await exchange(port, (s) => {
        s.write(
          `POST /upload-video HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        s.write(body.subarray(0, half));
      });
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(4000);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      // The partial file goes (its removal follows the aborted stream: give it a moment).
      const videos = join(t.config.dataDir, 'files', 'videos');
      const files = () => (existsSync(videos) ? readdirSync(videos) : []);
      for (let i = 0; i < 50 && files().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(files()).toEqual([]);
      // Its reservation went too: with a quota a little over one video, the whole video still fits.
      await t.app.close();
      const again = await createTestApp(TIMEOUTS, {
        modules: { videos: { minFreeBytes: 0, quotaBytes: Math.floor(bytes.length * 1.5) } },
      });
      try {
        await again.app.listen({ port: 0, host: '127.0.0.1' });
        const p = (again.app.server.address() as { port: number }).port;
        await createAnalysisRepository(again.database).insert({
          id: jobId,
          propertyId: null,
          userId: null,
          status: 'completed',
          request: {},
          result: null,
          error: null,
        });
        const head = `POST /upload-video HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
        const stalled = await exchange(p, (s) => {
          s.write(head);
          s.write(body.subarray(0, half));
        });
        expect(stalled.text).toMatch(/^HTTP\/1\.1 408 /);
        // The aborted upload's handler finishes its cleanup once the stream has failed.
        await new Promise((r) => setTimeout(r, 1000));
        const whole = await exchange(p, (s) => {
          s.write(head);
          s.write(body);
        });
        expect(whole.text).toMatch(/^HTTP\/1\.1 201 /);
      } finally {
        await again.close();
      }
    },
    30_000,
  );
});
