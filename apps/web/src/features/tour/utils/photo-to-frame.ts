import { FRAME_JPEG_QUALITY } from '@homie/contracts/tour';

/**
 * Longest side of a chosen photo once sent (issue 53). A phone photo is 12–48 MP and 3–12 MB, past the
 * server's 4 MB frame limit (TOUR_LIMITS.maxFrameBytes); at 1920 px a JPEG at quality 0.8 is well under
 * 1 MB and still sharper than a live frame (1280×720).
 */
export const PHOTO_MAX_SIDE = 1920;

async function decode(photo: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    // The photo's EXIF orientation is applied (an upright portrait stays upright).
    return createImageBitmap(photo, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(photo);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A chosen photo as the JPEG a live frame would be (utils/capture-frame.ts): drawn on a canvas, scaled
 * down to at most PHOTO_MAX_SIDE on its longest side, at FRAME_JPEG_QUALITY. Null when the browser
 * cannot read the file as an image (not an image, or a format it does not decode).
 */
export async function photoToFrame(photo: Blob): Promise<Blob | null> {
  let image: Awaited<ReturnType<typeof decode>>;
  try {
    image = await decode(photo);
  } catch {
    return null;
  }
  if (!image.width || !image.height) return null;
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  if ('close' in image && typeof image.close === 'function') image.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', FRAME_JPEG_QUALITY));
}
