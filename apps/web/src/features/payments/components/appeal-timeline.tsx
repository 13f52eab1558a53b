import { zodResolver } from '@hookform/resolvers/zod';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import {
  appealTimeline,
  type TimelineNote,
  type TimelineStep,
  type TimelineStepKey,
} from '@homie/contracts/appeal-timeline';
import {
  type FilingMethod,
  FILING_METHODS,
  PROGRESS_MESSAGES,
  type OrderSummary,
  type ProgressForm as ProgressFields,
  progressFormSchema,
  type RecordProgressBody,
} from '@homie/contracts/paid-orders';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { cn } from '#lib/cn.ts';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { useRecordProgress } from '../api/record-progress.ts';
import { OUTCOME_IDS } from './outcome-form.tsx';

type I18n = ReturnType<typeof useI18n>;

const PROGRESS_ERROR_IDS: Record<keyof typeof PROGRESS_MESSAGES, MessageId> = {
  filedHow: 'dashboard.progress.error.filedHow',
  filedFuture: 'dashboard.progress.error.filedFuture',
  filedBeforeOrder: 'dashboard.progress.error.filedBeforeOrder',
  hearingNeedsFiling: 'dashboard.progress.error.hearingNeedsFiling',
  hearingBeforeFiling: 'dashboard.progress.error.hearingBeforeFiling',
  hearingTooFar: 'dashboard.progress.error.hearingTooFar',
  notFiledAfterDecision: 'dashboard.progress.error.notFiledAfterDecision',
};
export const FILING_METHOD_IDS: Record<FilingMethod, MessageId> = {
  online: 'dashboard.progress.method.online',
  mail: 'dashboard.progress.method.mail',
  in_person: 'dashboard.progress.method.in_person',
};
const LABEL_IDS: Record<TimelineStepKey, MessageId> = {
  prepared: 'dashboard.timeline.label.prepared',
  filed: 'dashboard.timeline.label.filed',
  hearing: 'dashboard.timeline.label.hearing',
  decision: 'dashboard.timeline.label.decision',
};
const STATE_IDS: Record<TimelineStep['state'], MessageId> = {
  done: 'dashboard.timeline.state.done',
  current: 'dashboard.timeline.state.current',
  upcoming: 'dashboard.timeline.state.upcoming',
};
/** The notes said without a value. */
const NOTE_IDS = {
  preparedDone: 'dashboard.timeline.preparedDone',
  preparedTodo: 'dashboard.timeline.preparedTodo',
  filedTodo: 'dashboard.timeline.filedTodo',
  hearingUnset: 'dashboard.timeline.hearingUnset',
  decisionAwaited: 'dashboard.timeline.decisionAwaited',
} as const satisfies Record<string, MessageId>;

/** A contract's check message in the visitor's language (its English is the catalogue's). */
function progressError({ t }: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(PROGRESS_MESSAGES) as (keyof typeof PROGRESS_MESSAGES)[]).find(
    (k) => PROGRESS_MESSAGES[k] === message,
  );
  return key ? t(PROGRESS_ERROR_IDS[key]) : message;
}

/** A step's note in the visitor's language: contracts' `timelineNoteText`'s words, from the catalogue. */
function noteText({ t, intl }: I18n, note: TimelineNote): string {
  const day = (d: CalendarDate) =>
    intl.formatDate(Date.UTC(d.year, d.month - 1, d.day), { dateStyle: 'long', timeZone: 'UTC' });
  const iso = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return m ? day({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }) : text;
  };
  switch (note.kind) {
    case 'filed':
      return t('dashboard.timeline.filed', { date: day(note.on), how: note.how });
    case 'hearingAhead': {
      const when = t('dashboard.timeline.hearingAhead', { date: day(note.on), days: note.days });
      return note.exchangeBy
        ? `${when} ${t('dashboard.timeline.exchange', { date: day(note.exchangeBy) })}`
        : when;
    }
    case 'hearingHeld':
      return t('dashboard.timeline.hearingHeld', { date: day(note.on) });
    case 'hearingAwaited':
      return t('dashboard.timeline.hearingAwaited', { date: day(note.enrolledAfter) });
    case 'decided':
      return t('dashboard.timeline.decided', {
        date: iso(note.on),
        outcome: t(OUTCOME_IDS[note.outcome]),
      });
    default:
      return t(NOTE_IDS[note.kind]);
  }
}

