import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '#lib/errors.ts';
import type { PdfJob, PdfWorkerReply, PdfWorkerRequest } from './pdf-render-job.ts';

/**
 * Appeal PDFs are drawn in a small pool of worker threads with a time budget per document
 * (decision 090): a document can fail, but it never stalls the event loop that answers everyone else.
 */

export const PDF_MESSAGES = {
  timeout:
    'Preparing your PDF took too long and was stopped. Please try again in a minute; if it keeps failing, shorten the longest text (such as the letter) and try again.',
  busy: 'Too many PDFs are being prepared right now. Please try again in a minute.',
  yours: 'Your earlier PDFs are still being prepared. Please wait for them, then try again.',
  failed: 'Your PDF could not be prepared.',
} as const;

export interface PdfRendererOptions {
  /** Worker threads at most (each draws one document at a time). */
  workers: number;
  /** Budget per document from the moment it is asked for, waiting included. */
  timeoutMs: number;
  /** Documents waiting for a worker at most; beyond that the caller is told to retry. */
  maxQueue: number;
  /**
   * Documents one caller may have waiting or being drawn (issue 49 item 7, decision 205); beyond
   * that this caller alone gets a 429, so one caller cannot fill the queue for everyone else.
   */
  maxPerCaller?: number;
  /** An idle worker is stopped after this long. */
  idleMs: number;
  /** Starts a worker (tests substitute a deliberately slow one). */
  spawn?: () => Worker;
}

export const DEFAULT_PDF_RENDERER: PdfRendererOptions = {
  workers: 2,
  timeoutMs: 10_000,
  maxQueue: 8,
  maxPerCaller: 2,
  idleMs: 60_000,
};

/** Memory ceiling per worker: a runaway document ends its worker, not the server. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

const localRequire = createRequire(import.meta.url);

/**
 * Starts a worker from a module beside this one. From source (tsx, vitest) the module is TypeScript,
 * so a small bootstrap loads it through tsx's API (Node 20 workers ignore `--import` hooks); in the
 * build it is a plain file beside the bundle (scripts/build.mjs builds every *.worker.ts).
 */
