import { zodResolver } from '@hookform/resolvers/zod';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { appealTimeline, type TimelineStep } from '@homie/contracts/appeal-timeline';
import {
  FILING_METHOD_LABELS,
  FILING_METHODS,
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
import { useRecordProgress } from '../api/record-progress.ts';

const STATE_WORDS: Record<TimelineStep['state'], string> = {
  done: 'done',
  current: 'now',
  upcoming: 'later',
};

function ProgressForm({ order, onDone }: { order: OrderSummary; onDone: () => void }) {
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
      aria-label={`Filing and hearing for ${order.property.address}`}
      className="grid gap-3 rounded-lg border border-teal-700 p-3 sm:grid-cols-3"
    >
      <TextField
        label="Filed on"
        type="date"
        error={errors.filed_on?.message}
        {...form.register('filed_on')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={howId} className="text-sm font-medium text-teal-50">
          How you filed
        </label>
        <select
          id={howId}
          aria-invalid={errors.filed_how ? true : undefined}
          aria-describedby={errors.filed_how ? `${howId}-error` : undefined}
          className="h-10 rounded-lg border border-teal-600 bg-teal-950/70 px-3 text-base text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-mint-300"
          {...form.register('filed_how')}
        >
          <option value="">Not filed yet</option>
          {FILING_METHODS.map((how) => (
            <option key={how} value={how}>
              {FILING_METHOD_LABELS[how]}
            </option>
          ))}
        </select>
        {errors.filed_how && (
          <p id={`${howId}-error`} className="text-sm text-red-300">
            {errors.filed_how.message}
          </p>
        )}
      </div>
      <TextField
        label="Hearing date"
        type="date"
        hint="From the board's notice of hearing."
        error={errors.hearing_on?.message}
        {...form.register('hearing_on')}
      />
      {mutation.error && (
        <Alert variant="error" className="sm:col-span-3">
          {mutation.error.message}
        </Alert>
      )}
      <Button type="submit" size="sm" isLoading={mutation.isPending} className="justify-self-start">
        Save
      </Button>
    </form>
  );
}

/**
 * Where a paid appeal stands (issue 52 item 5, decision 240): package prepared → filed → hearing →
 * decision, each step's date and what comes next; the owner records the filing and the hearing date.
 */
export function AppealTimeline({ order, now }: { order: OrderSummary; now?: Date }) {
  const [editing, setEditing] = useState(false);
  const steps = appealTimeline(order, californiaDate(now ?? new Date()));
  return (
    <div className="grid gap-3">
      <ol aria-label={`Appeal timeline for ${order.property.address}`} className="grid gap-2">
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
                {step.label} <span className="sr-only">({STATE_WORDS[step.state]})</span>
              </p>
              <p className="text-teal-100">{step.text}</p>
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
        {order.progress.filed_on ? 'Change filing or hearing date' : 'Record that you filed'}
      </Button>
      {editing && <ProgressForm order={order} onDone={() => setEditing(false)} />}
    </div>
  );
}
