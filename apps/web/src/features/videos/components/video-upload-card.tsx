import type { ErrorCode } from '@homie/contracts/errors';
import { API_PATHS } from '@homie/contracts/routes';
import {
  DEFAULT_MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  VIDEO_MESSAGES,
  VIDEO_REDIRECT_DELAY_MS,
} from '@homie/contracts/videos-constants';
import { Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Progress } from '#components/ui/progress.tsx';
import { paths } from '#config/paths.ts';
import { ApiError, isAbortError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { uploadFailureText, useUploadVideo } from '../api/upload-video.ts';
import { checkVideoFile } from '../utils/check-video-file.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'success' };

/** A failure to show: the contract's English text (a check, the server's reason) and its code if any. */
type Failure = { text: string; code?: ErrorCode | null };

/** A failed upload: the server's reason when it refused the file, else the generic text. */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && uploadFailureText(error))
    return { text: uploadFailureText(error), code: error.code };
  return { text: VIDEO_MESSAGES.uploadFailed };
}

/**
 * A failure in the visitor's language (decision 266): the contract's checks known by their English
 * and worded by `details`' messages (as /more-details' video field does), a refusal by its code; a
 * reason the app does not know keeps its English words (`english`, marked so on the page).
 */
function useFailureWords() {
  const { t, intl, locale } = useI18n();
  const errorText = useErrorText();
  return (failure: Failure): { text: string; english: boolean } => {
    const own = (text: string) => ({ text, english: false });
    if (failure.text === VIDEO_MESSAGES.notVideo) return own(t('details.videoNotVideo'));
    if (failure.text === VIDEO_MESSAGES.unreadable) return own(t('details.videoUnreadable'));
    if (failure.text === VIDEO_MESSAGES.tooLong)
      return own(t('details.videoTooLong', { seconds: intl.formatNumber(MAX_VIDEO_SECONDS) }));
    if (failure.text === VIDEO_MESSAGES.tooLarge)
      return own(
        t('details.videoTooLarge', { size: intl.formatNumber(DEFAULT_MAX_VIDEO_BYTES / 1024 / 1024) }),
      );
    if (failure.text === VIDEO_MESSAGES.uploadFailed) return own(t('details.videoUploadFailed'));
    if (failure.code) return own(errorText(failure.text, failure.code));
    return { text: failure.text, english: locale !== 'en' };
  };
}

/** The home the visitor analysed (the kept property store's job), which the video is for. */
export interface VideoHome {
  jobId: string;
  address: string;
}

/**
 * The video upload page's card (spec §2, §4): pick a file, the browser checks it, upload with a
 * determinate progress bar, then success and `onUploaded` after 3 seconds. A failure keeps the
 * file selected; an invalid file clears the selection. The video goes with the visitor's analysis
 * (`home`, its job id) when there is one, and the page says which home it is for and what comes next.
 */
export function VideoUploadCard({ home, onUploaded }: { home: VideoHome | null; onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<Failure | null>(null);
  const { t, rich } = useI18n();
  const failureWords = useFailureWords();
  const shown = error ? failureWords(error) : null;
  const controller = useRef<AbortController | null>(null);
  const { mutateAsync: uploadVideo } = useUploadVideo();

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (phase.kind !== 'success') return;
    const timer = window.setTimeout(onUploaded, VIDEO_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase.kind, onUploaded]);

  const select = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    setPhase({ kind: 'checking' });
    const check = await checkVideoFile(chosen);
    setPhase({ kind: 'idle' });
    if (!check.ok) {
      setFile(null);
      if (input.current) input.current.value = '';
      setError({ text: check.message });
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setError(null);
    setPhase({ kind: 'uploading', percent: 0 });
    controller.current = new AbortController();
    try {
      await uploadVideo({
        path: API_PATHS.videos.upload,
        file,
        jobId: home?.jobId ?? null,
        signal: controller.current.signal,
        onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
      });
      setPhase({ kind: 'success' });
    } catch (failure) {
      if (isAbortError(failure)) return;
      setPhase({ kind: 'idle' });
      setError(failureOf(failure));
    }
  };

  const percent = phase.kind === 'success' ? 100 : phase.kind === 'uploading' ? phase.percent : 0;
  const busy = phase.kind === 'uploading' || phase.kind === 'checking' || phase.kind === 'success';
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle level={1} className="text-2xl">
          {t('dashboard.video.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {home ? (
          <p className="text-sm text-teal-100">
            {rich('dashboard.video.forHome', {
              address: home.address,
              home: (chunks) => <span className="font-semibold text-white">{chunks}</span>,
            })}
          </p>
        ) : (
          <p className="text-sm text-teal-100">
            {t('dashboard.video.noHome')}{' '}
            <Link to={paths.home} className="font-semibold text-mint-300 underline-offset-4 hover:underline">
              {t('dashboard.video.lookUp')}
            </Link>
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept="video/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('dashboard.video.file')}
          onChange={(event) => void select(event.target.files?.[0])}
        />
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => input.current?.click()}>
          <Video aria-hidden="true" className="size-5" />
          {t('dashboard.video.select')}
        </Button>
        {file && (
          <p className="text-sm text-teal-100">
            {rich('dashboard.video.selected', {
              name: file.name,
              file: (chunks) => <span className="font-semibold break-all text-white">{chunks}</span>,
            })}
          </p>
        )}
        {shown && (
          <Alert variant="error">
            <span lang={shown.english ? 'en' : undefined}>{shown.text}</span>
          </Alert>
        )}
        {phase.kind === 'success' && (
          <Alert variant="success" title={t('dashboard.video.success')}>
            {home ? t('dashboard.video.keptWith', { address: home.address }) : t('dashboard.video.notKept')}{' '}
            {home ? t('dashboard.video.nextHome') : t('dashboard.video.nextNoHome')}{' '}
            <Link to={paths.home} className="font-semibold underline underline-offset-4">
              {t('dashboard.video.goNow')}
            </Link>
          </Alert>
        )}
        {(phase.kind === 'uploading' || phase.kind === 'success') && (
          // The full bar stays in view with the success message until the redirect.
          <div className="grid gap-2">
            <Progress value={percent} label={t('dashboard.video.progress')} />
            <p className="text-sm text-teal-100" aria-live="polite">
              {t('dashboard.video.uploading', { percent })}
            </p>
          </div>
        )}
        <Button
          size="lg"
          disabled={!file || busy}
          isLoading={phase.kind === 'uploading'}
          onClick={() => void upload()}
        >
          {t('dashboard.video.upload')}
        </Button>
        <p className="text-sm text-teal-300">{t('dashboard.video.hint', { seconds: MAX_VIDEO_SECONDS })}</p>
      </CardContent>
    </Card>
  );
}
