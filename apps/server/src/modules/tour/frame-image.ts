import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { TOUR_LIMITS } from '@homie/contracts/tour';
import { badRequest, unsupportedMediaType } from '#lib/errors.ts';
import {
  applyExposure,
  cropTo,
  exposureFor,
  findContentBox,
  isWholeFrame,
  type ContentBox,
  type Exposure,
} from './frame-normalise.ts';
import { QUALITY_WIDTH, type GreyImage } from './image-quality.ts';

export type FrameFormat = 'jpeg' | 'png' | 'webp';

/** An uploaded frame, checked and decoded into the two copies the analysers need. */
export interface DecodedFrame extends FrameInfo {
  /** Greyscale copy QUALITY_WIDTH pixels wide before cropping, bars cropped, exposure as shot. */
  grey: GreyImage;
  /** The same copy with its exposure normalised: what "dark" and "blurry" are judged on. */
  greyNormalised: GreyImage;
  /** RGB copy at most DETECTION_SIDE on its long side, bars cropped and exposure normalised, for the detector. */
  rgb: { data: Uint8Array; width: number; height: number };
  /** What normalisation did (decision 110). */
  normalisation: { box: ContentBox; cropped: boolean; exposure: Exposure };
}

/** The detector's input is 512×512, so larger copies only cost time. */
export const DETECTION_SIDE = 512;

export const NOT_AN_IMAGE = 'The upload is not an image. Send the frame as a JPEG (PNG and WebP also work).';
const SHARP_OPTIONS = { limitInputPixels: TOUR_LIMITS.maxFramePixels, failOn: 'error' as const };

export const UNREADABLE_IMAGE = 'The image could not be read: it looks damaged or incomplete.';

/** file-type's names for the formats we take (an animated PNG is still a PNG). */
const FRAME_FORMATS: Record<string, FrameFormat> = { jpg: 'jpeg', png: 'png', apng: 'png', webp: 'webp' };

/** Recognises the format from the first bytes (the `file-type` library), whatever name or type the client claimed. */
export async function sniffFormat(bytes: Uint8Array): Promise<FrameFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && FRAME_FORMATS[type.ext]) ?? null;
}

/** Where a JPEG ends: just after its EOI marker, found by walking its segments; undefined when it has none. */
function jpegEnd(b: Buffer): number | undefined {
  let i = 2; // after SOI
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return i + 2; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (i + 3 >= b.length) return undefined;
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return undefined;
    i += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data after SOS runs to the next marker that is not a stuffed 0xFF00 or a restart.
    for (;;) {
      const ff = b.indexOf(0xff, i);
      if (ff < 0 || ff + 1 >= b.length) return undefined;
      const next = b[ff + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        i = ff + 2;
        continue;
      }
      if (next === 0xff) {
        i = ff + 1;
        continue;
      }
      i = ff;
      break;
    }
  }
  return undefined;
}

/** Where a PNG ends: just after its IEND chunk; undefined when it has none. */
function pngEnd(b: Buffer): number | undefined {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (i > b.length) return undefined;
    if (type === 'IEND') return i;
  }
  return undefined;
}

/** Where a WebP ends: its RIFF chunk's declared size (a missing final pad byte tolerated). */
function webpEnd(b: Buffer): number | undefined {
  if (b.length < 12) return undefined;
  const size = b.readUInt32LE(4);
  const end = 8 + size + (size & 1);
  if (end <= b.length) return end;
  return end - 1 === b.length && size & 1 ? b.length : undefined;
}

/**
 * The image alone, without anything after its end marker (decision 204): a JPEG up to its EOI, a
 * PNG up to its IEND chunk, a WebP up to the end of its RIFF chunk. Trailing bytes (a phone's motion
 * photo, or padding meant to fill the disk) are dropped, so they are never analysed, signed or stored.
 * An image of one of these formats without its end is refused (400); other bytes pass unchanged
 * (the format check refuses them).
 */
export function withoutTrailingData(bytes: Buffer): Buffer {
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((v, i) => bytes[i] === v);
  let end: number | undefined;
  if (starts(0xff, 0xd8, 0xff)) end = jpegEnd(bytes);
  else if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) end = pngEnd(bytes);
  else if (starts(0x52, 0x49, 0x46, 0x46) && bytes.toString('latin1', 8, 12) === 'WEBP') end = webpEnd(bytes);
  else return bytes;
  if (end === undefined) throw badRequest(UNREADABLE_IMAGE);
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}

export interface FrameInfo {
  format: FrameFormat;
  contentType: string;
  width: number;
  height: number;
}

/** Checks type, integrity and size without decoding pixels; bad input throws a 4xx HttpError. */
export async function inspectFrame(bytes: Buffer): Promise<FrameInfo> {
  const format = await sniffFormat(bytes);
  if (!format) throw unsupportedMediaType(NOT_AN_IMAGE);
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, SHARP_OPTIONS).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
  if (width * height > TOUR_LIMITS.maxFramePixels) {
    throw badRequest(`The image is too large: at most ${TOUR_LIMITS.maxFramePixels / 1_000_000} megapixels.`);
  }
  if (Math.min(width, height) < TOUR_LIMITS.minFrameSide) {
    const side = TOUR_LIMITS.minFrameSide;
    throw badRequest(`The image is too small to analyse: at least ${side}×${side} pixels.`);
  }
  return { format, contentType: `image/${format}`, width, height };
}

const asBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.length);

/** Checks the frame, then decodes the two copies the analysers need. */
export async function decodeFrame(bytes: Buffer): Promise<DecodedFrame> {
  const info = await inspectFrame(bytes);
  try {
    const [grey, rgb] = await Promise.all([
      sharp(bytes, SHARP_OPTIONS)
        .rotate()
        .resize({ width: QUALITY_WIDTH })
        .removeAlpha()
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true }),
      sharp(bytes, SHARP_OPTIONS)
        .rotate()
        .resize({ width: DETECTION_SIDE, height: DETECTION_SIDE, fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const fullGrey = { data: asBytes(grey.data), width: grey.info.width, height: grey.info.height };
    const box = findContentBox(fullGrey);
    const croppedGrey = cropTo(fullGrey, box, 1);
    const exposure = exposureFor(croppedGrey);
    const croppedRgb = cropTo(
      { data: asBytes(rgb.data), width: rgb.info.width, height: rgb.info.height },
      box,
      3,
    );
    return {
      ...info,
      grey: croppedGrey,
      greyNormalised: applyExposure(croppedGrey, exposure),
      rgb: applyExposure(croppedRgb, exposure),
      normalisation: { box, cropped: !isWholeFrame(box), exposure },
    };
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
}
