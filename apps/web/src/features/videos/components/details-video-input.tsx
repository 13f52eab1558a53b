import { API_PATHS } from '@homie/contracts/routes';
import { VIDEO_MESSAGES } from '@homie/contracts/videos-constants';
import { useId, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { uploadFailureText, useUploadVideo } from '../api/upload-video.ts';
import { checkVideoFile } from '../utils/check-video-file.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'done' }
  | { kind: 'failed'; reason: string };

function reasonOf(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return VIDEO_MESSAGES.serverError(error.status, uploadFailureText(error));
  return error instanceof Error ? error.message : String(error);
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

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const check = await checkVideoFile(file);
    if (!check.ok) {
      if (input.current) input.current.value = '';
      setStatus({ kind: 'failed', reason: check.message });
      return;
    }
    setStatus({ kind: 'uploading' });
    try {
      await uploadVideo({ path: API_PATHS.videos.uploadForJob, file, jobId });
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', reason: reasonOf(error) });
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-teal-50">
        Upload a video of your home (optional)
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
        {status.kind === 'uploading' && VIDEO_MESSAGES.detailsUploading}
        {status.kind === 'done' && VIDEO_MESSAGES.detailsComplete}
        {status.kind === 'failed' && VIDEO_MESSAGES.detailsFailed(status.reason)}
      </p>
      <p className="text-xs text-teal-300">{VIDEO_MESSAGES.privacyNote}</p>
    </div>
  );
}
