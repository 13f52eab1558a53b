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
import { useOrderEvidence, useSetOrderPhotos } from '../api/order-evidence.ts';

type PhotosOutput = z.output<typeof setEvidencePhotosSchema>;

const draftOf = (order: OrderEvidence | undefined): SetEvidencePhotos['photos'] =>
  order?.photos.map((p) => ({ capture_id: p.capture_id, caption: p.caption })) ?? [];

/** The statement stands ticked when every photo already saved is covered by it. */
const statementOf = (order: OrderEvidence) =>
  order.photos.length > 0 && order.photos.every((p) => p.in_package);

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

  return (
    <section aria-labelledby="appeal-photos-heading" className="mt-10 space-y-3">
      <div>
        <h2 id="appeal-photos-heading" className="text-xl font-bold text-white">
          {EVIDENCE_TEXTS.title}
        </h2>
        <p className="text-sm text-teal-200">{EVIDENCE_TEXTS.intro}</p>
      </div>
      {orders.isPending || captures.isPending ? (
        <Spinner label="Loading your appeal photos..." />
      ) : orders.error || captures.error ? (
        <Alert variant="error" title="Could not load your appeal photos">
          {(orders.error ?? captures.error)?.message}
          <div className="mt-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void orders.refetch();
                void captures.refetch();
              }}
            >
              Try again
            </Button>
          </div>
        </Alert>
      ) : !order ? (
        <p className="text-teal-100">{EVIDENCE_TEXTS.noOrders}</p>
      ) : captures.data.length === 0 ? (
        <p className="text-teal-100">{EVIDENCE_TEXTS.noCaptures}</p>
      ) : (
        <>
          {orders.data.length > 1 && (
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={selectId} className="font-medium text-teal-50">
                Appeal
              </label>
              <select
                id={selectId}
                value={order.job_id}
                onChange={(event) => setJobId(event.target.value)}
                className="h-10 max-w-md rounded-md border border-teal-600 bg-teal-950 px-3 text-white"
              >
                {orders.data.map((o) => (
                  <option key={o.order_id} value={o.job_id}>
                    {o.address ?? `Order ${o.order_id}`}
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
  const form = useForm<SetEvidencePhotos, unknown, PhotosOutput>({
    resolver: zodResolver(setEvidencePhotosSchema),
    defaultValues: { photos: draftOf(order), condition_statement: statementOf(order) },
  });
  // The chosen photos in order: the field array's own list, updated in the click's render.
  const { fields: draft, append, remove } = useFieldArray({ control: form.control, name: 'photos' });
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const known = useMemo(() => new Set(captures.map((c) => c.id)), [captures]);
  // A capture deleted from "Your evidence" leaves the appeal too (the server drops it with the capture).
  useEffect(() => {
    const gone = form.getValues('photos').flatMap((p, index) => (known.has(p.capture_id) ? [] : [index]));
    if (gone.length > 0) remove(gone);
  }, [known, form, remove]);

  const selected = (id: string) => draft.findIndex((p) => p.capture_id === id);
  const full = draft.length >= EVIDENCE_PHOTO_LIMITS.perOrder;
  const toggle = (id: string, on: boolean) => {
    setSavedAt(null);
    if (on) append({ capture_id: id, caption: '' });
    else remove(selected(id));
  };
  const { errors } = form.formState;
  const invalid = errors.photos?.root?.message ?? errors.photos?.message;
  const statementError = errors.condition_statement?.message;
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
              photos: values.photos.filter((p) => known.has(p.capture_id)),
              condition_statement: values.condition_statement,
            },
          },
          { onSuccess: () => setSavedAt(Date.now()) },
        ),
      )}
    >
      <fieldset>
        <legend className="mb-2 text-sm text-teal-100">
          {order.address ? `Appeal for ${order.address}: ` : ''}
          {draft.length} of at most {EVIDENCE_PHOTO_LIMITS.perOrder} photos chosen.
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
            <label htmlFor={statementId} className="text-white">
              {photoConditionStatement(order.roll_year)}
            </label>
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
          Save appeal photos
        </Button>
        <p role="status" className="text-sm text-mint-200">
          {savedAt ? EVIDENCE_TEXTS.saved : ''}
        </p>
      </div>
      {(save.error || invalid) && (
        <p role="alert" className="text-sm text-red-200">
          Could not save: {save.error?.message ?? invalid}
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
  const name = `${roomLine(capture)}, ${formatCapturedAt(capture.created_at)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-mint-400/15 bg-teal-900/70">
      <div className="flex aspect-video items-center justify-center bg-black/40">
        {image.src ? (
          <img src={image.src} alt={`Photo: ${name}`} className="h-full w-full object-cover" />
        ) : image.failed ? (
          <ImageOff aria-label="The photo could not be loaded" className="size-8 text-teal-300" />
        ) : (
          <Spinner label="Loading photo" />
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
            Use in the appeal: {name}
            {position !== null && <span className="ml-1 text-mint-200">(photo {position})</span>}
          </label>
        </div>
        {position !== null && outOfPackage && <p className="text-amber-200">{EVIDENCE_TEXTS.notInPackage}</p>}
        {position !== null && captionField && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-caption`} className="text-teal-100">
              Caption for {name}
            </label>
            <input
              id={`${id}-caption`}
              type="text"
              maxLength={EVIDENCE_PHOTO_LIMITS.captionMax}
              placeholder="e.g. Original 1962 kitchen, never remodelled"
              {...captionField}
              className="h-10 rounded-md border border-teal-600 bg-teal-950 px-3 text-white placeholder:text-teal-400"
            />
          </div>
        )}
      </div>
    </li>
  );
}
