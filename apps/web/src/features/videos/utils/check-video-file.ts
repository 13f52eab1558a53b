import {
  DEFAULT_MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  VIDEO_MESSAGES,
} from '@homie/contracts/videos-constants';

export type VideoCheck = { ok: true; durationSeconds: number } | { ok: false; message: string };

/** How long the browser may take to read a file's duration before it counts as unreadable. */
const METADATA_TIMEOUT_MS = 15_000;

/**
 * Reads a video's duration the way the browser will play it. Recorders that write no duration
 * (Chrome's MediaRecorder WebM) report Infinity until a seek to the end makes the browser measure it.
 */
function readDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    /** Settles once, then releases the element and the object URL (after reading what we need). */
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      fn();
      video.onerror = null;
      video.ondurationchange = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    };
    const timer = window.setTimeout(() => done(() => reject(new Error('timeout'))), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onerror = () => done(() => reject(new Error('unreadable')));
    video.onloadedmetadata = () => {
      const duration = video.duration;
      if (Number.isFinite(duration)) return done(() => resolve(duration));
      video.ondurationchange = () => {
        const measured = video.duration;
        if (Number.isFinite(measured)) done(() => resolve(measured));
      };
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.src = url;
  });
}

/**
 * The browser-side checks of spec §5: a video type, at most 90 seconds, readable; and, so nobody
 * waits for an upload the server will refuse, no larger than the server's default size cap.
 */
export async function checkVideoFile(file: File): Promise<VideoCheck> {
  if (!file.type.startsWith('video/')) return { ok: false, message: VIDEO_MESSAGES.notVideo };
  if (file.size > DEFAULT_MAX_VIDEO_BYTES) return { ok: false, message: VIDEO_MESSAGES.tooLarge };
  let duration: number;
  try {
    duration = await readDuration(file);
  } catch {
    return { ok: false, message: VIDEO_MESSAGES.unreadable };
  }
  if (duration > MAX_VIDEO_SECONDS) return { ok: false, message: VIDEO_MESSAGES.tooLong };
  return { ok: true, durationSeconds: duration };
}
