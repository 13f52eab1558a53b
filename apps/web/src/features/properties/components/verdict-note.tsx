import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { SavingsView } from '../utils/savings-view.ts';

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count in words ("five"), digits above ten. */
export const countWord = (n: number) => COUNT_WORDS[n] ?? String(n);

/**
 * Says how many prices the median is of (the first five, or fewer when fewer sales were found): in
 * words in English, in the locale's digits in another language.
 */
export function medianLabel({ t, intl, locale }: ReturnType<typeof useI18n>, count: number): string {
  return t('verdict.medianLabel', {
    count,
    countWord: locale === 'en' ? countWord(count) : intl.formatNumber(count),
  });
}

/** The verdict's heading in the visitor's language (contracts' VERDICT_TEXT is the English): one for every screen. */
export function verdictText(
  t: ReturnType<typeof useI18n>['t'],
  state: SavingsView['state'],
  rollYear: number,
): string {
  if (state === 'overpaying') return t('verdict.overpaying');
  if (state === 'good_shape') return t('verdict.goodShape', { year: String(rollYear) });
  if (state === 'too_close') return t('verdict.tooClose');
  return t('verdict.unknown');
}

/** The home the result is about, as one line. */
export function homeLine(info: { street: string; unit: string; city: string; state: string; zip: string }) {
  return [
    info.street,
    info.unit && `#${info.unit.replace(/^#/, '')}`,
    info.city,
    [info.state, info.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The market value's range and the spec's median of five, named as a reference (issue 15 items 1, 6). */
export function ValueRange({ view }: { view: SavingsView }) {
  const i18n = useI18n();
  const { t, money } = i18n;
  return (
    <dl className="grid gap-1 text-sm text-teal-100">
      {view.range && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-teal-300">{t('verdict.rangeLabel')}</dt>
          <dd className="font-semibold text-white">
            {t('verdict.range', { low: money(view.range.low), high: money(view.range.high) })}
          </dd>
          <dd className="basis-full text-xs text-teal-300">{t('verdict.rangeNote')}</dd>
        </div>
      )}
      {view.medianOfFive !== null && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-teal-300">
            {t('verdict.termColon', { term: medianLabel(i18n, view.medianCount) })}
          </dt>
          <dd>{money(view.medianOfFive)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Why the verdict says what it says, in the owner's terms (decision 123): above the top of the range
 * (a strong case), inside it (too close to call, and what would settle it), at or below the value,
 * or a recent purchase a board presumes is the value (R&T §110(b)). Never a warning beside
 * "You're overpaying".
 */
export function VerdictNote({ view }: { view: SavingsView }) {
  const { t, rich, money, intl, locale } = useI18n();
  // A day as the locale writes it ("March 10, 2025" in English, as longCalendarDate).
  const dateText = (iso: string): string => {
    const date = parseIsoDate(iso);
    if (!date) return iso;
    return locale === 'en'
      ? longCalendarDate(date)
      : intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
  };
  const amountOr = (value: number | null, missing: string) => (value === null ? missing : money(value));
  const assessed = amountOr(view.assessedValue, t('unvalued.assessedValue').toLowerCase());
  const market = amountOr(view.marketValue, t('unvalued.marketValue').toLowerCase());
  const range = view.range
    ? t('verdict.range', { low: money(view.range.low), high: money(view.range.high) })
    : '';
  const { presumedPurchase, purchaseBelowAssessed } = view.verdict;
  // The purchase sentences cite California Revenue and Taxation Code §110(b) (decision 123): an
  // open-market purchase's price is presumed to be the market value.
  if (view.state === 'overpaying') {
    return (
      <div className="grid gap-2 text-sm text-mint-100">
        <p>{t('verdict.note.overpaying', { assessed, range })}</p>
        {purchaseBelowAssessed && (
          <p>
            {t('verdict.note.overpayingPurchase', {
              date: dateText(purchaseBelowAssessed.date),
              price: money(purchaseBelowAssessed.price),
            })}
          </p>
        )}
      </div>
    );
  }
  if (view.state === 'too_close') {
    return (
      <div className="grid gap-2 text-sm text-amber-100">
        <p>
          {t('verdict.note.tooClose', { assessed, market, range })}
          {view.shownSaving
            ? ` ${t('verdict.note.tooCloseSaving', { market, saving: money(view.shownSaving) })}`
            : ''}
        </p>
        {purchaseBelowAssessed && (
          <p>
            {t('verdict.note.tooClosePurchase', {
              date: dateText(purchaseBelowAssessed.date),
              price: money(purchaseBelowAssessed.price),
            })}
          </p>
        )}
        <p>
          {rich('verdict.note.settle', {
            b: (chunks) => <span className="font-semibold text-white">{chunks}</span>,
          })}
        </p>
      </div>
    );
  }
  if (view.state === 'good_shape' && presumedPurchase) {
    return (
      <p className="text-sm text-teal-100">
        {t('verdict.note.goodShapePurchase', {
          date: dateText(presumedPurchase.date),
          price: money(presumedPurchase.price),
          assessed,
        })}
      </p>
    );
  }
  if (view.state === 'good_shape') {
    return <p className="text-sm text-teal-100">{t('verdict.note.goodShape', { market, assessed })}</p>;
  }
  return null;
}
