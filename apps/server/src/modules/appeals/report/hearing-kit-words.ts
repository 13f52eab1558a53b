import { parseUsDate } from '@homie/contracts/appeals-dates';
import type { BaseYearAppeal } from '@homie/contracts/base-year';
import {
  type HearingKitParts,
  KIT_BLANK,
  KIT_REBUTTAL_KEYS,
  type KitOutlinePart,
  type KitRebuttalKey,
} from '@homie/contracts/hearing-kit';
import type { MailMessageId, MailText } from '#lib/i18n/mail-text.ts';

/**
 * The hearing kit's owner-facing sentences and the base-year note in the PDF report's language
 * (issue 55, decision 271): the server's parts worded from the mail catalogues (`report.kit.*`,
 * `report.baseYear.*`), as the web words them from its `form` catalogue. English prints the report's
 * own sentences (contracts' `hearingKitText`); the exchange letter is never worded here.
 */

const REBUTTAL_IDS: Record<KitRebuttalKey, { objection: MailMessageId; answer: MailMessageId | null }> = {
  far: { objection: 'report.kit.rebuttal.far.objection', answer: 'report.kit.rebuttal.far.answer' },
  timing: { objection: 'report.kit.rebuttal.timing.objection', answer: null },
  timeAdjustment: {
    objection: 'report.kit.rebuttal.timeAdjustment.objection',
    answer: 'report.kit.rebuttal.timeAdjustment.answer',
  },
  different: {
    objection: 'report.kit.rebuttal.different.objection',
    answer: 'report.kit.rebuttal.different.answer',
  },
  condition: {
    objection: 'report.kit.rebuttal.condition.objection',
    answer: 'report.kit.rebuttal.condition.answer',
  },
  paid: { objection: 'report.kit.rebuttal.paid.objection', answer: 'report.kit.rebuttal.paid.answer' },
  prop13: { objection: 'report.kit.rebuttal.prop13.objection', answer: 'report.kit.rebuttal.prop13.answer' },
  presumption: {
    objection: 'report.kit.rebuttal.presumption.objection',
    answer: 'report.kit.rebuttal.presumption.answer',
  },
};

/** A MM/DD/YYYY date in the locale's long form (the text as given when it is not a date). */
const long = (m: MailText, usDate: string) => {
  const date = parseUsDate(usDate);
  return date ? m.date(date) : usDate;
};

/** One decimal, rounded as contracts' English rounds it (`toFixed`), in the locale's digits. */
const oneDecimal = (m: MailText, value: number) =>
  new Intl.NumberFormat(m.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Number(value.toFixed(1)),
  );

function outlineWords(m: MailText, part: KitOutlinePart, parts: HearingKitParts): string {
  const date = long(m, parts.value_date);
  const or = (value: number | null, id: MailMessageId) => (value === null ? m.t(id) : m.money(value));
  switch (part.kind) {
    case 'appeal':
      return m.t('report.kit.outline.appeal', {
        year: String(part.roll_year),
        address: part.address || m.t('report.kit.word.theProperty'),
        parcel: part.parcel,
        assessed: or(part.assessed, 'report.kit.word.valueOnNotice'),
        date,
        opinion: or(part.opinion, 'report.kit.word.valueIState'),
      });
    case 'evidence': {
      const span = {
        count: part.count,
        dated: part.from !== null && part.to !== null ? 'yes' : 'no',
        from: part.from === null ? '' : long(m, part.from),
        to: part.to === null ? '' : long(m, part.to),
      };
      return part.range
        ? m.t('report.kit.outline.evidenceGrid', {
            ...span,
            date,
            low: m.money(part.range.low),
            high: m.money(part.range.high),
          })
        : m.t('report.kit.outline.evidenceList', span);
    }
    case 'closest':
      return m.t('report.kit.outline.closest', {
        address: part.address,
        date: long(m, part.date),
        price: or(part.price, 'report.kit.word.noPrice'),
        adjusted: or(part.adjusted, 'report.kit.word.notAdjusted'),
        weighted: part.weight === null ? 'no' : 'yes',
        weight: part.weight === null ? '' : oneDecimal(m, part.weight * 100),
        grossed: part.weight !== null && part.gross !== null ? 'yes' : 'no',
        gross: part.gross === null ? '' : oneDecimal(m, part.gross),
      });
    case 'reconciliation':
      return m.t('report.kit.outline.reconciliation', { value: m.money(part.value) });
    case 'difference':
      return m.t('report.kit.outline.difference', {
        assessed: m.money(part.assessed),
        gap: m.money(part.assessed - part.opinion),
        pct: oneDecimal(m, ((part.assessed - part.opinion) / part.assessed) * 100),
        opinion: m.money(part.opinion),
      });
    case 'condition':
      return m.t('report.kit.outline.condition');
    case 'request':
      return m.t('report.kit.outline.request', {
        date,
        opinion: or(part.opinion, 'report.kit.word.valueIState'),
      });
  }
}

