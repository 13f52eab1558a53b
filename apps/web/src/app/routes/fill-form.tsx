import { COUNTY_REQUIREMENTS } from '@homie/contracts/appeals';
import { prefillComparables, prefillPropertyInfo, rollValueSplit } from '@homie/contracts/appeals-prefill';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FillFormView } from '#features/appeals/components/fill-form-view.tsx';
import { detectFormCounty } from '#features/appeals/utils/detect-form-county.ts';
import { usePaymentStore } from '#features/payments/stores/payment-store.ts';
import { FilingCalendar } from '#features/properties/components/filing-calendar.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';

/**
 * /fill-form (spec §2): the county appeal form for the property in the property store, pre-filled
 * from the lookup and the analysis' comparables (§3), for the job the plan was bought for.
 */
export default function FillFormRoute() {
  const { jobId, address, propertyInfo, comparables } = usePropertyStore(
    useShallow((state) => ({
      jobId: state.jobId,
      address: state.userEnteredAddress,
      propertyInfo: state.propertyInfo,
      comparables: state.comparables,
    })),
  );
  const { historyId, orderToken, isPaid } = usePaymentStore(
    useShallow((state) => ({
      historyId: state.historyId,
      orderToken: state.orderToken,
      isPaid: state.isPaid,
    })),
  );
  const county = detectFormCounty({
    zip: address?.zipCode || (typeof propertyInfo?.zip === 'string' ? propertyInfo.zip : null),
    city: address?.city || (typeof propertyInfo?.city === 'string' ? propertyInfo.city : null),
    recordedCounty: propertyInfo?.county,
  });
  const initialInfo = useMemo(() => prefillPropertyInfo({ propertyInfo, address }), [propertyInfo, address]);
  const initialComparables = useMemo(
    () => (county ? prefillComparables(comparables, COUNTY_REQUIREMENTS[county].max_comparables) : []),
    [comparables, county],
  );
  const rollSplit = useMemo(() => rollValueSplit(propertyInfo), [propertyInfo]);
  const job = historyId ?? jobId;
  return (
    <FillFormView
      key={`${job ?? 'none'}:${county ?? 'none'}`}
      county={county}
      initialInfo={initialInfo}
      initialComparables={initialComparables}
      jobId={job}
      orderToken={orderToken}
      isPaid={isPaid && Boolean(historyId)}
      calendar={<FilingCalendar county={county} />}
      rollSplit={rollSplit}
    />
  );
}
