import type { NoticeAppealForm } from '@homie/contracts/notice-appeals';
import { ORDER_QUERY_PARAM, orderCoversJob, UPGRADE_AMOUNT_CENTS } from '@homie/contracts/paid-orders';
import { PLAN_TIERS, PLANS, type PlanTier } from '@homie/contracts/payments';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useOrders } from '../api/get-orders.ts';
import { FilingRightsNotice } from './filing-rights-notice.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PlanCard, usePlanWords } from './plan-card.tsx';
import { PlanSteps } from './plan-steps.tsx';
import { usePaymentFlow } from '../hooks/use-payment-flow.ts';

export interface ChoosePlanViewProps {
  /** The analysis job the plan is for (the property store's jobId); null sends the owner back. */
  historyId: string | null;
  /** The notice the plan's appeal answers (decision 246), sent with the checkout; null for the regular one. */
  notice?: NoticeAppealForm | null;
  /** What that notice's appeal is (its last day and value date), shown before the plans. */
  noticeChosen?: ReactNode;
  /** The property's filing calendar (what is open now), shown before the plans. */
  calendar?: ReactNode;
  /** The home the plan is for and its result (address, figures, verdict, any warning), shown first. */
  property?: ReactNode;
  /**
   * The evidence does not support an appeal (good shape, or a recent purchase supports the roll
   * value): a plan starts no payment until the owner ticks the confirmation (issue 16).
   */
  needsConfirmation?: boolean;
  /** The page's h1 block: the route's headline, which follows the verdict (decision 174). */
  headline: ReactNode;
  /**
   * What the owner can do for free, said before any payment (decision 097): the route's notice
   * naming the home's county; the notice without a county by default.
   */
  filingRights?: ReactNode;
  /**
   * Why no plan is sold for this home (its county's regular period has closed, decision 225, or too
   * few comparable sales, decision 227), and what the owner can do instead (the route's offer); null
   * while one can be bought. A home with a paid order keeps its way back to it.
   */
  notForSale?: { message: string; offer?: ReactNode } | null;
}

/** The plan buttons once this home has a paid plan: continue, or upgrade for the difference. */
function useButtonLabel() {
  const { t } = useI18n();
  const { price } = usePlanWords();
  return (planTier: PlanTier, paidTier: PlanTier | null): string | undefined => {
    if (!paidTier) return undefined;
    if (paidTier === 'basic' && planTier === 'guarantee')
      return t('plans.upgradeFor', { price: price(UPGRADE_AMOUNT_CENTS) });
    return planTier === paidTier || paidTier === 'guarantee' ? t('plans.continueToForm') : undefined;
  };
}

function PaidNotice({ tier, orderId }: { tier: PlanTier; orderId: string }) {
  const { t } = useI18n();
  const { planName, price } = usePlanWords();
  return (
    <Alert variant="success" title={t('plans.paidTitle', { plan: planName(tier) })}>
      {tier === 'basic'
        ? t('plans.paidUpgrade', { plan: planName('guarantee'), price: price(UPGRADE_AMOUNT_CENTS) })
        : t('plans.paidReady')}{' '}
      <Link
        to={`${paths.fillForm}?${ORDER_QUERY_PARAM}=${encodeURIComponent(orderId)}`}
        className="font-semibold underline"
      >
        {t('plans.continueToForm')}
      </Link>
    </Alert>
  );
}

export const CHOOSE_PLAN_H1 = 'text-3xl font-bold text-white sm:text-4xl';

