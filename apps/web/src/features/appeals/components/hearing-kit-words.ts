import { parseUsDate } from '@homie/contracts/appeals-dates';
import type { BaseYearAppeal } from '@homie/contracts/base-year';
import {
  type HearingKit,
  type HearingKitParts,
  KIT_BLANK,
  KIT_REBUTTAL_KEYS,
  type KitOutlinePart,
  type KitRebuttalKey,
} from '@homie/contracts/hearing-kit';
import { type ReportNoteKey, reportNoteKey } from '@homie/contracts/report-notes';
import { formatLongDate, type MessageId, type useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The hearing kit's owner-facing sentences, the base-year note and the report's fixed notes in the
 * visitor's language (issue 55, decision 271): the server's parts worded from the `form` catalogue,
 * word for word contracts' English (`hearingKitText`, `baseYearAppealFor`'s text) in English. The
 * exchange letter is not worded here: it is sent to the assessor, in English.
 */

type I18n = ReturnType<typeof useI18n>;

const REBUTTAL_IDS: Record<KitRebuttalKey, { objection: MessageId; answer: MessageId | null }> = {
  far: { objection: 'form.kit.rebuttal.far.objection', answer: 'form.kit.rebuttal.far.answer' },
  timing: { objection: 'form.kit.rebuttal.timing.objection', answer: null },
  timeAdjustment: {
    objection: 'form.kit.rebuttal.timeAdjustment.objection',
    answer: 'form.kit.rebuttal.timeAdjustment.answer',
  },
  different: {
    objection: 'form.kit.rebuttal.different.objection',
    answer: 'form.kit.rebuttal.different.answer',
  },
  condition: {
    objection: 'form.kit.rebuttal.condition.objection',
    answer: 'form.kit.rebuttal.condition.answer',
  },
  paid: { objection: 'form.kit.rebuttal.paid.objection', answer: 'form.kit.rebuttal.paid.answer' },
  prop13: { objection: 'form.kit.rebuttal.prop13.objection', answer: 'form.kit.rebuttal.prop13.answer' },
  presumption: {
    objection: 'form.kit.rebuttal.presumption.objection',
    answer: 'form.kit.rebuttal.presumption.answer',
  },
};

const NOTE_IDS: Record<ReportNoteKey, MessageId> = {
  demo: 'form.note.demoReport',
  completeForm: 'form.note.completeForm',
};

/** A report note in the visitor's language, or null for one that stays the report's English. */
export function reportNoteWords({ t }: I18n, note: string): string | null {
  const key = reportNoteKey(note);
  return key ? t(NOTE_IDS[key]) : null;
}

function dates(intl: I18n['intl']) {
  /** A MM/DD/YYYY date in the locale's long form (the text as given when it is not a date). */
  const long = (usDate: string) => {
    const date = parseUsDate(usDate);
    return date ? formatLongDate(intl, date) : usDate;
  };
  /** A MM/DD/YYYY date in the locale's numeric form (in English, as the report gives it). */
  const short = (usDate: string) => {
    const date = intl.locale === 'en' ? null : parseUsDate(usDate);
    return date
      ? intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          timeZone: 'UTC',
        })
      : usDate;
  };
  return { long, short };
}

