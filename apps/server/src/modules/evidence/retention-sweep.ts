import type { Clock } from '#lib/clock.ts';
import type { Database } from '#db/client.ts';
import type { Storage } from '#lib/storage.ts';
import { createPeriodicSweep, type SweepLog } from '#lib/periodic-sweep.ts';
import { deleteCapturesSavedBefore } from '#modules/tour/tour.plugin.ts';
import { deleteVideosUploadedBefore } from '#modules/videos/videos.plugin.ts';

/**
 * Retention as the Privacy Policy states it (decision 115): uploaded videos are deleted
 * `videoDays` after upload (with what the server found in them, video_findings), saved tour photos
 * `captureDays` after they were saved (and leave any appeal they were attached to). Rows go first,
 * in batches; files after, each failure logged (the start-up video sweep also removes a video file
 * left without its row).
 */
export interface RetentionPolicy {
  videoDays: number;
  captureDays: number;
}

export interface SweepResult {
  videos: number;
  captures: number;
  filesRemoved: number;
}

type Log = SweepLog;

const BATCH = 500;
const DAY_MS = 24 * 3600 * 1000;

/** Deletes in batches until a batch comes back short; answers every storage key deleted. */
async function deleteBatches(
  deleteBatch: (cutoff: Date, limit: number) => Promise<string[]>,
  cutoff: Date,
): Promise<string[]> {
  const keys: string[] = [];
  for (;;) {
    const batch = await deleteBatch(cutoff, BATCH);
    keys.push(...batch);
    if (batch.length < BATCH) return keys;
  }
}

/** Deletes every video and capture past its date at `now`; answers how many went. */
export async function sweepExpired(
  deps: { database: Database; storage: Storage; log?: Log },
  policy: RetentionPolicy,
  now: Date = new Date(),
): Promise<SweepResult> {
  const { db } = deps.database;
  // Each owner deletes its own rows (decision 149): videos by upload date, captures by save date.
  const videoKeys = await deleteBatches(
    (cutoff, limit) => deleteVideosUploadedBefore(db, cutoff, limit),
    new Date(now.getTime() - policy.videoDays * DAY_MS),
  );
  const captureKeys = await deleteBatches(
    (cutoff, limit) => deleteCapturesSavedBefore(db, cutoff, limit),
    new Date(now.getTime() - policy.captureDays * DAY_MS),
  );
  let filesRemoved = 0;
  for (const key of [...videoKeys, ...captureKeys]) {
    try {
      await deps.storage.delete(key);
      filesRemoved++;
    } catch (err) {
      deps.log?.warn({ err }, 'the retention sweep could not delete a file');
    }
  }
  return { videos: videoKeys.length, captures: captureKeys.length, filesRemoved };
}

/**
 * Runs the sweep every `intervalMs` (and once `firstRunMs` after start), one run at a time; the
 * timers never keep the process alive. `stop()` waits for a run in progress.
 */
export function createRetentionSweeper(options: {
  database: Database;
  storage: Storage;
  policy: RetentionPolicy;
  intervalMs: number;
  firstRunMs?: number;
  log?: Log;
  onSwept?: (result: SweepResult) => void;
  /** The current time each run sweeps at (app.clock, decision 144); the system clock by default. */
  clock?: Clock;
}) {
  const periodic = createPeriodicSweep({
    sweep: () => sweepExpired(options, options.policy, options.clock?.now() ?? new Date()),
    intervalMs: options.intervalMs,
    firstRunMs: options.firstRunMs,
    log: options.log,
    onResult: (result) => {
      if (result.videos || result.captures)
        options.log?.info?.(result, 'retention sweep deleted expired videos and tour photos');
      options.onSwept?.(result);
    },
    failureMessage: 'the retention sweep failed; it runs again later',
  });

  return {
    ...periodic,
    /** One sweep now (tests, operators). */
    runOnce: () => sweepExpired(options, options.policy),
  };
}
