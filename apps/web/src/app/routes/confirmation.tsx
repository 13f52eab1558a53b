import { Navigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { ConfirmationView } from '#features/payments/components/confirmation-view.tsx';
import { OrderChooser } from '#features/payments/components/order-chooser.tsx';
import { usePaidOrder, withOrder } from '#features/payments/hooks/use-paid-order.ts';

/** /confirmation (spec §2): for a paid order, named on screen; without one, /choose-plan (decision 106). */
export default function ConfirmationRoute() {
  const choice = usePaidOrder();
  if (choice.kind === 'loading')
    return <Spinner label="Loading your order" className="mx-auto my-12 size-8" />;
  if (choice.kind === 'pick' || choice.kind === 'not-found')
    return <OrderChooser choice={choice} path={paths.confirmation} heading="You're all set!" />;
  if (choice.kind === 'error')
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12">
        <h1 className="text-3xl font-bold text-white">Checking your plan</h1>
        <Alert variant="error">
          Your plan could not be checked just now ({choice.message}). Reload the page to try again.
        </Alert>
      </section>
    );
  if (choice.kind !== 'order') return <Navigate to={paths.choosePlan} replace />;
  return <ConfirmationView order={choice.order} formPath={withOrder(paths.fillForm, choice)} />;
}
