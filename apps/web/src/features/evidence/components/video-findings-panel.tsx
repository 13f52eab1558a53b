import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  confirmConditionSchema,
  type VideoFindings,
  type VideoFindingsInLanguage,
  videoClock,
  type WordedLine,
} from '@homie/contracts/evidence';
import type { Locale } from '@homie/contracts/locales';
import { CONDITION_LABELS, CONDITION_RATINGS, ROOM_LABELS, type RoomType } from '@homie/contracts/tour';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { useSessionStore } from '#lib/session-store.ts';
import { ApiError } from '#lib/api-client.ts';
import { useConfirmCondition, useKeepVideoFrame, useVideoFindings } from '../api/video-findings.ts';

type Rating = (typeof CONDITION_RATINGS)[number];

/** The contract's code of an API error, for its message in another language (decision 252). */
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : null);

const clock = videoClock;

/** The condition ratings' names (the `details` area; CONDITION_LABELS' English, which the notes keep). */
const CONDITION_IDS = {
  C1: 'details.conditionC1',
  C2: 'details.conditionC2',
  C3: 'details.conditionC3',
  C4: 'details.conditionC4',
  C5: 'details.conditionC5',
  C6: 'details.conditionC6',
} as const satisfies Record<Rating, MessageId>;

/** The rooms' names; the API sends a room by its English name (ROOM_LABELS), read back to its type. */
const ROOM_IDS = {
  bathroom: 'details.roomBathroom',
  bedroom: 'details.roomBedroom',
  kitchen: 'details.roomKitchen',
  living_room: 'details.roomLivingRoom',
  dining_room: 'details.roomDiningRoom',
  office: 'details.roomOffice',
  laundry: 'details.roomLaundry',
  garage: 'details.roomGarage',
  hallway: 'details.roomHallway',
  exterior: 'details.roomExterior',
  other: 'details.roomOther',
} as const satisfies Record<RoomType, MessageId>;
const ROOM_OF_LABEL = new Map(Object.entries(ROOM_LABELS).map(([type, label]) => [label, type as RoomType]));

/**
 * What the analyser wrote (features, condition cues, a frame's finding, a failure's reason) in English,
 * as the API's English fields carry it: shown as it came, marked English (decision 259), when the
 * server did not word it in the page's language.
 */
function English({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}

/**
 * A findings line the server worded in the page's language (decision 276): the page's own text,
 * with only the words of another language in it (a vision model's own English) marked as such.
 */
function Worded({ line, locale }: { line: WordedLine; locale: Locale }) {
  return (
    <>
      {line.parts.map((part, i) =>
        part.lang === locale ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line, never reordered
          <span key={i} lang={part.lang}>
            {part.text}
          </span>
        ),
      )}
    </>
  );
}

