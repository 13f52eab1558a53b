import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from '../video-fixtures.ts';
import { VideoInspector } from './video-inspector.ts';
import type { VideoRejection } from './video-rejection.ts';

/** Feeds a file in small chunks, as a network upload arrives. */
async function inspect(bytes: Buffer, chunkSize = 1000) {
  const inspector = new VideoInspector();
  for (let at = 0; at < bytes.length; at += chunkSize)
    await inspector.push(bytes.subarray(at, at + chunkSize));
  return inspector.finish();
}

async function rejection(bytes: Buffer, chunkSize?: number): Promise<string> {
  try {
    await inspect(bytes, chunkSize);
  } catch (error) {
    return (error as VideoRejection).reason;
  }
  return 'accepted';
}

describe('VideoInspector without real videos', () => {
  it('refuses bytes with no video magic number, whatever their name', async () => {
    expect(
      await rejection(Buffer.from('hello, I am a text file pretending to be movie.mp4'.repeat(10))),
    ).toBe('not_video');
    expect(await rejection(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(300).fill(0)]))).toBe(
      'not_video',
    ); // JPEG
    expect(await rejection(Buffer.alloc(0))).toBe('not_video');
  });

  it('refuses still images and audio in video-like containers', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(300),
    ]);
    expect(await rejection(heic)).toBe('not_video');
    const wav = Buffer.concat([Buffer.from('RIFF\x24\0\0\0WAVEfmt '), Buffer.alloc(300)]);
    expect(await rejection(wav)).toBe('not_video');
  });

  it('names formats it recognises but cannot measure', async () => {
    const flv = Buffer.concat([Buffer.from('FLV\x01\x05'), Buffer.alloc(300)]);
    expect(await rejection(flv)).toBe('unsupported');
  });

  it('calls an MP4 without a movie header unreadable', async () => {
    const mdatOnly = Buffer.concat([
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('ftypisom\0\0\0\0'),
      Buffer.from([0, 0, 1, 8]),
      Buffer.from('mdat'),
      Buffer.alloc(256),
    ]);
    expect(await rejection(mdatOnly)).toBe('unreadable');
    const garbage = Buffer.concat([
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('ftypisom\0\0\0\0'),
      Buffer.alloc(300, 0xee),
    ]);
    expect(await rejection(garbage)).toBe('unreadable');
  });
});

