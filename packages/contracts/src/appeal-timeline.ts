/**
 * Where a paid appeal stands, step by step (issue 52 item 5, decision 240): the package prepared, the
 * application filed, the hearing the board set, its decision. Pure: "My appeals" draws it and the back
 * office counts orders by the same stages.
 */
import { daysUntil, longCalendarDate } from './appeal-calendar.ts';
import { addDays, type CalendarDate, parseIsoDate } from './appeals-dates.ts';
import { FILING_METHOD_LABELS, OUTCOME_LABELS, type OrderSummary } from './paid-orders.ts';

export type TimelineStepKey = 'prepared' | 'filed' | 'hearing' | 'decision';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  text: string;
}

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

/** The four steps of an order's appeal as of `today` (California). */
export function appealTimeline(order: TimelineOrder, today: CalendarDate): TimelineStep[] {
  const { filed_on: filedOn, filed_how: filedHow, hearing_on: hearingOn } = order.progress;
  const filed = filedOn ? parseIsoDate(filedOn) : null;
  const hearing = hearingOn ? parseIsoDate(hearingOn) : null;
  const hearingAhead = hearing !== null && daysUntil(today, hearing) >= 0;
  const steps: Omit<TimelineStep, 'state'>[] = [];
  const done: boolean[] = [];

  done.push(order.form_generated || filed !== null || order.outcome !== null);
  steps.push({
    key: 'prepared',
    label: 'Package prepared',
    text: done[0]
      ? 'Your appeal form, letter and evidence were generated.'
      : "Fill in your county's form and generate the PDF.",
  });

  done.push(filed !== null || order.outcome !== null);
  steps.push({
    key: 'filed',
    label: 'Application filed',
    text:
      filed && filedHow
        ? `Filed ${longCalendarDate(filed)}, ${FILING_METHOD_LABELS[filedHow].toLowerCase()}.`
        : 'Record the day you filed and how, to follow your appeal here.',
  });

  done.push((hearing !== null && !hearingAhead) || order.outcome !== null);
  let hearingText: string;
  if (hearing && hearingAhead) {
    const exchangeBy = addDays(hearing, -EXCHANGE_DAYS_BEFORE_HEARING);
    const days = daysUntil(today, hearing);
    hearingText =
      `Hearing on ${longCalendarDate(hearing)} (${days === 0 ? 'today' : `in ${plural(days, 'day')}`}).` +
      (daysUntil(today, exchangeBy) >= 0
        ? ` To exchange information with the assessor, send yours by ${longCalendarDate(exchangeBy)}, 30 days before the hearing (R&T §1606).`
        : '');
  } else if (hearing) {
    hearingText = `Hearing held ${longCalendarDate(hearing)}.`;
  } else if (filed) {
    hearingText = `The board mails a notice of hearing, often months after filing: enter its date when it comes. If the board has not decided by ${longCalendarDate(addDays({ ...filed, year: filed.year + 2 }, 0))} (two years after filing) and the time was not extended, your opinion of value can be enrolled (R&T §1604(c)).`;
  } else {
    hearingText = 'The board sets a hearing after you file and mails you its date.';
  }
  steps.push({ key: 'hearing', label: 'Hearing', text: hearingText });

  done.push(order.outcome !== null);
  steps.push({
    key: 'decision',
    label: 'Decision',
    text: order.outcome
      ? `Decided ${long(order.outcome.decided_on)}: ${OUTCOME_LABELS[order.outcome.outcome]}.`
      : 'The board mails its decision after the hearing.',
  });

  const current = done.indexOf(false);
  return steps.map((step, i) => ({
    ...step,
    state: done[i] ? 'done' : i === current ? 'current' : 'upcoming',
  }));
}
