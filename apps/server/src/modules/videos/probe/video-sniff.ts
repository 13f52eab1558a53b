import { fileTypeFromBuffer } from 'file-type';

/** What the first bytes of a file say it is. */
export type SniffResult =
  | { kind: 'isobmff'; quicktime: boolean }
  | { kind: 'ebml' }
  | { kind: 'avi' }
  | { kind: 'unsupported-video'; format: string }
  | { kind: 'not-video' };

/** Bytes the sniffer wants before it decides: what `file-type` reads at most to identify a file. */
export const SNIFF_BYTES = 4100;

/**
 * ISO-BMFF major brands of still images (HEIF, AVIF) and audio-only files, which are not videos.
 * file-type names most of them (heic, avif, m4a…) but calls `heim`/`heis` mp4 and `M4P` a video.
 */
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

/** file-type's names for ISO-BMFF files (an `ftyp` box, or an old QuickTime movie's first atom). */
const ISOBMFF_TYPES = new Set([
  'mp4',
  'm4v',
  'mov',
  '3gp',
  '3g2',
  'f4v',
  'f4p',
  'm4a',
  'm4b',
  'm4p',
  'f4a',
  'f4b',
  'heic',
  'avif',
  'cr3',
]);

/** Video containers file-type recognises whose duration we cannot measure (decision 132). */
const UNSUPPORTED_VIDEO: Record<string, string> = {
  flv: 'flv',
  asf: 'asf',
  mpg: 'mpeg-ps',
  mts: 'mpeg-ts',
  ogv: 'ogg',
};

/**
 * Identifies a video container from its magic numbers (the `file-type` library), never from a name
 * or a declared MIME type. `bytes` is the file's start (at least SNIFF_BYTES long unless the file is
 * shorter). Only the brand rule (which ISO-BMFF files are videos) is ours.
 */
export async function sniffVideo(bytes: Buffer): Promise<SniffResult> {
  if (bytes.length < 12) return { kind: 'not-video' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return { kind: 'not-video' };
  if (ISOBMFF_TYPES.has(type.ext)) {
    const hasFtyp = bytes.toString('latin1', 4, 8) === 'ftyp';
    if (hasFtyp && NON_VIDEO_BRANDS.has(bytes.toString('latin1', 8, 12))) return { kind: 'not-video' };
    if (!type.mime.startsWith('video/')) return { kind: 'not-video' };
    return { kind: 'isobmff', quicktime: type.ext === 'mov' };
  }
  if (type.ext === 'webm' || type.ext === 'mkv') return { kind: 'ebml' };
  if (type.ext === 'avi') return { kind: 'avi' };
  const unsupported = UNSUPPORTED_VIDEO[type.ext];
  if (unsupported) return { kind: 'unsupported-video', format: unsupported };
  return { kind: 'not-video' };
}