/** /choose-plan: both plans, and the payment dialog over them (spec §2, §4 flow). */
export function ChoosePlanView({
  historyId,
  calendar,
  property,
  needsConfirmation = false,
  headline,
  filingRights = <FilingRightsNotice />,
  notForSale = null,
  notice = null,
  noticeChosen = null,
}: ChoosePlanViewProps) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const buttonLabelFor = useButtonLabel();
  const [confirmed, setConfirmed] = useState(false);
  const [showConfirmError, setShowConfirmError] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const confirmId = useId();
  const flow = usePaymentFlow({
    onSuccess: (dashboardUrl) => navigate(paths.paymentSuccess, { state: { dashboardUrl } }),
    onAlreadyPaid: (redirectUrl) => navigate(redirectUrl),
    resumeFor: historyId,
    notice,
  });
  const tier = flow.tier;
  // This home's paid order, from the caller's orders (asked again when the owner comes back to the tab).
  const orders = useOrders();
  const paid =
    (historyId && orders.data?.find((o) => o.status === 'paid' && orderCoversJob(o, historyId))) || null;

  // Nothing new is sold in the closed period; a paid home still continues (or upgrades) its order.
  const closed = notForSale && !paid ? notForSale : null;

  function choose(chosen: PlanTier) {
    if (!historyId) {
      console.warn('No analysis job id for the plan: back to', paths.moreDetails);
      navigate(paths.moreDetails);
      return;
    }
    if (needsConfirmation && !confirmed) {
      // The error is in the DOM (and named by aria-describedby) before the focus lands, so it is read out.
      flushSync(() => setShowConfirmError(true));
      confirmRef.current?.focus();
      return;
    }
    void flow.start(chosen, historyId);
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <PlanSteps current={1} />
      <div className="text-center">
        {headline}
        {/* The spec's "Skip the $500 fee or a 40% attorney cut" names a fee and a cut with no source
            behind them (decision 188). What holds: the plan is a one-time price, and appeal services
            paid on contingency keep a share of the first year's saving, often 25%–50%: published terms
            of such services read 25% (easytaxprotest.com, pricing FAQ), 30% (propertytaxadvisors.com,
            benefits package), 40% for homes (texaspropertytaxspecialists.com, terms) and 50%
            (taxreductionprofessionals.com), all read 2026-11-28. */}
        <p className="mt-2 text-teal-200">{t('plans.priceNote')}</p>
      </div>
      {property}
      {needsConfirmation && (
        <div className="grid gap-1.5">
          <label htmlFor={confirmId} className="flex items-start gap-3 text-base font-medium text-white">
            <input
              ref={confirmRef}
              id={confirmId}
              type="checkbox"
              required
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                if (event.target.checked) setShowConfirmError(false);
              }}
              aria-invalid={showConfirmError || undefined}
              aria-describedby={showConfirmError ? `${confirmId}-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-mint-400 focus:outline-2 focus:outline-offset-2 focus:outline-mint-300"
            />
            {t('plans.confirmLabel')}
          </label>
          {showConfirmError && (
            <p id={`${confirmId}-error`} className="pl-8 text-sm text-red-300">
              {t('plans.confirmRequired')}
            </p>
          )}
        </div>
      )}
      {paid && <PaidNotice tier={paid.tier} orderId={paid.order_id} />}
      {calendar}
      {filingRights}
      {noticeChosen}
      {closed && (
        <div className="grid gap-4">
          <Alert variant="warning" title={t('plans.saleClosedTitle')}>
            {closed.message}
          </Alert>
          {closed.offer}
        </div>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {PLAN_TIERS.map((planTier) => (
          <PlanCard
            key={planTier}
            plan={PLANS[planTier]}
            onChoose={closed ? undefined : () => choose(planTier)}
            isBusy={flow.view.kind === 'loading'}
            buttonLabel={buttonLabelFor(planTier, paid?.tier ?? null)}
          />
        ))}
      </div>
      <div>
        <Button variant="ghost" asChild>
          <Link to={paths.moreDetails}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {t('plans.back')}
          </Link>
        </Button>
      </div>
      <PaymentDialog
        view={flow.view}
        tier={tier}
        onCancel={flow.cancel}
        onClose={flow.close}
        onRetry={flow.retry}
        onEmail={flow.submitEmail}
      />
    </section>
  );
}
