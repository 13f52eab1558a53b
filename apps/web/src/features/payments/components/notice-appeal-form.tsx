import { zodResolver } from '@hookform/resolvers/zod';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { DATE_PLACEHOLDER } from '@homie/contracts/appeals';
import {
  NOTICE_EVENT_LABELS,
  NOTICE_TYPE_LABELS,
  NOTICE_TYPES,
  type NoticeAppeal,
  type NoticeAppealForm as NoticeAppealFields,
  noticeAppealFormSchema,
  noticeAppealOf,
} from '@homie/contracts/notice-appeals';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';

export const NOTICE_APPEAL_TEXT = {
  title: 'Received an assessment notice?',
  intro:
    'A supplemental, escape, roll change, calamity or penalty notice can be appealed all year, within its own limit: 60 days from the mailing date printed on it (six months for a calamity reassessment). Homie prepares that appeal, valued at the notice’s own date.',
  submit: 'Prepare this appeal',
} as const;

/**
 * The closed period's way in (issue 51 item 3, decision 246): the owner names the notice they
 * received; the one calendar rule (contracts notice-appeals.ts) says whether it can still be filed,
 * and `onChosen` sells that appeal. `now` is the page's clock.
 */
export function NoticeAppealForm({
  now,
  onChosen,
}: {
  now: () => Date;
  onChosen: (fields: NoticeAppealFields, appeal: NoticeAppeal) => void;
}) {
  const legendId = useId();
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const form = useForm<NoticeAppealFields>({
    resolver: zodResolver(noticeAppealFormSchema),
    defaultValues: { notice_type: undefined, notice_date: '', event_date: '' },
  });
  const { errors } = form.formState;
  const type = form.watch('notice_type');

  return (
    <section aria-labelledby={`${legendId}-title`} className="rounded-xl border border-teal-700 p-4">
      <h2 id={`${legendId}-title`} className="text-lg font-semibold text-white">
        {NOTICE_APPEAL_TEXT.title}
      </h2>
      <p className="mt-1 text-sm text-teal-100">{NOTICE_APPEAL_TEXT.intro}</p>
      <form
        noValidate
        className="mt-3 grid gap-3"
        onSubmit={form.handleSubmit((values) => {
          setClosedMessage(null);
          const check = noticeAppealOf(values, californiaDate(now()));
          if (!check.ok) {
            for (const [field, message] of Object.entries(check.errors))
              form.setError(field as keyof NoticeAppealFields, { message }, { shouldFocus: true });
            return;
          }
          if (!check.appeal) return;
          if (!check.appeal.open) {
            setClosedMessage(check.appeal.message);
            return;
          }
          onChosen(values, check.appeal);
        })}
      >
        <fieldset aria-describedby={errors.notice_type ? `${legendId}-error` : undefined}>
          <legend className="font-medium text-teal-50">Assessment on your notice</legend>
          <div className="mt-1 grid gap-1 text-sm text-teal-100">
            {NOTICE_TYPES.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={kind}
                  {...form.register('notice_type')}
                  className="accent-mint-400"
                />
                {NOTICE_TYPE_LABELS[kind]}
              </label>
            ))}
          </div>
          {errors.notice_type && (
            <p id={`${legendId}-error`} className="mt-1 text-sm text-red-300">
              {errors.notice_type.message}
            </p>
          )}
        </fieldset>
        <TextField
          label="Date the notice was mailed"
          placeholder={DATE_PLACEHOLDER}
          inputMode="numeric"
          required
          error={errors.notice_date?.message}
          {...form.register('notice_date')}
        />
        <TextField
          label={type ? NOTICE_EVENT_LABELS[type] : 'Date of the event'}
          placeholder={DATE_PLACEHOLDER}
          inputMode="numeric"
          required
          error={errors.event_date?.message}
          {...form.register('event_date')}
        />
        <Button type="submit" variant="secondary" size="sm" className="justify-self-start">
          {NOTICE_APPEAL_TEXT.submit}
        </Button>
      </form>
      <div role="alert" className="mt-2 text-sm text-amber-200">
        {closedMessage}
      </div>
    </section>
  );
}
