import { detectCounty } from '@homie/contracts/county-detection';
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

/** Days to go and the "Appeal Window Ends" date for the county the property is in. */
export function AppealCountdown({
  zip,
  city,
}: {
  zip: string | null | undefined;
  city: string | null | undefined;
}) {
  const today = useToday();
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
      <p className="text-3xl font-bold text-mint-300">
        {deadline.daysToGo} {deadline.daysToGo === 1 ? 'day' : 'days'} to go
      </p>
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
