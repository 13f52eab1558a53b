/**
 * The one route table (decision 148): every page of the single-page app and every API path, for
 * both apps. The server registers its routes with these patterns; the web app links to the pages
 * and calls the API through them (`apiPath` fills a pattern's `:params`). The domain constants
 * (`AUTH_API`, `TOUR_API`, `OPERATOR_API`, …) are views of this table, not second copies.
 * No zod here: the first page reads it (decision 084).
 */

/**
 * Every page of the single-page app (spec §2 route table, plus /analysis). The server answers
 * these with the app's index.html and redirects any other page request to /.
 */
export const PAGE_PATHS = {
  home: '/',
  propertyTaxLanding: '/property-tax-landing',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
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
  /** The watch e-mails' links (issue 52): confirm the address, stop every reminder. */
  confirmWatch: '/confirm-watch',
  unsubscribe: '/unsubscribe',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/**
 * Every API path the server answers, by module, as the server registers it (`:name` is a path
 * parameter). Spec §7's paths keep their exact spelling, trailing slashes included.
 */
export const API_PATHS = {
  auth: {
    register: '/api/auth/register/',
    login: '/api/auth/login/',
    verify: '/api/auth/verify/',
    refresh: '/api/auth/token/refresh/',
    logout: '/api/auth/logout/',
    profile: '/api/auth/profile/',
    /** The account lifecycle (issue 13): not in the spec's table, same style. */
    passwordChange: '/api/auth/password/change/',
    passwordForgot: '/api/auth/password/forgot/',
    passwordReset: '/api/auth/password/reset/',
    account: '/api/auth/account/',
    /** The signed-in owner's language (issue 55, decision 253): PUT { language }. */
    language: '/api/auth/language/',
  },
  contact: { send: '/api/contact' },
  leads: { create: '/api/leads' },
  /** Watch a home (issue 52, decision 228): reminders of its appeal dates. */
  watches: {
    list: '/api/watches',
    watch: '/api/watches/:id',
    confirm: '/api/watches/confirm',
    unsubscribe: '/api/watches/unsubscribe',
    /** A home's appeal dates as an iCalendar file (RFC 5545): ?job_id=… */
    calendar: '/api/appeal-calendar.ics',
  },
  /** The analysis API, on the spec's "property-tax host" (no /api prefix for most). */
  properties: {
    dataset: '/api/dataset',
    autocomplete: '/autocomplete_address',
    placeDetails: '/autocomplete_address_details',
    lookup: '/api/lookup_property',
    analysis: '/manual_analysis',
    result: '/query_result',
    /** Sales the owner knows, added to a job's comparables (issue 50 item 5, decision 249). */
    ownerSales: '/api/analysis/:jobId/owner-sales',
    ownerSale: '/api/analysis/:jobId/owner-sales/:saleId',
  },
  videos: {
    /** The upload page's upload (spec §7). */
    upload: '/property-tax/videos/',
    /** The details screen's upload, naming its analysis job (spec §7). */
    uploadForJob: '/upload-video',
    findingsOfJob: '/api/videos/findings/:jobId',
    condition: '/api/videos/:videoId/condition',
    keepFrame: '/api/videos/:videoId/frames/:index/evidence',
  },
  tour: {
    analyzeFrame: '/api/analyze-frame/',
    captures: '/api/tour/captures/',
    capture: '/api/tour/captures/:id/',
    captureImage: '/api/tour/captures/:id/image',
  },
  evidence: {
    orders: '/api/appeals/evidence-photos/',
    photos: '/api/appeals/evidence-photos/:jobId',
  },
  payments: {
    createSession: '/api/create_payment_session',
    sessionInfo: '/api/payment/session-info/:session_id',
    flowStatus: '/api/payment/flow-status/:session_id',
    success: '/api/payment/success',
    cancel: '/api/payment/cancel',
    sandboxCss: '/api/payment/sandbox-assets/checkout.css',
    sandbox: '/api/payment/sandbox/:session_id',
    sandboxCancel: '/api/payment/sandbox/:session_id/cancel',
    stripeReturn: '/api/payment/stripe/return',
    stripeWebhook: '/api/payment/webhook',
  },
  orders: {
    list: '/api/orders',
    byJob: '/api/orders/by-job/:history_id',
    /** The caller's paid order for the home a job describes, however it was looked up (decision 219). */
    forHome: '/api/orders/for-home/:history_id',
    order: '/api/orders/:order_id',
    claim: '/api/orders/claim',
    /** The receipt's link back to a guest's order (decision 211). */
    restore: '/api/orders/restore',
    draft: '/api/orders/:order_id/draft',
    appealPdf: '/api/orders/:order_id/appeal-pdf',
    outcome: '/api/orders/:order_id/outcome',
    /** Filed and the hearing date (issue 52 item 5, decision 240). */
    progress: '/api/orders/:order_id/progress',
    outcomeNotice: '/api/orders/:order_id/outcome/notice',
    sendLetter: '/api/orders/send-letter',
    letterRecipient: '/api/orders/letter-recipient',
  },
  appeals: {
    validateForm: '/fill-form/validate',
    fillForm: '/fill-form',
    startReport: '/start_report_generation',
    report: '/api/appeals/reports/:jobId',
    reportHtml: '/api/appeals/reports/:jobId/html',
    reportPdf: '/api/appeals/reports/:jobId/pdf',
    reportLetter: '/api/appeals/reports/:jobId/letter',
  },
  operator: {
    summary: '/api/operator/summary',
    messages: '/api/operator/messages',
    message: '/api/operator/messages/:id',
    messageStatus: '/api/operator/messages/:id/status',
    leads: '/api/operator/leads',
    lead: '/api/operator/leads/:id',
    leadStatus: '/api/operator/leads/:id/status',
    orders: '/api/operator/orders',
    order: '/api/operator/orders/:id',
    users: '/api/operator/users',
    user: '/api/operator/users/:id',
    outbox: '/api/operator/outbox',
    /** A waiting e-mail, to deliver by hand on the embedded default (decision 211). */
    outboxMail: '/api/operator/outbox/:id',
    outboxEml: '/api/operator/outbox/:id/eml',
    outboxDelivered: '/api/operator/outbox/:id/delivered',
    /** "Free next year" credits waiting for an operator's review (decision 212). */
    credits: '/api/operator/credits',
    creditNotice: '/api/operator/credits/:id/notice',
    creditReview: '/api/operator/credits/:id/review',
    audit: '/api/operator/audit',
    export: '/api/operator/export/:file',
    /** The Data page (issue 54 item 3, decision 232): per county what is on file, by source, and the MLS sync. */
    data: '/api/operator/data',
    /** Paid appeals by stage and county, and those that need a look (issue 52 item 5, decision 240). */
    pipeline: '/api/operator/pipeline',
    /** Sales and roll files an operator uploads while the server runs (issue 54, decision 239). */
    dataImports: '/api/operator/data/imports',
    dataImport: '/api/operator/data/imports/:id',
  },
} as const;

type Modules = typeof API_PATHS;
/** Any API path pattern of the table. */
export type ApiPath = { [M in keyof Modules]: Modules[M][keyof Modules[M]] }[keyof Modules];

/** The `:name` parameters of a path pattern, as a union of names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A concrete path from a pattern: each `:name` replaced by its value, URI-encoded
 * (`apiPath(API_PATHS.tour.capture, { id })` → `/api/tour/captures/<id>/`).
 */
export function apiPath<P extends string>(
  pattern: P,
  ...[params]: [PathParams<P>] extends [never] ? [] : [Record<PathParams<P>, string | number>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

const pages = new Set<string>(Object.values(PAGE_PATHS));

/** True for a page of the app, with or without a trailing slash. */
export function isPagePath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pages.has(clean);
}
