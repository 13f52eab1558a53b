import { zodResolver } from '@hookform/resolvers/zod';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { type NoticeKind, type WatchFormInput, watchFormSchema } from '@homie/contracts/watches';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import type { ApiError } from '#lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '#lib/download-file.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
import { useSessionStore } from '#lib/session-store.ts';
import { useAppealDatesFile, useWatchHome } from '../api/watches.ts';
import { NoticeDeadline } from './notice-deadline.tsx';
import { useWatchWords } from './watch-words.ts';

type FormOutput = z.output<typeof watchFormSchema>;

interface WatchHomeProps {
  /** The analysis job of the home on screen. */
  jobId: string;
  /** The page's clock (tests move it). */
  now?: () => Date;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * "Watch this home" (issue 52, decision 228): a signed-in owner watches it with one click; a visitor
 * gives an address and confirms it from the e-mailed link before any reminder is sent. Its texts are
 * the `watch` area's (decision 264), loaded with this component's code where it is shown.
 */
export function WatchHome({ jobId, headingLevel = 3, className, now = () => new Date() }: WatchHomeProps) {
  const { t, intl } = useI18n();
  const errorText = useErrorText();
  const words = useWatchWords();
  const failure = (error: Error) => errorText(error.message, (error as Partial<ApiError>).code);
  const [notice, setNotice] = useState<{ kind: NoticeKind; mailed_on: string } | null>(null);
  const headingId = useId();
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  const mutation = useWatchHome();
  const form = useForm<WatchFormInput, unknown, FormOutput>({
    resolver: zodResolver(watchFormSchema),
    defaultValues: { email: '' },
  });
  const datesFile = useAppealDatesFile();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const submitted = mutation.variables?.email;
  // contracts' noticeReminderText: reminded 14 and 2 days before the notice's last day (decision 228).
  const reminder = (deadline: string) => {
    const date = parseIsoDate(deadline);
    return t('watch.noticeReminder', { date: date ? formatLongDate(intl, date) : deadline });
  };

  return (
    <section
      aria-labelledby={headingId}
      className={className ?? 'rounded-xl border border-mint-400/30 bg-teal-950/50 p-4'}
    >
      <Heading id={headingId} className="text-lg font-bold text-white">
        {t('watch.heading')}
      </Heading>
      <p className="mt-1 text-sm text-teal-200">{t('watch.intro')}</p>
      {mutation.isSuccess ? (
        <Alert variant="success" className="mt-3">
          {mutation.data.status === 'active'
            ? t('watch.active')
            : t('watch.pending', { email: submitted ?? t('watch.yourAddress') })}
          {mutation.data.notice && ` ${reminder(mutation.data.notice.deadline)}`}
        </Alert>
      ) : signedIn ? (
        <div className="mt-3 grid gap-3">
          <Button
            type="button"
            className="justify-self-start"
            isLoading={mutation.isPending}
            onClick={() => mutation.mutate({ job_id: jobId, ...(notice ? { notice } : {}) })}
          >
            {t('watch.heading')}
          </Button>
          {mutation.isError && <Alert variant="error">{failure(mutation.error)}</Alert>}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            mutation.mutate({ job_id: jobId, email: values.email, ...(notice ? { notice } : {}) }),
          )}
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <TextField
            label={t('watch.email')}
            type="email"
            autoComplete="email"
            required
            markRequired
            error={words.problem(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" isLoading={mutation.isPending} className="sm:mt-7">
            {t('watch.heading')}
          </Button>
          {mutation.isError && (
            <Alert variant="error" className="sm:col-span-2">
              {failure(mutation.error)}
            </Alert>
          )}
        </form>
      )}
      <NoticeDeadline now={now} notice={notice} onNotice={setNotice} />
      <div className="mt-3 grid gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="justify-self-start"
          isLoading={datesFile.isPending}
          onClick={() =>
            datesFile.mutate(
              { jobId, notice },
              {
                onSuccess: (file) =>
                  saveBlob(
                    file.blob,
                    fileNameFromDisposition(
                      file.headers.get('content-disposition'),
                      'homie-appeal-dates.ics',
                    ),
                  ),
              },
            )
          }
        >
          {t('watch.addToCalendar')}
        </Button>
        {datesFile.isError && <Alert variant="error">{failure(datesFile.error)}</Alert>}
      </div>
    </section>
  );
}
