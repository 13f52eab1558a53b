import type { OrderSummary } from '@homie/contracts/paid-orders';
import { PLANS } from '@homie/contracts/payments';
import { Link } from 'react-router';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { LetterActions } from './letter-actions.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanSteps, PLAN_STEPS } from './plan-steps.tsx';

/**
 * /confirmation: every step done, the plan bought for the home it names, its letter to view or
 * e-mail (spec §2). The e-mail starts as the address the server mails without a confirmation link.
 * Its words are the `checkout` area's, the plan card's `plans`' (decision 262).
 */
export function ConfirmationView({ order, formPath }: { order: OrderSummary; formPath: string }) {
  const { t, rich } = useI18n();
  const plan = PLANS[order.tier];
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <PlanSteps current={PLAN_STEPS.length} />
      <div className="text-center">
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{t('checkout.allSet')}</h1>
        <p className="mt-2 text-teal-200">
          {rich('checkout.ready', {
            plan: plan.name,
            address: order.property.address,
            b: (chunks) => <strong className="text-white">{chunks}</strong>,
          })}
        </p>
        <p className="mt-2 text-sm">
          <Link to={formPath} className="text-mint-300 underline-offset-4 hover:underline">
            {t('checkout.backToForm')}
          </Link>
        </p>
      </div>
      <PlanCard plan={plan}>
        <LetterActions historyId={order.history_id} defaultEmail={order.letter_email} />
      </PlanCard>
    </section>
  );
}