describe.skipIf(!hasFfmpeg)(
  `VideoInspector on real files${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
  () => {
    const files: Record<string, Buffer> = {};
    beforeAll(() => {
      const make = (name: string, spec: Parameters<typeof makeVideo>[1]) => {
        files[name] = readFileSync(makeVideo(name, spec));
      };
      make('mp4', { seconds: 3, ext: 'mp4' });
      make('mov', { seconds: 3, ext: 'mov' });
      make('faststart-long', {
        seconds: 120,
        ext: 'mp4',
        args: ['-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart'],
      });
      make('long', { seconds: 95, ext: 'mp4' });
      make('exact90', { seconds: 90, ext: 'mp4', fps: 2 });
      make('fragmented', {
        seconds: 4,
        ext: 'mp4',
        args: ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '5', '-movflags', 'frag_keyframe+empty_moov'],
      });
      make('fragmented-long', {
        seconds: 100,
        ext: 'mp4',
        args: ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '5', '-movflags', 'frag_keyframe+empty_moov'],
      });
      make('webm', { seconds: 3, ext: 'webm' });
      make('live-webm-long', {
        seconds: 100,
        ext: 'webm',
        args: ['-c:v', 'libvpx', '-b:v', '30k', '-deadline', 'realtime', '-f', 'webm', '-live', '1'],
      });
      make('mkv', { seconds: 3, ext: 'mkv' });
      make('avi', { seconds: 3, ext: 'avi' });
      make('avi-long', { seconds: 100, ext: 'avi', size: '32x32', fps: 1 });
      make('m4a', { seconds: 2, ext: 'm4a', audioOnly: true, args: ['-c:a', 'aac'] });
      make('opus-webm', { seconds: 2, ext: 'webm', audioOnly: true, args: ['-c:a', 'libopus'] });
    }, 120_000);

    it.each([
      ['mp4', 'mp4', 3],
      ['mov', 'mov', 3],
      ['fragmented', 'mp4', 4],
      ['webm', 'webm', 3],
      ['mkv', 'matroska', 3],
      ['avi', 'avi', 3],
      ['exact90', 'mp4', 90],
    ])('accepts a short %s and measures it', async (name, container, seconds) => {
      const result = await inspect(files[name]!, 4096);
      expect(result.container).toBe(container);
      expect(result.durationSeconds).toBeCloseTo(seconds, 0);
    });

    it.each(['faststart-long', 'long', 'fragmented-long', 'live-webm-long', 'avi-long'])(
      'refuses the over-90-second %s',
      async (name) => expect(await rejection(files[name]!, 4096)).toBe('too_long'),
    );

    it('refuses a long video early when its header comes first', async () => {
      const inspector = new VideoInspector();
      const bytes = files['faststart-long']!;
      await expect(inspector.push(bytes.subarray(0, 64 * 1024))).rejects.toThrow(
        'Video must be 90 seconds or less',
      );
    });

    it('refuses audio-only files', async () => {
      expect(await rejection(files.m4a!)).toBe('not_video');
      expect(await rejection(files['opus-webm']!)).toBe('not_video');
    });

    it('calls a truncated upload unreadable', async () => {
      const mp4 = files.mp4!;
      expect(await rejection(mp4.subarray(0, Math.floor(mp4.length / 2)))).toBe('unreadable');
      const webm = files.webm!;
      expect(await rejection(webm.subarray(0, webm.length - 7))).toBe('unreadable');
    });

    it.each(['mp4', 'mov', 'fragmented', 'webm', 'mkv', 'avi'])(
      'refuses a %s with bytes after its last top-level box or element (issue 13)',
      async (name) => {
        const whole = files[name]!;
        for (const size of [1000, 65536]) {
          expect(await rejection(Buffer.concat([whole, Buffer.from('x')]), size)).toBe('trailing_data');
          expect(await rejection(Buffer.concat([whole, Buffer.alloc(300 * 1024, 0)]), size)).toBe(
            'trailing_data',
          );
          // Bytes that read as a header whose size runs past the end: trailing or truncated, refused.
          expect(['trailing_data', 'unreadable']).toContain(
            await rejection(Buffer.concat([whole, Buffer.alloc(5000, 0x41)]), size),
          );
        }
      },
    );

    it('refuses a WebM whose declared segment ends before the file, and an MP4 box of size 0 other than mdat', async () => {
      const mkv = files.mkv!;
      // A second EBML document glued to the first one is bytes after the segment too.
      expect(await rejection(Buffer.concat([mkv, mkv]))).toBe('trailing_data');
      const sizeZeroFree = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('free'), Buffer.alloc(64)]);
      expect(await rejection(Buffer.concat([files.mp4!, sizeZeroFree]))).toBe('unreadable');
    });

    it('still accepts a well-formed box after the movie (the sizes account for every byte)', async () => {
      const free = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('free'), Buffer.alloc(8)]);
      expect((await inspect(Buffer.concat([files.mp4!, free]))).container).toBe('mp4');
    });

    it("tolerates a Samsung phone's small SEFT trailer after the movie, and nothing bigger", async () => {
      const trailer = (size: number) =>
        Buffer.concat([Buffer.alloc(size - 8, 0), Buffer.from([0, 0, 0, 0x20]), Buffer.from('SEFT')]);
      expect((await inspect(Buffer.concat([files.mp4!, trailer(600)]))).container).toBe('mp4');
      expect(await rejection(Buffer.concat([files.mp4!, trailer(2 * 1024 * 1024)]), 65536)).toBe(
        'trailing_data',
      );
      expect(await rejection(Buffer.concat([files.mp4!, Buffer.from('SEFT'), Buffer.alloc(10)]))).toBe(
        'trailing_data',
      );
    });

    it('gives the same answer whatever the chunk size', async () => {
      for (const size of [1, 7, 65536])
        expect((await inspect(files.webm!, size)).durationSeconds).toBeCloseTo(3, 0);
      expect((await inspect(files.mp4!, 13)).container).toBe('mp4');
    });
  },
);
