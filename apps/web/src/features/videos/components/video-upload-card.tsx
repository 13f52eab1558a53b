import { API_PATHS } from '@homie/contracts/routes';
import { VIDEO_MESSAGES, VIDEO_REDIRECT_DELAY_MS } from '@homie/contracts/videos-constants';
import { Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Progress } from '#components/ui/progress.tsx';
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

/**
 * The video upload page's card (spec §2, §4): pick a file, the browser checks it, upload with a
 * determinate progress bar, then success and `onUploaded` after 3 seconds. A failure keeps the
 * file selected; an invalid file clears the selection.
 */
export function VideoUploadCard({ onUploaded }: { onUploaded: () => void }) {
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
        {phase.kind === 'success' && <Alert variant="success">{VIDEO_MESSAGES.success}</Alert>}
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
