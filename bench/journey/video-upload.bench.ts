// Uploading a 50 MB video to POST /property-tax/videos/: throughput, and the server's RSS sampled
// every 20 ms during the upload, which must stay flat (the file is streamed to disk, not buffered).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMb, startServer } from '../lib/server.ts';

/** A real H.264 MP4 of about `mb` megabytes (noisy frames at a fixed bitrate), made with ffmpeg. */
function makeVideo(dir: string, mb: number): string {
  const file = join(dir, `bench-${mb}mb.mp4`);
  const seconds = 60;
  const kbps = Math.round((mb * 8 * 1024) / seconds);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x360:rate=25:duration=${seconds}`,
    '-vf',
    'noise=alls=60:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    `${kbps}k`,
    '-minrate',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps}k`,
    '-x264-params',
    'nal-hrd=cbr',
    file,
  ]);
  return file;
}

async function uploadOnce(url: string, file: string, pid: number) {
  const before = await rssMb(pid);
  const samples: number[] = [before];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.push(await rssMb(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const form = new FormData();
  form.append('video', await openAsBlob(file, { type: 'video/mp4' }), 'bench.mp4');
  const started = performance.now();
  const response = await fetch(`${url}/property-tax/videos/`, { method: 'POST', body: form });
  const body = await response.text();
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body}`);
  return { seconds, before, peak: Math.max(...samples) };
}

export async function run({ quick }: { quick: boolean }) {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) {
    console.log('skipped: ffmpeg is not installed (apt-get install -y ffmpeg)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'homie-bench-video-'));
  const server = await startServer({ DEMO_DATASET_SIZE: '0', NODE_ENV: 'production' });
  try {
    const mb = quick ? 10 : 50;
    const file = makeVideo(dir, mb);
    const bytes = statSync(file).size;
    // Warm up the route (multipart, mp4box, the database) with a small real video first.
    await uploadOnce(server.url, makeVideo(dir, 1), server.pid);
    const runs = quick ? 1 : 3;
    console.log(`video: ${(bytes / 1024 / 1024).toFixed(1)} MB MP4, ${runs} upload(s)`);
    for (let i = 1; i <= runs; i += 1) {
      const { seconds, before, peak } = await uploadOnce(server.url, file, server.pid);
      const growth = peak - before;
      console.log(
        `upload ${i}: ${seconds.toFixed(2)} s, ${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s; server RSS ${before} MB before, ` +
          `peak ${peak} MB (+${growth} MB = ${((growth * 1024 * 1024 * 100) / bytes).toFixed(0)}% of the file size)`,
      );
    }
    const stored = readdirSync(join(server.dataDir, 'files', 'videos'));
    console.log(
      `stored: ${stored.length} videos, ${stored.filter((f) => f.startsWith('.partial-')).length} partial files left`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
