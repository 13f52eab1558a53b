import { getPriority, setPriority } from 'node:os';

/**
 * Linux nice values of the server's own background work (decisions 111, 168). The request thread
 * (the event loop) and the database thread run at the default 0; work that is heavy for its one user
 * runs lower, so on a busy machine the scheduler gives a core to the event loop first. A higher
 * number is a lower priority (19 = idle). PDF drawing and the dataset generator stay at 0: lowering
 * them was measured to draw fewer PDFs without a shorter event-loop delay (decision 168).
 */
export const BACKGROUND_NICE = {
  /** Camera-tour inference (decision 111): about a second of CPU a frame. */
  frameDetector: 10,
  /** ffmpeg extracting a video's frames: a child process nobody waits on. */
  videoFrames: 19,
} as const;

/**
 * Lowers a scheduling priority to `nice`: the calling worker thread's (pid 0: on Linux a nice value
 * is per thread and pid 0 means the calling thread, so the main thread keeps its own) or a child
 * process's. Never raises one: a server started under `nice 15` keeps 15. Lowering needs no
 * privilege; where it is refused or unsupported the work runs at its priority. Returns whether the
 * priority was changed.
 */
export function lowerPriority(nice: number, pid = 0): boolean {
  try {
    if (getPriority(pid) >= nice) return false;
    setPriority(pid, nice);
    return true;
  } catch {
    return false;
  }
}
