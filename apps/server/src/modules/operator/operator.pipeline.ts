/**
 * The back office's appeals pipeline (issue 52 item 5, decision 240): paid orders counted by county and
 * by the stage the owner's timeline has reached, and the orders that need a look: not filed with the
 * filing period closing or closed, a hearing long past without a reported decision, two years after
 * filing without one (R&T §1604(c)).
 */
import { californiaDate, daysUntil, longCalendarDate } from '@homie/contracts/appeal-calendar';
import { noticeOfRow, orderDeadline } from '@homie/contracts/notice-appeals';
import { type AppealStage, appealStage } from '@homie/contracts/appeal-timeline';
import { addDays, type CalendarDate, isoCalendarDate, parseIsoDate } from '@homie/contracts/appeals-dates';
import {
  PIPELINE_DECISION_LATE_DAYS,
  PIPELINE_FILING_SOON_DAYS,
  type Pipeline,
} from '@homie/contracts/operator';
import { countyKeyOf } from '#modules/properties/properties.plugin.ts';
import type { pipelineRows } from './operator.repository.ts';

type Row = Awaited<ReturnType<typeof pipelineRows>>[number];

/** The list of orders that need a look is capped: the oldest first. */
const ATTENTION_LIMIT = 100;
const UNKNOWN_COUNTY = 'unknown';

function stageOf(row: Row): AppealStage {
  return appealStage({
    form_generated: row.form_generated,
    progress: { filed_on: row.filed_on, filed_how: null, hearing_on: row.hearing_on },
    outcome: row.decided_on
      ? {
          decided_on: row.decided_on,
          outcome: 'denied',
          value_decided: null,
          has_notice: false,
          reported_at: '',
        }
      : null,
  });
}

/** Why an order needs a look as of `today`, and since when; null when it does not. */
function attentionOf(
  row: Row,
  stage: AppealStage,
  today: CalendarDate,
): { reason: string; since: CalendarDate } | null {
  const county = countyKeyOf(row.county);
  if ((stage === 'not_prepared' || stage === 'prepared') && county && row.paid_at) {
    // The order's own last day: its notice's limit, else its roll year's period (decisions 226, 246).
    const window = orderDeadline(county, new Date(row.paid_at), noticeOfRow(row), today);
    const left = window ? daysUntil(today, window.closes) : 0;
    if (window?.state === 'closed')
      return {
        reason: `Not filed: the filing period closed ${longCalendarDate(window.closes)}`,
        since: window.closes,
      };
    if (window?.state === 'open' && left <= PIPELINE_FILING_SOON_DAYS)
      return {
        reason: `Not filed: the filing period closes ${longCalendarDate(window.closes)} (${left === 0 ? 'today' : `in ${left} day${left === 1 ? '' : 's'}`})`,
        since: today,
      };
  }
  if (stage === 'hearing_set' && row.hearing_on) {
    const hearing = parseIsoDate(row.hearing_on) as CalendarDate;
    const late = addDays(hearing, PIPELINE_DECISION_LATE_DAYS);
    if (daysUntil(today, late) < 0)
      return {
        reason: `No decision reported ${PIPELINE_DECISION_LATE_DAYS} days after the hearing of ${longCalendarDate(hearing)}`,
        since: late,
      };
  }
  if ((stage === 'filed' || stage === 'hearing_set') && row.filed_on) {
    const filed = parseIsoDate(row.filed_on) as CalendarDate;
    const limit = addDays({ ...filed, year: filed.year + 2 }, 0);
    if (daysUntil(today, limit) < 0)
      return {
        reason: `No decision two years after filing on ${longCalendarDate(filed)}: the owner's opinion may be enrolled (R&T §1604(c))`,
        since: limit,
      };
  }
  return null;
}

export function pipelineOf(rows: Row[], now: Date): Pipeline {
  const today = californiaDate(now);
  const counts = new Map<string, number>();
  const attention: Pipeline['attention'] = [];
  for (const row of rows) {
    const stage = stageOf(row);
    const county = countyKeyOf(row.county) ?? UNKNOWN_COUNTY;
    const key = `${county}|${stage}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const look = attentionOf(row, stage, today);
    if (look)
      attention.push({
        order_id: row.id,
        address: [row.street, row.city].filter(Boolean).join(', ') || 'Address not recorded',
        county,
        stage,
        reason: look.reason,
        since: isoCalendarDate(look.since),
      });
  }
  return {
    counts: [...counts]
      .map(([key, orders]) => {
        const [county, stage] = key.split('|') as [string, AppealStage];
        return { county, stage, orders };
      })
      .sort((a, b) => a.county.localeCompare(b.county)),
    attention: attention
      .sort((a, b) => a.since.localeCompare(b.since) || a.order_id.localeCompare(b.order_id))
      .slice(0, ATTENTION_LIMIT),
  };
}