/** The kit's owner-facing sentences in the locale (the shape of contracts' `hearingKitText`). */
export function hearingKitWords(m: MailText, parts: HearingKitParts) {
  const date = long(m, parts.value_date);
  const { copies } = parts;
  const timing = m.t(
    parts.timing.late ? 'report.kit.rebuttal.timing.late' : 'report.kit.rebuttal.timing.onTime',
    {
      cutoff: long(m, parts.timing.cutoff),
      date,
    },
  );
  return {
    exchange: {
      what: [m.t('report.kit.what.exchange'), m.t('report.kit.what.early'), m.t('report.kit.what.threshold')],
      send: [
        m.t('report.kit.send.opinion', {
          date,
          opinion:
            parts.opinion === null
              ? m.t('report.kit.word.opinionBlank', { blank: `$${KIT_BLANK}` })
              : m.money(parts.opinion),
        }),
        m.t('report.kit.send.sales', { count: parts.sale_count, grid: parts.grid ? 'yes' : 'no' }),
        m.t('report.kit.send.to', { county: parts.county_name }),
      ],
      when: [m.t('report.kit.when.start'), m.t('report.kit.when.assessor'), m.t('report.kit.when.proof')],
    },
    copies: {
      text:
        copies.kind === 'board'
          ? m.t('report.kit.copies.board', {
              board: copies.board,
              count: copies.count,
              source: copies.source,
              checked: copies.checked,
            })
          : m.t('report.kit.copies.ask', {
              board: copies.board,
              county: parts.county_name,
              count: copies.suggested,
            }),
    },
    outline: parts.outline.map((part) => outlineWords(m, part, parts)),
    rebuttals: KIT_REBUTTAL_KEYS.map((key) => {
      const ids = REBUTTAL_IDS[key];
      return { objection: m.t(ids.objection), answer: ids.answer ? m.t(ids.answer) : timing };
    }),
    stipulation: m.t('report.kit.stipulationText'),
    withdrawal: m.t('report.kit.withdrawalText', { year: String(parts.roll_year) }),
  };
}
export type HearingKitWords = ReturnType<typeof hearingKitWords>;

/** The base-year note in the locale, from its fields; null for a report assembled before decision 271. */
export function baseYearWords(m: MailText, appeal: BaseYearAppeal): string | null {
  const bought = parseUsDate(appeal.purchase_date);
  if (appeal.roll_year === undefined || !bought) return null;
  const year = String(appeal.roll_year);
  const first = m.t('report.baseYear.bought', {
    date: m.date(bought),
    price: m.money(appeal.price),
    enrolled: String(appeal.enrolled_roll_year),
    last: String(appeal.last_roll_year),
  });
  const lastYear =
    appeal.roll_year === appeal.last_roll_year ? ` ${m.t('report.baseYear.lastYear', { year })}` : '';
  return [
    `${first}${lastYear}`,
    m.t('report.baseYear.argues'),
    m.t('report.baseYear.different', { year }),
  ].join(' ');
}
