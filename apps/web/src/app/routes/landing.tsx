import { lazy, Suspense, useEffect, useState } from 'react';
import { freeAssessmentYear } from '@homie/contracts/verdict';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';
import { ContactUsButton } from '#features/contact/components/contact-us-button.tsx';
import { AddressForm } from '#features/properties/components/address-form.tsx';
import { DemoDataNotice } from '#features/properties/components/demo-data-notice.tsx';
import { FeatureCards } from '#features/properties/components/feature-cards.tsx';
import { HomeFactsForm } from '#features/properties/components/home-facts-form.tsx';
import { ResultPanel } from '#features/properties/components/result-panel.tsx';
import { usePropertyAnalysis } from '#features/properties/hooks/use-property-analysis.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';
import { loadWatchHome } from '#features/watches/load-watch-home.ts';

/** Shown only with a result, so its form code loads with the result, not with the page (decision 084). */
const loadFreeAssessmentForm = () => import('#features/leads/components/free-assessment-form.tsx');
const FreeAssessmentForm = lazy(() =>
  loadFreeAssessmentForm().then((m) => ({ default: m.FreeAssessmentForm })),
);

/** "Watch this home" (issue 52): its form code loads with the result too. */
const WatchHome = lazy(() => loadWatchHome().then((m) => ({ default: m.WatchHome })));

/** The landing page's own texts are in the catalogues (decision 252). */
export const handle: PageHandle = { translated: true };

/** / and /property-tax-landing: the address card, the result panel and the feature cards (spec §2). */
export default function LandingRoute() {
  const { t, rich } = useI18n();
  const { analyze, analyzeFacts } = usePropertyAnalysis();
  const errorText = useErrorText();
  const { userEnteredAddress, propertyInfo, comparables, isLoading, missingAddress, unitRequired } =
    usePropertyStore();
  const storedError = usePropertyStore((state) => state.error);
  const errorCode = usePropertyStore((state) => state.errorCode);
  const error = storedError ? errorText(storedError, errorCode) : null;
  // Once the home-facts form has been shown, the result panel that follows it mounts with the
  // owner's new result, whose verdict it brings into view.
  const [factsShown, setFactsShown] = useState(false);
  useEffect(() => {
    if (missingAddress) setFactsShown(true);
  }, [missingAddress]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <DemoDataNotice />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle level={1} className="text-3xl">
              <span className="text-mint-300">{t('landing.cardTitle')}</span>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <AddressForm
              initial={userEnteredAddress}
              submitLabel={t('landing.submit')}
              isLoading={isLoading}
              onSubmit={(address) => {
                void loadFreeAssessmentForm().catch(() => undefined);
                void loadWatchHome().catch(() => undefined);
                void analyze(address);
              }}
              unitError={unitRequired && error ? error : undefined}
            />
            {error && !unitRequired && <Alert variant="error">{error}</Alert>}
            <p className="text-sm text-teal-300">
              {rich('landing.analysisPrompt', {
                link: (chunks) => (
                  <Link
                    to={paths.analysis}
                    className="font-semibold text-mint-300 underline-offset-4 hover:underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </CardContent>
        </Card>
        {missingAddress ? (
          // An address in no record: its owner's facts, then a result from real sales (issue 14 item 2).
          <Card>
            <CardContent className="pt-5">
              <HomeFactsForm
                key={`${missingAddress.street}|${missingAddress.unit}|${missingAddress.zipCode}`}
                address={missingAddress}
                isLoading={isLoading}
                onSubmit={(facts) => void analyzeFacts(facts)}
              />
            </CardContent>
          </Card>
        ) : (
          <ResultPanel
            propertyInfo={propertyInfo}
            comparables={comparables}
            isLoading={isLoading}
            revealOnMount={factsShown}
            watchAction={
              propertyInfo?.job_id ? (
                <Suspense fallback={null}>
                  <WatchHome jobId={propertyInfo.job_id} />
                </Suspense>
              ) : null
            }
            contactAction={
              <ContactUsButton className="font-semibold text-mint-300 underline underline-offset-4" />
            }
            renderGoodShape={(view) =>
              userEnteredAddress && propertyInfo ? (
                <Suspense fallback={null}>
                  <FreeAssessmentForm
                    address={userEnteredAddress}
                    title={t('verdict.freeAssessment', { year: String(freeAssessmentYear(view.rollYear)) })}
                    result={{
                      job_id: propertyInfo.job_id,
                      assessed_value: view.assessedValue,
                      market_value: view.marketValue,
                      annual_tax: view.assessedTax,
                      market_based_tax: view.marketTax,
                      // What "You can save" showed ($0 in good shape), not the formula's negative.
                      saving: view.shownSaving,
                      tax_rate: view.ratePercent,
                    }}
                  />
                </Suspense>
              ) : null
            }
          />
        )}
      </div>
      <FeatureCards />
    </div>
  );
}
