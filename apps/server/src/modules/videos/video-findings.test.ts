import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameReport } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { LocalStorage } from '#lib/storage.ts';
import type { FrameAnalyser } from '#modules/tour/tour.service.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';
import { findingsOfVideo } from './video-findings.repository.ts';
import { createVideoFindingsRunner, FINDINGS_MESSAGES } from './video-findings.service.ts';
import { clock, summariseFrames } from './video-findings.summary.ts';
import { sampleFrames, sampleTimes, splitJpegs } from './video-frames.ts';
import { insertVideo } from './videos.repository.ts';

const report = (over: Partial<FrameReport> = {}): FrameReport => ({
  analyser: 'vision',
  room: { type: 'kitchen', label: 'Kitchen', confidence: 0.8 },
  features: ['oak cabinets'],
  quality: { brightness: 120, contrast: 40, sharpness: 200, issues: [] },
  condition: { rating: 'C4', reasons: ['dated finishes'] },
  issues: [],
  checklist: [],
  limitations: [],
  ...over,
});

describe('summing up the frames', () => {
  it('counts rooms and features, lists condition cues with where they were seen, suggests the commonest rating', () => {
    const summary = summariseFrames([
      { at_seconds: 5, report: report() },
      {
        at_seconds: 65,
        report: report({
          condition: { rating: 'C5', reasons: ['water damage'] },
          issues: [{ description: 'stained ceiling', severity: 'high' }],
        }),
      },
      {
        at_seconds: 80,
        report: report({
          room: { type: 'bathroom', label: 'Bathroom', confidence: 0.7 },
          features: ['tub'],
        }),
      },
      {
        at_seconds: 85,
        report: report({ room: null, features: [], condition: { rating: null, reasons: [] } }),
      },
    ]);
    expect(summary.rooms).toEqual([
      { label: 'Kitchen', frames: 2 },
      { label: 'Bathroom', frames: 1 },
    ]);
    expect(summary.features).toEqual(['oak cabinets', 'tub']);
    expect(summary.condition_cues).toEqual([
      'C4, adequately maintained, some minor deferred maintenance, at 0:05 (kitchen): dated finishes',
      'C5, obvious deferred maintenance, needs repairs, at 1:05 (kitchen): water damage',
      'stained ceiling (high) at 1:05 (kitchen)',
      'C4, adequately maintained, some minor deferred maintenance, at 1:20 (bathroom): dated finishes',
    ]);
    expect(summary.suggested_condition).toBe('C4');
    expect(summary.frames).toHaveLength(4);
  });

  it('suggests nothing when no frame was rated (the on-device analyser does not rate condition)', () => {
    const summary = summariseFrames([
      { at_seconds: 1, report: report({ condition: { rating: null, reasons: [] } }) },
    ]);
    expect(summary.suggested_condition).toBeNull();
    expect(summary.condition_cues).toEqual([]);
    expect(clock(125)).toBe('2:05');
  });

  it('samples the middle of equal slices, never more frames than seconds', () => {
    expect(sampleTimes(60, 6)).toEqual([5, 15, 25, 35, 45, 55]);
    expect(sampleTimes(2, 6)).toEqual([0.5, 1.5]);
  });

  it('splits concatenated JPEGs', async () => {
    const a = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const b = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#0f0' } })
      .jpeg()
      .toBuffer();
    const parts = splitJpegs(Buffer.concat([a, b]));
    expect(parts.map((p) => p.length)).toEqual([a.length, b.length]);
  });
});

