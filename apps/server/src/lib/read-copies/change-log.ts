/** Where a copy says it loaded, or that reading failed (the app's logger). */
interface CopyLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** One row of a change log: a home that changed, or (propertyId null) reload everything. */
export interface Change {
  seq: string;
  propertyId: number | null;
  xid: bigint;
}

/** What one read of a change log answers: the new horizon and the rows not below the previous one. */
export interface ChangeRead {
  horizon: string;
  changes: Change[];
}

/** A change log written by `read_copy_log_homes` triggers (lib/migrations/0057), read and pruned by its followers. */
export interface ChangeLogSource {
  /** The rows whose writing transaction is not below `horizon` ('0': none, just the horizon). */
  changesSince(horizon: string): Promise<ChangeRead>;
  /** Forgets rows older than `minutes`: every reader has long read them. */
  prune(minutes: number): Promise<void>;
}

/** What an in-memory copy does when its change log says so. */
export interface FollowedCopy {
  /** Reads everything again into a new copy, answering from it once done; `stopped()` says to give up. */
  reload(stopped: () => boolean): Promise<void>;
  /** Lays the current rows of these homes over the copy (it is loaded). */
  apply(ids: number[]): Promise<void>;
  /** A bulk change or a failed read outdated the copy: answer from the database until reloaded. */
  drop(): void;
  /** Whether the copy answers. */
  readonly loaded: boolean;
  /** Whether the overlay of changed homes has grown past what is worth keeping (reload instead). */
  readonly overgrown: boolean;
}

/** An in-memory copy's settings: rows read per statement while loading, and how it follows its log. */
export interface CopyOptions {
  /** Rows read per statement while loading (each copy has its default). */
  pageSize?: number;
  /** How often the change log is read (default 250 ms). */
  pollMs?: number;
  /** Changes kept in the log for readers, in minutes (default 15). */
  keepChangesMinutes?: number;
  log?: CopyLog;
}

interface FollowOptions {
  /** How often the change log is read (default 250 ms). */
  pollMs?: number;
  /** Changes kept in the log for readers, in minutes (default 15). */
  keepChangesMinutes?: number;
  /** Named in the warning when reading fails. */
  name: string;
  log?: CopyLog;
}

/**
 * Keeps an in-memory copy current from its change log (decisions 155 and 182). The horizon is taken
 * before loading, so whatever commits during the load is read again after it; every poll applies the
 * homes written since (each change row once), a "reload" row or an overgrown overlay loads the copy
 * again (the database answers meanwhile), and a failed read drops the copy and retries after 5 s.
 * `version` grows whenever what the copy answers may have changed.
 */
export function followChangeLog(source: ChangeLogSource, copy: FollowedCopy, options: FollowOptions) {
  const { pollMs = 250, keepChangesMinutes = 15, name, log } = options;
  let horizon: string | null = null;
  /** Change rows already applied whose transaction may still be running at the last read. */
  let applied = new Map<string, bigint>();
  let stopped = true;
  let reloadWanted = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  let loops: Promise<void> = Promise.resolve();
  let version = 0;
  /** Waits longer after a failure, so a database that is down is not asked four times a second. */
  let nextDelay = pollMs;
  /** Ticks begun, and who waits for a tick begun after a given one to end with the copy current. */
  let ticks = 0;
  let waiters: { after: number; resolve: () => void }[] = [];
  /** Started and not stopped: ticks come. */
  let following = false;

  /** Reads the change log once: applies what changed, or asks for a reload. */
  async function poll(): Promise<void> {
    if (horizon === null) return;
    const read = await source.changesSince(horizon);
    const ids = new Set<number>();
    for (const change of read.changes) {
      if (applied.has(change.seq)) continue;
      applied.set(change.seq, change.xid);
      if (change.propertyId === null) reloadWanted = true;
      else ids.add(change.propertyId);
    }
    const newHorizon = BigInt(read.horizon);
    applied = new Map([...applied].filter(([, xid]) => xid >= newHorizon));
    horizon = read.horizon;
    if (reloadWanted) {
      // Answers from a copy a bulk change has outdated would be wrong: the database answers until reloaded.
      copy.drop();
      version += 1;
      return;
    }
    if (ids.size > 0 && copy.loaded) {
      await copy.apply([...ids]);
      version += 1;
    }
    if (copy.overgrown) reloadWanted = true;
  }

  async function reload(): Promise<void> {
    horizon = (await source.changesSince('0')).horizon;
    applied = new Map();
    reloadWanted = false;
    await copy.reload(() => stopped);
    version += 1;
  }

  async function tick(): Promise<void> {
    const number = ++ticks;
    await step();
    if (copy.loaded && !reloadWanted && waiters.length > 0) {
      const done = waiters.filter((w) => w.after < number);
      waiters = waiters.filter((w) => w.after >= number);
      for (const w of done) w.resolve();
    }
  }

  async function step(): Promise<void> {
    nextDelay = pollMs;
    try {
      if (reloadWanted || (!copy.loaded && horizon === null)) await reload();
      await poll();
      if (reloadWanted) await reload();
      if (Date.now() - lastPrune > 60_000) {
        lastPrune = Date.now();
        await source.prune(keepChangesMinutes);
      }
    } catch (err) {
      if (stopped) return;
      copy.drop();
      version += 1;
      reloadWanted = true;
      nextDelay = Math.max(pollMs, 5_000);
      log?.warn({ err }, `${name}: reading the database failed; SQL answers meanwhile`);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      loops = tick().then(schedule);
    }, nextDelay);
    timer.unref();
  }

  /** What a copy offers to start, stop, load and sync it: the same for every copy. */
  const controls = {
    /** Starts loading after `delayMs`, then follows the change log until stopped. */
    start(delayMs = 0): void {
      if (!stopped) return;
      stopped = false;
      following = true;
      timer = setTimeout(() => {
        loops = tick().then(schedule);
      }, delayMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      stopped = true;
      following = false;
      if (timer) clearTimeout(timer);
      await loops;
      for (const w of waiters.splice(0)) w.resolve();
    },

    /**
     * Resolves once the copy answers what the database holds now: a read of the change log begun
     * after this call has ended with the copy loaded (decision 209, /readyz). At once when the copy
     * is not followed (stopped, or never started).
     */
    caughtUp(): Promise<void> {
      if (!following) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiters.push({ after: ticks, resolve });
      });
    },

    /** Loads now (tests and tools). */
    async load(): Promise<void> {
      stopped = false;
      await reload();
    },

    /** Reads the change log now (tests): what committed before this call is answered after it. */
    async sync(): Promise<void> {
      await poll();
      if (reloadWanted) await reload();
    },
  };

  return {
    controls,
    /** Grows whenever what the copy answers may have changed. */
    get version(): number {
      return version;
    },
  };
}
