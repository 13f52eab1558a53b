import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import { formatUsDate } from '@homie/contracts/appeals-dates';
import { NOTICE_TYPE_LABELS, type NoticeAppeal } from '@homie/contracts/notice-appeals';

/**
 * The date a package argues the value at (decision 246): the roll year's January 1 lien date for the
 * regular assessment, or the value date of the notice the appeal answers. Every sentence of the
 * letter, the grid and the report that names the date reads it from here.
 */
export interface AppealMoment {
  rollYear: number;
  valueDate: CalendarDate;
  notice: NoticeAppeal | null;
}

export function appealMoment(rollYear: number, notice: NoticeAppeal | null = null): AppealMoment {
  return notice
    ? { rollYear: notice.valueDate.year, valueDate: notice.valueDate, notice }
    : { rollYear, valueDate: { year: rollYear, month: 1, day: 1 }, notice: null };
}

/** "the January 1, 2026 lien date" or "the September 13, 2026 value date". */
export function valueDatePhrase(moment: AppealMoment): string {
  return `the ${longCalendarDate(moment.valueDate)} ${moment.notice ? 'value date' : 'lien date'}`;
}

/** "supplemental assessment (notice mailed 11/15/2026, roll year 2026-27)", or the regular one's words. */
export function assessmentAppealedWords(moment: AppealMoment): string {
  const { notice } = moment;
  if (!notice) return `decline in value, ${moment.rollYear} regular assessment`;
  return `${NOTICE_TYPE_LABELS[notice.type].toLowerCase()}, notice mailed ${formatUsDate(notice.noticeDate)}, roll year ${notice.rollYearLabel}`;
}

/** Why the value is taken at that date, in the letter's words, with its source. */
export function valueDateReason(notice: NoticeAppeal): string {
  const date = longCalendarDate(notice.valueDate);
  switch (notice.type) {
    case 'supplemental':
      return `A supplemental assessment values the property at the date of the change in ownership or of the completion of new construction (Revenue and Taxation Code section 75.8), here ${date}.`;
    case 'calamity':
      return `A calamity reassessment values the property as it was after the damage of ${date} (Revenue and Taxation Code section 170).`;
    default:
      return `The notice changes the value enrolled for the lien date of ${date}.`;
  }
}