/** The findings in the page's language when the server worded them in it; undefined otherwise. */
const inPageLanguage = (video: VideoFindings, locale: Locale): VideoFindingsInLanguage | undefined =>
  video.in_language?.language === locale ? video.in_language : undefined;

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
  const { t } = useI18n();
  const findings = useVideoFindings(jobId);
  const videos = findings.data?.videos ?? [];
  if (!jobId || videos.length === 0) return null;
  return (
    <section aria-labelledby="video-findings-heading" className="grid gap-3">
      <h2 id="video-findings-heading" className="text-xl font-bold text-white">
        {t('details.findingsTitle')}
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
  const { t, intl, locale } = useI18n();
  const own = inPageLanguage(video, locale);
  const label = number
    ? t('details.videoNumber', { number: intl.formatNumber(number) })
    : t('details.yourVideo');
  if (video.status === 'pending' || video.status === 'running')
    return <Spinner label={t('details.looking', { video: label })} />;
  if (video.status === 'failed')
    return (
      <Alert variant="error" title={t('details.lookFailed', { video: label })}>
        {own?.error ? (
          <Worded line={own.error} locale={locale} />
        ) : (
          video.error && <English>{video.error}</English>
        )}
      </Alert>
    );
  const roomName = (name: string) => {
    const type = ROOM_OF_LABEL.get(name);
    return type ? t(ROOM_IDS[type]) : name;
  };
  return (
    <article
      aria-label={label}
      className="grid gap-3 rounded-xl border border-mint-400/15 bg-teal-900/70 p-4 text-sm"
    >
      <p className="text-teal-200">{t('details.framesLooked', { count: video.frames_sampled })}</p>
      <dl className="grid gap-2">
        <div>
          <dt className="font-semibold text-white">{t('details.rooms')}</dt>
          <dd className="text-teal-100">
            {video.rooms.length
              ? intl.formatList(
                  video.rooms.map((r) =>
                    t('details.roomFrames', { room: roomName(r.label), count: r.frames }),
                  ),
                  { type: 'unit' },
                )
              : t('details.noRoom')}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-white">{t('details.features')}</dt>
          <dd className="text-teal-100">
            {own?.features.length ? (
              intl.formatList(
                own.features.map((line) => <Worded key={line.text} line={line} locale={locale} />),
                { type: 'unit' },
              )
            ) : video.features.length ? (
              <English>{video.features.join(', ')}</English>
            ) : (
              t('details.noFeatures')
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-white">{t('details.cues')}</dt>
          <dd className="text-teal-100">
            {own?.condition_cues.length ? (
              <ul className="list-disc pl-5">
                {own.condition_cues.map((cue) => (
                  <li key={cue.text}>
                    <Worded line={cue} locale={locale} />
                  </li>
                ))}
              </ul>
            ) : video.condition_cues.length ? (
              <ul className="list-disc pl-5">
                {video.condition_cues.map((cue) => (
                  <li key={cue} lang="en">
                    {cue}
                  </li>
                ))}
              </ul>
            ) : (
              t('details.noCues')
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
  const { t } = useI18n();
  const errorText = useErrorText();
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
        <legend className="font-semibold text-white">{t('details.condition')}</legend>
        {video.suggested_condition && (
          <p className="text-teal-200">{t('details.suggested', { rating: video.suggested_condition })}</p>
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
            <span>{t('details.conditionOption', { rating, name: t(CONDITION_IDS[rating]) })}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" isLoading={confirm.isPending} disabled={!choice}>
          {t('details.confirm')}
        </Button>
        <p role="status" className="text-mint-200">
          {video.owner_condition ? t('details.confirmed', { rating: video.owner_condition }) : ''}
        </p>
      </div>
      {confirm.error && (
        <p role="alert" className="text-red-200">
          {t('details.confirmFailed', { reason: errorText(confirm.error.message, codeOf(confirm.error)) })}
        </p>
      )}
    </form>
  );
}

function KeepFrames({ video }: { video: VideoFindings }) {
  const { t, rich, intl, locale } = useI18n();
  const own = inPageLanguage(video, locale);
  const errorText = useErrorText();
  const keep = useKeepVideoFrame();
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const [kept, setKept] = useState<number[]>([]);
  if (!video.frames.length) return null;
  return (
    <details className="text-teal-100">
      <summary className="cursor-pointer text-mint-300">
        {t('details.framesSummary', { count: intl.formatNumber(video.frames.length) })}
      </summary>
      <ul className="mt-2 grid gap-2">
        {video.frames.map((frame) => (
          <li key={frame.index} className="grid gap-1">
            <p>
              {rich('details.frameFinding', {
                time: clock(frame.at_seconds),
                at: (chunks) => <span className="font-semibold text-white">{chunks}</span>,
                finding: own?.frame_findings[frame.index] ? (
                  <Worded line={own.frame_findings[frame.index]!} locale={locale} />
                ) : (
                  <English>{frame.finding}</English>
                ),
              })}
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
                  ? t('details.keptFrame')
                  : t('details.keepFrame', { time: clock(frame.at_seconds) })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-mint-200">
        {kept.length ? t('details.keptSaved') : signedIn ? '' : t('details.signInToKeep')}
      </p>
      {keep.error && (
        <p role="alert" className="text-red-200">
          {t('details.keepFailed', { reason: errorText(keep.error.message, codeOf(keep.error)) })}
        </p>
      )}
    </details>
  );
}
