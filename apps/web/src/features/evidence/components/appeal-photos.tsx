import { zodResolver } from '@hookform/resolvers/zod';
import { ImageOff } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { type UseFormRegisterReturn, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  EVIDENCE_PHOTO_LIMITS,
  EVIDENCE_TEXTS,
  type OrderEvidence,
  photoConditionStatement,
  type SetEvidencePhotos,
  setEvidencePhotosSchema,
} from '@homie/contracts/evidence';
import type { TourCapture } from '@homie/contracts/tour';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useCaptureImage } from '#features/tour/api/get-capture-image.ts';
import { useCaptures } from '#features/tour/api/get-captures.ts';
import { formatCapturedAt, roomLine } from '#lib/describe-capture.ts';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { formatLongDate, type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { useOrderEvidence, useSetOrderPhotos } from '../api/order-evidence.ts';

type PhotosOutput = z.output<typeof setEvidencePhotosSchema>;

const draftOf = (order: OrderEvidence | undefined): SetEvidencePhotos['photos'] =>
  order?.photos.map((p) => ({ capture_id: p.capture_id, caption: p.caption })) ?? [];

/** The statement stands ticked when every photo already saved is covered by it. */
const statementOf = (order: OrderEvidence) =>
  order.photos.length > 0 && order.photos.every((p) => p.in_package);

/** The contract's checks and answers (its English) worded in the visitor's language (decision 266). */
const KNOWN: Record<string, MessageId> = {
  [EVIDENCE_TEXTS.statementRequired]: 'dashboard.photos.statementRequired',
  [EVIDENCE_TEXTS.tooMany]: 'dashboard.photos.tooMany',
  [EVIDENCE_TEXTS.notOwnCapture]: 'dashboard.photos.notOwnCapture',
};

/**
 * "Photos for your appeal" on the dashboard (decision 113): the owner ticks saved tour photos for
 * their paid appeal, captions them, and saves; the hearing evidence of the package prints them in
 * the order they were ticked. Unticking and saving removes a photo from the appeal.
 */
export function AppealPhotos() {
  const orders = useOrderEvidence();
  const captures = useCaptures();
  const [jobId, setJobId] = useState<string | null>(null);
  const selectId = useId();
  const order = orders.data?.find((o) => o.job_id === jobId) ?? orders.data?.[0];
  const { t } = useI18n();

  return (
    <section aria-labelledby="appeal-photos-heading" className="mt-10 space-y-3">
      <div>
        <h2 id="appeal-photos-heading" className="text-xl font-bold text-white">
          {t('dashboard.photos.title')}
        </h2>
        <p className="text-sm text-teal-200">{t('dashboard.photos.intro')}</p>
      </div>
      {orders.isPending || captures.isPending ? (
        <Spinner label={t('dashboard.photos.loading')} />
      ) : orders.error || captures.error ? (
        <Alert variant="error" title={t('dashboard.photos.loadFailed')}>
          <ErrorWords error={(orders.error ?? captures.error) as Error} />
          <div className="mt-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void orders.refetch();
                void captures.refetch();
              }}
            >
              {t('dashboard.photos.tryAgain')}
            </Button>
          </div>
        </Alert>
      ) : !order ? (
        <p className="text-teal-100">{t('dashboard.photos.noOrders')}</p>
      ) : captures.data.length === 0 ? (
        <p className="text-teal-100">{t('dashboard.photos.noCaptures')}</p>
      ) : (
        <>
          {orders.data.length > 1 && (
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={selectId} className="font-medium text-teal-50">
                {t('dashboard.photos.appeal')}
              </label>
              <select
                id={selectId}
                value={order.job_id}
                onChange={(event) => setJobId(event.target.value)}
                className="h-10 max-w-md rounded-md border border-teal-600 bg-teal-950 px-3 text-white"
              >
                {orders.data.map((o) => (
                  <option key={o.order_id} value={o.job_id}>
                    {o.address ?? t('dashboard.photos.order', { id: o.order_id })}
                  </option>
                ))}
              </select>
            </div>
          )}
          <PhotoPicker key={order.order_id} order={order} captures={captures.data} />
        </>
      )}
    </section>
  );
}

