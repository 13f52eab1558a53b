import { zodResolver } from '@hookform/resolvers/zod';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { NOTICE_KINDS, type NoticeFormInput, noticeFormSchema } from '@homie/contracts/watches';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { NOTICE_KIND_TEXT, useWatchWords } from './watch-words.ts';

type NoticeOutput = z.output<typeof noticeFormSchema>;

/**
 * "Received a notice?" (issue 52 item 3): a supplemental, escape or roll-change notice opens its own
 * appeal period, 60 days from its mailing date (R&T §1605(b)), whatever the regular window. The owner
 * gives its kind and mailing date; the last day is shown, and `onNotice` passes it on (the calendar
 * file adds it). `now` is the page's clock.
 */
export function NoticeDeadline({
  now,
  notice,
  onNotice,
}: {
  now: () => Date;
  notice: NoticeOutput | null;
  onNotice: (notice: NoticeOutput) => void;
}) {
  const { t } = useI18n();
  const words = useWatchWords();
  const legendId = useId();
  const form = useForm<NoticeFormInput, unknown, NoticeOutput>({
    resolver: zodResolver(noticeFormSchema),
    defaultValues: { kind: undefined, mailed_on: '' },
  });
  const { errors } = form.formState;
  const mailed = notice ? parseIsoDate(notice.mailed_on) : null;

  return (
    <details className="mt-3 text-sm text-teal-100">
      <summary className="cursor-pointer font-semibold text-mint-200">{t('watch.notice.summary')}</summary>
      <form
        noValidate
        className="mt-2 grid gap-3"
        onSubmit={form.handleSubmit((values) => {
          const problem = words.dateProblem(values.mailed_on, now());
          if (problem) {
            form.setError('mailed_on', { message: problem }, { shouldFocus: true });
            return;
          }
          onNotice(values);
        })}
      >
        <fieldset aria-describedby={errors.kind ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="font-medium text-teal-50">
            {t('watch.notice.kind')}
          </legend>
          <div className="mt-1 grid gap-1">
            {NOTICE_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input type="radio" value={kind} {...form.register('kind')} className="accent-mint-400" />
                {t(NOTICE_KIND_TEXT[kind])}
              </label>
            ))}
          </div>
          {errors.kind && (
            <p id={`${legendId}-error`} className="mt-1 text-red-300">
              {words.problem(errors.kind.message)}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('watch.notice.mailed')}
          type="date"
          required
          error={words.problem(errors.mailed_on?.message)}
          {...form.register('mailed_on')}
        />
        <Button type="submit" variant="secondary" size="sm" className="justify-self-start">
          {t('watch.notice.show')}
        </Button>
      </form>
      <div role="status" className="mt-2">
        {notice && mailed && (
          <>
            <p className="font-semibold text-white">{words.deadlineText(notice.kind, mailed)}</p>
            <p className="text-xs text-teal-300">{t('watch.notice.note')}</p>
          </>
        )}
      </div>
    </details>
  );
}
