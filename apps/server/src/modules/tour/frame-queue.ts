/**
 * Frames wait here for an analysis worker (decision 111): a bounded queue served round-robin
 * across users, so one user's burst cannot starve another's frame, with `workers` analyses at once.
 * A frame is turned away (503 with Retry-After) only when the queue is full, or when its user
 * already holds their fair share of the waiting places.
 */

export class QueueFullError extends Error {
  constructor(
    message: string,
    /** A fair estimate of when a place frees up, in whole seconds (at least 1). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export interface FrameQueueOptions {
  /** Analyses that run at once. */
  workers: number;
  /** Frames that may wait (not counting those running). */
  maxWaiting: number;
  /** Waiting frames one user may hold; defaults to half the queue (at least 4). */
  maxWaitingPerUser?: number;
  /** Service time assumed before any frame has been measured. */
  initialServiceMs?: number;
}

export interface QueueTimings {
  waitMs: number;
  runMs: number;
}

interface Task {
  start: () => void;
  /** Settles a frame whose client left while it waited, without running it. */
  drop: () => void;
  signal: AbortSignal | undefined;
  enqueuedAt: number;
}

/** The frame's client went away while it waited: it is never analysed. */
export class FrameAbandonedError extends Error {}

/** How many recent waits the stats keep. */
const WAIT_SAMPLES = 512;

export class FrameQueue {
  readonly workers: number;
  readonly maxWaiting: number;
  readonly maxWaitingPerUser: number;
  private readonly byUser = new Map<string, Task[]>();
  /** Users with waiting frames, in the order they are served. */
  private ring: string[] = [];
  private cursor = 0;
  private running = 0;
  private waitingCount = 0;
  private serviceMs: number;
  private readonly waits: number[] = [];

  constructor(options: FrameQueueOptions) {
    this.workers = Math.max(1, Math.floor(options.workers));
    this.maxWaiting = Math.max(0, Math.floor(options.maxWaiting));
    this.maxWaitingPerUser = Math.max(
      1,
      Math.floor(options.maxWaitingPerUser ?? Math.max(4, Math.ceil(this.maxWaiting / 2))),
    );
    this.serviceMs = options.initialServiceMs ?? 1000;
  }

  /** Frames waiting (not running). */
  get waiting(): number {
    return this.waitingCount;
  }

  get active(): number {
    return this.running;
  }

  /** Recent queue waits in ms, oldest first (for benchmarks and logs). */
  recentWaits(): number[] {
    return [...this.waits];
  }

  /** Seconds until a place is likely to free up, from the measured service time. */
  retryAfterSeconds(): number {
    const rounds = this.waitingCount / this.workers + 1;
    return Math.min(120, Math.max(1, Math.ceil((rounds * this.serviceMs) / 1000)));
  }

  /**
   * Runs `task` for `user` when a worker is free and it is this user's turn; rejects at once with
   * QueueFullError when there is no place to wait, and with FrameAbandonedError (without running
   * it) when `signal` aborted while it waited (the client went away).
   */
  run<T>(
    user: string,
    task: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<{ value: T; timings: QueueTimings }> {
    const queued = this.byUser.get(user);
    const enqueuedAt = performance.now();
    if (this.running < this.workers && this.waitingCount === 0) return this.execute(task, enqueuedAt);
    if (this.waitingCount >= this.maxWaiting) {
      const seconds = this.retryAfterSeconds();
      return Promise.reject(
        new QueueFullError(
          `The analyser is busy with other frames right now. Please try again in ${seconds} s.`,
          seconds,
        ),
      );
    }
    if ((queued?.length ?? 0) >= this.maxWaitingPerUser) {
      const seconds = this.retryAfterSeconds();
      return Promise.reject(
        new QueueFullError(
          `You already have ${queued?.length} frames waiting to be analysed. Please try again in ${seconds} s.`,
          seconds,
        ),
      );
    }
    return new Promise((resolve, reject) => {
      const entry: Task = {
        enqueuedAt,
        signal,
        start: () => this.execute(task, enqueuedAt).then(resolve, reject),
        drop: () => reject(new FrameAbandonedError('The client left before its frame was analysed.')),
      };
      if (queued) queued.push(entry);
      else {
        this.byUser.set(user, [entry]);
        this.ring.push(user);
      }
      this.waitingCount++;
    });
  }

  private async execute<T>(
    task: () => Promise<T>,
    enqueuedAt: number,
  ): Promise<{ value: T; timings: QueueTimings }> {
    this.running++;
    const startedAt = performance.now();
    const waitMs = startedAt - enqueuedAt;
    this.waits.push(waitMs);
    if (this.waits.length > WAIT_SAMPLES) this.waits.shift();
    try {
      const value = await task();
      const runMs = performance.now() - startedAt;
      // A moving average of the service time, for Retry-After.
      this.serviceMs = 0.8 * this.serviceMs + 0.2 * runMs;
      return { value, timings: { waitMs, runMs } };
    } finally {
      this.running--;
      this.dispatch();
    }
  }

  /** Starts the next waiting frame, taking users in turn. */
  private dispatch(): void {
    while (this.running < this.workers && this.ring.length) {
      if (this.cursor >= this.ring.length) this.cursor = 0;
      const user = this.ring[this.cursor] as string;
      const tasks = this.byUser.get(user) as Task[];
      const next = tasks.shift() as Task;
      this.waitingCount--;
      if (tasks.length === 0) {
        this.byUser.delete(user);
        this.ring.splice(this.cursor, 1);
      } else this.cursor++;
      if (next.signal?.aborted) next.drop();
      else next.start();
    }
  }
}