/** One decimal, rounded as contracts' English rounds it (`toFixed`), then in the locale's digits. */
const oneDecimal = (intl: I18n['intl'], value: number) =>
  intl.formatNumber(Number(value.toFixed(1)), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function outlineWords(i18n: I18n, part: KitOutlinePart, parts: HearingKitParts): string {
  const { t, money, intl } = i18n;
  const { long, short } = dates(intl);
  const date = long(parts.value_date);
  const or = (value: number | null, id: MessageId) => (value === null ? t(id) : money(value));
  switch (part.kind) {
    case 'appeal':
      return t('form.kit.outline.appeal', {
        year: String(part.roll_year),
        address: part.address || t('form.kit.word.theProperty'),
        parcel: part.parcel,
        assessed: or(part.assessed, 'form.kit.word.valueOnNotice'),
        date,
        opinion: or(part.opinion, 'form.kit.word.valueIState'),
      });
    case 'evidence': {
      const span = {
        count: part.count,
        dated: part.from !== null && part.to !== null ? 'yes' : 'no',
        from: part.from === null ? '' : long(part.from),
        to: part.to === null ? '' : long(part.to),
      };
      return part.range
        ? t('form.kit.outline.evidenceGrid', {
            ...span,
            date,
            low: money(part.range.low),
            high: money(part.range.high),
          })
        : t('form.kit.outline.evidenceList', span);
    }
    case 'closest':
      return t('form.kit.outline.closest', {
        address: part.address,
        date: short(part.date),
        price: or(part.price, 'form.kit.word.noPrice'),
        adjusted: or(part.adjusted, 'form.kit.word.notAdjusted'),
        weighted: part.weight === null ? 'no' : 'yes',
        weight: part.weight === null ? '' : oneDecimal(intl, part.weight * 100),
        grossed: part.weight !== null && part.gross !== null ? 'yes' : 'no',
        gross: part.gross === null ? '' : oneDecimal(intl, part.gross),
      });
    case 'reconciliation':
      return t('form.kit.outline.reconciliation', { value: money(part.value) });
    case 'difference':
      return t('form.kit.outline.difference', {
        assessed: money(part.assessed),
        gap: money(part.assessed - part.opinion),
        pct: oneDecimal(intl, ((part.assessed - part.opinion) / part.assessed) * 100),
        opinion: money(part.opinion),
      });
    case 'condition':
      return t('form.kit.outline.condition');
    case 'request':
      return t('form.kit.outline.request', { date, opinion: or(part.opinion, 'form.kit.word.valueIState') });
  }
}

/** The kit's owner-facing sentences in the visitor's language (the shape of `hearingKitText`). */
export function hearingKitWords(i18n: I18n, parts: HearingKitParts) {
  const { t, money, intl } = i18n;
  const { long } = dates(intl);
  const date = long(parts.value_date);
  const { copies } = parts;
  const timing = t(parts.timing.late ? 'form.kit.rebuttal.timing.late' : 'form.kit.rebuttal.timing.onTime', {
    cutoff: long(parts.timing.cutoff),
    date,
  });
  return {
    exchange: {
      what: [t('form.kit.what.exchange'), t('form.kit.what.early'), t('form.kit.what.threshold')],
      send: [
        t('form.kit.send.opinion', {
          date,
          opinion:
            parts.opinion === null
              ? t('form.kit.word.opinionBlank', { blank: `$${KIT_BLANK}` })
              : money(parts.opinion),
        }),
        t('form.kit.send.sales', { count: parts.sale_count, grid: parts.grid ? 'yes' : 'no' }),
        t('form.kit.send.to', { county: parts.county_name }),
      ],
      when: [t('form.kit.when.start'), t('form.kit.when.assessor'), t('form.kit.when.proof')],
    },
    copies: {
      text:
        copies.kind === 'board'
          ? t('form.kit.copies.board', {
              board: copies.board,
              count: copies.count,
              source: copies.source,
              checked: copies.checked,
            })
          : t('form.kit.copies.ask', {
              board: copies.board,
              county: parts.county_name,
              count: copies.suggested,
            }),
    },
    outline: parts.outline.map((part) => outlineWords(i18n, part, parts)),
    rebuttals: KIT_REBUTTAL_KEYS.map((key) => {
      const ids = REBUTTAL_IDS[key];
      return { objection: t(ids.objection), answer: ids.answer ? t(ids.answer) : timing };
    }),
    stipulation: t('form.kit.stipulationText'),
    withdrawal: t('form.kit.withdrawalText', { year: String(parts.roll_year) }),
  } satisfies Omit<HearingKit, 'exchange' | 'parts' | 'copies'> & {
    exchange: Omit<HearingKit['exchange'], 'letter'>;
    copies: { text: string };
  };
}

/**
 * The base-year note in the visitor's language, from its fields (the English `text` of a report
 * assembled before decision 271, which has no `roll_year`: null).
 */
export function baseYearWords(i18n: I18n, appeal: BaseYearAppeal): string | null {
  if (appeal.roll_year === undefined) return null;
  const { t, money, intl } = i18n;
  const bought = parseUsDate(appeal.purchase_date);
  if (!bought) return null;
  const year = String(appeal.roll_year);
  const first = t('form.baseYear.bought', {
    date: formatLongDate(intl, bought),
    price: money(appeal.price),
    enrolled: String(appeal.enrolled_roll_year),
    last: String(appeal.last_roll_year),
  });
  const lastYear =
    appeal.roll_year === appeal.last_roll_year ? ` ${t('form.baseYear.lastYear', { year })}` : '';
  return [`${first}${lastYear}`, t('form.baseYear.argues'), t('form.baseYear.different', { year })].join(' ');
}
