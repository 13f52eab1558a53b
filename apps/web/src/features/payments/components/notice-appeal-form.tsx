import { zodResolver } from '@hookform/resolvers/zod';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { DATE_PLACEHOLDER } from '@homie/contracts/appeals';
import {
  NOTICE_TYPES,
  type NoticeAppeal,
  type NoticeAppealForm as NoticeAppealFields,
  type NoticeFieldProblem,
  type NoticeType,
  noticeAppealFormSchema,
  noticeAppealOf,
} from '@homie/contracts/notice-appeals';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import { useId, useMemo, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { type MessageId, formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';

/** The notice kinds' names (contracts' NOTICE_TYPE_LABELS) in the catalogue. */
const TYPE_TEXT: Record<NoticeType, MessageId> = {
  supplemental: 'plans.notice.type.supplemental',
  escape: 'plans.notice.type.escape',
  roll_change: 'plans.notice.type.rollChange',
  calamity: 'plans.notice.type.calamity',
  penalty: 'plans.notice.type.penalty',
};

/** What the event date is for each kind (contracts' NOTICE_EVENT_LABELS) in the catalogue. */
const EVENT_TEXT: Record<NoticeType, MessageId> = {
  supplemental: 'plans.notice.event.purchase',
  escape: 'plans.notice.event.lienDate',
  roll_change: 'plans.notice.event.lienDate',
  calamity: 'plans.notice.event.damage',
  penalty: 'plans.notice.event.lienDate',
};

/** The rule a field broke (contracts' noticeAppealOf), worded by the catalogue. */
const PROBLEM_TEXT: Record<'notice_date' | 'event_date', Partial<Record<NoticeFieldProblem, MessageId>>> = {
  notice_date: { unreadable: 'plans.notice.mailedUnreadable', future: 'plans.notice.mailedFuture' },
  event_date: {
    unreadable: 'plans.notice.eventUnreadable',
    notJanuary1: 'plans.notice.eventNotJanuary1',
    afterNotice: 'plans.notice.eventAfterNotice',
  },
};

/** An empty field's text (the form's schema, contracts' noticeAppealFormSchema) in the catalogue. */
const EMPTY_TEXT: Record<keyof NoticeAppealFields, MessageId> = {
  notice_type: 'plans.notice.chooseType',
  notice_date: 'plans.notice.enterMailed',
  event_date: 'plans.notice.enterEvent',
};

const NOTICE_PROBLEMS: readonly string[] = ['unreadable', 'future', 'notJanuary1', 'afterNotice'];

/** A notice's names and what its appeal means, in the visitor's language (decision 258). */
export function useNoticeWords() {
  const { t, intl, locale } = useI18n();
  return useMemo(() => {
    const typeName = (type: NoticeType) => t(TYPE_TEXT[type]);
    const longDate = (date: CalendarDate) => formatLongDate(intl, date);
    /** "03/15/2026" in English (as the owner typed it and the notice prints it), by Intl elsewhere. */
    const shortDate = (date: CalendarDate) =>
      intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: 'UTC',
      });
    /**
     * contracts' NoticeAppeal.message: the last day to file, 60 days after the mailing (R&T §1605(b))
     * or six months for a calamity (R&T §170(c)), and the value date; checked 2026-12-03.
     */
    const appealMessage = (appeal: NoticeAppeal) => {
      // The kind's name starts the English sentence; elsewhere it sits mid-sentence, lower-cased.
      const lower = typeName(appeal.type).toLocaleLowerCase(locale);
      const name = locale === 'en' ? typeName(appeal.type) : lower;
      const values = {
        closes: longDate(appeal.closes),
        sixMonths: appeal.type === 'calamity' ? 'yes' : 'no',
        mailed: shortDate(appeal.noticeDate),
        valueDate: longDate(appeal.valueDate),
      };
      return appeal.open
        ? t('plans.notice.open', { ...values, type: name })
        : t('plans.notice.closed', { ...values, type: lower });
    };
    return { typeName, appealMessage };
  }, [t, intl, locale]);
}

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
  const { t, locale } = useI18n();
  const { typeName, appealMessage } = useNoticeWords();
  const legendId = useId();
  const [closed, setClosed] = useState<NoticeAppeal | null>(null);
  const form = useForm<NoticeAppealFields>({
    resolver: zodResolver(noticeAppealFormSchema),
    defaultValues: { notice_type: undefined, notice_date: '', event_date: '' },
  });
  const { errors } = form.formState;
  const type = form.watch('notice_type');
  /** A field's error in the visitor's language: the rule it broke, or that it is empty. */
  const errorText = (field: keyof NoticeAppealFields, error: FieldError | undefined) => {
    if (!error) return undefined;
    const problem = NOTICE_PROBLEMS.includes(error.type) ? (error.type as NoticeFieldProblem) : null;
    if (problem && type && field !== 'notice_type') {
      const id = PROBLEM_TEXT[field][problem];
      if (id) {
        const year = form.getValues('event_date').trim().slice(-4);
        return t(id, {
          type: typeName(type).toLocaleLowerCase(locale),
          label: t(EVENT_TEXT[type]),
          year,
        });
      }
    }
    return error.type === 'too_small' || field === 'notice_type' ? t(EMPTY_TEXT[field]) : error.message;
  };

  return (
    <section aria-labelledby={`${legendId}-title`} className="rounded-xl border border-teal-700 p-4">
      <h2 id={`${legendId}-title`} className="text-lg font-semibold text-white">
        {t('plans.notice.title')}
      </h2>
      <p className="mt-1 text-sm text-teal-100">{t('plans.notice.intro')}</p>
      <form
        noValidate
        className="mt-3 grid gap-3"
        onSubmit={form.handleSubmit((values) => {
          setClosed(null);
          const check = noticeAppealOf(values, californiaDate(now()));
          if (!check.ok) {
            for (const [field, message] of Object.entries(check.errors)) {
              const key = field as keyof NoticeAppealFields;
              const problem = check.problems[key as 'notice_date' | 'event_date'] ?? 'unreadable';
              form.setError(key, { type: problem, message }, { shouldFocus: true });
            }
            return;
          }
          if (!check.appeal) return;
          if (!check.appeal.open) {
            setClosed(check.appeal);
            return;
          }
          onChosen(values, check.appeal);
        })}
      >
        <fieldset aria-describedby={errors.notice_type ? `${legendId}-error` : undefined}>
          <legend className="font-medium text-teal-50">{t('plans.notice.legend')}</legend>
          <div className="mt-1 grid gap-1 text-sm text-teal-100">
            {NOTICE_TYPES.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={kind}
                  {...form.register('notice_type')}
                  className="accent-mint-400"
                />
                {typeName(kind)}
              </label>
            ))}
          </div>
          {errors.notice_type && (
            <p id={`${legendId}-error`} className="mt-1 text-sm text-red-300">
              {errorText('notice_type', errors.notice_type)}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('plans.notice.mailed')}
          placeholder={DATE_PLACEHOLDER}
          inputMode="numeric"
          required
          error={errorText('notice_date', errors.notice_date)}
          {...form.register('notice_date')}
        />
        <TextField
          label={type ? t(EVENT_TEXT[type]) : t('plans.notice.event')}
          placeholder={DATE_PLACEHOLDER}
          inputMode="numeric"
          required
          error={errorText('event_date', errors.event_date)}
          {...form.register('event_date')}
        />
        <Button type="submit" variant="secondary" size="sm" className="justify-self-start">
          {t('plans.notice.submit')}
        </Button>
      </form>
      <div role="alert" className="mt-2 text-sm text-amber-200">
        {closed ? appealMessage(closed) : null}
      </div>
    </section>
  );
}
