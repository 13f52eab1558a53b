/**
 * The web app's table of page paths (spec §2). Pages link with `paths.x`, and app/router.tsx maps each
 * of these paths to its lazy page; paths.test.ts keeps the table equal to the server's list of pages
 * (PAGE_PATHS in @homie/contracts/routes).
 */
export const paths = {
  home: '/',
  propertyTaxLanding: '/property-tax-landing',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  videoUpload: '/property-tax-video-upload',
  moreDetails: '/more-details',
  choosePlan: '/choose-plan',
  confirmation: '/confirmation',
  paymentSuccess: '/payment-success',
  fillForm: '/fill-form',
  analysis: '/analysis',
  tour: '/tour',
  resetPassword: '/reset-password',
  account: '/account',
  /** The brokerage's back office (issue 19): operators only. */
  operator: '/operator',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Where a signed-out visitor is sent from a guarded page; the Sign In dialog opens there. */
export const SIGNED_OUT_REDIRECT = paths.home;
