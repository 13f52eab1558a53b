import { detectCounty } from '@homie/contracts/county-detection';
import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { useEffect, useState } from 'react';
import { nextAppealDeadline, shortUsDate } from '../utils/appeal-deadline.ts';

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
  const clock = useToday();
  const today = now ?? clock;
  const detection = detectCounty({ zip, city });
  if (!detection.supported) {
    return (
      <p className="text-sm text-teal-200">
        {zip || city ? detection.reason : "Look up your property to see your county's appeal deadline."}
      </p>
    );
  }
  const deadline = nextAppealDeadline(detection.county, today);
  return (
    <div className="grid gap-1 rounded-xl border border-mint-400/30 bg-teal-950/50 p-4">
      {deadline.isOpen ? (
        <p className="text-3xl font-bold text-mint-300">
          {deadline.daysToGo} {deadline.daysToGo === 1 ? 'day' : 'days'} to go
        </p>
      ) : (
        <>
          <p className="text-3xl font-bold text-mint-300">Filing opens {longCalendarDate(deadline.opens)}</p>
          <p className="text-sm text-teal-100">
            The appeal window is closed now: {deadline.daysToOpen}{' '}
            {deadline.daysToOpen === 1 ? 'day' : 'days'} until it opens.
          </p>
        </>
      )}
      <p className="text-sm text-teal-100">
        Appeal Window Ends: <span className="font-semibold text-white">{shortUsDate(deadline.ends)}</span>
      </p>
      <p className="text-xs text-teal-300">
        {deadline.countyName} County accepts appeals from {shortUsDate(deadline.opens)}
        {deadline.isOpen ? ' (open now)' : ''}.
      </p>
    </div>
  );
}
