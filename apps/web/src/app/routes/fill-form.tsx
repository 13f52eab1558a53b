import { COUNTY_REQUIREMENTS } from '@homie/contracts/appeals';
import {
  prefillComparables,
  prefillNotices,
  prefillPropertyInfo,
  rollValueSplit,
} from '@homie/contracts/appeals-prefill';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Alert } from '#components/ui/alert.tsx';
import { paths } from '#config/paths.ts';
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
  const notices = useMemo(() => prefillNotices(propertyInfo), [propertyInfo]);
  const job = historyId ?? jobId;
  // Opened directly, with no home looked up: say what comes first, not "County Not Supported".
  if (!job && !address && !propertyInfo) return <LookUpFirst />;
  return (
    <FillFormView
      key={`${job ?? 'none'}:${county ?? 'none'}`}
      county={county}
      initialInfo={initialInfo}
      initialComparables={initialComparables}
      jobId={job}
      orderToken={orderToken}
      isPaid={isPaid && Boolean(historyId)}
      calendar={
        <>
          {/* Demo data and estimates are said before the form (issue 14 item 1, decision 119). */}
          {notices.map((notice) => (
            <Alert key={notice} variant="info">
              {notice}
            </Alert>
          ))}
          <FilingCalendar county={county} />
        </>
      }
      rollSplit={rollSplit}
    />
  );
}

function LookUpFirst() {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">Property Tax Appeal Form</h1>
      <Alert variant="info" title="Look up your home first">
        Enter your address to see your assessment and comparable sales, then choose a plan: the appeal form
        for your county opens here, filled in from your result.{' '}
        <Link to={paths.propertyTaxLanding} className="font-semibold underline">
          Look up your home
        </Link>
      </Alert>
    </section>
  );
}
