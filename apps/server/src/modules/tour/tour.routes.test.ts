import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeFrameResponseSchema,
  TOUR_LIMITS,
  tourCaptureListSchema,
  tourCaptureSchema,
} from '@homie/contracts/tour';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { NOT_AN_IMAGE, UNREADABLE_IMAGE } from './frame-image.ts';
import { NO_IMAGE, NOT_MULTIPART, TOO_LARGE } from './frame-upload.ts';
import { INVALID_EVIDENCE } from './evidence-token.ts';
import { frameUpload, multipart } from './multipart.test-helper.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

/** A sharp, well-lit synthetic frame (noise), different for every seed. */
const frame = (seed: number, width = 640, height = 360) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + seed, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

describe('tour API', () => {
  let t: TestApp;
  let owner: Session;
  let stranger: Session;
  const bearer = (s: Session) => ({ authorization: `Bearer ${s.access}` });
  const upload = (url: string, body: ReturnType<typeof multipart>, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(session ? bearer(session) : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  describe('POST /api/analyze-frame/', () => {
    it('answers 401 without a Bearer token, and with a bad one', async () => {
      const body = frameUpload(await frame(1));
      const res = await upload('/api/analyze-frame/', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBeTruthy();
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-frame/',
        payload: body.payload,
        headers: { ...body.headers, authorization: 'Bearer nope' },
      });
      expect(bad.statusCode).toBe(401);
    });

    it('analyses a JPEG frame.jpg and answers { analysis, report, evidence_token }', async () => {
      const res = await upload('/api/analyze-frame/', frameUpload(await frame(2)), owner);
      expect(res.statusCode).toBe(200);
      const body = analyzeFrameResponseSchema.parse(res.json());
      expect(body.analysis).toMatch(/^Hey homie!/);
      expect(body.report.analyser).toBe('local');
      expect(body.report.quality.issues).toEqual([]);
      expect(body.evidence_token.length).toBeGreaterThan(100);
    }, 60_000);

    it('refuses a request that is not multipart (415)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-frame/',
        payload: { image: 'x' },
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: NOT_MULTIPART, code: 'unsupported_media_type' });
    });

    it('refuses a text file sent as frame.jpg (415)', async () => {
      const res = await upload(
        '/api/analyze-frame/',
        frameUpload(Buffer.from('definitely not a jpeg')),
        owner,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: NOT_AN_IMAGE, code: 'unsupported_media_type' });
    });

    it('refuses a damaged JPEG (400)', async () => {
      const whole = await frame(3);
      const res = await upload('/api/analyze-frame/', frameUpload(whole.subarray(0, 600)), owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: UNREADABLE_IMAGE, code: 'invalid_request' });
    });

    it('refuses an upload without the image field (400)', async () => {
      const res = await upload('/api/analyze-frame/', multipart([{ name: 'note', value: 'hi' }]), owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: NO_IMAGE, code: 'invalid_request' });
      const wrongField = multipart([
        { name: 'photo', filename: 'frame.jpg', contentType: 'image/jpeg', data: await frame(4) },
      ]);
      expect((await upload('/api/analyze-frame/', wrongField, owner)).json()).toEqual({
        error: NO_IMAGE,
        code: 'invalid_request',
      });
    });

    it('refuses a 50 MB upload with 413 and a clear message', async () => {
      const huge = Buffer.alloc(50 * 1024 * 1024, 1);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await upload('/api/analyze-frame/', frameUpload(huge), owner);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: TOO_LARGE, code: 'payload_too_large' });
    }, 30_000);

    it(`limits each user to ${TOUR_LIMITS.analysesPerMinute} analyses a minute, without affecting others`, async () => {
      const busy = await signUp(t.app);
      const text = frameUpload(Buffer.from('not an image'));
      for (let i = 0; i < TOUR_LIMITS.analysesPerMinute; i++) {
        expect((await upload('/api/analyze-frame/', text, busy)).statusCode).toBe(415);
      }
      const limited = await upload('/api/analyze-frame/', text, busy);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await upload('/api/analyze-frame/', text, stranger)).statusCode).toBe(415);
    });
  });

  describe('evidence captures', () => {
    it('saves an analysed frame, lists it, serves its image, and keeps it from everyone else', async () => {
      const image = await frame(5);
      const analysed = analyzeFrameResponseSchema.parse(
        (await upload('/api/analyze-frame/', frameUpload(image), owner)).json(),
      );
      const save = multipart([
        { name: 'evidence_token', value: analysed.evidence_token },
        { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: image },
      ]);
      const saved = await upload('/api/tour/captures/', save, owner);
      expect(saved.statusCode).toBe(201);
      const capture = tourCaptureSchema.parse(saved.json());
      expect(capture).toMatchObject({
        analysis: analysed.analysis,
        report: analysed.report,
        room: analysed.report.room,
      });
      expect(Date.now() - Date.parse(capture.created_at)).toBeLessThan(60_000);

      const again = await upload('/api/tour/captures/', save, owner);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(capture.id);

      const list = tourCaptureListSchema.parse(
        (await t.app.inject({ url: '/api/tour/captures/', headers: bearer(owner) })).json(),
      );
      expect(list.captures.map((c) => c.id)).toEqual([capture.id]);
      const img = await t.app.inject({ url: capture.image_url, headers: bearer(owner) });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.rawPayload.equals(image)).toBe(true);

      // Nobody else sees, fetches or deletes it.
      expect((await t.app.inject({ url: '/api/tour/captures/', headers: bearer(stranger) })).json()).toEqual({
        captures: [],
      });
      expect((await t.app.inject({ url: capture.image_url, headers: bearer(stranger) })).statusCode).toBe(
        404,
      );
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/tour/captures/${capture.id}/`,
            headers: bearer(stranger),
          })
        ).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ url: '/api/tour/captures/' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: capture.image_url })).statusCode).toBe(401);

      // The stranger cannot save the owner's analysis as theirs.
      expect((await upload('/api/tour/captures/', save, stranger)).json()).toEqual({
        error: INVALID_EVIDENCE,
        code: 'invalid_request',
      });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/tour/captures/${capture.id}/`,
        headers: bearer(owner),
      });
      expect(deleted.statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/tour/captures/', headers: bearer(owner) })).json()).toEqual({
        captures: [],
      });
      expect((await t.app.inject({ url: capture.image_url, headers: bearer(owner) })).statusCode).toBe(404);
      expect(await t.app.storage.exists(`tour/${owner.user_id}/${capture.id}.jpg`)).toBe(false);
    }, 60_000);

    it('refuses a save without a valid token for that very image, and changes nothing', async () => {
      const image = await frame(6);
      const analysed = (await upload('/api/analyze-frame/', frameUpload(image), owner)).json();
      const other = await frame(7);
      const cases = [
        multipart([{ name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: image }]),
        multipart([
          { name: 'evidence_token', value: 'forged.token' },
          { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: image },
        ]),
        multipart([
          { name: 'evidence_token', value: analysed.evidence_token },
          { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: other },
        ]),
      ];
      for (const body of cases)
        expect((await upload('/api/tour/captures/', body, owner)).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/tour/captures/', headers: bearer(owner) })).json()).toEqual({
        captures: [],
      });
    }, 60_000);

    it('answers 400 for a capture id that is not a UUID and 404 for an unknown one', async () => {
      expect(
        (await t.app.inject({ url: '/api/tour/captures/nope/image', headers: bearer(owner) })).statusCode,
      ).toBe(400);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/tour/captures/${unknown}/`,
            headers: bearer(owner),
          })
        ).json(),
      ).toEqual({
        error: 'Capture not found.',
        code: 'not_found',
      });
    });
  });
});
