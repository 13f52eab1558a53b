// Decision 276: the video's findings worded in the owner's language at read time from the stored
// frames (the tour's words), beside the English fields, which stay as before; a vision model's own
// words stay English inside a translated line.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plainFinding,
  VIDEO_FINDINGS_API,
  type VideoFindings,
  type WordedLine,
} from '@homie/contracts/evidence';
import type { FrameReport } from '@homie/contracts/tour';
import { createAnalysisRepository } from '#modules/properties/properties.plugin.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { markDone, insertPending, markFailed } from './video-findings.repository.ts';
import { FINDINGS_MESSAGES } from './video-findings.service.ts';
import { type FrameFinding, summariseFrames } from './video-findings.summary.ts';
import { findingsInLanguage } from './video-findings.words.ts';
import { insertVideo } from './videos.repository.ts';

const local = (over: Partial<FrameReport> = {}): FrameReport => ({
  analyser: 'local',
  room: { type: 'kitchen', label: 'Kitchen', confidence: 0.8 },
  features: ['oven', '2 chairs'],
  quality: { brightness: 120, contrast: 40, sharpness: 200, issues: [] },
  condition: { rating: null, reasons: ['The on-device model recognises objects, not their wear.'] },
  issues: [],
  checklist: [],
  limitations: [],
  objects: [
    { label: 'oven', count: 1 },
    { label: 'chair', count: 2 },
  ],
  ...over,
});

const vision = (over: Partial<FrameReport> = {}): FrameReport => ({
  analyser: 'vision',
  room: { type: 'bathroom', label: 'Bathroom', confidence: 0.9 },
  features: ['oak cabinets'],
  quality: { brightness: 120, contrast: 40, sharpness: 200, issues: [] },
  condition: { rating: 'C4', reasons: ['dated finishes', 'worn grout'] },
  issues: [{ description: 'water stain on ceiling', severity: 'high' }],
  checklist: [],
  limitations: [],
  ...over,
});

const FRAMES: FrameFinding[] = [
  { at_seconds: 1, report: local() },
  {
    at_seconds: 3,
    report: local({ room: null, features: ['oven'], objects: [{ label: 'oven', count: 1 }] }),
  },
  { at_seconds: 7, report: vision() },
  { at_seconds: 85, report: vision({ room: null, issues: [] }) },
];

const texts = (lines: WordedLine[]) => lines.map((l) => l.text);
const englishParts = (lines: WordedLine[]) =>
  lines.flatMap((l) => l.parts.filter((p) => p.lang === 'en').map((p) => p.text));

describe('the findings worded from the stored frames', () => {
  it('in English, exactly the stored English (summariseFrames, plainFinding)', () => {
    const stored = summariseFrames(FRAMES);
    const en = findingsInLanguage(FRAMES, null, 'en');
    expect(en.language).toBe('en');
    expect(texts(en.features)).toEqual(stored.features);
    expect(texts(en.condition_cues)).toEqual(stored.condition_cues);
    expect(texts(en.frame_findings)).toEqual(FRAMES.map((f) => plainFinding(f.report)));
    expect(en.error).toBeNull();
    expect(findingsInLanguage([], FINDINGS_MESSAGES.unavailable, 'en').error?.text).toBe(
      FINDINGS_MESSAGES.unavailable,
    );
    // Every part of an English line is English.
    expect(en.condition_cues.every((l) => l.parts.every((p) => p.lang === 'en'))).toBe(true);
  });

  it("in Spanish: the detector's objects, rooms, meanings, severities and the clock; a model's words English", () => {
    const es = findingsInLanguage(FRAMES, null, 'es');
    expect(es.language).toBe('es');
    expect(texts(es.features)).toEqual(['un horno', 'oak cabinets', '2 sillas']);
    expect(es.features[1]?.parts).toEqual([{ text: 'oak cabinets', lang: 'en' }]);
    expect(texts(es.condition_cues)).toEqual([
      'C4, mantenido de forma adecuada, algo de mantenimiento menor pendiente, en 0:07 (baño): dated finishes; worn grout',
      'water stain on ceiling (grave) en 0:07 (baño)',
      'C4, mantenido de forma adecuada, algo de mantenimiento menor pendiente, en 1:25: dated finishes; worn grout',
    ]);
    expect(es.condition_cues[0]?.parts).toEqual([
      {
        text: 'C4, mantenido de forma adecuada, algo de mantenimiento menor pendiente, en 0:07 (baño): ',
        lang: 'es',
      },
      { text: 'dated finishes', lang: 'en' },
      { text: '; ', lang: 'es' },
      { text: 'worn grout', lang: 'en' },
    ]);
    expect(es.frame_findings[0]?.text).toBe(
      'Cocina (con un 80\u00a0% de seguridad). Se ve: un horno y 2 sillas. No se calificó el estado. Lo encontró el analizador del dispositivo.',
    );
    expect(es.frame_findings[1]?.text).toMatch(
      /^No se pudo saber qué estancia es con esta foto\. Se ve: un horno\./,
    );
    expect(es.frame_findings[2]?.text).toBe(
      'Baño (con un 90\u00a0% de seguridad). Se ve: oak cabinets. Estado C4 (mantenido de forma adecuada, algo de mantenimiento menor pendiente): dated finishes; worn grout. Problemas: water stain on ceiling (grave). Lo encontró un modelo de visión.',
    );
    expect(englishParts(es.frame_findings)).toEqual(
      expect.arrayContaining(['oak cabinets', 'dated finishes', 'worn grout', 'water stain on ceiling']),
    );
    expect(findingsInLanguage([], FINDINGS_MESSAGES.unreadable, 'es').error).toEqual({
      text: 'No se pudo leer ningún fotograma de este video.',
      parts: [{ text: 'No se pudo leer ningún fotograma de este video.', lang: 'es' }],
    });
    // A reason that is not one of ours stays as it came, marked English.
    expect(findingsInLanguage([], 'ffmpeg exploded', 'es').error?.parts).toEqual([
      { text: 'ffmpeg exploded', lang: 'en' },
    ]);
  });

  it('in Korean', () => {
    const ko = findingsInLanguage(FRAMES, null, 'ko');
    expect(texts(ko.features)).toEqual(['오븐 1대', 'oak cabinets', '의자 2개']);
    expect(ko.condition_cues[1]?.text).toBe('water stain on ceiling(심각), 0:07 지점(욕실)');
    expect(ko.frame_findings[0]?.text).toBe(
      '주방(확신도 약 80%). 보이는 것: 오븐 1대 및 의자 2개. 상태 등급을 매기지 않았습니다. 기기 내 분석기가 찾았습니다.',
    );
  });
});

