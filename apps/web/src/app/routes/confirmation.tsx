import { ConfirmationView } from '#features/payments/components/confirmation-view.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';

/** /confirmation (spec §2); redirects to /choose-plan when no plan is selected. */
export default function ConfirmationRoute() {
  const jobId = usePropertyStore((state) => state.jobId);
  return <ConfirmationView fallbackHistoryId={jobId} />;
}
