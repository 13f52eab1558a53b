// Issue 49, item 8 (decision 205): a video sent from the upload page (no analysis job) by a
// signed-in user goes with the account, its row and its file; other people's videos stay.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody } from './multipart-body.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';

describe.skipIf(!hasFfmpeg)(
  `videos and account deletion${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
  () => {
    let t: TestApp;
    let video: Buffer;
    beforeAll(async () => {
      t = await createTestApp();
      video = readFileSync(makeVideo('erasure', { seconds: 2, ext: 'mp4', size: '160x120', fps: 10 }));
    });
    afterAll(() => t?.close());

    const uploadFromPage = async (access?: string) => {
      const { body, contentType } = multipartBody(
        {},
        { field: 'video', filename: 'walk.mp4', contentType: 'video/mp4', bytes: video },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/property-tax/videos/',
        payload: body,
        headers: { 'content-type': contentType, ...(access ? { authorization: `Bearer ${access}` } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.query<{ storage_key: string }>(
        'select storage_key from videos where id = $1',
        [res.json().data.id],
      );
      return { id: res.json().data.id as string, file: join(t.config.dataDir, 'files', row!.storage_key) };
    };
    const exists = async (id: string) =>
      (await t.database.query('select 1 from videos where id = $1', [id])).length === 1;

    it("deleting an account removes the upload page's videos it sent (rows and files), and no one else's", async () => {
      const leaving = await signUp(t.app);
      const staying = await signUp(t.app);
      const mine = await uploadFromPage(leaving.access);
      const theirs = await uploadFromPage(staying.access);
      const anonymous = await uploadFromPage();
      expect(existsSync(mine.file)).toBe(true);

      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/account/',
        headers: { authorization: `Bearer ${leaving.access}` },
        payload: { password: 'correct horse' },
      });
      expect(res.statusCode, res.body).toBe(204);

      expect(await exists(mine.id)).toBe(false);
      expect(existsSync(mine.file)).toBe(false);
      for (const kept of [theirs, anonymous]) {
        expect(await exists(kept.id)).toBe(true);
        expect(existsSync(kept.file)).toBe(true);
      }
    });
  },
);
