import { appealCalendar, calendarLines, OTHER_APPEAL_ROUTES } from '@homie/contracts/appeal-calendar';
import { isCountyKey } from '@homie/contracts/counties';
import { Alert } from '#components/ui/alert.tsx';

export interface FilingCalendarProps {
  /** The property's county key; nothing is shown for an unknown or unsupported county. */
  county: string | null | undefined;
  /** Today; tests pass a fixed instant. */
  now?: Date;
  /** The heading's level where the calendar sits (2 on its own, 3 inside the result). */
  headingLevel?: 2 | 3;
}

/**
 * What is open now for this county, until when, and what comes next (issue 16): shown with the
 * result, on /more-details and on /choose-plan, so a closed period is never sold as open.
 */
export function FilingCalendar({ county, now = new Date(), headingLevel = 2 }: FilingCalendarProps) {
  if (!isCountyKey(county)) return null;
  const calendar = appealCalendar(county, now);
  const lines = calendarLines(calendar);
  const closed = calendar.formal.state === 'closed';
  const headingId = `filing-calendar-${county}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-mint-400/30 bg-teal-950/50 p-4 text-sm"
    >
      <Heading id={headingId} className="text-base font-bold text-white">
        Filing calendar: {calendar.countyName} County
      </Heading>
      {closed && calendar.nextFormal && (
        <Alert variant="warning" title={`The ${calendar.rollYear} appeal period has closed`}>
          A formal appeal of the {calendar.rollYear} value can no longer be filed in {calendar.countyName}{' '}
          County. The appeal of the value on January 1, {calendar.nextFormal.rollYear} can be prepared from
          that day and filed from July 2, {calendar.nextFormal.rollYear}.
        </Alert>
      )}
      <dl className="grid gap-2">
        {lines.map((line) => (
          <div key={line.route}>
            <dt className="font-semibold text-mint-200">{line.label}</dt>
            <dd className="text-teal-100">{line.text}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-teal-300">{OTHER_APPEAL_ROUTES}</p>
    </section>
  );
}
