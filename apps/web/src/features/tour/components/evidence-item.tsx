import { Download, ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TourCapture } from '@homie/contracts/tour';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDeleteCapture } from '../api/delete-capture.ts';
import { useCaptureImage } from '../api/get-capture-image.ts';
import { exhibitFileName, findingsLine, formatCapturedAt, roomLine } from '#lib/describe-capture.ts';
import { AssistantMessage } from './assistant-message.tsx';

/** One saved capture: the photo, when it was taken, the room, the findings; downloadable and deletable. */
export function EvidenceItem({ capture }: { capture: TourCapture }) {
  const image = useCaptureImage(capture.image_url);
  const remove = useDeleteCapture();
  const [isConfirming, setIsConfirming] = useState(false);
  const when = formatCapturedAt(capture.created_at);
  const room = roomLine(capture);
  const findings = findingsLine(capture);

  return (
    <li>
      <article
        aria-label={`${room}, ${when}`}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-mint-400/15 bg-teal-900/70"
      >
        <div className="flex aspect-video items-center justify-center bg-black/40">
          {image.src ? (
            <img
              src={image.src}
              alt={`Evidence photo: ${room}, ${when}`}
              className="h-full w-full object-cover"
            />
          ) : image.failed ? (
            <ImageOff aria-label="The photo could not be loaded" className="size-8 text-teal-300" />
          ) : (
            <Spinner label="Loading photo" />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
          <p className="font-semibold text-white">{room}</p>
          <p className="text-teal-200">
            <time dateTime={capture.created_at}>{when}</time>
          </p>
          {findings && <p className="text-teal-100">{findings}</p>}
          <details className="text-teal-100">
            <summary className="cursor-pointer text-mint-300">Findings</summary>
            <div className="mt-2">
              <AssistantMessage text={capture.analysis} />
            </div>
          </details>
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
            {image.src && (
              <Button asChild variant="secondary" size="sm">
                <a href={image.src} download={exhibitFileName(capture)}>
                  <Download aria-hidden="true" className="size-4" />
                  Download
                </a>
              </Button>
            )}
            {isConfirming ? (
              <>
                <Button
                  variant="danger"
                  size="sm"
                  isLoading={remove.isPending}
                  onClick={() => remove.mutate(capture.id)}
                >
                  Delete for good
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setIsConfirming(true)}
                aria-label={`Delete capture: ${room}, ${when}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            )}
          </div>
          {remove.error && (
            <p role="alert" className="text-red-200">
              Could not delete: {remove.error.message}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
