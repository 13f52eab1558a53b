// Decision 270: POST /api/analyze-frame/ answers in the owner's language (the account's, else the
// homie_lang cookie, else Accept-Language, else English) and says which; a saved capture keeps the
// English reply and report, which the board reads.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFrameResponseSchema, tourCaptureSchema } from '@homie/contracts/tour';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { frameUpload, multipart } from './multipart.test-helper.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const frame = (seed: number) =>
  sharp({
    create: {
      width: 640,
      height: 360,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + seed, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

describe("the tour's reply in the owner's language", () => {
  let t: TestApp;
  let owner: Session;
  const analyse = async (image: Buffer, session: Session, headers: Record<string, string> = {}) => {
    const body = frameUpload(image);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-frame/',
      payload: body.payload,
      headers: { ...body.headers, ...headers, authorization: `Bearer ${session.access}` },
    });
    expect(res.statusCode).toBe(200);
    return analyzeFrameResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  it('English without a language, as before', async () => {
    const body = await analyse(await frame(1), owner);
    expect(body.reply_language).toBe('en');
    expect(body.analysis).toMatch(/^Hey homie!/);
  }, 60_000);

  it('Accept-Language, then the cookie; the capture saved from it keeps the English', async () => {
    const image = await frame(2);
    const es = await analyse(image, owner, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(es.reply_language).toBe('es');
    expect(es.analysis).toMatch(/^¡Hola, homie!/);
    expect(es.analysis).not.toMatch(/Hey homie|What I can't judge/);
    const ko = await analyse(image, owner, { 'accept-language': 'es', cookie: 'homie_lang=ko' });
    expect(ko.reply_language).toBe('ko');
    expect(ko.analysis).toMatch(/^안녕하세요, homie!/);
    expect(ko.report.limitations.join(' ')).toMatch(/^I can't judge stains/);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tour/captures/',
      ...(() => {
        const body = multipart([
          { name: 'evidence_token', value: es.evidence_token },
          { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: image },
        ]);
        return {
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${owner.access}` },
        };
      })(),
    });
    expect(saved.statusCode).toBe(201);
    const capture = tourCaptureSchema.parse(saved.json());
    expect(capture.analysis).toMatch(/^Hey homie!/);
    expect(capture.report).toEqual(es.report);
  }, 60_000);

  it("the account's language wins over the request's", async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      headers: { authorization: `Bearer ${owner.access}` },
      payload: { language: 'zh-Hant' },
    });
    expect(chosen.statusCode).toBe(200);
    const body = await analyse(await frame(3), owner, { 'accept-language': 'es', cookie: 'homie_lang=ko' });
    expect(body.reply_language).toBe('zh-Hant');
    expect(body.analysis).toMatch(/^嘿，homie！/);
  }, 60_000);
});