function PhotoPicker({ order, captures }: { order: OrderEvidence; captures: TourCapture[] }) {
  const save = useSetOrderPhotos();
  const { t, rich, locale } = useI18n();
  const { intl } = useI18n();
  /** January 1 of the roll year (the lien date, R&T §2192, checked 2026-12-03) as the locale's long date. */
  const intlDate = (rollYear: number) => formatLongDate(intl, { year: rollYear, month: 1, day: 1 });
  const known = (message: string | undefined) => {
    const id = message === undefined ? undefined : KNOWN[message];
    return id ? t(id, { max: EVIDENCE_PHOTO_LIMITS.perOrder }) : message;
  };
  const form = useForm<SetEvidencePhotos, unknown, PhotosOutput>({
    resolver: zodResolver(setEvidencePhotosSchema),
    defaultValues: { photos: draftOf(order), condition_statement: statementOf(order) },
  });
  // The chosen photos in order: the field array's own list, updated in the click's render.
  const { fields: draft, append, remove } = useFieldArray({ control: form.control, name: 'photos' });
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const saved = useMemo(() => new Set(captures.map((c) => c.id)), [captures]);
  // A capture deleted from "Your evidence" leaves the appeal too (the server drops it with the capture).
  useEffect(() => {
    const gone = form.getValues('photos').flatMap((p, index) => (saved.has(p.capture_id) ? [] : [index]));
    if (gone.length > 0) remove(gone);
  }, [saved, form, remove]);

  const selected = (id: string) => draft.findIndex((p) => p.capture_id === id);
  const full = draft.length >= EVIDENCE_PHOTO_LIMITS.perOrder;
  const toggle = (id: string, on: boolean) => {
    setSavedAt(null);
    if (on) append({ capture_id: id, caption: '' });
    else remove(selected(id));
  };
  const { errors } = form.formState;
  const invalid = known(errors.photos?.root?.message ?? errors.photos?.message);
  const statementError = known(errors.condition_statement?.message);
  const statementId = useId();
  // Saved before the statement was asked for: kept on the order, printed only once it is ticked.
  const outOfPackage = new Set(order.photos.filter((p) => !p.in_package).map((p) => p.capture_id));

  return (
    <form
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          {
            jobId: order.job_id,
            body: {
              photos: values.photos.filter((p) => saved.has(p.capture_id)),
              condition_statement: values.condition_statement,
            },
          },
          { onSuccess: () => setSavedAt(Date.now()) },
        ),
      )}
    >
      <fieldset>
        <legend className="mb-2 text-sm text-teal-100">
          {order.address
            ? t('dashboard.photos.chosenFor', {
                address: order.address,
                count: draft.length,
                max: EVIDENCE_PHOTO_LIMITS.perOrder,
              })
            : t('dashboard.photos.chosen', { count: draft.length, max: EVIDENCE_PHOTO_LIMITS.perOrder })}
        </legend>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {captures.map((capture) => {
            const index = selected(capture.id);
            return (
              <PhotoChoice
                key={capture.id}
                capture={capture}
                position={index >= 0 ? index + 1 : null}
                captionField={
                  index >= 0
                    ? form.register(`photos.${index}.caption`, { onChange: () => setSavedAt(null) })
                    : null
                }
                disabled={index < 0 && full}
                outOfPackage={outOfPackage.has(capture.id)}
                onToggle={(on) => toggle(capture.id, on)}
              />
            );
          })}
        </ul>
      </fieldset>
      {draft.length > 0 && (
        <div className="flex items-start gap-2 rounded-lg border border-mint-400/20 bg-teal-900/50 p-3 text-sm">
          <input
            id={statementId}
            type="checkbox"
            aria-invalid={statementError ? true : undefined}
            aria-describedby={statementError ? `${statementId}-error` : undefined}
            {...form.register('condition_statement', { onChange: () => setSavedAt(null) })}
            className="mt-0.5 size-4 accent-mint-400"
          />
          <div>
            {/* The owner's statement is printed for the board in English (decision 237): ticked as it is. */}
            <label htmlFor={statementId} lang="en" className="text-white">
              {photoConditionStatement(order.roll_year)}
            </label>
            {locale !== 'en' && (
              <p className="mt-1 text-teal-200">
                {t('dashboard.photos.statementMeaning', {
                  date: intlDate(order.roll_year),
                })}
              </p>
            )}
            {statementError && (
              <p id={`${statementId}-error`} className="mt-1 text-red-200">
                {statementError}
              </p>
            )}
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {t('dashboard.photos.save')}
        </Button>
        <p role="status" className="text-sm text-mint-200">
          {savedAt ? t('dashboard.photos.saved') : ''}
        </p>
      </div>
      {(save.error || invalid) && (
        <p role="alert" className="text-sm text-red-200">
          {rich('dashboard.photos.saveFailed', {
            reason: save.error ? (
              known(save.error.message) === save.error.message ? (
                <ErrorWords error={save.error} />
              ) : (
                known(save.error.message)
              )
            ) : (
              invalid
            ),
          })}
        </p>
      )}
    </form>
  );
}

