import { Navigate } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { ConfirmationView } from '#features/payments/components/confirmation-view.tsx';
import { OrderChooser } from '#features/payments/components/order-chooser.tsx';
import { PlanCheckError } from '#features/payments/components/plan-check-error.tsx';
import { usePaidOrder, withOrder } from '#features/payments/hooks/use-paid-order.ts';

/** /confirmation (spec §2): for a paid order, named on screen; without one, /choose-plan (decision 106). */
export default function ConfirmationRoute() {
  const choice = usePaidOrder();
  if (choice.kind === 'loading')
    return <Spinner label="Loading your order" className="mx-auto my-12 size-8" />;
  if (choice.kind === 'pick' || choice.kind === 'not-found')
    return <OrderChooser choice={choice} path={paths.confirmation} heading="You're all set!" />;
  if (choice.kind === 'error') return <PlanCheckError message={choice.message} />;
  if (choice.kind !== 'order') return <Navigate to={paths.choosePlan} replace />;
  return <ConfirmationView order={choice.order} formPath={withOrder(paths.fillForm, choice)} />;
}
