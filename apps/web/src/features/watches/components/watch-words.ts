import type { CalendarDate } from '@homie/contracts/appeals-dates';
import {
  checkNoticeDate,
  NOTICE_MESSAGES,
  type NoticeKind,
  noticeDeadline,
  WATCH_MESSAGES,
} from '@homie/contracts/watches';
import { useMemo } from 'react';
import { formatLongDate, type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The contract's checks of a watch and a notice keep their English (the API answers it); the form
 * words the rule that broke in the visitor's language (decision 264), knowing each message by the
 * text the contract exports, as decision 258 does for the notice-appeal form.
 */
const PROBLEM_TEXT: Record<string, MessageId> = {
  [WATCH_MESSAGES.emailRequired]: 'watch.emailRequired',
  [WATCH_MESSAGES.invalidEmail]: 'watch.invalidEmail',
  [NOTICE_MESSAGES.kindRequired]: 'watch.notice.kindRequired',
  [NOTICE_MESSAGES.dateRequired]: 'watch.notice.dateRequired',
  [NOTICE_MESSAGES.dateInFuture]: 'watch.notice.dateInFuture',
  [NOTICE_MESSAGES.dateTooOld]: 'watch.notice.dateTooOld',
};

/** The notice kinds' names (contracts' NOTICE_LABELS) in the catalogue. */
export const NOTICE_KIND_TEXT: Record<NoticeKind, MessageId> = {
  supplemental: 'watch.notice.kind.supplemental',
  escape: 'watch.notice.kind.escape',
  roll_change: 'watch.notice.kind.rollChange',
};

/** A watch's and a notice's words in the visitor's language. */
export function useWatchWords() {
  const { t, intl } = useI18n();
  return useMemo(() => {
    const longDate = (date: CalendarDate) => formatLongDate(intl, date);
    /** A check's message in the catalogue; a text the contract does not list stays as it came. */
    const problem = (message: string | undefined) => {
      if (message === undefined) return undefined;
      const id = PROBLEM_TEXT[message];
      return id ? t(id) : message;
    };
    /** The rule contracts' checkNoticeDate says a mailing date breaks, in the catalogue. */
    const dateProblem = (mailedOn: string, now: Date): string | null => {
      const check = checkNoticeDate(mailedOn, now);
      if (!check) return null;
      return check.problem === 'ended'
        ? t('watch.notice.ended', { date: longDate(check.deadline) })
        : t(`watch.notice.${check.problem}`);
    };
    /** contracts' noticeDeadlineText: "Appeal the … notice mailed … by …". */
    const deadlineText = (kind: NoticeKind, mailedOn: CalendarDate) =>
      t('watch.notice.deadline', {
        kind: kind === 'roll_change' ? 'rollChange' : kind,
        mailed: longDate(mailedOn),
        closes: longDate(noticeDeadline(mailedOn)),
      });
    return { problem, dateProblem, deadlineText };
  }, [t, intl]);
}
