import type { ErrorCode } from '@homie/contracts/errors';
import { API_PATHS } from '@homie/contracts/routes';
import {
  DEFAULT_MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  VIDEO_MESSAGES,
} from '@homie/contracts/videos-constants';
import { useId, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { uploadFailureText, useUploadVideo } from '../api/upload-video.ts';
import { checkVideoFile } from '../utils/check-video-file.ts';

/** Why an upload failed: a browser check (its contract message), the server's answer, or another error. */
type Failure =
  | { from: 'check'; message: string }
  | { from: 'server'; status: number; text: string; code: ErrorCode | null }
  | { from: 'other'; message: string; code: ErrorCode | null };

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'done' }
  | { kind: 'failed'; failure: Failure };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status > 0)
    return { from: 'server', status: error.status, text: uploadFailureText(error), code: error.code };
  return {
    from: 'other',
    message: error instanceof Error ? error.message : String(error),
    code: error instanceof ApiError ? error.code : null,
  };
}

/**
 * A failure's reason in the visitor's language (decision 259). A browser check is named by the
 * contract's constant it answered (checkVideoFile's result carries no other name); the server's
 * answer keeps its status, with its text in English and its code's message in another language.
 */
function useFailureText() {
  const { t, intl, locale } = useI18n();
  const errorText = useErrorText();
  return (failure: Failure): string => {
    if (failure.from === 'check') {
      if (failure.message === VIDEO_MESSAGES.notVideo) return t('details.videoNotVideo');
      if (failure.message === VIDEO_MESSAGES.unreadable) return t('details.videoUnreadable');
      if (failure.message === VIDEO_MESSAGES.tooLong)
        return t('details.videoTooLong', { seconds: intl.formatNumber(MAX_VIDEO_SECONDS) });
      if (failure.message === VIDEO_MESSAGES.tooLarge)
        return t('details.videoTooLarge', {
          size: intl.formatNumber(DEFAULT_MAX_VIDEO_BYTES / 1024 / 1024),
        });
      return failure.message;
    }
    if (failure.from === 'server') {
      const reason = locale === 'en' || !failure.code ? failure.text : errorText(failure.text, failure.code);
      return t('details.videoServerError', { status: String(failure.status), reason });
    }
    if (locale === 'en' || failure.code) return errorText(failure.message, failure.code);
    return t('details.videoUploadFailed');
  };
}

/**
 * The details screen's video input (spec §2): video files only, uploaded at once to /upload-video
 * with the analysis job id; status Uploading..., Upload complete! or Upload failed: {reason}.
 */
export function DetailsVideoInput({ jobId }: { jobId: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { mutateAsync: uploadVideo } = useUploadVideo();
  const { t } = useI18n();
  const failureText = useFailureText();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const check = await checkVideoFile(file);
    if (!check.ok) {
      if (input.current) input.current.value = '';
      setStatus({ kind: 'failed', failure: { from: 'check', message: check.message } });
      return;
    }
    setStatus({ kind: 'uploading' });
    try {
      await uploadVideo({ path: API_PATHS.videos.uploadForJob, file, jobId });
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', failure: failureOf(error) });
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-teal-50">
        {t('details.videoLabel')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="video/*"
        disabled={status.kind === 'uploading'}
        onChange={(event) => void onFile(event.target.files?.[0])}
        className="block w-full text-sm text-teal-100 file:mr-3 file:rounded-lg file:border-0 file:bg-mint-400 file:px-3 file:py-2 file:font-semibold file:text-teal-950"
      />
      <p
        role="status"
        className={status.kind === 'failed' ? 'text-sm text-red-300' : 'text-sm text-mint-200'}
      >
        {status.kind === 'uploading' && t('details.videoUploading')}
        {status.kind === 'done' && t('details.videoComplete')}
        {status.kind === 'failed' && t('details.videoFailed', { reason: failureText(status.failure) })}
      </p>
      <p className="text-xs text-teal-300">{t('details.videoPrivacy')}</p>
    </div>
  );
}
