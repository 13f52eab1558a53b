import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { formatDollars } from '@homie/contracts/valuation';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { hasArea } from '#lib/i18n/catalogues.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PlanEvidence, SupportingPurchase } from '../utils/plan-evidence.ts';
import { amountOr } from '../utils/unvalued.ts';
import { UnvaluedNote } from './unvalued-note.tsx';

export interface PlanPropertyResultProps {
  info: StoredPropertyInfo;
  /** `planEvidence(info, comparables)`: the verdict, the figures and whether to confirm. */
  evidence: PlanEvidence;
  /** The comparables the verdict rests on: the unvalued note counts them when it says why. */
  comparables?: readonly StoredComparable[];
  /** The app's Contact Us button, offered when the home cannot be valued (unvalued-note.tsx). */
  contactAction?: ReactNode;
}

export const PLAN_EVIDENCE_TEXT = {
  forLabel: 'This plan is for',
  warningTitle: 'The evidence does not support an appeal',
  tooCloseTitle: 'The sales alone do not settle an appeal',
  settleTitle: 'What would settle it',
  unknown:
    'The result for this home could not be computed (its tax figures or comparable sales are missing), so we cannot say whether an appeal is likely to lower its value.',
  estimate: 'Likely range',
} as const;

function purchaseDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? longCalendarDate(date) : iso;
}

/**
 * The texts in the visitor's language (area `plans`, decision 258), which /choose-plan loads before it
 * renders; rendered alone, outside that route (a unit test), the component says its English literals,
 * the same words as the English catalogue's.
 */
function useResultWords() {
  const i18n = useI18n();
  const { intl } = i18n;
  const translated = hasArea('plans');
  const day = (iso: string) => {
    const date = parseIsoDate(iso);
    return date
      ? intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        })
      : iso;
  };
  return { ...i18n, translated, day };
}

/** The verdict's heading (contracts' VERDICT_TEXT in English), from core as the result panel's. */
function verdictText(t: ReturnType<typeof useI18n>['t'], view: PlanEvidence['view']): string {
  if (view.state === 'overpaying') return t('verdict.overpaying');
  if (view.state === 'good_shape') return t('verdict.goodShape', { year: String(view.rollYear) });
  if (view.state === 'too_close') return t('verdict.tooClose');
  return t('verdict.unknown');
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
  const { t, rich, money, translated, day } = useResultWords();
  const { view } = evidence;
  const assessed = amountOr(view.assessedValue, t('unvalued.assessedValue').toLowerCase());
  const market = amountOr(view.marketValue, t('unvalued.marketValue').toLowerCase());
  const tooClose = view.state === 'too_close' && !purchase;
  if (translated)
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
          <p className="font-semibold">
            {t(tooClose ? 'plans.result.tooCloseEnd' : 'plans.result.unlikely')}
          </p>
        </div>
      </div>
    );
  return (
    <div
      role="note"
      aria-labelledby="plan-evidence-warning"
      className="flex gap-3 rounded-xl border-2 border-amber-400/70 bg-amber-400/10 p-4 text-sm text-amber-50"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
      <div className="grid gap-2">
        <h3 id="plan-evidence-warning" className="text-base font-bold text-white">
          {tooClose ? PLAN_EVIDENCE_TEXT.tooCloseTitle : PLAN_EVIDENCE_TEXT.warningTitle}
        </h3>
        {tooClose && (
          <>
            <p>
              Your assessed value of {assessed} is above our estimate of{' '}
              {amountOr(view.marketValue, t('unvalued.marketValue').toLowerCase())} but inside its likely
              range
              {view.range ? ` (${formatDollars(view.range.low)} to ${formatDollars(view.range.high)})` : ''}:
              it's too close to call, and an appeal may not lower it.
            </p>
            <p>
              <span className="font-semibold text-white">{PLAN_EVIDENCE_TEXT.settleTitle}: </span>
              your own evidence (the home's condition, needed repairs with quotes, a recent appraisal) and the
              assessor's free informal review, which costs nothing to ask for. Consider asking for it first.
            </p>
          </>
        )}
        {view.state === 'good_shape' && !view.verdict.presumedPurchase && (
          <p>
            Recent sales of comparable homes put this home's market value at{' '}
            {amountOr(view.marketValue, t('unvalued.marketValue').toLowerCase())}, above its assessed value of{' '}
            {assessed}: you are in good shape.
          </p>
        )}
        {purchase && (
          <p>
            You bought this home on {purchaseDate(purchase.date)} for {formatDollars(purchase.price)}, at or
            above its assessed value of {assessed}. An appeals board presumes that the price paid in an
            open-market (arm's-length) purchase is the home's market value (California Revenue and Taxation
            Code §110(b)).
          </p>
        )}
        {tooClose ? (
          <p className="font-semibold">
            Without such evidence an appeal may not lower your assessed value, and an appeals board can also
            raise a value it finds too low.
          </p>
        ) : (
          <p className="font-semibold">
            An appeal is unlikely to lower your assessed value, and an appeals board can also raise a value it
            finds too low.
          </p>
        )}
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
  const { t, money, translated } = useResultWords();
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
          {translated ? t('plans.result.forLabel') : PLAN_EVIDENCE_TEXT.forLabel}
        </p>
        <h2 id="plan-property-title" className="text-xl font-bold text-white">
          {line}
        </h2>
      </div>
      <h3 className="text-2xl font-bold text-white">{translated ? verdictText(t, view) : view.heading}</h3>
      {view.state === 'unknown' && (
        <p className="text-sm text-teal-100">
          {translated ? t('plans.result.unknown') : PLAN_EVIDENCE_TEXT.unknown}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t('result.assessedValue')}
          value={amountOr(view.assessedValue, t('unvalued.assessedValue'))}
        />
        <Figure
          label={t('result.marketValue')}
          value={amountOr(view.marketValue, t('unvalued.marketValue'))}
        />
        {view.state === 'overpaying' && (
          <Figure label={t('result.youCanSave')} value={amountOr(view.shownSaving, t('unvalued.saving'))} />
        )}
        {estimate && (
          <Figure
            label={translated ? t('plans.result.estimate') : PLAN_EVIDENCE_TEXT.estimate}
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
