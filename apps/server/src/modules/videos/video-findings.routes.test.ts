import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_FINDINGS_API } from '@homie/contracts/evidence';
import { createAnalysisRepository } from '#modules/properties/properties.plugin.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody } from './multipart-body.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';

/**
 * The uploaded video looked at, through the API (issue 18 item 5, decision 114): an upload to a
 * job starts a background look with the tour's own analyser; the job's owner reads what it shows
 * and confirms a condition; nobody else does.
 */

type Session = Awaited<ReturnType<typeof signUp>>;

describe.skipIf(!hasFfmpeg)(
  `what an uploaded video shows${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
  () => {
    let t: TestApp;
    let owner: Session;
    let other: Session;
    let mp4: Buffer;
    const JOB = 'video_findings-abcdefghij';
    const bearer = (s?: Session) => (s ? { authorization: `Bearer ${s.access}` } : {});

    beforeAll(async () => {
      t = await createTestApp();
      owner = await signUp(t.app);
      other = await signUp(t.app);
      mp4 = readFileSync(makeVideo('findings-route', { seconds: 4, ext: 'mp4', size: '640x360' }));
      await createAnalysisRepository(t.database).insert({
        id: JOB,
        propertyId: null,
        userId: owner.user_id,
        status: 'completed',
        request: {},
        result: null,
        error: null,
      });
    }, 120_000);
    afterAll(() => t?.close());

    const findings = (session?: Session, jobId = JOB) =>
      t.app.inject({ method: 'GET', url: VIDEO_FINDINGS_API.ofJob(jobId), headers: bearer(session) });

    it('looks at the video after the upload answered, and stores what its frames show with the job', async () => {
      const { body, contentType } = multipartBody(
        { job_id: JOB },
        { field: 'video', filename: 'home.mp4', contentType: 'video/mp4', bytes: mp4 },
        { fieldsFirst: true },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/upload-video',
        payload: body,
        headers: { 'content-type': contentType, ...bearer(owner) },
      });
      expect(res.statusCode).toBe(201);
      const videoId = res.json().data.id as string;
      // The upload's answer (spec §7) is unchanged; the look runs after it.
      expect(Object.keys(res.json())).toEqual(['success', 'message', 'data']);

      await expect
        .poll(async () => (await findings(owner)).json().videos[0]?.status, {
          timeout: 90_000,
          interval: 500,
        })
        .toBe('done');
      const [video] = (await findings(owner)).json().videos;
      expect(video).toMatchObject({ video_id: videoId, owner_condition: null, error: null });
      expect(video.frames_sampled).toBe(4);
      expect(Date.parse(video.analysed_at)).not.toBeNaN();
      expect(
        Array.isArray(video.rooms) && Array.isArray(video.features) && Array.isArray(video.condition_cues),
      ).toBe(true);
      const stored = await t.database.query<{ job_id: string; frames: number }>(
        `select job_id, jsonb_array_length(findings->'frames') as frames from video_findings where video_id = $1`,
        [videoId],
      );
      expect(stored).toEqual([{ job_id: JOB, frames: 4 }]);
    }, 120_000);

    it('lets only the job owner read the findings and confirm a condition', async () => {
      expect((await findings()).statusCode).toBe(401);
      expect((await findings(other)).statusCode).toBe(403);
      const unknown = await findings(owner, 'unknownjob_0123456789');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBeTruthy();

      const [video] = (await findings(owner)).json().videos;
      const confirm = (condition: unknown, session?: Session) =>
        t.app.inject({
          method: 'PUT',
          url: VIDEO_FINDINGS_API.confirm(video.video_id),
          payload: { condition },
          headers: bearer(session),
        });
      expect((await confirm('C4')).statusCode).toBe(401);
      expect((await confirm('C4', other)).statusCode).toBe(403);
      const bad = await confirm('C9', owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBeTruthy();
      const ok = await confirm('C4', owner);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().owner_condition).toBe('C4');
      expect((await findings(owner)).json().videos[0].owner_condition).toBe('C4');
      expect((await confirm(null, owner)).json().owner_condition).toBeNull();
    });

    it('offers each sampled frame as evidence: kept as a tour capture of the signed-in owner, once', async () => {
      const [video] = (await findings(owner)).json().videos;
      expect(video.frames).toHaveLength(4);
      expect(video.frames[0]).toMatchObject({ index: 0, at_seconds: 0.5 });
      expect(typeof video.frames[0].finding).toBe('string');
      const keep = (index: number, session?: Session) =>
        t.app.inject({
          method: 'POST',
          url: VIDEO_FINDINGS_API.keepFrame(video.video_id, index),
          headers: bearer(session),
        });
      const guest = await keep(0);
      expect(guest.statusCode).toBe(401);
      expect(guest.json().error).toBe('Sign in to keep a frame of your video as evidence.');
      expect((await keep(0, other)).statusCode).toBe(403);
      expect((await keep(50, owner)).statusCode).toBe(404);

      const kept = await keep(1, owner);
      expect(kept.statusCode).toBe(201);
      expect(kept.json().analysis).toMatch(/^From your video at 0:02: /);
      const again = await keep(1, owner);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(kept.json().id);
      const list = await t.app.inject({ method: 'GET', url: '/api/tour/captures/', headers: bearer(owner) });
      expect(list.json().captures.map((c: { id: string }) => c.id)).toEqual([kept.json().id]);
      const image = await t.app.inject({ method: 'GET', url: kept.json().image_url, headers: bearer(owner) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    });
  },
);
