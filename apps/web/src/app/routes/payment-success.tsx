import { GENERATED_STEP, ORDER_QUERY_PARAM } from '@homie/contracts/paid-orders';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { OrderChooser } from '#features/payments/components/order-chooser.tsx';
import { PlanCheckError } from '#features/payments/components/plan-check-error.tsx';
import { PaymentSuccessView, safeTarget } from '#features/payments/components/payment-success-view.tsx';
import { usePaidOrder, withOrder } from '#features/payments/hooks/use-paid-order.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** The page's texts are in the catalogues (area `checkout`, decision 262). */
export const handle: PageHandle = { translated: true };

/**
 * /payment-success (spec §2): only for a paid order, named on screen (issue 17, decision 106); without
 * one the visitor goes to /choose-plan instead of reading "Payment Successful!". After "Generate PDF"
 * the form comes back here (spec §4 flow) and the countdown goes on to /confirmation.
 */
export default function PaymentSuccessRoute() {
  const { t } = useI18n();
  const state = useLocation().state as { dashboardUrl?: unknown; step?: unknown; message?: unknown } | null;
  const [params] = useSearchParams();
  const choice = usePaidOrder();
  const generated = state?.step === GENERATED_STEP || params.get('step') === GENERATED_STEP;
  if (choice.kind === 'loading')
    return (
      <div className="flex flex-1 items-center justify-center py-12">
        <Spinner label={t('checkout.checkingPayment')} />
      </div>
    );
  if (choice.kind === 'pick' || choice.kind === 'not-found')
    return (
      <OrderChooser choice={choice} path={paths.paymentSuccess} heading={t('checkout.paymentSuccessful')} />
    );
  if (choice.kind === 'error') return <PlanCheckError message={choice.message} code={choice.code} />;
  if (choice.kind !== 'order') return <Navigate to={paths.choosePlan} replace />;
  const formPath = withOrder(paths.fillForm, choice);
  const dashboardUrl = typeof state?.dashboardUrl === 'string' ? state.dashboardUrl : null;
  // The server's dashboard_url names the order (/fill-form?order=…); the default order keeps the bare path.
  const paidTarget =
    dashboardUrl && !(choice.fromLink || dashboardUrl.includes(`${ORDER_QUERY_PARAM}=`))
      ? dashboardUrl
      : formPath;
  return (
    <PaymentSuccessView
      order={choice.order}
      step={generated ? 'generated' : 'paid'}
      message={typeof state?.message === 'string' ? state.message : null}
      dashboardUrl={generated ? withOrder(paths.confirmation, choice) : safeTarget(paidTarget, formPath)}
      formPath={formPath}
    />
  );
}
