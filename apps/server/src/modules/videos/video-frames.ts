import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { BACKGROUND_NICE, lowerPriority } from '#lib/thread-priority.ts';

/**
 * Still frames sampled from a stored video with ffmpeg (installed by scripts/ensure-system-deps.sh),
 * straight into memory: ffmpeg writes JPEGs to a pipe and nothing is written to disk (decision 114).
 */
export interface SampledFrame {
  /** Where in the video the frame was taken, in seconds. */
  atSeconds: number;
  jpeg: Buffer;
}

export class FrameSamplingError extends Error {}

export const UNREADABLE_VIDEO = 'No frame could be read from this video.';

export interface SampleOptions {
  /** Frames wanted, spread evenly over the video. */
  count: number;
  /** Longest side of a frame, in pixels. */
  maxSide?: number;
  /** ffmpeg is stopped after this long. */
  timeoutMs?: number;
  /** Stops ffmpeg (the app is closing). */
  signal?: AbortSignal;
}

/** The moments to sample: the middle of `count` equal slices (never the black first frame). */
export function sampleTimes(durationSeconds: number, count: number): number[] {
  const n = Math.max(1, Math.min(count, Math.ceil(durationSeconds) || 1));
  const slice = durationSeconds / n;
  return Array.from({ length: n }, (_, i) => Math.round((i + 0.5) * slice * 100) / 100);
}

/** Splits ffmpeg's concatenated MJPEG output into JPEG files (SOI … EOI; 0xFF is stuffed inside). */
export function splitJpegs(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let start = data.indexOf(Buffer.from([0xff, 0xd8]));
  while (start >= 0) {
    const end = data.indexOf(Buffer.from([0xff, 0xd9]), start + 2);
    if (end < 0) break;
    out.push(data.subarray(start, end + 2));
    start = data.indexOf(Buffer.from([0xff, 0xd8]), end + 2);
  }
  return out;
}

/** Runs ffmpeg once per moment (a fast seek each), from a file path or, for other storage, a stream. */
export async function sampleFrames(
  input: { path: string } | { stream: () => Promise<Readable> },
  durationSeconds: number,
  options: SampleOptions,
): Promise<SampledFrame[]> {
  const frames: SampledFrame[] = [];
  for (const at of sampleTimes(durationSeconds, options.count)) {
    const jpeg = await grabFrame(input, at, options);
    if (jpeg) frames.push({ atSeconds: at, jpeg });
  }
  if (!frames.length) throw new FrameSamplingError(UNREADABLE_VIDEO);
  return frames;
}

/** One frame at `atSeconds`, or null when the video has none there. */
export async function grabFrame(
  input: { path: string } | { stream: () => Promise<Readable> },
  atSeconds: number,
  { maxSide = 1280, timeoutMs = 30_000, signal }: SampleOptions,
): Promise<Buffer | null> {
  const source = 'path' in input ? input.path : 'pipe:0';
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    ...('path' in input ? ['-ss', String(atSeconds)] : []),
    '-i',
    source,
    ...('path' in input ? [] : ['-ss', String(atSeconds)]),
    '-map',
    '0:v:0',
    '-an',
    '-sn',
    '-dn',
    '-frames:v',
    '1',
    '-vf',
    `scale='min(${maxSide},iw)':'min(${maxSide},ih)':force_original_aspect_ratio=decrease`,
    '-q:v',
    '3',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ];
  if (signal?.aborted) throw new FrameSamplingError('Stopped.');
  const child = spawn('ffmpeg', args, { stdio: ['path' in input ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
  // A background job: ffmpeg runs at the lowest priority, so requests keep the CPU first.
  if (child.pid) lowerPriority(BACKGROUND_NICE.videoFrames, child.pid);
  const chunks: Buffer[] = [];
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 2000) stderr += chunk.toString();
  });
  if (!('path' in input) && child.stdin) {
    const stream = await input.stream();
    child.stdin.on('error', () => {}); // ffmpeg may stop reading once it has its frame
    stream.on('error', () => child.kill('SIGKILL'));
    stream.pipe(child.stdin);
  }
  const kill = () => child.kill('SIGKILL');
  const timer = setTimeout(kill, timeoutMs);
  signal?.addEventListener('abort', kill, { once: true });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', (err) =>
        reject(new FrameSamplingError(`ffmpeg could not be started: ${(err as Error).message}`)),
      );
      child.once('close', (exitCode) => resolve(exitCode));
    });
    if (signal?.aborted) throw new FrameSamplingError('Stopped.');
    if (code !== 0) return null;
    return splitJpegs(Buffer.concat(chunks))[0] ?? null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', kill);
  }
}
