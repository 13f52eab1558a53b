/**
 * Texts of the property-tax screens (spec §2, §5, §8, §9) that are not yet in the message catalogues
 * (lib/i18n/catalogs, decision 252): the landing page's texts moved there.
 */
/** Spec §9: the demo tab's fixed values. */
export const DEMO_VALUES = {
  saving: 675,
  assessedValue: 837_692,
  marketValue: 780_000,
  ratePercent: 1.17,
} as const;

/** Spec §8 errors of the lookup → analysis → result chain. */
export const ANALYSIS_ERRORS = {
  unknown: 'An unknown error occurred.',
  lookupMissingData: 'Could not find property information in the lookup response.',
  noJobId: 'Analysis failed to return a job ID.',
  analysisDefault: 'Failed to analyze property. Please try again.',
  pollingExhausted: 'Failed to retrieve comparable properties after multiple attempts',
  streetRequired: 'Please enter your street address.',
} as const;
