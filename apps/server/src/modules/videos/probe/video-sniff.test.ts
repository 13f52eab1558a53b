import { describe, expect, it } from 'vitest';
import { sniffVideo } from './video-sniff.ts';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) =>
      typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p),
    ),
  );
const ftyp = (brand: string) => bytes([0, 0, 0, 20], `ftyp${brand}\0\0\0\0${brand}`, Buffer.alloc(300));

describe('sniffVideo (file-type underneath)', () => {
  it('names the containers we can measure', async () => {
    expect(await sniffVideo(ftyp('isom'))).toEqual({ kind: 'isobmff', quicktime: false });
    expect(await sniffVideo(ftyp('qt  '))).toEqual({ kind: 'isobmff', quicktime: true });
    // An old QuickTime movie that starts with its movie atom, no ftyp.
    expect(await sniffVideo(bytes([0, 0, 1, 0], 'moov', Buffer.alloc(300)))).toEqual({
      kind: 'isobmff',
      quicktime: true,
    });
    const webm = bytes(
      [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04],
      [0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84],
      'webm',
      [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
      Buffer.alloc(300),
    );
    expect(await sniffVideo(webm)).toEqual({ kind: 'ebml' });
    expect(await sniffVideo(bytes('RIFF\x24\0\0\0AVI LIST', Buffer.alloc(300)))).toEqual({ kind: 'avi' });
  });

  it('refuses still-image and audio brands, including those file-type calls mp4', async () => {
    for (const brand of ['heic', 'heim', 'heis', 'mif1', 'avif', 'M4A ', 'M4P ', 'F4A ']) {
      expect(await sniffVideo(ftyp(brand))).toEqual({ kind: 'not-video' });
    }
  });

  it('names video formats it recognises but cannot measure', async () => {
    const ts = Buffer.alloc(400);
    ts[0] = 0x47;
    ts[188] = 0x47;
    ts[376] = 0x47;
    const cases: [Buffer, string][] = [
      [bytes('FLV\x01\x05', Buffer.alloc(300)), 'flv'],
      [bytes([0, 0, 1, 0xba, 0x44], Buffer.alloc(300)), 'mpeg-ps'],
      [ts, 'mpeg-ts'],
      [bytes('OggS\0\x02', Buffer.alloc(22), '\x80theora', Buffer.alloc(300)), 'ogg'],
    ];
    for (const [file, format] of cases) {
      expect(await sniffVideo(file)).toEqual({ kind: 'unsupported-video', format });
    }
  });

  it('calls anything else not a video, whatever its first bytes', async () => {
    expect(await sniffVideo(bytes([0xff, 0xd8, 0xff, 0xe0], Buffer.alloc(300)))).toEqual({
      kind: 'not-video',
    });
    expect(await sniffVideo(bytes('RIFF\x24\0\0\0WAVEfmt ', Buffer.alloc(300)))).toEqual({
      kind: 'not-video',
    });
    expect(await sniffVideo(Buffer.from('%PDF-1.7\n'.repeat(40)))).toEqual({ kind: 'not-video' });
    expect(await sniffVideo(Buffer.from('RIFF'))).toEqual({ kind: 'not-video' });
  });
});
