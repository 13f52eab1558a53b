import { zodResolver } from '@hookform/resolvers/zod';
import {
  type NoticeKind,
  noticeReminderText,
  WATCH_MESSAGES,
  type WatchFormInput,
  watchFormSchema,
} from '@homie/contracts/watches';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { fileNameFromDisposition, saveBlob } from '#lib/download-file.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { useAppealDatesFile, useWatchHome } from '../api/watches.ts';
import { NoticeDeadline } from './notice-deadline.tsx';

type FormOutput = z.output<typeof watchFormSchema>;

interface WatchHomeProps {
  /** The analysis job of the home on screen. */
  jobId: string;
  /** The page's clock (tests move it). */
  now?: () => Date;
  headingLevel?: 2 | 3;
  className?: string;
}

const INTRO =
  'Free: Homie e-mails you when the county’s appeal window opens, 14 and 2 days before it closes, and on the assessor’s informal review dates where the county publishes them. It also runs this home’s analysis again on January 1, April 15 and July 2, and tells you if the answer changes.';

/**
 * "Watch this home" (issue 52, decision 228): a signed-in owner watches it with one click; a visitor
 * gives an address and confirms it from the e-mailed link before any reminder is sent.
 */
export function WatchHome({ jobId, headingLevel = 3, className, now = () => new Date() }: WatchHomeProps) {
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

  return (
    <section
      aria-labelledby={headingId}
      className={className ?? 'rounded-xl border border-mint-400/30 bg-teal-950/50 p-4'}
    >
      <Heading id={headingId} className="text-lg font-bold text-white">
        {WATCH_MESSAGES.watchAction}
      </Heading>
      <p className="mt-1 text-sm text-teal-200">{INTRO}</p>
      {mutation.isSuccess ? (
        <Alert variant="success" className="mt-3">
          {mutation.data.status === 'active'
            ? WATCH_MESSAGES.active
            : WATCH_MESSAGES.pending(submitted ?? 'your address')}
          {mutation.data.notice && ` ${noticeReminderText(mutation.data.notice.deadline)}`}
        </Alert>
      ) : signedIn ? (
        <div className="mt-3 grid gap-3">
          <Button
            type="button"
            className="justify-self-start"
            isLoading={mutation.isPending}
            onClick={() => mutation.mutate({ job_id: jobId, ...(notice ? { notice } : {}) })}
          >
            {WATCH_MESSAGES.watchAction}
          </Button>
          {mutation.isError && <Alert variant="error">{mutation.error.message}</Alert>}
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
            label="Email"
            type="email"
            autoComplete="email"
            required
            markRequired
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" isLoading={mutation.isPending} className="sm:mt-7">
            {WATCH_MESSAGES.watchAction}
          </Button>
          {mutation.isError && (
            <Alert variant="error" className="sm:col-span-2">
              {mutation.error.message}
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
          {WATCH_MESSAGES.addToCalendar}
        </Button>
        {datesFile.isError && <Alert variant="error">{datesFile.error.message}</Alert>}
      </div>
    </section>
  );
}
