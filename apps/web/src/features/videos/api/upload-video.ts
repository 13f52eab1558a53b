import type { UploadedVideo } from '@homie/contracts/videos';
import { env } from '#config/env.ts';
import { refreshAccessToken } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';

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
 * Sends the video as multipart field `video`, after `job_id` when known (so the server checks the
 * job before it stores a byte). XMLHttpRequest rather than fetch, because only it reports upload
 * progress. A guest sends no authorisation (spec §6: the job id is the capability); a signed-in
 * visitor sends their Bearer token, since the server gives their own jobs' videos only to them
 * (decision 092), with one refresh-and-retry on 401 as every authenticated call.
 */
export async function uploadVideo(options: UploadVideoOptions): Promise<UploadedVideo> {
  const token = useSessionStore.getState().accessToken;
  try {
    return await sendVideo(options, token);
  } catch (error) {
    if (
      !(error instanceof VideoUploadError) ||
      error.status !== 401 ||
      !useSessionStore.getState().refreshToken
    )
      throw error;
    const fresh = await refreshAccessToken();
    if (!fresh) throw error;
    return sendVideo(options, fresh);
  }
}

function sendVideo(
  { path, file, jobId, onProgress, signal }: UploadVideoOptions,
  token: string | null,
): Promise<UploadedVideo> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    // The answer's schema (zod) loads during the upload rather than with the page (decision 084).
    const schemas = import('@homie/contracts/videos');
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    if (jobId) form.append('job_id', jobId);
    form.append('video', file, file.name);
    xhr.open('POST', `${env.apiBaseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
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
