import { californiaDate, informalWindow, longCalendarDate } from '@homie/contracts/appeal-calendar';
import { addDays, type CalendarDate, dayNumber } from '@homie/contracts/appeals-dates';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import {
  NOTICE_LABELS,
  NOTICE_MESSAGES,
  type NoticeKind,
  noticeDeadline,
  watchedWindow,
} from '@homie/contracts/watches';

/**
 * A home's appeal dates as an iCalendar file (RFC 5545; issue 52 item 4, decision 228): the regular
 * window's first and last day (the last with alarms 14 and 2 days before), and the assessor's
 * informal review where the county publishes its dates (only its last day, with an alarm 14 days
 * before, where that is all it publishes: decision 238). All-day events in the county's own dates,
 * from the same calendar the reminders use; nothing here derives a date of its own.
 */
export function appealDatesIcs(input: {
  county: CountyKey;
  address: string;
  jobId: string;
  now: Date;
  /** Where the events link back to (the app's public URL). */
  publicUrl: string;
  /** A supplemental, escape or roll-change notice the owner received, with its mailing date. */
  notice?: { kind: NoticeKind; mailedOn: CalendarDate } | undefined;
}): string {
  const { county, address, jobId, now } = input;
  const name = COUNTIES[county].name;
  const window = watchedWindow(county, now);
  const year = window.rollYear;
  const where = `${address} (${name} County)`;
  const url = `${input.publicUrl.replace(/\/$/, '')}/`;
  const stamp = utcStamp(now);
  const event = (
    id: string,
    summary: string,
    description: string,
    starts: CalendarDate,
    endsInclusive: CalendarDate,
    alarms: number[] = [],
  ) => [
    'BEGIN:VEVENT',
    `UID:${id}-${year}-${jobId}@homie`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(starts)}`,
    `DTEND;VALUE=DATE:${day(addDays(endsInclusive, 1))}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
    ...alarms.flatMap((days) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${text(`${summary} in ${days} days`)}`,
      `TRIGGER:-P${days}D`,
      'END:VALARM',
    ]),
    'END:VEVENT',
  ];

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Homie//Appeal dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(`Property tax appeal dates: ${address}`)}`,
    ...event(
      'window-opens',
      `Property tax appeal filing opens: ${address}`,
      `${name} County's regular appeal period for the value on January 1, ${year} opens on ${longCalendarDate(window.opens)} for ${where}.`,
      window.opens,
      window.opens,
    ),
    ...event(
      'last-filing-day',
      `Last day to file the property tax appeal: ${address}`,
      `The ${name} County Assessment Appeals Board must receive the application for the value on January 1, ${year} by ${longCalendarDate(window.closes)} (R&T §1603; a deadline on a weekend moves to the next business day) for ${where}.`,
      window.closes,
      window.closes,
      [14, 2],
    ),
  ];
  const informal = informalWindow(county, year, californiaDate(now));
  if (informal.opens && informal.closes && dayNumber(informal.closes) >= dayNumber(californiaDate(now))) {
    const about = informal.approximate ? 'about ' : '';
    lines.push(
      ...event(
        'informal-review',
        `${informal.name}: ${address}`,
        `The ${name} County Assessor's free informal review for the value on January 1, ${year} runs from ${longCalendarDate(informal.opens)} to ${about}${longCalendarDate(informal.closes)} for ${where}.`,
        informal.opens,
        informal.closes,
      ),
    );
  } else if (informal.closes && dayNumber(informal.closes) >= dayNumber(californiaDate(now))) {
    // A county that publishes only the last day (San Mateo, Contra Costa, Riverside): that day, with
    // an alarm 14 days before, as the reminder mail (decision 238).
    const about = informal.approximate ? 'about ' : '';
    lines.push(
      ...event(
        'informal-review-last-day',
        `Last day for the assessor's informal review: ${address}`,
        `The ${name} County Assessor takes the free informal review (${informal.name}) for the value on January 1, ${year} until ${about}${longCalendarDate(informal.closes)} for ${where}. It does not extend the deadline to file with the Assessment Appeals Board.`,
        informal.closes,
        informal.closes,
        [14],
      ),
    );
  }
  if (input.notice) {
    const { kind, mailedOn } = input.notice;
    const label = NOTICE_LABELS[kind].toLowerCase();
    lines.push(
      ...event(
        `notice-${kind}-${day(mailedOn)}`,
        `Last day to appeal the ${label}: ${address}`,
        `The ${label} mailed ${longCalendarDate(mailedOn)} for ${where} can be appealed to the ${name} County Assessment Appeals Board until ${longCalendarDate(noticeDeadline(mailedOn))}: ${NOTICE_MESSAGES.deadlineNote}`,
        noticeDeadline(mailedOn),
        noticeDeadline(mailedOn),
        [14, 2],
      ),
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const day = (d: CalendarDate) => `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
