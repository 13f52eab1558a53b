// Issue 49 item 1 across the gate (decision 204): every route that stores an upload (the two video
// routes and the tour's captures) reserves its bytes in the one storage quota. With the quota taken,
// each answers 507 and keeps nothing (no file, no row); a frame is analysed (it stores nothing), and
// what a capture keeps is the image alone, without bytes sent after its end.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFrameResponseSchema } from '@homie/contracts/tour';
import { multipartBody } from '#modules/videos/multipart-body.ts';
import { createTestApp, signUp } from '../helpers.ts';
import { sampleJpeg, sampleMp4 } from './journeys.ts';
import { diff, snapshot } from './state-snapshot.ts';

const QUOTA = 1024 * 1024;
const t = await createTestApp({ STORAGE_QUOTA_BYTES: String(QUOTA), STORAGE_MIN_FREE_BYTES: '0' });
afterAll(() => t.close());
const filesRoot = join(t.config.dataDir, 'files');
const owner = await signUp(t.app);
const bearer = { authorization: `Bearer ${owner.access}` };
const jpeg = await sampleJpeg();
const mp4 = sampleMp4();
const JOB = 'quota_gate_job-0123456789';
await t.database.query(
  `INSERT INTO analysis_jobs (id, status, request) VALUES ($1, 'completed', '{}'::jsonb)`,
  [JOB],
);

// The quota is taken before any upload reads the usage (each route's count is read at most every few seconds).
await t.database.query(
  `insert into tour_captures (user_id, analysis, report, image_key, content_type, image_bytes, image_sha256, width, height)
   values ($1, 'x', '{}'::jsonb, 'tour/none.jpg', 'image/jpeg', $2, 'quota-filler', 1, 1)`,
  [owner.user_id, QUOTA],
);

const send = (
  url: string,
  fields: Record<string, string>,
  field: string,
  name: string,
  type: string,
  bytes: Buffer,
) => {
  const { body, contentType } = multipartBody(
    fields,
    { field, filename: name, contentType: type, bytes },
    { fieldsFirst: true },
  );
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { ...bearer, 'content-type': contentType },
  });
};

async function analysed(image: Buffer): Promise<string> {
  const res = await send('/api/analyze-frame/', {}, 'image', 'frame.jpg', 'image/jpeg', image);
  expect(res.statusCode, res.body).toBe(200);
  return analyzeFrameResponseSchema.parse(res.json()).evidence_token;
}

describe('one storage quota on every route that stores an upload (issue 49 item 1)', () => {
  describe('with the quota taken', () => {
    it('a frame is still analysed (nothing is stored), a capture is refused with 507 and keeps nothing', async () => {
      const token = await analysed(jpeg);
      const before = await snapshot(t.app, filesRoot);
      const res = await send(
        '/api/tour/captures/',
        { evidence_token: token },
        'image',
        'frame.jpg',
        'image/jpeg',
        jpeg,
      );
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json().code).toBe('insufficient_storage');
      expect(diff(before, await snapshot(t.app, filesRoot))).toEqual([]);
    });

    it.skipIf(!mp4).each(['/upload-video', '/property-tax/videos/'])(
      '%s refuses a video with 507 and keeps nothing',
      async (url) => {
        const before = await snapshot(t.app, filesRoot);
        const res = await send(url, { job_id: JOB }, 'video', 'home.mp4', 'video/mp4', mp4!);
        expect(res.statusCode, res.body).toBe(507);
        expect(diff(before, await snapshot(t.app, filesRoot))).toEqual([]);
      },
    );
  });
});

describe('what a capture keeps (issue 49 item 1)', () => {
  it('the image alone: bytes sent after its end are not stored', async () => {
    const roomy = await createTestApp({ STORAGE_MIN_FREE_BYTES: '0' });
    try {
      const user = await signUp(roomy.app);
      const post = (url: string, fields: Record<string, string>, bytes: Buffer) => {
        const { body, contentType } = multipartBody(
          fields,
          { field: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', bytes },
          { fieldsFirst: true },
        );
        return roomy.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { authorization: `Bearer ${user.access}`, 'content-type': contentType },
        });
      };
      const padded = Buffer.concat([jpeg, randomBytes(256 * 1024)]);
      const frame = await post('/api/analyze-frame/', {}, padded);
      expect(frame.statusCode, frame.body).toBe(200);
      const { evidence_token } = analyzeFrameResponseSchema.parse(frame.json());
      const res = await post('/api/tour/captures/', { evidence_token }, padded);
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await roomy.database.query<{ n: number }>(
        'select image_bytes as n from tour_captures where user_id = $1',
        [user.user_id],
      );
      expect(row!.n).toBeLessThanOrEqual(jpeg.length);
    } finally {
      await roomy.close();
    }
  });
});
