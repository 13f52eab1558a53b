/** Texts of the property-tax screens (spec §2, §5, §8, §9), written once. */
export const LANDING_TEXT = {
  cardTitle: 'Stop overpaying property tax',
  streetPlaceholder: '123 Main St',
  submit: 'See my result',
  demoTab: 'Success demo',
  savingsTab: 'Your savings',
  demoName: 'Maria',
  demoHeading: (name: string) => `${name} has saved`,
  assessedValue: 'Assessed Value',
  marketValue: 'Market Value',
  youCanSave: 'You can save',
  saveNow: 'Save now',
  getEffectiveComps: 'Get effective comps',
  noResultYet: 'Enter your address above and press "See my result" to see what you could save.',
  demoData:
    'Demo data: this server runs on a generated sample of California properties, not on real county records. Figures are illustrations.',
} as const;

/** Spec §9: the demo tab's fixed values. */
export const DEMO_VALUES = {
  saving: 675,
  assessedValue: 837_692,
  marketValue: 780_000,
  ratePercent: 1.17,
} as const;

export const FEATURE_CARDS = [
  {
    // The spec's "thousands of recent sales" is not what one home is valued from (decision 188): its
    // comparables come from the nearby sales of its search step, each adjusted for size, age, rooms
    // and lot, and brought to the lien date by the market index.
    title: 'AI-Powered Analysis',
    text: 'We compare your property to recent sales nearby, adjusted for size, age and sale date, to find what it is really worth.',
  },
  {
    // The spec's "an average of $1,200 annually" has no source. What is sourced: the tax is the
    // assessed value times the effective rate, and the counties' average rates run about 1.09%–1.26%
    // (shared/design/domain.md, "Assessed value"): $100,000 off an assessment saves $1,090–$1,260 a
    // year, about $1,200 (decision 188).
    title: 'Average Savings',
    text: 'A successful appeal that takes $100,000 off an assessed value saves about $1,200 a year (county average tax rates run 1.09%–1.26%).',
  },
  {
    // The spec's "Risk-Free Process … appeal success guaranteed" is a claim B&P §17537.9 forbids a
    // paid filing service to make (decision 097).
    title: 'Fair Terms',
    text: 'No one can guarantee a reduction. With the Success plan, if the board denies your appeal, next year is free.',
  },
] as const;

/** Spec §8 errors of the lookup → analysis → result chain. */
export const ANALYSIS_ERRORS = {
  unknown: 'An unknown error occurred.',
  lookupMissingData: 'Could not find property information in the lookup response.',
  noJobId: 'Analysis failed to return a job ID.',
  analysisDefault: 'Failed to analyze property. Please try again.',
  pollingExhausted: 'Failed to retrieve comparable properties after multiple attempts',
  streetRequired: 'Please enter your street address.',
} as const;
