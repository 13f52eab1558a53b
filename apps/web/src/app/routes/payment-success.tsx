import { useLocation } from 'react-router';
import { PaymentSuccessView } from '#features/payments/components/payment-success-view.tsx';

/** /payment-success (spec §2): reads the dashboardUrl the payment dialog passed in navigation state. */
export default function PaymentSuccessRoute() {
  const state = useLocation().state as { dashboardUrl?: unknown } | null;
  const dashboardUrl = typeof state?.dashboardUrl === 'string' ? state.dashboardUrl : null;
  return <PaymentSuccessView dashboardUrl={dashboardUrl} />;
}
