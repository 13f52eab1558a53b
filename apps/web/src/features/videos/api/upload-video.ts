import type { UploadedVideo } from '@homie/contracts/videos';
import { env } from '#config/env.ts';

/** The upload was answered with a non-2xx status (or did not reach the server: status 0). */
export class VideoUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error text, or the raw body when it was not JSON. */
    readonly body: string,
  ) {
    super(message);
    this.name = 'VideoUploadError';
  }
}

function serverText(xhr: XMLHttpRequest): string {
  try {
    const parsed = JSON.parse(xhr.responseText) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: the text itself
  }
  return xhr.responseText.slice(0, 300);
}

export interface UploadVideoOptions {
  /** POST /property-tax/videos/ (upload page) or /upload-video (details screen). */
  path: '/property-tax/videos/' | '/upload-video';
  file: File;
  jobId?: string | null;
  /** Called with 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends the video as multipart field `video` (and `job_id` when known). XMLHttpRequest rather than
 * fetch, because only it reports upload progress. No authorisation header (spec §6).
 */
export function uploadVideo({
  path,
  file,
  jobId,
  onProgress,
  signal,
}: UploadVideoOptions): Promise<UploadedVideo> {
  return new Promise((resolve, reject) => {
    // The answer's schema (zod) loads during the upload rather than with the page (decision 084).
    const schemas = import('@homie/contracts/videos');
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('video', file, file.name);
    if (jobId) form.append('job_id', jobId);
    xhr.open('POST', `${env.apiBaseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    // Every byte has left the browser: show 100% while the server checks and stores the file.
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const text = serverText(xhr);
        reject(new VideoUploadError(text || `HTTP ${xhr.status}`, xhr.status, text));
        return;
      }
      const unexpected = () =>
        reject(new VideoUploadError('Unexpected answer from the server', xhr.status, xhr.responseText));
      schemas.then(({ videoUploadResponseSchema }) => {
        let parsed: ReturnType<typeof videoUploadResponseSchema.safeParse>;
        try {
          parsed = videoUploadResponseSchema.safeParse(JSON.parse(xhr.responseText));
        } catch {
          unexpected();
          return;
        }
        if (!parsed.success) unexpected();
        else {
          onProgress?.(100);
          resolve(parsed.data.data);
        }
      }, unexpected);
    };
    xhr.onerror = () => reject(new VideoUploadError('Network error', 0, ''));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
