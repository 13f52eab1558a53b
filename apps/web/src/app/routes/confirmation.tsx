import { Navigate } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { ConfirmationView } from '#features/payments/components/confirmation-view.tsx';
import { OrderChooser } from '#features/payments/components/order-chooser.tsx';
import { PlanCheckError } from '#features/payments/components/plan-check-error.tsx';
import { usePaidOrder, withOrder } from '#features/payments/hooks/use-paid-order.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** The page's texts are in the catalogues (areas `checkout` and `plans`, decisions 258 and 262). */
export const handle: PageHandle = { translated: true };

/** /confirmation (spec §2): for a paid order, named on screen; without one, /choose-plan (decision 106). */
export default function ConfirmationRoute() {
  const { t } = useI18n();
  const choice = usePaidOrder();
  if (choice.kind === 'loading')
    return <Spinner label={t('checkout.loadingOrder')} className="mx-auto my-12 size-8" />;
  if (choice.kind === 'pick' || choice.kind === 'not-found')
    return <OrderChooser choice={choice} path={paths.confirmation} heading={t('checkout.allSet')} />;
  if (choice.kind === 'error') return <PlanCheckError message={choice.message} code={choice.code} />;
  if (choice.kind !== 'order') return <Navigate to={paths.choosePlan} replace />;
  return <ConfirmationView order={choice.order} formPath={withOrder(paths.fillForm, choice)} />;
}