describe.skipIf(!hasFfmpeg)(
  `frames from a real video, and the background look${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    const root = mkdtempSync(join(tmpdir(), 'homie-findings-'));
    const storage = new LocalStorage(root);
    let video: string;

    beforeAll(async () => {
      ({ database, drop } = await createTestDatabase());
      video = makeVideo('findings', { seconds: 6, ext: 'mp4', size: '320x240' });
    }, 60_000);
    afterAll(async () => {
      await drop();
      rmSync(root, { recursive: true, force: true });
    });

    async function storeVideo(path: string | null, seconds = 6): Promise<string> {
      const id = randomUUID();
      const key = `videos/${id}`;
      await storage.put(key, path ? createReadStream(path) : Readable.from([Buffer.from('garbage')]));
      await insertVideo(database.db, {
        id,
        jobId: 'job_findings_1',
        storageKey: key,
        originalFilename: 'home.mp4',
        sizeBytes: 10,
        durationSeconds: seconds,
        container: 'mp4',
        source: 'details',
        uploaderIp: '127.0.0.1',
      });
      return id;
    }

    it('samples decodable JPEG frames into memory, from a file and from a stream', async () => {
      const frames = await sampleFrames({ path: video }, 6, { count: 3 });
      expect(frames.map((f) => f.atSeconds)).toEqual([1, 3, 5]);
      for (const frame of frames) {
        const meta = await sharp(frame.jpeg).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
      }
      const streamed = await sampleFrames({ stream: async () => createReadStream(video) }, 6, { count: 2 });
      expect(streamed).toHaveLength(2);
    });

    const fakeAnalyser = (analyse: FrameAnalyser['analyse']): FrameAnalyser & { closed: number } => {
      const a = {
        name: 'vision' as const,
        closed: 0,
        analyse,
        warm: async () => {},
        close: async () => {
          a.closed++;
        },
      };
      return a;
    };

    it('looks at a stored video in the background and stores what its frames show', async () => {
      const seen: number[] = [];
      const analyser = fakeAnalyser(async (frame, bytes) => {
        seen.push(bytes.length);
        expect(frame.width).toBe(320);
        return { analysis: 'a kitchen', report: report() };
      });
      const runner = createVideoFindingsRunner({
        database,
        storage,
        createAnalyser: () => analyser,
        framesPerVideo: 3,
        idleCloseMs: 10,
      });
      const id = await storeVideo(video);
      const filesBefore = readdirSync(root, { recursive: true }).sort();
      await runner.enqueue(id, 'job_findings_1');
      expect((await findingsOfVideo(database, id))?.status).toMatch(/pending|running/);
      await runner.whenIdle();
      // The sampled frames were not written to storage (ffmpeg hands them over through a pipe).
      expect(readdirSync(root, { recursive: true }).sort()).toEqual(filesBefore);
      const row = await findingsOfVideo(database, id);
      expect(row?.status).toBe('done');
      expect(row?.frames_sampled).toBe(3);
      expect(row?.findings?.rooms).toEqual([{ label: 'Kitchen', frames: 3 }]);
      expect(row?.findings?.suggested_condition).toBe('C4');
      expect(seen).toHaveLength(3);
      // The analyser is let go once nothing waits.
      await expect.poll(() => analyser.closed).toBe(1);
      await runner.close();
    });

    it('records a failure with its reason: an unreadable video, an analyser that is down', async () => {
      const down = fakeAnalyser(async () => {
        throw new Error('model missing');
      });
      const runner = createVideoFindingsRunner({
        database,
        storage,
        createAnalyser: () => down,
        framesPerVideo: 2,
      });
      const broken = await storeVideo(null);
      const good = await storeVideo(video);
      await runner.enqueue(broken, 'job_findings_1');
      await runner.enqueue(good, 'job_findings_1');
      await runner.whenIdle();
      expect(await findingsOfVideo(database, broken)).toMatchObject({
        status: 'failed',
        error: FINDINGS_MESSAGES.unreadable,
      });
      expect(await findingsOfVideo(database, good)).toMatchObject({
        status: 'failed',
        error: FINDINGS_MESSAGES.unavailable,
      });
      await runner.close();
    });

    it('resumes a look a stopped process left unfinished', async () => {
      const id = await storeVideo(video);
      await database.query(
        `insert into video_findings (video_id, job_id, status) values ($1, 'job_findings_1', 'running')`,
        [id],
      );
      const runner = createVideoFindingsRunner({
        database,
        storage,
        createAnalyser: () => fakeAnalyser(async () => ({ analysis: 'x', report: report() })),
        framesPerVideo: 1,
      });
      expect(await runner.resume()).toBeGreaterThanOrEqual(1);
      await runner.whenIdle();
      expect((await findingsOfVideo(database, id))?.status).toBe('done');
      await runner.close();
    });
  },
);
