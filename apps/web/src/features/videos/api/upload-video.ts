import type { API_PATHS } from '@homie/contracts/routes';
import type { UploadedVideo } from '@homie/contracts/videos';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '#lib/api-client.ts';

/**
 * The server's words for a failed upload: its `error` (or `message`) text, else the answer's own
 * text (first 300 characters), else nothing.
 */
export function uploadFailureText(error: ApiError): string {
  const { body } = error;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string') return record.error;
    if (typeof record.message === 'string') return record.message;
    return JSON.stringify(body).slice(0, 300);
  }
  return typeof body === 'string' ? body.slice(0, 300) : '';
}

export interface UploadVideoOptions {
  /** POST /property-tax/videos/ (upload page) or /upload-video (details screen). */
  path: typeof API_PATHS.videos.upload | typeof API_PATHS.videos.uploadForJob;
  file: File;
  jobId?: string | null;
  /** Called with 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends the video as multipart field `video`, after `job_id` when known (so the server checks the
 * job before it stores a byte), through `request()` with upload progress. A guest sends no
 * authorisation (spec §6: the job id is the capability); a signed-in visitor's Bearer token goes
 * with it, since the server gives their own jobs' videos only to them (decision 092), with one
 * refresh-and-retry on 401 as every authenticated call. Failures are ApiErrors.
 */
export async function uploadVideo({
  path,
  file,
  jobId,
  onProgress,
  signal,
}: UploadVideoOptions): Promise<UploadedVideo> {
  // The answer's schema (zod) loads during the upload rather than with the page (decision 084).
  const schemas = import('@homie/contracts/videos');
  const form = new FormData();
  if (jobId) form.append('job_id', jobId);
  form.append('video', file, file.name);
  const answer = await request(path, {
    auth: true,
    method: 'POST',
    body: form,
    signal,
    onUploadProgress: (percent) => onProgress?.(percent),
  });
  const { videoUploadResponseSchema } = await schemas;
  const parsed = videoUploadResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError('Unexpected answer from the server', 200, answer, { kind: 'invalid' });
  onProgress?.(100);
  return parsed.data.data;
}

/**
 * The upload as a TanStack mutation: its pending state and error are the screens'. Mutations are
 * not cancelled by the library, so a screen that unmounts aborts the XHR through `signal`.
 */
export function useUploadVideo() {
  return useMutation({ mutationFn: uploadVideo });
}
