import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import type { PageHandle } from '../page-handle.ts';
import { AfterHydration, HIDDEN_WITH_KEPT_STATE, KeptResultPlaceholder } from '../prerendered.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';
import { ContactUsButton } from '#features/contact/components/contact-us-button.tsx';
import { PlanSteps } from '#features/payments/components/plan-steps.tsx';
import { AnalysedFacts } from '#features/properties/components/analysed-facts.tsx';
import { AppealCountdown } from '#features/properties/components/appeal-countdown.tsx';
import { CompCards } from '#features/properties/components/comp-cards.tsx';
import { DetailsForm } from '#features/properties/components/details-form.tsx';
import { FilingCalendar } from '#components/filing-calendar.tsx';
import { SampleLetter } from '#features/properties/components/sample-letter.tsx';
import { WhatsNext } from '#features/properties/components/whats-next.tsx';
import { SavingHeadline } from '#features/properties/components/saving-headline.tsx';
import { planEvidence } from '#features/properties/utils/plan-evidence.ts';
import { YourSavingsTab } from '#features/properties/components/your-savings-tab.tsx';
import { usePropertyAnalysis } from '#features/properties/hooks/use-property-analysis.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { DetailsVideoInput } from '#features/videos/components/details-video-input.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** "What your video shows" (decision 114): its code (and its schemas) loads after the page. */
const VideoFindingsPanel = lazy(() =>
  import('#features/evidence/components/video-findings-panel.tsx').then((m) => ({
    default: m.VideoFindingsPanel,
  })),
);

/**
 * Every text of the page is in the catalogues (decisions 257, 259): not marked English. What stays
 * English is marked so where it shows: the sample letter, the video analyser's own words.
 */
export const handle: PageHandle = { translated: true };

const MORE_DETAILS_H1 = 'text-3xl font-bold text-white sm:text-4xl';

/** /more-details: step 1 of the paid flow, where the owner corrects the facts and adds a video (spec §2). */
export default function MoreDetailsRoute() {
  const { t, rich } = useI18n();
  const { reanalyze } = usePropertyAnalysis();
  const { jobId, userEnteredAddress, propertyInfo, comparables, isLoading } = usePropertyStore();
  const zip = propertyInfo?.zip ?? userEnteredAddress?.zipCode;
  const city = propertyInfo?.city ?? userEnteredAddress?.city;
  const evidence = useMemo(
    () => (propertyInfo ? planEvidence(propertyInfo, comparables) : null),
    [propertyInfo, comparables],
  );
  // Prerendered (decision 138): until hydrated, the result and the deadline show their first-visit
  // text, or (for a browser that keeps an analysis) a placeholder, never a date from the build.
  const lookUpFirst = (className?: string) => (
    <Alert variant="info" className={className}>
      {rich('details.lookUpFirst', {
        link: (chunks) => (
          <Link to={paths.propertyTaxLanding} className="font-semibold underline">
            {chunks}
          </Link>
        ),
      })}
    </Alert>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <PlanSteps current={0} />
      {/* Prerendered: a first visit's sample headline; a browser that keeps an analysis waits for its own. */}
      <AfterHydration
        before={
          <SavingHeadline
            page="moreDetails"
            evidence={null}
            className={`text-center ${HIDDEN_WITH_KEPT_STATE}`}
            headingClassName={MORE_DETAILS_H1}
          />
        }
      >
        <SavingHeadline
          page="moreDetails"
          evidence={evidence}
          className="text-center"
          headingClassName={MORE_DETAILS_H1}
        />
      </AfterHydration>
      <AfterHydration
        before={
          <>
            {lookUpFirst(HIDDEN_WITH_KEPT_STATE)}
            <KeptResultPlaceholder className="min-h-40">{t('details.loadingResult')}</KeptResultPlaceholder>
          </>
        }
      >
        {propertyInfo ? (
          <Card role="region" aria-label={t('details.resultRegion')} aria-busy={isLoading}>
            <CardContent className="grid gap-4 pt-5">
              <YourSavingsTab
                propertyInfo={propertyInfo}
                comparables={comparables}
                contactAction={
                  <ContactUsButton className="font-semibold text-mint-300 underline underline-offset-4" />
                }
              />
              <AnalysedFacts info={propertyInfo} />
              <CompCards comparables={comparables} />
            </CardContent>
          </Card>
        ) : (
          <>
            {lookUpFirst()}
            {null}
          </>
        )}
      </AfterHydration>
      <div className="grid gap-8 lg:grid-cols-3">
        <WhatsNext
          countdown={
            <AfterHydration
              before={
                <>
                  <div className={HIDDEN_WITH_KEPT_STATE}>
                    <AppealCountdown zip={null} city={null} />
                  </div>
                  <KeptResultPlaceholder>{t('details.loadingDeadline')}</KeptResultPlaceholder>
                </>
              }
            >
              <div>
                <AppealCountdown zip={zip} city={city} />
              </div>
              <FilingCalendar county={propertyInfo?.county} />
            </AfterHydration>
          }
        />
        <div className="grid content-start gap-8">
          <DetailsForm propertyInfo={propertyInfo} isLoading={isLoading} onSubmit={reanalyze} />
          <DetailsVideoInput jobId={jobId} />
          {jobId && (
            <Suspense fallback={null}>
              <VideoFindingsPanel jobId={jobId} />
            </Suspense>
          )}
        </div>
        {/* Prerendered with the first-visit note; the owner's own count once the app has the analysis. */}
        <AfterHydration before={<SampleLetter salesConsidered={null} />}>
          <SampleLetter salesConsidered={propertyInfo?.valuation?.comps_considered ?? null} />
        </AfterHydration>
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="ghost" asChild>
          <Link to={paths.propertyTaxLanding}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {t('details.back')}
          </Link>
        </Button>
        <Button asChild size="lg">
          <Link to={paths.choosePlan}>{t('details.unlock')}</Link>
        </Button>
      </div>
    </div>
  );
}