function ProgressForm({ order, onDone }: { order: OrderSummary; onDone: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const mutation = useRecordProgress(order.order_id);
  const howId = useId();
  const form = useForm<ProgressFields, unknown, RecordProgressBody>({
    resolver: zodResolver(progressFormSchema),
    defaultValues: {
      filed_on: order.progress.filed_on ?? '',
      filed_how: order.progress.filed_how ?? '',
      hearing_on: order.progress.hearing_on ?? '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      onDone();
    } catch {
      // shown under the form
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('dashboard.progress.form', { address: order.property.address })}
      className="grid gap-3 rounded-lg border border-teal-700 p-3 sm:grid-cols-3"
    >
      <TextField
        label={t('dashboard.progress.filedOn')}
        type="date"
        error={progressError(i18n, errors.filed_on?.message)}
        {...form.register('filed_on')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={howId} className="text-sm font-medium text-teal-50">
          {t('dashboard.progress.how')}
        </label>
        <select
          id={howId}
          aria-invalid={errors.filed_how ? true : undefined}
          aria-describedby={errors.filed_how ? `${howId}-error` : undefined}
          className="h-10 rounded-lg border border-teal-600 bg-teal-950/70 px-3 text-base text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-mint-300"
          {...form.register('filed_how')}
        >
          <option value="">{t('dashboard.progress.notFiled')}</option>
          {FILING_METHODS.map((how) => (
            <option key={how} value={how}>
              {t(FILING_METHOD_IDS[how])}
            </option>
          ))}
        </select>
        {errors.filed_how && (
          <p id={`${howId}-error`} className="text-sm text-red-300">
            {progressError(i18n, errors.filed_how.message)}
          </p>
        )}
      </div>
      <TextField
        label={t('dashboard.progress.hearingDate')}
        type="date"
        hint={t('dashboard.progress.hearingHint')}
        error={progressError(i18n, errors.hearing_on?.message)}
        {...form.register('hearing_on')}
      />
      {mutation.error && (
        <Alert variant="error" className="sm:col-span-3">
          <ErrorWords error={mutation.error} />
        </Alert>
      )}
      <Button type="submit" size="sm" isLoading={mutation.isPending} className="justify-self-start">
        {t('dashboard.progress.save')}
      </Button>
    </form>
  );
}

/**
 * Where a paid appeal stands (issue 52 item 5, decision 240): package prepared → filed → hearing →
 * decision, each step's date and what comes next; the owner records the filing and the hearing date.
 */
export function AppealTimeline({ order, now }: { order: OrderSummary; now?: Date }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [editing, setEditing] = useState(false);
  const steps = appealTimeline(order, californiaDate(now ?? new Date()));
  return (
    <div className="grid gap-3">
      <ol
        aria-label={t('dashboard.timeline.list', { address: order.property.address })}
        className="grid gap-2"
      >
        {steps.map((step) => (
          <li
            key={step.key}
            className="flex gap-3"
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                step.state === 'done' && 'border-mint-400 bg-mint-400 text-teal-950',
                step.state === 'current' && 'border-mint-300',
                step.state === 'upcoming' && 'border-teal-600',
              )}
            >
              {step.state === 'done' && <Check className="size-3.5" />}
            </span>
            <div className="text-sm">
              <p className={cn('font-semibold', step.state === 'upcoming' ? 'text-teal-300' : 'text-white')}>
                {t(LABEL_IDS[step.key])} <span className="sr-only">({t(STATE_IDS[step.state])})</span>
              </p>
              <p className="text-teal-100">{noteText(i18n, step.note)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="ghost"
        className="justify-self-start"
        aria-expanded={editing}
        onClick={() => setEditing((open) => !open)}
      >
        {order.progress.filed_on ? t('dashboard.timeline.change') : t('dashboard.timeline.record')}
      </Button>
      {editing && <ProgressForm order={order} onDone={() => setEditing(false)} />}
    </div>
  );
}
