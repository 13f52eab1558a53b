import { Navigate, useLocation } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useOrder } from '#features/payments/api/get-order.ts';
import { PaymentSuccessView } from '#features/payments/components/payment-success-view.tsx';
import { usePaymentStore } from '#features/payments/stores/payment-store.ts';

/**
 * /payment-success (spec §2): reads the dashboardUrl the payment dialog passed in navigation state.
 * Only a paid order reaches it (issue 17): the server is asked about the job the plan was chosen
 * for, and without a paid order the visitor goes to /choose-plan instead of reading "Payment
 * Successful!". When the server cannot be asked, this browser's record of the payment decides.
 */
export default function PaymentSuccessRoute() {
  const state = useLocation().state as { dashboardUrl?: unknown } | null;
  const dashboardUrl = typeof state?.dashboardUrl === 'string' ? state.dashboardUrl : null;
  const historyId = usePaymentStore((s) => s.historyId);
  const paidHere = usePaymentStore((s) => s.isPaid);
  const order = useOrder(historyId);
  if (!historyId) return <Navigate to={paths.choosePlan} replace />;
  if (order.isPending)
    return (
      <div className="flex flex-1 items-center justify-center py-12">
        <Spinner label="Checking your payment" />
      </div>
    );
  const paid = order.isError ? paidHere : order.data?.status === 'paid';
  if (!paid) return <Navigate to={paths.choosePlan} replace />;
  return <PaymentSuccessView dashboardUrl={dashboardUrl} />;
}
