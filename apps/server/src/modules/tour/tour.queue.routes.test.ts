import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFrameResponseSchema } from '@homie/contracts/tour';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { frameUpload } from './multipart.test-helper.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const FRAMES = resolve(import.meta.dirname, '../../../../../../shared/data/frames');
const REAL = ['artur_bed.jpg', 'artur_bathroom.jpg', 'artur_anotherbed.jpg'];

/** Real held-out photos when present, else sharp synthetic frames (the queue does not care). */
async function frames(count: number): Promise<Buffer[]> {
  if (existsSync(join(FRAMES, REAL[0] as string)))
    return Array.from({ length: count }, (_, i) =>
      readFileSync(join(FRAMES, REAL[i % REAL.length] as string)),
    );
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: {
          width: 640,
          height: 360,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 110 + i, sigma: 40 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

const analyse = (t: TestApp, session: Session, bytes: Buffer) => {
  const body = frameUpload(bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/analyze-frame/',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${session.access}` },
  });
};

describe('POST /api/analyze-frame/ under load (decision 111)', () => {
  let t: TestApp;
  let users: Session[];

  beforeAll(async () => {
    t = await createTestApp({ TOUR_WORKERS: '2', TOUR_QUEUE_MAX: '32' });
    users = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  }, 60_000);
  afterAll(() => t?.close());

  it('12 concurrent frames from 3 users: no 503 while the queue has room, every user served, /healthz fast', async () => {
    const images = await frames(12);
    const healthz: number[] = [];
    let isLoading = true;
    const probe = (async () => {
      while (isLoading) {
        const begin = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(res.statusCode).toBe(200);
        healthz.push(performance.now() - begin);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const replies = await Promise.all(
      images.map((bytes, i) =>
        analyse(t, users[i % 3] as Session, bytes).then((res) => ({ res, user: i % 3 })),
      ),
    );
    isLoading = false;
    await probe;

    expect(replies.map(({ res }) => res.statusCode)).toEqual(Array(12).fill(200));
    for (const user of [0, 1, 2]) {
      const mine = replies.filter((r) => r.user === user);
      expect(mine).toHaveLength(4);
      for (const { res } of mine) {
        const body = analyzeFrameResponseSchema.parse(res.json());
        expect(body.analysis).toMatch(/^Hey homie!/);
        expect(res.headers['server-timing']).toMatch(/^queue;dur=\d+, analyse;dur=\d+$/);
      }
    }
    // Some frames waited for a worker: the queue, not a 503, absorbed the burst.
    const waits = replies.map(({ res }) =>
      Number(/queue;dur=(\d+)/.exec(String(res.headers['server-timing']))?.[1]),
    );
    expect(Math.max(...waits)).toBeGreaterThan(0);
    // Inference runs in worker threads: the event loop keeps answering.
    expect(healthz.length).toBeGreaterThan(3);
    expect(Math.max(...healthz)).toBeLessThan(1000);
  }, 120_000);
});

describe('POST /api/analyze-frame/ when the queue is full', () => {
  let t: TestApp;
  let users: Session[];

  beforeAll(async () => {
    t = await createTestApp({ TOUR_WORKERS: '1', TOUR_QUEUE_MAX: '2' });
    users = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 503 "busy, try again in N s" with Retry-After only past the queue, and serves the rest', async () => {
    const images = await frames(6);
    const replies = await Promise.all(images.map((bytes, i) => analyse(t, users[i % 3] as Session, bytes)));
    const ok = replies.filter((r) => r.statusCode === 200);
    const busy = replies.filter((r) => r.statusCode === 503);
    expect(ok.length + busy.length).toBe(6);
    // One running and two waiting always fit.
    expect(ok.length).toBeGreaterThanOrEqual(3);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(res.json().error).toBe(
        `The analyser is busy with other frames right now. Please try again in ${seconds} s.`,
      );
    }
  }, 120_000);
});