describe("the findings API in the owner's language", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  const JOB = 'video_words-abcdefghij';
  let done: string;
  let failed: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
    await createAnalysisRepository(t.database).insert({
      id: JOB,
      propertyId: null,
      userId: owner.user_id,
      status: 'completed',
      request: {},
      result: null,
      error: null,
    });
    const store = async () => {
      const id = randomUUID();
      await insertVideo(t.database.db, {
        id,
        jobId: JOB,
        storageKey: `videos/${id}`,
        originalFilename: 'home.mp4',
        sizeBytes: 10,
        durationSeconds: 90,
        container: 'mp4',
        source: 'details',
        uploaderIp: '127.0.0.1',
      });
      await insertPending(t.database, id, JOB);
      return id;
    };
    done = await store();
    await markDone(t.database, done, FRAMES.length, summariseFrames(FRAMES));
    failed = await store();
    await markFailed(t.database, failed, FINDINGS_MESSAGES.nothingAnalysed);
  }, 60_000);
  afterAll(() => t?.close());

  const findings = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: VIDEO_FINDINGS_API.ofJob(JOB),
      headers: { authorization: `Bearer ${owner.access}`, ...headers },
    });
    expect(res.statusCode).toBe(200);
    const videos = res.json().videos as VideoFindings[];
    return {
      done: videos.find((v) => v.video_id === done)!,
      failed: videos.find((v) => v.video_id === failed)!,
    };
  };

  it('English without a language: the English fields as stored, and the same words in_language', async () => {
    const { done: video, failed: broken } = await findings();
    const stored = summariseFrames(FRAMES);
    expect(video.features).toEqual(stored.features);
    expect(video.condition_cues).toEqual(stored.condition_cues);
    expect(video.frames.map((f) => f.finding)).toEqual(FRAMES.map((f) => plainFinding(f.report)));
    expect(video.in_language!.language).toBe('en');
    expect(texts(video.in_language!.condition_cues)).toEqual(stored.condition_cues);
    expect(broken.error).toBe(FINDINGS_MESSAGES.nothingAnalysed);
    expect(broken.in_language!.error?.text).toBe(FINDINGS_MESSAGES.nothingAnalysed);
  });

  it('Spanish from Accept-Language, Korean from the cookie; the English fields unchanged', async () => {
    const { done: es, failed: brokenEs } = await findings({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.in_language!.language).toBe('es');
    expect(texts(es.in_language!.features)).toEqual(['un horno', 'oak cabinets', '2 sillas']);
    expect(es.in_language!.condition_cues[1]?.text).toBe('water stain on ceiling (grave) en 0:07 (baño)');
    expect(brokenEs.in_language!.error?.text).toBe(
      'No se pudo analizar ninguno de los fotogramas de este video.',
    );
    expect(es.features).toEqual(summariseFrames(FRAMES).features);
    expect(brokenEs.error).toBe(FINDINGS_MESSAGES.nothingAnalysed);

    const { done: ko } = await findings({ 'accept-language': 'es', cookie: 'homie_lang=ko' });
    expect(ko.in_language!.language).toBe('ko');
    expect(ko.in_language!.frame_findings[0]?.text).toMatch(
      /^주방\(확신도 약 80%\)\. 보이는 것: 오븐 1대 및 의자 2개\./,
    );
  });

  it("the account's language wins, and confirming a condition answers in it (the stored findings stay English)", async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      headers: { authorization: `Bearer ${owner.access}` },
      payload: { language: 'ko' },
    });
    expect(chosen.statusCode).toBe(200);
    const { done: video } = await findings({ 'accept-language': 'es' });
    expect(video.in_language!.language).toBe('ko');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: VIDEO_FINDINGS_API.confirm(done),
      headers: { authorization: `Bearer ${owner.access}` },
      payload: { condition: 'C4' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().in_language!.language).toBe('ko');
    expect(confirmed.json().in_language!.features[0]?.text).toBe('오븐 1대');
    const [row] = await t.database.query<{ features: string[] }>(
      `select findings->'features' as features from video_findings where video_id = $1`,
      [done],
    );
    expect(row?.features).toEqual(['oven', 'oak cabinets', '2 chairs']);
  });
});
