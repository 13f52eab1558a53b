import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '#db/client.ts';
import { HttpError } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { createEvidenceSigner } from './evidence-token.ts';
import type { FrameAnalyser } from './frame-analyser.ts';
import { DetectorBusyError } from './object-detector.ts';
import { BUSY_MESSAGE, createTourService, UNAVAILABLE_MESSAGE } from './tour.service.ts';

const failing = (err: Error): FrameAnalyser => ({
  name: 'local',
  analyse: async () => {
    throw err;
  },
  warm: async () => {},
  close: async () => {},
});

const service = (analyser: FrameAnalyser, onAnalyserError = vi.fn()) => ({
  onAnalyserError,
  tour: createTourService({
    database: {} as Database,
    storage: {} as Storage,
    analyser,
    signer: createEvidenceSigner('s'.repeat(40)),
    space: { reserve: async () => ({ grow() {}, commit() {}, release() {} }) },
    onAnalyserError,
  }),
});

const frame = () =>
  sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('tour service: analyser failures', () => {
  it('answers 503 "busy" with Retry-After when the detector queue is full', async () => {
    const { tour } = service(failing(new DetectorBusyError('full')));
    const err = await failure(tour.analyseFrame('u1', await frame()));
    expect([err.statusCode, err.message, err.headers['retry-after']]).toEqual([503, BUSY_MESSAGE, '2']);
  });

  it('answers 503 (never a 500) and reports the cause when the analyser itself breaks', async () => {
    const { tour, onAnalyserError } = service(failing(new Error('model file missing')));
    const err = await failure(tour.analyseFrame('u1', await frame()));
    expect([err.statusCode, err.message]).toEqual([503, UNAVAILABLE_MESSAGE]);
    expect(onAnalyserError).toHaveBeenCalledWith(expect.objectContaining({ message: 'model file missing' }));
  });
});
