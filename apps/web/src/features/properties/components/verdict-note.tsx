import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { formatDollars } from '@homie/contracts/valuation';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { SavingsView } from '../utils/savings-view.ts';
import { amountOr, UNVALUED_TEXT } from '../utils/unvalued.ts';

export const VERDICT_NOTE_TEXT = {
  settleTitle: 'What would settle it',
} as const;

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

function dateText(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? longCalendarDate(date) : iso;
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
  const assessed = amountOr(view.assessedValue, UNVALUED_TEXT.assessedValue.toLowerCase());
  const market = amountOr(view.marketValue, UNVALUED_TEXT.marketValue.toLowerCase());
  const range = view.range ? `${formatDollars(view.range.low)} to ${formatDollars(view.range.high)}` : '';
  const { presumedPurchase, purchaseBelowAssessed } = view.verdict;
  if (view.state === 'overpaying') {
    return (
      <div className="grid gap-2 text-sm text-mint-100">
        <p>
          Your assessed value of {assessed} is above the top of the likely range of your home's market value (
          {range}): a strong case for an appeal.
        </p>
        {purchaseBelowAssessed && (
          <p>
            You bought it on {dateText(purchaseBelowAssessed.date)} for{' '}
            {formatDollars(purchaseBelowAssessed.price)}. A board presumes the price of an open-market
            purchase is the market value (California Revenue and Taxation Code §110(b)): evidence for your
            appeal.
          </p>
        )}
      </div>
    );
  }
  if (view.state === 'too_close') {
    return (
      <div className="grid gap-2 text-sm text-amber-100">
        <p>
          Your assessed value of {assessed} is above our estimate of {market} but inside its likely range (
          {range}), so the sales alone cannot say you overpay.
          {view.shownSaving
            ? ` If it were lowered to ${market}, you would save ${formatDollars(view.shownSaving)} a year.`
            : ''}
        </p>
        {purchaseBelowAssessed && (
          <p>
            You bought it on {dateText(purchaseBelowAssessed.date)} for{' '}
            {formatDollars(purchaseBelowAssessed.price)}, below its assessed value. A board presumes the price
            of an open-market purchase is the market value (California Revenue and Taxation Code §110(b)), so
            that price is evidence too: keep the sale's papers.
          </p>
        )}
        <p>
          <span className="font-semibold text-white">{VERDICT_NOTE_TEXT.settleTitle}: </span>
          your own evidence (the home's condition, needed repairs with quotes, a recent appraisal) and the
          assessor's free informal review, which costs nothing to ask for.
        </p>
      </div>
    );
  }
  if (view.state === 'good_shape' && presumedPurchase) {
    return (
      <p className="text-sm text-teal-100">
        You bought this home on {dateText(presumedPurchase.date)} for {formatDollars(presumedPurchase.price)},
        at or above its assessed value of {assessed}. An appeals board presumes the price of an open-market
        (arm's-length) purchase is the market value (California Revenue and Taxation Code §110(b)), so an
        appeal is unlikely to lower your assessed value.
      </p>
    );
  }
  if (view.state === 'good_shape') {
    return (
      <p className="text-sm text-teal-100">
        Our estimate of your home's market value, {market}, is at or above its assessed value of {assessed}.
      </p>
    );
  }
  return null;
}
