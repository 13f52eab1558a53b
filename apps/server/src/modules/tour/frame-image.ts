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
