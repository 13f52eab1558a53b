import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  confirmConditionSchema,
  VIDEO_FINDINGS_TEXTS,
  type VideoFindings,
  videoClock,
} from '@homie/contracts/evidence';
import { CONDITION_LABELS, CONDITION_RATINGS } from '@homie/contracts/tour';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { useConfirmCondition, useKeepVideoFrame, useVideoFindings } from '../api/video-findings.ts';

type Rating = (typeof CONDITION_RATINGS)[number];

const clock = videoClock;

/** The line the owner's confirmed condition adds to "Additional notes" of the details form. */
export function conditionNote(rating: Rating): string {
  return `Condition (confirmed by the owner from the video): ${rating}, ${CONDITION_LABELS[rating]}.`;
}

/** Puts the confirmed condition into the details form's notes (replacing an earlier such line). */
function noteCondition(rating: Rating | null) {
  usePropertyStore.setState((state) => {
    if (!state.propertyInfo) return {};
    const kept = (state.propertyInfo.notes ?? '')
      .split('\n')
      .filter((line) => !line.startsWith('Condition (confirmed by the owner from the video)'))
      .join('\n')
      .trim();
    const notes = rating ? [kept, conditionNote(rating)].filter(Boolean).join('\n') : kept;
    return { propertyInfo: { ...state.propertyInfo, notes } };
  });
}

/**
 * "What your video shows" on /more-details (decision 114): for each uploaded video, the rooms,
 * features and condition cues its sampled frames showed; the owner confirms a condition (which
 * goes into the details form's notes) and may keep a frame as evidence. Nothing shows until a
 * video of this analysis is known.
 */
export function VideoFindingsPanel({ jobId }: { jobId: string | null }) {
  const findings = useVideoFindings(jobId);
  const videos = findings.data?.videos ?? [];
  if (!jobId || videos.length === 0) return null;
  return (
    <section aria-labelledby="video-findings-heading" className="grid gap-3">
      <h2 id="video-findings-heading" className="text-xl font-bold text-white">
        {VIDEO_FINDINGS_TEXTS.title}
      </h2>
      {videos.map((video, i) => (
        <VideoCard
          key={video.video_id}
          jobId={jobId}
          video={video}
          number={videos.length > 1 ? i + 1 : null}
        />
      ))}
    </section>
  );
}

function VideoCard({ jobId, video, number }: { jobId: string; video: VideoFindings; number: number | null }) {
  const label = number ? `Video ${number}` : 'Your video';
  if (video.status === 'pending' || video.status === 'running')
    return <Spinner label={`${label}: ${VIDEO_FINDINGS_TEXTS.looking}`} />;
  if (video.status === 'failed')
    return (
      <Alert variant="error" title={`${label} could not be looked at`}>
        {video.error}
      </Alert>
    );
  return (
    <article
      aria-label={label}
      className="grid gap-3 rounded-xl border border-mint-400/15 bg-teal-900/70 p-4 text-sm"
    >
      <p className="text-teal-200">
        {video.frames_sampled} still frame{video.frames_sampled === 1 ? '' : 's'} looked at (not stored).
      </p>
      <dl className="grid gap-2">
        <div>
          <dt className="font-semibold text-white">Rooms</dt>
          <dd className="text-teal-100">
            {video.rooms.length
              ? video.rooms
                  .map((r) => `${r.label} (${r.frames} frame${r.frames === 1 ? '' : 's'})`)
                  .join(', ')
              : 'No room could be told.'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-white">Features</dt>
          <dd className="text-teal-100">
            {video.features.length ? video.features.join(', ') : 'None named.'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-white">Condition cues</dt>
          <dd className="text-teal-100">
            {video.condition_cues.length ? (
              <ul className="list-disc pl-5">
                {video.condition_cues.map((cue) => (
                  <li key={cue}>{cue}</li>
                ))}
              </ul>
            ) : (
              VIDEO_FINDINGS_TEXTS.noCues
            )}
          </dd>
        </div>
      </dl>
      <ConfirmCondition jobId={jobId} video={video} />
      <KeepFrames video={video} />
    </article>
  );
}

type ConfirmConditionForm = z.input<typeof confirmConditionSchema>;

function ConfirmCondition({ jobId, video }: { jobId: string; video: VideoFindings }) {
  const confirm = useConfirmCondition(jobId);
  const form = useForm<ConfirmConditionForm>({
    resolver: zodResolver(confirmConditionSchema),
    defaultValues: { condition: video.owner_condition ?? video.suggested_condition ?? null },
  });
  const choice = useWatch({ control: form.control, name: 'condition' });
  const name = useId();
  return (
    <form
      className="grid gap-2"
      onSubmit={form.handleSubmit(({ condition }) => {
        if (!condition) return;
        confirm.mutate(
          { videoId: video.video_id, condition },
          { onSuccess: (saved) => noteCondition(saved.owner_condition) },
        );
      })}
    >
      <fieldset className="grid gap-1">
        <legend className="font-semibold text-white">Your home's condition</legend>
        {video.suggested_condition && (
          <p className="text-teal-200">
            Suggested from the video: {video.suggested_condition} (a suggestion only; you know your home).
          </p>
        )}
        {CONDITION_RATINGS.map((rating) => (
          <label key={rating} className="flex items-start gap-2 text-teal-50">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={choice === rating}
              onChange={() => form.setValue('condition', rating)}
              className="mt-0.5 accent-mint-400"
            />
            <span>
              {rating}: {CONDITION_LABELS[rating]}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" isLoading={confirm.isPending} disabled={!choice}>
          Confirm condition
        </Button>
        <p role="status" className="text-mint-200">
          {video.owner_condition
            ? `Confirmed: ${video.owner_condition}. Added to your notes in "Help us get it right": press Update my analysis to send it.`
            : ''}
        </p>
      </div>
      {confirm.error && (
        <p role="alert" className="text-red-200">
          Could not confirm: {confirm.error.message}
        </p>
      )}
    </form>
  );
}

function KeepFrames({ video }: { video: VideoFindings }) {
  const keep = useKeepVideoFrame();
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const [kept, setKept] = useState<number[]>([]);
  if (!video.frames.length) return null;
  return (
    <details className="text-teal-100">
      <summary className="cursor-pointer text-mint-300">Frames looked at ({video.frames.length})</summary>
      <ul className="mt-2 grid gap-2">
        {video.frames.map((frame) => (
          <li key={frame.index} className="grid gap-1">
            <p>
              <span className="font-semibold text-white">At {clock(frame.at_seconds)}</span>: {frame.finding}
            </p>
            {signedIn && (
              <Button
                variant="secondary"
                size="sm"
                className="justify-self-start"
                disabled={kept.includes(frame.index)}
                isLoading={keep.isPending && keep.variables?.index === frame.index}
                onClick={() =>
                  keep.mutate(
                    { videoId: video.video_id, index: frame.index },
                    { onSuccess: () => setKept((list) => [...list, frame.index]) },
                  )
                }
              >
                {kept.includes(frame.index)
                  ? 'Kept as evidence'
                  : `Keep frame at ${clock(frame.at_seconds)} as evidence`}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-mint-200">
        {kept.length ? VIDEO_FINDINGS_TEXTS.kept : signedIn ? '' : VIDEO_FINDINGS_TEXTS.signInToKeep}
      </p>
      {keep.error && (
        <p role="alert" className="text-red-200">
          Could not keep the frame: {keep.error.message}
        </p>
      )}
    </details>
  );
}