export function spawnModuleWorker(source: URL, workerData?: unknown): Worker {
  const options = { resourceLimits: WORKER_LIMITS, workerData };
  if (!source.href.endsWith('.ts')) return new Worker(source, options);
  const tsxApi = pathToFileURL(
    join(dirname(localRequire.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const entry = JSON.stringify(source.href);
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${entry}, ${entry}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}

function spawnPdfWorker(): Worker {
  return import.meta.url.endsWith('.ts')
    ? spawnModuleWorker(new URL('./pdf-render.worker.ts', import.meta.url))
    : spawnModuleWorker(new URL('./pdf-render.worker.js', import.meta.url));
}

interface Task {
  job: PdfJob;
  caller?: string;
  resolve(pdf: Uint8Array): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
  worker?: Worker;
  id?: number;
}

interface Slot {
  worker: Worker;
  task?: Task;
  idleTimer?: NodeJS.Timeout;
}

export class PdfRenderer {
  private readonly slots = new Map<Worker, Slot>();
  private readonly queue: Task[] = [];
  private seq = 0;
  private closed = false;

  constructor(private readonly options: PdfRendererOptions = DEFAULT_PDF_RENDERER) {}

  /** Worker threads alive now (busy or idle). */
  get workerCount(): number {
    return this.slots.size;
  }

  /** Documents waiting or being drawn. */
  get pending(): number {
    let busy = 0;
    for (const slot of this.slots.values()) if (slot.task) busy += 1;
    return this.queue.length + busy;
  }

  /** Documents `caller` has waiting or being drawn. */
  private pendingOf(caller: string): number {
    let n = 0;
    for (const task of this.queue) if (task.caller === caller) n += 1;
    for (const slot of this.slots.values()) if (slot.task?.caller === caller) n += 1;
    return n;
  }

  /**
   * Draws `job` in a worker within `timeoutMs` (the pool's budget unless given). `caller` (a user
   * id, a guest token…) is held to `maxPerCaller` documents at a time (decision 205).
   */
  render(job: PdfJob, budget: { timeoutMs?: number; caller?: string } = {}): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new HttpError('unavailable', PDF_MESSAGES.busy));
    const perCaller = this.options.maxPerCaller ?? DEFAULT_PDF_RENDERER.maxPerCaller ?? 2;
    if (budget.caller !== undefined && this.pendingOf(budget.caller) >= perCaller)
      return Promise.reject(new HttpError('rate_limited', PDF_MESSAGES.yours, {}, { 'retry-after': '10' }));
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new HttpError('unavailable', PDF_MESSAGES.busy, {}, { 'retry-after': '30' }));
    return new Promise<Uint8Array>((resolve, reject) => {
      const task: Task = {
        job,
        caller: budget.caller,
        resolve,
        reject,
        timer: setTimeout(() => this.expire(task), budget.timeoutMs ?? this.options.timeoutMs),
      };
      this.queue.push(task);
      this.pump();
    });
  }

  /** Stops every worker; documents in progress or waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0))
      this.settle(task, () => task.reject(new HttpError('unavailable', PDF_MESSAGES.busy)));
    await Promise.all(
      [...this.slots.values()].map((slot) =>
        this.discard(slot, new HttpError('unavailable', PDF_MESSAGES.busy)),
      ),
    );
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot() ?? (this.slots.size < this.options.workers ? this.start() : undefined);
      if (!slot) return;
      this.run(slot, this.queue.shift() as Task);
    }
  }

  private idleSlot(): Slot | undefined {
    for (const slot of this.slots.values()) if (!slot.task) return slot;
    return undefined;
  }

  private start(): Slot {
    const worker = (this.options.spawn ?? spawnPdfWorker)();
    const slot: Slot = { worker };
    this.slots.set(worker, slot);
    worker.on('message', (reply: PdfWorkerReply) => {
      const task = slot.task;
      if (!task || reply.id !== task.id) return;
      this.release(slot);
      this.settle(task, () =>
        reply.ok ? task.resolve(reply.pdf) : task.reject(new Error(`PDF rendering failed: ${reply.message}`)),
      );
      this.pump();
    });
    worker.on('error', (err) => void this.discard(slot, err));
    worker.on(
      'exit',
      (code) => void this.discard(slot, new Error(`The PDF worker stopped (exit code ${code}).`)),
    );
    return slot;
  }

  private run(slot: Slot, task: Task): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.task = task;
    task.worker = slot.worker;
    task.id = ++this.seq;
    slot.worker.ref();
    const request: PdfWorkerRequest = { id: task.id, job: task.job };
    slot.worker.postMessage(request);
  }

  /** A finished worker waits for the next document, then stops after `idleMs`; it never holds the process open. */
  private release(slot: Slot): void {
    slot.task = undefined;
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => void this.discard(slot), this.options.idleMs);
    slot.idleTimer.unref();
  }

  /** The budget ran out: a waiting document is dropped; a running one has its worker terminated. */
  private expire(task: Task): void {
    const index = this.queue.indexOf(task);
    if (index >= 0) this.queue.splice(index, 1);
    const slot = task.worker ? this.slots.get(task.worker) : undefined;
    task.reject(new HttpError('unavailable', PDF_MESSAGES.timeout, {}, { 'retry-after': '60' }));
    if (slot && slot.task === task) {
      slot.task = undefined;
      void this.discard(slot);
    }
    this.pump();
  }

  private settle(task: Task, outcome: () => void): void {
    clearTimeout(task.timer);
    outcome();
  }

  /** Removes a worker (crashed, idle or overdue); its document, if any, fails. */
  private async discard(slot: Slot, err?: Error): Promise<void> {
    if (this.slots.get(slot.worker) !== slot) return;
    this.slots.delete(slot.worker);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const task = slot.task;
    slot.task = undefined;
    if (task) this.settle(task, () => task.reject(err ?? new Error(PDF_MESSAGES.failed)));
    this.pump();
    await slot.worker.terminate();
  }
}

/** Whose documents a render counts toward (decision 205): the account, else the guest's order token. */
export function pdfCallerKey(caller: { userId: string | null; guestToken: string | null }): string | null {
  if (caller.userId) return `user:${caller.userId}`;
  return caller.guestToken ? `guest:${caller.guestToken}` : null;
}

let shared: PdfRenderer | undefined;

/** The process's renderer, started on first use. */
export function pdfRenderer(): PdfRenderer {
  shared ??= new PdfRenderer();
  return shared;
}

/** Replaces the process's renderer (tests); returns the previous one. */
export function usePdfRenderer(renderer: PdfRenderer | undefined): PdfRenderer | undefined {
  const previous = shared;
  shared = renderer;
  return previous;
}
