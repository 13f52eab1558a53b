import { describe, expect, it } from 'vitest';
import { TOUR_TEXTS } from '@homie/contracts/tour';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { signIn } from '../components/tour-test-kit.tsx';
import { analyzeFrame } from './analyze-frame.ts';

const frame = new Blob(['jpeg'], { type: 'image/jpeg' });
const report = {
  analyser: 'local',
  room: { type: 'kitchen', label: 'Kitchen', confidence: 0.6 },
  features: ['microwave'],
  quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
  condition: { rating: null, reasons: [] },
  issues: [],
  checklist: ['Worn flooring'],
  limitations: [],
};

describe('analyzeFrame', () => {
  it('sends the frame as multipart image "frame.jpg" with the Bearer token and reads the reply', async () => {
    signIn();
    const api = mockFetch({
      'POST /api/analyze-frame/': () => json({ analysis: 'Hey homie!', report, evidence_token: 'tok' }),
    });
    await expect(analyzeFrame(frame)).resolves.toEqual({
      ok: true,
      analysis: 'Hey homie!',
      report,
      evidenceToken: 'tok',
    });
    const request = api.requests[0]!;
    expect(request.headers.get('Authorization')).toBe('Bearer access-1');
    const sent = (request.body as FormData).get('image') as File;
    expect(sent.name).toBe('frame.jpg');
    expect(sent.type).toBe('image/jpeg');
  });

  it('reads the language the reply is in (decision 270)', async () => {
    signIn();
    mockFetch({
      'POST /api/analyze-frame/': () =>
        json({ analysis: '¡Hola, homie!', report, evidence_token: 'tok', reply_language: 'es' }),
    });
    await expect(analyzeFrame(frame)).resolves.toMatchObject({ ok: true, language: 'es' });
  });

  it('accepts a bare { analysis } answer (nothing to save then)', async () => {
    signIn();
    mockFetch({ 'POST /api/analyze-frame/': () => json({ analysis: 'Plain reply' }) });
    await expect(analyzeFrame(frame)).resolves.toEqual({ ok: true, analysis: 'Plain reply' });
  });

  it('formats a failure answer as "Error: … Details: … Status: …" (error, else detail, else status text)', async () => {
    signIn();
    mockFetch({
      'POST /api/analyze-frame/': () => json({ error: 'Too many requests.', details: 'slow down' }, 429),
    });
    expect(await analyzeFrame(frame)).toEqual({
      ok: false,
      message: 'Error: Too many requests.\nDetails: slow down\nStatus: 429',
    });
    mockFetch({ 'POST /api/analyze-frame/': () => json({ detail: 'Bad frame', traceback: 'line 1' }, 400) });
    expect(await analyzeFrame(frame)).toEqual({
      ok: false,
      message: 'Error: Bad frame\nDetails: line 1\nStatus: 400',
    });
    mockFetch({
      'POST /api/analyze-frame/': () =>
        new Response('{}', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    expect(await analyzeFrame(frame)).toEqual({
      ok: false,
      message: `Error: Service Unavailable\nDetails: ${TOUR_TEXTS.noDetails}\nStatus: 503`,
    });
  });

  it('reports a non-JSON failure with its status and body', async () => {
    signIn();
    mockFetch({
      'POST /api/analyze-frame/': () =>
        new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });
    expect(await analyzeFrame(frame)).toEqual({
      ok: false,
      message: 'Server returned non-JSON error: 502 Bad Gateway. Body: <h1>Bad gateway</h1>',
    });
  });

  it('shows "Received non-JSON response." for a non-JSON success', async () => {
    signIn();
    mockFetch({ 'POST /api/analyze-frame/': () => new Response('ok', { status: 200 }) });
    expect(await analyzeFrame(frame)).toEqual({ ok: true, analysis: TOUR_TEXTS.nonJsonOk });
  });

  it('reports unparseable JSON and network failures in the spec words', async () => {
    signIn();
    mockFetch({
      'POST /api/analyze-frame/': () =>
        new Response('{oops', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    expect((await analyzeFrame(frame)) as { message: string }).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Failed to parse response: /),
    });
    mockFetch({
      'POST /api/analyze-frame/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await analyzeFrame(frame)).toEqual({ ok: false, message: 'Fetch failed: Failed to fetch' });
  });
});
