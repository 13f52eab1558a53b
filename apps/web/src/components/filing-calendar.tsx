import {
  type AppealCalendar,
  appealCalendar,
  type CalendarLine,
  calendarLines,
} from '@homie/contracts/appeal-calendar';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import { type CountyKey, isCountyKey } from '@homie/contracts/counties';
import { Alert } from '#components/ui/alert.tsx';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

export interface FilingCalendarProps {
  /** The property's county key; nothing is shown for an unknown or unsupported county. */
  county: string | null | undefined;
  /** Today; tests pass a fixed instant. */
  now?: Date;
  /** The heading's level where the calendar sits (2 on its own, 3 inside the result). */
  headingLevel?: 2 | 3;
}

/**
 * Each line's sentence by its case (contracts' `calendarLines`, whose English words these are,
 * identical: filing-calendar.test.tsx compares them). The informal review's dates: county-facts.ts
 * (decision 101); the formal window: R&T §1603 (checked 2026-12-03, decision 257).
 */
const LINE_TEXT: Record<CalendarLine['case'], MessageId> = {
  informalOpen: 'calendar.informalOpen',
  informalNotOpen: 'calendar.informalNotOpen',
  informalClosed: 'calendar.informalClosed',
  informalUntil: 'calendar.informalUntil',
  informalNoDates: 'calendar.informalNoDates',
  formalOpen: 'calendar.formalOpen',
  formalNotOpen: 'calendar.formalNotOpen',
  formalClosed: 'calendar.formalClosed',
  next: 'calendar.next',
};

/** The county's informal review by name (contracts' COUNTIES[county].informalReview), in the catalogue. */
const REVIEW_NAME: Record<CountyKey, MessageId> = {
  alameda: 'calendar.review.alameda',
  san_mateo: 'calendar.review.san_mateo',
  la: 'calendar.review.la',
  contra_costa: 'calendar.review.contra_costa',
  san_bernardino: 'calendar.review.san_bernardino',
  riverside: 'calendar.review.riverside',
  ventura: 'calendar.review.ventura',
  santa_clara: 'calendar.review.santa_clara',
};

/**
 * A calendar line's sentence in the visitor's language, dates by the locale's Intl: the filing
 * calendar's, and /fill-form's route chooser beside each document (decision 265).
 */
export function useCalendarLineText(): (calendar: AppealCalendar, line: CalendarLine) => string {
  const { t, intl } = useI18n();
  return (calendar, line) => {
    const { informal, formal, nextFormal, countyName } = calendar;
    const day = (date: CalendarDate | null | undefined) =>
      date
        ? intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          })
        : '';
    const window = line.route === 'informal' ? informal : line.route === 'formal' ? formal : nextFormal;
    return t(LINE_TEXT[line.case], {
      opens: day(window?.opens),
      closes: day(window?.closes),
      rollYear: String(window?.rollYear ?? calendar.rollYear),
      approx: informal.approximate ? 'yes' : 'no',
      county: countyName,
    });
  };
}

/**
 * What is open now for this county, until when, and what comes next (issue 16): shown with the
 * result, on /more-details and on /choose-plan, so a closed period is never sold as open. In the
 * visitor's language; dates by the locale's Intl ("November 30, 2026" in English).
 */
export function FilingCalendar({ county, now = new Date(), headingLevel = 2 }: FilingCalendarProps) {
  const { t } = useI18n();
  const lineText = useCalendarLineText();
  if (!isCountyKey(county)) return null;
  const calendar = appealCalendar(county, now);
  const lines = calendarLines(calendar);
  const { formal, nextFormal, countyName } = calendar;
  const closed = formal.state === 'closed';
  const headingId = `filing-calendar-${county}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const label = (line: CalendarLine) =>
    line.route === 'informal'
      ? t('calendar.informalLabel', { name: t(REVIEW_NAME[county]) })
      : line.route === 'formal'
        ? t('calendar.formalLabel')
        : t('calendar.nextLabel');
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-mint-400/30 bg-teal-950/50 p-4 text-sm"
    >
      <Heading id={headingId} className="text-base font-bold text-white">
        {t('calendar.heading', { county: countyName })}
      </Heading>
      {closed && nextFormal && (
        <Alert variant="warning" title={t('calendar.closedTitle', { rollYear: String(calendar.rollYear) })}>
          {t('calendar.closedBody', {
            rollYear: String(calendar.rollYear),
            nextYear: String(nextFormal.rollYear),
            county: countyName,
          })}
        </Alert>
      )}
      <dl className="grid gap-2">
        {lines.map((line) => (
          <div key={line.route}>
            <dt className="font-semibold text-mint-200">{label(line)}</dt>
            <dd className="text-teal-100">{lineText(calendar, line)}</dd>
          </div>
        ))}
      </dl>
      {/* R&T §1605 (notice-driven appeals, 60 days) and §170 (calamity reassessment): contracts' OTHER_APPEAL_ROUTES. */}
      <p className="text-xs text-teal-300">{t('calendar.otherRoutes')}</p>
    </section>
  );
}
