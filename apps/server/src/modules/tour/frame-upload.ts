import type { FastifyRequest } from 'fastify';
import { FRAME_FIELD, TOUR_LIMITS } from '@homie/contracts/tour';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '#lib/errors.ts';
import { withoutTrailingData } from './frame-image.ts';

export const NOT_MULTIPART = `Send the frame as multipart/form-data with a file field named "${FRAME_FIELD}".`;
export const NO_IMAGE = `No image received: send the frame as a file field named "${FRAME_FIELD}".`;
export const TOO_LARGE = `The image is too large: at most ${TOUR_LIMITS.maxFrameBytes / (1024 * 1024)} MB.`;

/** Multipart limits for tour uploads: one file, a few small text fields. */
export const UPLOAD_LIMITS = {
  fileSize: TOUR_LIMITS.maxFrameBytes,
  files: 1,
  fields: 4,
  parts: 6,
  /** The evidence token carries the whole signed report: a vision model's longest (capped) reply in
   *  three-byte characters is about 100 KB once base64-encoded (decision 112). */
  fieldSize: 256 * 1024,
};

/**
 * Reads the `image` file (buffered; frames are small, at most TOUR_LIMITS.maxFrameBytes), cut at the
 * image's end marker, and any text fields of a multipart request.
 */
export async function readFrameUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw unsupportedMediaType(NOT_MULTIPART);
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === FRAME_FIELD) bytes = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one image per request.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many form fields.');
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('Invalid form field name.');
    if (code === 'FST_MP_PREMATURE_CLOSE') throw badRequest('The upload was cut off before it finished.');
    throw err;
  }
  if (!bytes || bytes.length === 0) throw badRequest(NO_IMAGE);
  // Only the image itself goes on: analysed, signed into the evidence token, stored (decision 204).
  return { bytes: withoutTrailingData(bytes), fields };
}
