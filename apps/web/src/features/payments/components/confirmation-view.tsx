import { PLANS } from '@homie/contracts/payments';
import { Navigate } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { LetterActions } from './letter-actions.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanSteps, PLAN_STEPS } from './plan-steps.tsx';

/** /confirmation: every step done, the plan bought, its letter to view or e-mail (spec §2). */
export function ConfirmationView({ fallbackHistoryId }: { fallbackHistoryId: string | null }) {
  const selectedPlan = usePaymentStore((state) => state.selectedPlan);
  const historyId = usePaymentStore((state) => state.historyId) ?? fallbackHistoryId;
  const order = useOrder(selectedPlan === 'None' ? null : historyId);
  if (selectedPlan === 'None') return <Navigate to={paths.choosePlan} replace />;
  // The server's record of what was paid wins over what this browser remembers.
  const tier = order.data?.status === 'paid' ? order.data.tier : selectedPlan;
  const plan = PLANS[tier];
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <PlanSteps current={PLAN_STEPS.length} />
      <div className="text-center">
        <h1 className="text-3xl font-bold text-white sm:text-4xl">You're all set!</h1>
        <p className="mt-2 text-teal-200">
          Your {plan.name} plan is ready. Your appeal letter is waiting for you.
        </p>
      </div>
      {order.isLoading ? (
        <Spinner label="Loading your order" className="mx-auto size-8" />
      ) : (
        <PlanCard plan={plan}>
          <LetterActions historyId={historyId} defaultEmail={order.data?.letter_email} />
        </PlanCard>
      )}
    </section>
  );
}
