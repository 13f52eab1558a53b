/**
 * Where a paid appeal stands, step by step (issue 52 item 5, decision 240): the package prepared, the
 * application filed, the hearing the board set, its decision. Pure: "My appeals" draws it and the back
 * office counts orders by the same stages.
 */
import { daysUntil, longCalendarDate } from './appeal-calendar.ts';
import { addDays, type CalendarDate, parseIsoDate } from './appeals-dates.ts';
import {
  type AppealOutcomeKind,
  FILING_METHOD_LABELS,
  type FilingMethod,
  OUTCOME_LABELS,
  type OrderSummary,
} from './paid-orders.ts';

export type TimelineStepKey = 'prepared' | 'filed' | 'hearing' | 'decision';

/**
 * What a step says, before it is worded (issue 55): `timelineNoteText` words it in English, the
 * screens in the visitor's language.
 */
export type TimelineNote =
  | { kind: 'preparedDone' }
  | { kind: 'preparedTodo' }
  | { kind: 'filed'; on: CalendarDate; how: FilingMethod }
  | { kind: 'filedTodo' }
  /** `exchangeBy`: the last day to start an exchange of information, null once it has passed. */
  | { kind: 'hearingAhead'; on: CalendarDate; days: number; exchangeBy: CalendarDate | null }
  | { kind: 'hearingHeld'; on: CalendarDate }
  /** Filed, no hearing date: `enrolledAfter` is two years after filing (R&T §1604(c)). */
  | { kind: 'hearingAwaited'; enrolledAfter: CalendarDate }
  | { kind: 'hearingUnset' }
  /** `on`: the decision's date as the owner gave it (YYYY-MM-DD). */
  | { kind: 'decided'; on: string; outcome: AppealOutcomeKind }
  | { kind: 'decisionAwaited' };

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  note: TimelineNote;
  /** The note in English. */
  text: string;
}

export const TIMELINE_LABELS: Record<TimelineStepKey, string> = {
  prepared: 'Package prepared',
  filed: 'Application filed',
  hearing: 'Hearing',
  decision: 'Decision',
};

/** The stage an order has reached: the last step done (none: not prepared yet). */
export const APPEAL_STAGES = ['not_prepared', 'prepared', 'filed', 'hearing_set', 'decided'] as const;
export type AppealStage = (typeof APPEAL_STAGES)[number];
export const APPEAL_STAGE_LABELS: Record<AppealStage, string> = {
  not_prepared: 'Not prepared yet',
  prepared: 'Prepared, not filed',
  filed: 'Filed, no hearing date',
  hearing_set: 'Hearing scheduled',
  decided: 'Decided',
};

/** Days before the hearing by which an exchange of information must be started (R&T §1606, Rule 305.1). */
export const EXCHANGE_DAYS_BEFORE_HEARING = 30;

type TimelineOrder = Pick<OrderSummary, 'form_generated' | 'progress' | 'outcome'>;

export function appealStage(order: TimelineOrder): AppealStage {
  if (order.outcome) return 'decided';
  if (order.progress.hearing_on) return 'hearing_set';
  if (order.progress.filed_on) return 'filed';
  return order.form_generated ? 'prepared' : 'not_prepared';
}

const long = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? longCalendarDate(date) : iso;
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A step's note in English. */
export function timelineNoteText(note: TimelineNote): string {
  switch (note.kind) {
    case 'preparedDone':
      return 'Your appeal form, letter and evidence were generated.';
    case 'preparedTodo':
      return "Fill in your county's form and generate the PDF.";
    case 'filed':
      return `Filed ${longCalendarDate(note.on)}, ${FILING_METHOD_LABELS[note.how].toLowerCase()}.`;
    case 'filedTodo':
      return 'Record the day you filed and how, to follow your appeal here.';
    case 'hearingAhead':
      return (
        `Hearing on ${longCalendarDate(note.on)} (${note.days === 0 ? 'today' : `in ${plural(note.days, 'day')}`}).` +
        (note.exchangeBy
          ? ` To exchange information with the assessor, send yours by ${longCalendarDate(note.exchangeBy)}, 30 days before the hearing (R&T §1606).`
          : '')
      );
    case 'hearingHeld':
      return `Hearing held ${longCalendarDate(note.on)}.`;
    case 'hearingAwaited':
      return `The board mails a notice of hearing, often months after filing: enter its date when it comes. If the board has not decided by ${longCalendarDate(note.enrolledAfter)} (two years after filing) and the time was not extended, your opinion of value can be enrolled (R&T §1604(c)).`;
    case 'hearingUnset':
      return 'The board sets a hearing after you file and mails you its date.';
    case 'decided':
      return `Decided ${long(note.on)}: ${OUTCOME_LABELS[note.outcome]}.`;
    case 'decisionAwaited':
      return 'The board mails its decision after the hearing.';
  }
}

/** The four steps of an order's appeal as of `today` (California). */
export function appealTimeline(order: TimelineOrder, today: CalendarDate): TimelineStep[] {
  const { filed_on: filedOn, filed_how: filedHow, hearing_on: hearingOn } = order.progress;
  const filed = filedOn ? parseIsoDate(filedOn) : null;
  const hearing = hearingOn ? parseIsoDate(hearingOn) : null;
  const hearingAhead = hearing !== null && daysUntil(today, hearing) >= 0;
  const notes: TimelineNote[] = [];
  const done: boolean[] = [];

  done.push(order.form_generated || filed !== null || order.outcome !== null);
  notes.push({ kind: done[0] ? 'preparedDone' : 'preparedTodo' });

  done.push(filed !== null || order.outcome !== null);
  notes.push(filed && filedHow ? { kind: 'filed', on: filed, how: filedHow } : { kind: 'filedTodo' });

  done.push((hearing !== null && !hearingAhead) || order.outcome !== null);
  if (hearing && hearingAhead) {
    const exchangeBy = addDays(hearing, -EXCHANGE_DAYS_BEFORE_HEARING);
    notes.push({
      kind: 'hearingAhead',
      on: hearing,
      days: daysUntil(today, hearing),
      exchangeBy: daysUntil(today, exchangeBy) >= 0 ? exchangeBy : null,
    });
  } else if (hearing) notes.push({ kind: 'hearingHeld', on: hearing });
  else if (filed)
    notes.push({ kind: 'hearingAwaited', enrolledAfter: addDays({ ...filed, year: filed.year + 2 }, 0) });
  else notes.push({ kind: 'hearingUnset' });

  done.push(order.outcome !== null);
  notes.push(
    order.outcome
      ? { kind: 'decided', on: order.outcome.decided_on, outcome: order.outcome.outcome }
      : { kind: 'decisionAwaited' },
  );

  const keys: TimelineStepKey[] = ['prepared', 'filed', 'hearing', 'decision'];
  const current = done.indexOf(false);
  return keys.map((key, i) => ({
    key,
    label: TIMELINE_LABELS[key],
    state: done[i] ? 'done' : i === current ? 'current' : 'upcoming',
    note: notes[i]!,
    text: timelineNoteText(notes[i]!),
  }));
}
