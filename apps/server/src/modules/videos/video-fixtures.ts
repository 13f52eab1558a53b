import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test-only: real video files made with Debian's ffmpeg, so the probes read what phones and browsers write. */
export const hasFfmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
export const FFMPEG_SKIP_MESSAGE =
  'ffmpeg is not installed (apt-get install -y ffmpeg): skipping tests on real video files';

export interface VideoSpec {
  seconds: number;
  /** Output extension: mp4, mov, webm, mkv, avi, m4a… */
  ext: string;
  /** Extra ffmpeg output arguments (codec, muxer flags). */
  args?: string[];
  audioOnly?: boolean;
  size?: string;
  fps?: number;
}

const DEFAULT_ARGS: Record<string, string[]> = {
  mp4: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'],
  mov: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'],
  webm: ['-c:v', 'libvpx', '-b:v', '100k', '-deadline', 'realtime'],
  mkv: ['-c:v', 'libx264', '-preset', 'ultrafast'],
  avi: ['-c:v', 'mjpeg'],
};

let folder: string | undefined;

/** Writes a test-pattern video (or a sine tone with `audioOnly`) and answers its path. */
export function makeVideo(name: string, spec: VideoSpec): string {
  folder ??= mkdtempSync(join(tmpdir(), 'homie-videos-'));
  const out = join(folder, `${name}.${spec.ext}`);
  const input = spec.audioOnly
    ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${spec.seconds}`]
    : [
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${spec.size ?? '160x120'}:rate=${spec.fps ?? 5}:duration=${spec.seconds}`,
      ];
  const args = spec.args ?? (spec.audioOnly ? [] : (DEFAULT_ARGS[spec.ext] ?? []));
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...input, ...args, out]);
  return out;
}
