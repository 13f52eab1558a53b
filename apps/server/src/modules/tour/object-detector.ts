import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RawRgb } from './human-node.ts';
import type { Detection } from './room-classifier.ts';

export type DetectedObject = Detection & { box: number[] };

export type WorkerRequest = { type: 'detect'; id: number; width: number; height: number; data: ArrayBuffer };
export type WorkerReply =
  | { type: 'ready'; loadMs: number; rssBytes: number; backend: string }
  | { type: 'fatal'; message: string }
  | { type: 'result'; id: number; detections: DetectedObject[]; ms: number }
  | { type: 'error'; id: number; message: string };

export interface DetectorInfo {
  loadMs: number;
  rssBytes: number;
  backend: string;
}

export interface ObjectDetector {
  detect(image: RawRgb): Promise<DetectedObject[]>;
  /** Starts the worker if needed and resolves once the model is loaded. */
  warm(): Promise<DetectorInfo>;
  /** Frames waiting or in progress. */
  readonly pending: number;
  close(): Promise<void>;
}

/** Thrown when too many frames are already waiting: the caller should answer 503. */
export class DetectorBusyError extends Error {}

interface Job {
  image: RawRgb;
  resolve(detections: DetectedObject[]): void;
  reject(err: Error): void;
  id?: number;
  timer?: NodeJS.Timeout;
}

const localRequire = createRequire(import.meta.url);

/**
 * From source (tsx, vitest) the worker is TypeScript, so a small bootstrap loads it through tsx's
 * API (Node 20 workers ignore `--import` hooks); in the build it is a plain file beside the bundle.
 */
function spawnWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./object-detector.worker.js', import.meta.url));
  const entry = new URL('./object-detector.worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(
    join(dirname(localRequire.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(bootstrap, { eval: true });
}

/** Runs CenterNet in one worker thread, one frame at a time, with a bounded queue and a timeout per frame. */
export class WorkerObjectDetector implements ObjectDetector {
  private worker: Worker | undefined;
  private ready: Promise<DetectorInfo> | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private seq = 0;

  constructor(
    private readonly options: { maxQueue: number; frameTimeoutMs: number; loadTimeoutMs: number },
  ) {}

  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  detect(image: RawRgb): Promise<DetectedObject[]> {
    if (this.pending >= this.options.maxQueue)
      return Promise.reject(new DetectorBusyError('The frame analyser is busy.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ image, resolve, reject });
      void this.pump();
    });
  }

  warm(): Promise<DetectorInfo> {
    if (this.ready) return this.ready;
    const worker = spawnWorker();
    this.worker = worker;
    this.ready = new Promise<DetectorInfo>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The object detector took too long to load.')),
        this.options.loadTimeoutMs,
      );
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          clearTimeout(timer);
          if (this.pending === 0) worker.unref();
          resolve({ loadMs: reply.loadMs, rssBytes: reply.rssBytes, backend: reply.backend });
        } else if (reply.type === 'fatal') {
          clearTimeout(timer);
          reject(new Error(`The object detector failed to load: ${reply.message}`));
        } else this.settle(reply);
      });
      worker.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
        this.crashed(worker, err);
      });
      worker.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The object detector stopped (exit code ${code}).`));
        this.crashed(worker, new Error(`The object detector stopped (exit code ${code}).`));
      });
    });
    this.ready.catch(() => this.stop(worker));
    return this.ready;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    for (const job of this.queue.splice(0)) job.reject(new Error('The frame analyser is shutting down.'));
    if (worker) await this.stop(worker);
  }

  private async pump(): Promise<void> {
    if (this.current || this.queue.length === 0) return;
    const job = this.queue.shift() as Job;
    this.current = job;
    try {
      await this.warm();
    } catch (err) {
      this.finish(job, () => job.reject(err as Error));
      return;
    }
    const worker = this.worker;
    if (!worker || this.current !== job) return;
    job.id = ++this.seq;
    job.timer = setTimeout(() => {
      this.finish(job, () => job.reject(new Error('Object detection timed out.')));
      void this.stop(worker);
    }, this.options.frameTimeoutMs);
    worker.ref();
    const data = job.image.data.slice().buffer;
    const request: WorkerRequest = {
      type: 'detect',
      id: job.id,
      width: job.image.width,
      height: job.image.height,
      data,
    };
    worker.postMessage(request, [data]);
  }

  private settle(reply: WorkerReply): void {
    const job = this.current;
    if (!job || !('id' in reply) || reply.id !== job.id) return;
    if (reply.type === 'result') this.finish(job, () => job.resolve(reply.detections));
    else if (reply.type === 'error') this.finish(job, () => job.reject(new Error(reply.message)));
  }

  private finish(job: Job, settle: () => void): void {
    if (this.current !== job) return;
    clearTimeout(job.timer);
    this.current = undefined;
    settle();
    if (this.pending === 0) this.worker?.unref();
    void this.pump();
  }

  private crashed(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    const job = this.current;
    if (job) this.finish(job, () => job.reject(err));
  }

  private async stop(worker: Worker): Promise<void> {
    if (this.worker === worker) {
      this.worker = undefined;
      this.ready = undefined;
    }
    await worker.terminate();
  }
}

/**
 * Several detector workers, each with its own copy of the model (decision 111): a frame goes to the
 * worker with the fewest frames. Workers start when first needed, so an idle server holds one model.
 */
export class DetectorPool implements ObjectDetector {
  private readonly detectors: WorkerObjectDetector[];

  constructor(size: number, options: { maxQueue: number; frameTimeoutMs: number; loadTimeoutMs: number }) {
    this.detectors = Array.from(
      { length: Math.max(1, Math.floor(size)) },
      () => new WorkerObjectDetector(options),
    );
  }

  get size(): number {
    return this.detectors.length;
  }

  get pending(): number {
    return this.detectors.reduce((sum, d) => sum + d.pending, 0);
  }

  detect(image: RawRgb): Promise<DetectedObject[]> {
    const idle = this.detectors.reduce((best, d) => (d.pending < best.pending ? d : best));
    return idle.detect(image);
  }

  /** Loads every worker's model (one after another, so start-up does not starve the event loop). */
  async warm(): Promise<DetectorInfo> {
    let info: DetectorInfo | undefined;
    for (const d of this.detectors) info = await d.warm();
    return info as DetectorInfo;
  }

  async close(): Promise<void> {
    await Promise.all(this.detectors.map((d) => d.close()));
  }
}
