import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { MAX_VIDEOS_PER_JOB, VIDEO_MESSAGES } from '@homie/contracts/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisRepository } from '#modules/properties/properties.plugin.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody } from './multipart-body.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';

/** Every file under the storage's videos folder, finished or partial. */
function storedFiles(t: TestApp): string[] {
  try {
    return readdirSync(join(t.config.dataDir, 'files', 'videos'));
  } catch {
    return [];
  }
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const JOB_ID = 'job_123-abcdefghijk';

describe.skipIf(!hasFfmpeg)(`video upload endpoints${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`, () => {
  let t: TestApp;
  let shortMp4: Buffer;
  let longMp4: Buffer;
  let webm: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    shortMp4 = readFileSync(makeVideo('route-short', { seconds: 3, ext: 'mp4' }));
    longMp4 = readFileSync(makeVideo('route-long', { seconds: 120, ext: 'mp4' }));
    webm = readFileSync(makeVideo('route-webm', { seconds: 2, ext: 'webm' }));
    await createAnalysisRepository(t.database).insert({
      id: JOB_ID,
      propertyId: null,
      userId: null,
      status: 'completed',
      request: {},
      result: null,
      error: null,
    });
  }, 120_000);
  afterAll(() => t.close());

  const videoRows = async () =>
    t.database.query<Record<string, unknown>>('select * from videos order by created_at');
  const upload = (
    url: string,
    bytes: Buffer,
    fields: Record<string, string> = {},
    filename = 'house.mp4',
    contentType = 'video/mp4',
  ) => {
    const { body, contentType: type } = multipartBody(fields, {
      field: 'video',
      filename,
      contentType,
      bytes,
    });
    return t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': type } });
  };

  it('stores a short video from the upload page and answers data', async () => {
    const res = await upload('/property-tax/videos/', shortMp4);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(VIDEO_MESSAGES.success);
    expect(body.data).toMatchObject({
      filename: 'house.mp4',
      size_bytes: shortMp4.length,
      container: 'mp4',
      job_id: null,
    });
    expect(body.data.duration_seconds).toBeCloseTo(3, 0);
    const [row] = await videoRows();
    expect(row).toMatchObject({ source: 'upload_page', storage_key: `videos/${body.data.id}` });
    const stored = readFileSync(join(t.config.dataDir, 'files', 'videos', body.data.id));
    expect(stored.equals(shortMp4)).toBe(true);
  });

  it('links a details-screen video to its analysis job, whatever MIME type the client claimed', async () => {
    const res = await upload('/upload-video', webm, { job_id: JOB_ID }, 'clip', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ job_id: JOB_ID, container: 'webm', filename: 'clip' });
    const rows = await videoRows();
    expect(rows.at(-1)).toMatchObject({ job_id: JOB_ID, source: 'details' });
  });

  it('refuses a two-minute video with the spec message and keeps nothing', async () => {
    const before = storedFiles(t).length;
    const res = await upload('/upload-video', longMp4);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: VIDEO_MESSAGES.tooLong, code: 'unprocessable' });
    expect(storedFiles(t)).toHaveLength(before);
    expect(await videoRows()).toHaveLength(2);
  });

  it('refuses a non-video file even when it claims to be video/mp4', async () => {
    const before = storedFiles(t).length;
    const res = await upload(
      '/property-tax/videos/',
      Buffer.from('just some text, not a movie\n'.repeat(50)),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: VIDEO_MESSAGES.notVideo, code: 'unsupported_media_type' });
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses a truncated video as unreadable', async () => {
    const res = await upload('/property-tax/videos/', shortMp4.subarray(0, shortMp4.length - 100));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: VIDEO_MESSAGES.unreadable, code: 'unprocessable' });
  });

  it('answers 400 without a video part, with a bad job id, or without multipart', async () => {
    const noFile = multipartBody({ job_id: 'x' });
    let res = await t.app.inject({
      method: 'POST',
      url: '/upload-video',
      payload: noFile.body,
      headers: { 'content-type': noFile.contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(VIDEO_MESSAGES.missingFile);
    res = await upload('/upload-video', shortMp4, { job_id: "1' or '1'='1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid job_id.');
    res = await upload('/upload-video', shortMp4, { job_id: 'unknownjob_0123456789' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Unknown job_id.');
    res = await t.app.inject({ method: 'POST', url: '/upload-video', payload: { video: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(await videoRows()).toHaveLength(2);
    expect(storedFiles(t)).toHaveLength(2);
  });

  it('leaves no partial file when the client goes away mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const big = readFileSync(
      makeVideo('route-big', {
        seconds: 20,
        ext: 'mp4',
        size: '640x480',
        fps: 25,
        args: ['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0'],
      }),
    );
    const { body, contentType } = multipartBody(
      {},
      { field: 'video', filename: 'big.mp4', contentType: 'video/mp4', bytes: big },
    );
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /property-tax/videos/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, Math.floor(body.length / 2)));
    const before = storedFiles(t).length;
    await waitFor(() => storedFiles(t).some((f) => f.startsWith('.partial-')));
    socket.destroy();
    await waitFor(() => !storedFiles(t).some((f) => f.startsWith('.partial-')));
    expect(storedFiles(t)).toHaveLength(before);
    expect(await videoRows()).toHaveLength(2);
  });

  describe('only for a job its sender holds (issue 13)', () => {
    const insertJob = (id: string, userId: string | null) =>
      createAnalysisRepository(t.database).insert({
        id,
        propertyId: null,
        userId,
        status: 'completed',
        request: {},
        result: null,
        error: null,
      });
    const send = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const { body, contentType } = multipartBody(
        fields,
        { field: 'video', filename: 'home.mp4', contentType: 'video/mp4', bytes: shortMp4 },
        { fieldsFirst: true },
      );
      return t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': contentType, ...headers },
      });
    };

    it("a signed-in user's job takes videos only with that user's Bearer token", async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      const jobId = 'user_job-abcdefghijklmn';
      await insertJob(jobId, owner.user_id);
      const rowsBefore = (await videoRows()).length;
      const filesBefore = storedFiles(t).length;

      let res = await send('/upload-video', { job_id: jobId });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: VIDEO_MESSAGES.signInForJob, code: 'unauthenticated' });
      res = await send(
        '/property-tax/videos/',
        { job_id: jobId },
        { authorization: `Bearer ${other.access}` },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: VIDEO_MESSAGES.jobOfAnotherUser, code: 'forbidden' });
      // The job id sent after the file is checked too, and the stored bytes go.
      res = await upload('/upload-video', shortMp4, { job_id: jobId });
      expect(res.statusCode).toBe(401);
      expect(await videoRows()).toHaveLength(rowsBefore);
      expect(storedFiles(t)).toHaveLength(filesBefore);

      res = await send('/upload-video', { job_id: jobId }, { authorization: `Bearer ${owner.access}` });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.job_id).toBe(jobId);
    });

    it("a guest's job takes videos from whoever holds its id, at most MAX_VIDEOS_PER_JOB", async () => {
      const jobId = 'guest_job-abcdefghijklm';
      await insertJob(jobId, null);
      for (let i = 0; i < MAX_VIDEOS_PER_JOB; i += 1)
        expect((await send('/upload-video', { job_id: jobId })).statusCode).toBe(201);
      const filesBefore = storedFiles(t).length;
      const res = await send('/upload-video', { job_id: jobId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: VIDEO_MESSAGES.tooManyForJob(MAX_VIDEOS_PER_JOB),
        code: 'conflict',
      });
      expect(storedFiles(t)).toHaveLength(filesBefore);
    });

    it('an unknown job named before the file is refused before any byte is stored', async () => {
      const filesBefore = storedFiles(t).length;
      const res = await send('/property-tax/videos/', { job_id: 'unknownjob_0123456789' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Unknown job_id.', code: 'job_not_found' });
      expect(storedFiles(t)).toHaveLength(filesBefore);
    });

    it("the details screen's upload must name a job; the upload page's may not (spec §7)", async () => {
      const rowsBefore = (await videoRows()).length;
      let res = await send('/upload-video', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: VIDEO_MESSAGES.jobRequired, code: 'invalid_request' });
      expect(await videoRows()).toHaveLength(rowsBefore);
      res = await send('/property-tax/videos/', {});
      expect(res.statusCode).toBe(201);
      expect(res.json().data.job_id).toBeNull();
    });
  });
});