function PhotoChoice({
  capture,
  position,
  captionField,
  disabled,
  outOfPackage,
  onToggle,
}: {
  capture: TourCapture;
  position: number | null;
  /** The caption's registration in the form (while the photo is chosen). */
  captionField: UseFormRegisterReturn | null;
  disabled: boolean;
  /** Chosen but not printed: saved before the owner's statement covered it. */
  outOfPackage: boolean;
  onToggle: (on: boolean) => void;
}) {
  const image = useCaptureImage(capture.image_url);
  const id = useId();
  const { t, locale } = useI18n();
  // The room line is the capture's English (printed for the board); the date the visitor's locale's.
  const name = `${roomLine(capture)}, ${formatCapturedAt(capture.created_at, locale === 'en' ? undefined : locale)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-mint-400/15 bg-teal-900/70">
      <div className="flex aspect-video items-center justify-center bg-black/40">
        {image.src ? (
          <img
            src={image.src}
            alt={t('dashboard.photos.photoAlt', { name })}
            className="h-full w-full object-cover"
          />
        ) : image.failed ? (
          <ImageOff aria-label={t('dashboard.evidence.photoFailed')} className="size-8 text-teal-300" />
        ) : (
          <Spinner label={t('dashboard.evidence.photoLoading')} />
        )}
      </div>
      <div className="flex flex-col gap-2 p-4 text-sm">
        <div className="flex items-start gap-2">
          <input
            id={`${id}-use`}
            type="checkbox"
            checked={position !== null}
            disabled={disabled}
            onChange={(event) => onToggle(event.target.checked)}
            className="mt-0.5 size-4 accent-mint-400"
          />
          <label htmlFor={`${id}-use`} className="text-white">
            {t('dashboard.photos.use', { name })}
            {position !== null && (
              <span className="ml-1 text-mint-200">{t('dashboard.photos.position', { position })}</span>
            )}
          </label>
        </div>
        {position !== null && outOfPackage && (
          <p className="text-amber-200">{t('dashboard.photos.notInPackage')}</p>
        )}
        {position !== null && captionField && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-caption`} className="text-teal-100">
              {t('dashboard.photos.caption', { name })}
            </label>
            <input
              id={`${id}-caption`}
              type="text"
              maxLength={EVIDENCE_PHOTO_LIMITS.captionMax}
              // The caption is printed for the board, who reads English.
              lang="en"
              aria-describedby={locale === 'en' ? undefined : `${id}-caption-hint`}
              placeholder="e.g. Original 1962 kitchen, never remodelled"
              {...captionField}
              className="h-10 rounded-md border border-teal-600 bg-teal-950 px-3 text-white placeholder:text-teal-400"
            />
            {locale !== 'en' && (
              <p id={`${id}-caption-hint`} className="text-xs text-teal-300">
                {t('dashboard.photos.captionHint')}
              </p>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
