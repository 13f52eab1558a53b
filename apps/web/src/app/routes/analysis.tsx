import { Search } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { toast } from '#components/ui/toast.tsx';
import { ContactUsButton } from '#features/contact/components/contact-us-button.tsx';
import { AddressForm } from '#features/properties/components/address-form.tsx';
import { ComparablesList } from '#features/properties/components/comparables-list.tsx';
import { HomeFactsForm } from '#features/properties/components/home-facts-form.tsx';
import { PropertySummary } from '#features/properties/components/property-summary.tsx';
import { usePropertyAnalysis } from '#features/properties/hooks/use-property-analysis.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { ANALYSIS_ERRORS } from '#features/properties/utils/messages.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** The page's texts are in the catalogues (areas `analysis` and `details`, decision 262). */
export const handle: PageHandle = { translated: true };

/** The browser's own analysis failures (spec §8, messages.ts), each by its message in the catalogue. */
const ANALYSIS_ERROR_IDS: Partial<Record<string, MessageId>> = {
  [ANALYSIS_ERRORS.unknown]: 'analysis.error.unknown',
  [ANALYSIS_ERRORS.lookupMissingData]: 'analysis.error.lookupMissingData',
  [ANALYSIS_ERRORS.noJobId]: 'analysis.error.noJobId',
  [ANALYSIS_ERRORS.analysisDefault]: 'analysis.error.analysisDefault',
  [ANALYSIS_ERRORS.pollingExhausted]: 'analysis.error.pollingExhausted',
};

/**
 * /analysis: the analysis screen of spec §2 (address form beside the property summary and the
 * comparables list). See docs/decisions/070-analysis-screen-route.md.
 */
export default function AnalysisRoute() {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const { analyze, analyzeFacts } = usePropertyAnalysis();
  const { userEnteredAddress, propertyInfo, comparables, isLoading, missingAddress, unitRequired } =
    usePropertyStore();
  const storedError = usePropertyStore((state) => state.error);
  const errorCode = usePropertyStore((state) => state.errorCode);

  /**
   * A failure in the visitor's language: the API's code's message (`error.<code>`), else the
   * browser's own message from the catalogue; in English, or for a text neither knows, as it came.
   */
  const failureText = (message: string) => {
    const code = usePropertyStore.getState().errorCode;
    if (locale === 'en' || code) return errorText(message, code);
    const id = ANALYSIS_ERROR_IDS[message];
    return id ? t(id) : message;
  };
  const error = storedError ? errorText(storedError, errorCode) : null;

  const run = async (address: Parameters<typeof analyze>[0]) => {
    const error = await analyze(address, ANALYSIS_ERRORS.analysisDefault);
    if (error) toast.error(failureText(error));
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle level={1}>{t('analysis.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <AddressForm
            initial={userEnteredAddress}
            submitLabel={t('analysis.submit')}
            isLoading={isLoading}
            onSubmit={(a) => void run(a)}
            unitError={unitRequired && error ? error : undefined}
          />
        </CardContent>
      </Card>
      <Card aria-busy={isLoading}>
        <CardContent className="grid gap-8 pt-5">
          {missingAddress ? (
            <HomeFactsForm
              key={`${missingAddress.street}|${missingAddress.unit}|${missingAddress.zipCode}`}
              address={missingAddress}
              isLoading={isLoading}
              onSubmit={(facts) =>
                void analyzeFacts(facts).then((error) => {
                  if (error) toast.error(failureText(error));
                })
              }
            />
          ) : isLoading ? (
            <div className="flex min-h-64 items-center justify-center">
              <Spinner label={t('analysis.analyzing')} className="size-10 text-mint-300" />
            </div>
          ) : propertyInfo ? (
            <>
              <PropertySummary
                info={propertyInfo}
                comparables={comparables}
                contactAction={
                  <ContactUsButton className="font-semibold text-mint-300 underline underline-offset-4" />
                }
              />
              <ComparablesList comparables={comparables} info={propertyInfo} />
            </>
          ) : (
            <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-center text-teal-200">
              <Search aria-hidden="true" className="size-10 text-teal-400" />
              <p>{t('analysis.prompt')}</p>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
