import { detectCounty } from '@homie/contracts/county-detection';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import { useEffect, useState } from 'react';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { nextAppealDeadline } from '../utils/appeal-deadline.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date, refreshed every 24 hours while the page stays open (spec §9). */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setToday(new Date()), DAY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}

/**
 * For the county the property is in: inside its appeal window, the days to go and the "Appeal
 * Window Ends" date; with the window closed or not open yet, when the next one opens (filing cannot
 * start before), never a countdown to an end months after it.
 */
export function AppealCountdown({
  zip,
  city,
  now,
}: {
  zip: string | null | undefined;
  city: string | null | undefined;
  /** The app's clock; today (refreshed daily) when not given. */
  now?: Date;
}) {
  const { t, rich, intl } = useI18n();
  const clock = useToday();
  const today = now ?? clock;
  // "November 30, 2026" and "11/30/2026" in English, the locale's own forms in another language.
  const date = (day: CalendarDate, style: 'long' | 'numeric') =>
    intl.formatDate(Date.UTC(day.year, day.month - 1, day.day), {
      year: 'numeric',
      month: style,
      day: 'numeric',
      timeZone: 'UTC',
    });
  const detection = detectCounty({ zip, city });
  if (!detection.supported) {
    // An unsupported county's reason is contracts' English sentence (decision 259): marked so.
    return zip || city ? (
      <p className="text-sm text-teal-200" lang="en">
        {detection.reason}
      </p>
    ) : (
      <p className="text-sm text-teal-200">{t('details.lookUpDeadline')}</p>
    );
  }
  const deadline = nextAppealDeadline(detection.county, today);
  return (
    <div className="grid gap-1 rounded-xl border border-mint-400/30 bg-teal-950/50 p-4">
      {deadline.isOpen ? (
        <p className="text-3xl font-bold text-mint-300">
          {t('details.daysToGo', { count: deadline.daysToGo })}
        </p>
      ) : (
        <>
          <p className="text-3xl font-bold text-mint-300">
            {t('details.filingOpens', { date: date(deadline.opens, 'long') })}
          </p>
          <p className="text-sm text-teal-100">{t('details.closedNow', { count: deadline.daysToOpen })}</p>
        </>
      )}
      <p className="text-sm text-teal-100">
        {rich('details.windowEnds', {
          date: date(deadline.ends, 'numeric'),
          b: (chunks) => <span className="font-semibold text-white">{chunks}</span>,
        })}
      </p>
      <p className="text-xs text-teal-300">
        {t('details.accepts', {
          county: deadline.countyName,
          date: date(deadline.opens, 'numeric'),
          open: deadline.isOpen ? 'yes' : 'no',
        })}
      </p>
    </div>
  );
}
