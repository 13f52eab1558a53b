/**
 * Every page of the single-page app (spec §2 route table, plus /analysis). The server answers
 * these with the app's index.html and redirects any other page request to /.
 */
export const PAGE_PATHS = {
  home: '/',
  landing: '/property-tax-landing',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  videoUpload: '/property-tax-video-upload',
  moreDetails: '/more-details',
  analysis: '/analysis',
  choosePlan: '/choose-plan',
  confirmation: '/confirmation',
  paymentSuccess: '/payment-success',
  fillForm: '/fill-form',
  tour: '/tour',
  /** The account lifecycle (issue 13): the e-mailed reset link's page and the signed-in account page. */
  resetPassword: '/reset-password',
  account: '/account',
  /** The brokerage's back office (issue 19): operators only, every call checked by the server. */
  operator: '/operator',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

const pages = new Set<string>(Object.values(PAGE_PATHS));

/** True for a page of the app, with or without a trailing slash. */
export function isPagePath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pages.has(clean);
}
