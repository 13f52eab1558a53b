/** What the first bytes of a file say it is. */
export type SniffResult =
  | { kind: 'isobmff'; quicktime: boolean }
  | { kind: 'ebml' }
  | { kind: 'avi' }
  | { kind: 'unsupported-video'; format: string }
  | { kind: 'not-video' };

/** Bytes the sniffer wants before it decides (an MPEG transport stream needs its second sync byte). */
export const SNIFF_BYTES = 189;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** ISO-BMFF brands of still images (HEIF, AVIF) and audio-only files, which are not videos. */
const NON_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);
/** Top-level atoms an old QuickTime movie may start with instead of `ftyp`. */
const QUICKTIME_FIRST_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * Identifies a video container from its magic numbers, never from a name or a declared MIME type.
 * `bytes` is the file's start (at least SNIFF_BYTES long unless the file is shorter).
 */
export function sniffVideo(bytes: Buffer): SniffResult {
  if (bytes.length < 12) return { kind: 'not-video' };
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (NON_VIDEO_BRANDS.has(brand)) return { kind: 'not-video' };
    return { kind: 'isobmff', quicktime: brand === 'qt  ' };
  }
  if (QUICKTIME_FIRST_ATOMS.has(box) && bytes.readUInt32BE(0) >= 8)
    return { kind: 'isobmff', quicktime: true };
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'ebml' };
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 12);
    if (form === 'AVI ' || form === 'AVIX') return { kind: 'avi' };
    return { kind: 'not-video' };
  }
  if (ascii(bytes, 0, 3) === 'FLV') return { kind: 'unsupported-video', format: 'flv' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]))) {
    return { kind: 'unsupported-video', format: 'asf' };
  }
  if (bytes.readUInt32BE(0) === 0x000001ba) return { kind: 'unsupported-video', format: 'mpeg-ps' };
  if (bytes[0] === 0x47 && bytes.length > 188 && bytes[188] === 0x47)
    return { kind: 'unsupported-video', format: 'mpeg-ts' };
  if (ascii(bytes, 0, 4) === 'OggS' && bytes.includes('theora'))
    return { kind: 'unsupported-video', format: 'ogg' };
  return { kind: 'not-video' };
}
