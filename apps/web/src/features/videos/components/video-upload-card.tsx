import { API_PATHS } from '@homie/contracts/routes';
import { VIDEO_MESSAGES, VIDEO_REDIRECT_DELAY_MS } from '@homie/contracts/videos-constants';
import { Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Progress } from '#components/ui/progress.tsx';
import { paths } from '#config/paths.ts';
import { ApiError, isAbortError } from '#lib/api-client.ts';
import { uploadFailureText, useUploadVideo } from '../api/upload-video.ts';
import { checkVideoFile } from '../utils/check-video-file.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'success' };

/** The text for a failed upload: the server's reason when it refused the file, else the generic one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && uploadFailureText(error))
    return uploadFailureText(error);
  return VIDEO_MESSAGES.uploadFailed;
}

/** The home the visitor analysed (the kept property store's job), which the video is for. */
export interface VideoHome {
  jobId: string;
  address: string;
}

/** What the page says about the home and what follows an upload (issue 53; the spec's texts stay). */
export const VIDEO_HOME_TEXTS = {
  forHome: 'This video is for',
  forHomeHelp: "It is kept with this home's analysis and helps us pick the comparable sales.",
  noHome: 'Which home is this video for? Look up your address first and the video is kept with its analysis.',
  lookUp: 'Look up your home',
  keptWith: (address: string) =>
    `Kept with the analysis of ${address}: we look at it to improve the comparable match.`,
  nextHome: "Next: we take you back to your home's result.",
  notKept: 'This video is not tied to a home yet.',
  nextNoHome: "Next: we take you to the start page; look up your home's address there.",
  goNow: 'Go now',
} as const;

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
  const [error, setError] = useState<string | null>(null);
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
      setError(check.message);
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
      setError(failureText(failure));
    }
  };

  const percent = phase.kind === 'success' ? 100 : phase.kind === 'uploading' ? phase.percent : 0;
  const busy = phase.kind === 'uploading' || phase.kind === 'checking' || phase.kind === 'success';
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle level={1} className="text-2xl">
          {VIDEO_MESSAGES.pageTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {home ? (
          <p className="text-sm text-teal-100">
            {VIDEO_HOME_TEXTS.forHome} <span className="font-semibold text-white">{home.address}</span>.{' '}
            {VIDEO_HOME_TEXTS.forHomeHelp}
          </p>
        ) : (
          <p className="text-sm text-teal-100">
            {VIDEO_HOME_TEXTS.noHome}{' '}
            <Link to={paths.home} className="font-semibold text-mint-300 underline-offset-4 hover:underline">
              {VIDEO_HOME_TEXTS.lookUp}
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
          aria-label="Video file"
          onChange={(event) => void select(event.target.files?.[0])}
        />
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => input.current?.click()}>
          <Video aria-hidden="true" className="size-5" />
          {VIDEO_MESSAGES.selectButton}
        </Button>
        {file && (
          <p className="text-sm text-teal-100">
            Selected file: <span className="font-semibold break-all text-white">{file.name}</span>
          </p>
        )}
        {error && <Alert variant="error">{error}</Alert>}
        {phase.kind === 'success' && (
          <Alert variant="success" title={VIDEO_MESSAGES.success}>
            {home ? VIDEO_HOME_TEXTS.keptWith(home.address) : VIDEO_HOME_TEXTS.notKept}{' '}
            {home ? VIDEO_HOME_TEXTS.nextHome : VIDEO_HOME_TEXTS.nextNoHome}{' '}
            <Link to={paths.home} className="font-semibold underline underline-offset-4">
              {VIDEO_HOME_TEXTS.goNow}
            </Link>
          </Alert>
        )}
        {(phase.kind === 'uploading' || phase.kind === 'success') && (
          // The full bar stays in view with the success message until the redirect.
          <div className="grid gap-2">
            <Progress value={percent} label="Upload progress" />
            <p className="text-sm text-teal-100" aria-live="polite">
              {VIDEO_MESSAGES.uploading(percent)}
            </p>
          </div>
        )}
        <Button
          size="lg"
          disabled={!file || busy}
          isLoading={phase.kind === 'uploading'}
          onClick={() => void upload()}
        >
          {VIDEO_MESSAGES.uploadButton}
        </Button>
        <p className="text-sm text-teal-300">{VIDEO_MESSAGES.hint}</p>
      </CardContent>
    </Card>
  );
}
