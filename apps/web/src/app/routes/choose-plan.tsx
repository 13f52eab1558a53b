import { useMemo } from 'react';
import { ChoosePlanView } from '#features/payments/components/choose-plan-view.tsx';
import { FilingCalendar } from '#features/properties/components/filing-calendar.tsx';
import { PlanPropertyResult } from '#features/properties/components/plan-property-result.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { planEvidence } from '#features/properties/utils/plan-evidence.ts';
import { KeptResultPlaceholder, useHydrated } from '../prerendered.tsx';

/**
 * /choose-plan (spec §2): the plans for the analysis job the owner is working on, after the home
 * they are for and its result; where the evidence does not support an appeal the owner confirms
 * before paying (issue 16).
 */
export default function ChoosePlanRoute() {
  const jobId = usePropertyStore((state) => state.jobId);
  const info = usePropertyStore((state) => state.propertyInfo);
  const comparables = usePropertyStore((state) => state.comparables);
  const evidence = useMemo(() => (info ? planEvidence(info, comparables) : null), [info, comparables]);
  // Prerendered (decision 138): until hydrated, the page shows the plans of a first visit, and (for
  // a browser that keeps an analysis) a placeholder where the home and its filing calendar go.
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <ChoosePlanView
        historyId={null}
        property={
          <KeptResultPlaceholder className="min-h-48">Loading your home's result…</KeptResultPlaceholder>
        }
      />
    );
  return (
    <ChoosePlanView
      historyId={jobId}
      property={info && evidence ? <PlanPropertyResult info={info} evidence={evidence} /> : null}
      needsConfirmation={evidence?.needsConfirmation ?? false}
      calendar={<FilingCalendar county={info?.county} />}
    />
  );
}
