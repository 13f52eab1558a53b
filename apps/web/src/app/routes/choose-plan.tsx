import { ChoosePlanView } from '#features/payments/components/choose-plan-view.tsx';
import { FilingCalendar } from '#features/properties/components/filing-calendar.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';

/** /choose-plan (spec §2): the plans for the analysis job the owner is working on. */
export default function ChoosePlanRoute() {
  const jobId = usePropertyStore((state) => state.jobId);
  const county = usePropertyStore((state) => state.propertyInfo?.county);
  return <ChoosePlanView historyId={jobId} calendar={<FilingCalendar county={county} />} />;
}
