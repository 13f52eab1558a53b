import { Download, ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TourCapture } from '@homie/contracts/tour';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDeleteCapture } from '../api/delete-capture.ts';
import { useCaptureImage } from '../api/get-capture-image.ts';
import { exhibitFileName, findingsLine, formatCapturedAt, roomLine } from '#lib/describe-capture.ts';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { AssistantMessage } from './assistant-message.tsx';

/**
 * One saved capture: the photo, when it was taken, the room, the findings; downloadable and deletable.
 * The room and findings lines and the analysis are the capture's own English words, which the appeal's
 * photos carry to the board: marked `lang="en"` (decision 266); the date is the visitor's locale's.
 */
export function EvidenceItem({ capture }: { capture: TourCapture }) {
  const image = useCaptureImage(capture.image_url);
  const remove = useDeleteCapture();
  const [isConfirming, setIsConfirming] = useState(false);
  const { t, rich, locale } = useI18n();
  const when = formatCapturedAt(capture.created_at, locale === 'en' ? undefined : locale);
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
              alt={t('dashboard.evidence.photoAlt', { name: `${room}, ${when}` })}
              className="h-full w-full object-cover"
            />
          ) : image.failed ? (
            <ImageOff aria-label={t('dashboard.evidence.photoFailed')} className="size-8 text-teal-300" />
          ) : (
            <Spinner label={t('dashboard.evidence.photoLoading')} />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
          <p lang="en" className="font-semibold text-white">
            {room}
          </p>
          <p className="text-teal-200">
            <time dateTime={capture.created_at}>{when}</time>
          </p>
          {findings && (
            <p lang="en" className="text-teal-100">
              {findings}
            </p>
          )}
          <details className="text-teal-100">
            <summary className="cursor-pointer text-mint-300">{t('dashboard.evidence.findings')}</summary>
            <div lang="en" className="mt-2">
              <AssistantMessage text={capture.analysis} />
            </div>
          </details>
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
            {image.src && (
              <Button asChild variant="secondary" size="sm">
                <a href={image.src} download={exhibitFileName(capture)}>
                  <Download aria-hidden="true" className="size-4" />
                  {t('dashboard.evidence.download')}
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
                  {t('dashboard.evidence.deleteForGood')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)}>
                  {t('dashboard.evidence.keep')}
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setIsConfirming(true)}
                aria-label={t('dashboard.evidence.deleteNamed', { name: `${room}, ${when}` })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('dashboard.evidence.delete')}
              </Button>
            )}
          </div>
          {remove.error && (
            <p role="alert" className="text-red-200">
              {rich('dashboard.evidence.deleteFailed', { reason: <ErrorWords error={remove.error} /> })}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
