import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
import type { PlanEvidence, SupportingPurchase } from '../utils/plan-evidence.ts';
import { UnvaluedNote } from './unvalued-note.tsx';
import { verdictText } from './verdict-note.tsx';

export interface PlanPropertyResultProps {
  info: StoredPropertyInfo;
  /** `planEvidence(info, comparables)`: the verdict, the figures and whether to confirm. */
  evidence: PlanEvidence;
  /** The comparables the verdict rests on: the unvalued note counts them when it says why. */
  comparables?: readonly StoredComparable[];
  /** The app's Contact Us button, offered when the home cannot be valued (unvalued-note.tsx). */
  contactAction?: ReactNode;
}

/**
 * The texts in the visitor's language (area `plans`, decision 258), which /choose-plan loads before it
 * renders (a unit test loads it first, decision 262).
 */
function useResultWords() {
  const i18n = useI18n();
  const { intl } = i18n;
  const day = (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? formatLongDate(intl, date) : iso;
  };
  /** An amount in the locale's dollars, or words where there is none (never "???", decision 221). */
  const amount = (value: number | null, words: string) => (value === null ? words : i18n.money(value));
  return { ...i18n, day, amount };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-teal-200 uppercase">{label}</dt>
      <dd className="text-lg font-semibold text-white">{value}</dd>
    </div>
  );
}

/**
 * Why an appeal is unlikely to lower this home's value, or, too close to call, what would settle it:
 * said plainly before any payment (issue 16, decisions 102 and 123).
 */
function EvidenceWarning({
  evidence,
  purchase,
}: {
  evidence: PlanEvidence;
  purchase: SupportingPurchase | null;
}) {
  const { t, rich, money, day, amount } = useResultWords();
  const { view } = evidence;
  const assessed = amount(view.assessedValue, t('unvalued.assessedValue').toLowerCase());
  const market = amount(view.marketValue, t('unvalued.marketValue').toLowerCase());
  const tooClose = view.state === 'too_close' && !purchase;
  return (
    <div
      role="note"
      aria-labelledby="plan-evidence-warning"
      className="flex gap-3 rounded-xl border-2 border-amber-400/70 bg-amber-400/10 p-4 text-sm text-amber-50"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
      <div className="grid gap-2">
        <h3 id="plan-evidence-warning" className="text-base font-bold text-white">
          {t(tooClose ? 'plans.result.tooCloseTitle' : 'plans.result.warningTitle')}
        </h3>
        {tooClose && (
          <>
            <p>
              {t('plans.result.tooClose', {
                assessed,
                market,
                hasRange: view.range ? 'yes' : 'no',
                low: view.range ? money(view.range.low) : '',
                high: view.range ? money(view.range.high) : '',
              })}
            </p>
            <p>
              {rich('plans.result.settle', {
                b: (chunks) => <span className="font-semibold text-white">{chunks}</span>,
              })}
            </p>
          </>
        )}
        {view.state === 'good_shape' && !view.verdict.presumedPurchase && (
          <p>{t('plans.result.goodShape', { market, assessed })}</p>
        )}
        {purchase && (
          <p>
            {t('plans.result.purchase', {
              date: day(purchase.date),
              price: money(purchase.price),
              assessed,
            })}
          </p>
        )}
        <p className="font-semibold">{t(tooClose ? 'plans.result.tooCloseEnd' : 'plans.result.unlikely')}</p>
      </div>
    </div>
  );
}

/**
 * /choose-plan's account of the home the plan is for: its address, the verdict and figures of the
 * "Your savings" tab, and, where the evidence does not support or settle an appeal, a warning box
 * (issue 16).
 */
export function PlanPropertyResult({
  info,
  evidence,
  comparables = [],
  contactAction,
}: PlanPropertyResultProps) {
  const { t, money, amount } = useResultWords();
  const { view, estimate, purchase } = evidence;
  const line = [info.street, info.unit && `#${info.unit}`, info.city, [info.state, info.zip].join(' ').trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      aria-labelledby="plan-property-title"
      data-state={view.state}
      className="grid gap-4 rounded-2xl border border-teal-700 bg-teal-900/50 p-5"
    >
      <div>
        <p className="text-xs font-medium tracking-wide text-teal-300 uppercase">
          {t('plans.result.forLabel')}
        </p>
        <h2 id="plan-property-title" className="text-xl font-bold text-white">
          {line}
        </h2>
      </div>
      <h3 className="text-2xl font-bold text-white">{verdictText(t, view.state, view.rollYear)}</h3>
      {view.state === 'unknown' && <p className="text-sm text-teal-100">{t('plans.result.unknown')}</p>}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t('result.assessedValue')}
          value={amount(view.assessedValue, t('unvalued.assessedValue'))}
        />
        <Figure label={t('result.marketValue')} value={amount(view.marketValue, t('unvalued.marketValue'))} />
        {view.state === 'overpaying' && (
          <Figure label={t('result.youCanSave')} value={amount(view.shownSaving, t('unvalued.saving'))} />
        )}
        {estimate && (
          <Figure
            label={t('plans.result.estimate')}
            value={
              estimate.low !== null && estimate.high !== null
                ? t('verdict.range', { low: money(estimate.low), high: money(estimate.high) })
                : money(estimate.value)
            }
          />
        )}
      </dl>
      <UnvaluedNote info={info} comparables={comparables} view={view} contactAction={contactAction} />
      {evidence.needsConfirmation && <EvidenceWarning evidence={evidence} purchase={purchase} />}
    </section>
  );
}
