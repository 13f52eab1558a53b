import { z } from 'zod';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from './counties.ts';
import { NOTICE_FIELD_LABELS, NOTICE_TYPES, type NoticeFields } from './notice-appeals.ts';

/**
 * The county appeal form (spec §2 /fill-form, §3 appeal form, §5 requirements per county, §7
 * fill-form calls, §8 appeal-form errors): its fields, labels, per-county rules and wire shapes.
 */

export const APPEAL_FIELDS = [
  'owner_name',
  'apn',
  'property_address',
  'mailing_address',
  'phone',
  'email',
  'purchase_date',
  'purchase_price',
  'assessed_value',
  'opinion_value',
  'sqft',
  'beds',
  'baths',
  'additional_info',
] as const;
export type AppealField = (typeof APPEAL_FIELDS)[number];

export const COMPARABLE_FIELDS = ['address', 'sale_date', 'sale_price', 'sqft', 'description'] as const;
export type ComparableField = (typeof COMPARABLE_FIELDS)[number];

export interface CountyRequirements {
  required: AppealField[];
  recommended: AppealField[];
  min_comparables: number;
  max_comparables: number;
}

const BASE_REQUIRED: AppealField[] = ['owner_name', 'apn', 'property_address', 'opinion_value'];
const WITH_ASSESSED: AppealField[] = [
  'owner_name',
  'apn',
  'property_address',
  'assessed_value',
  'opinion_value',
];
const CONTACT: AppealField[] = ['mailing_address', 'phone', 'email'];

/** Spec §5 table, verbatim. Minimum comparables is 0 everywhere; comparables are never required. */
export const COUNTY_REQUIREMENTS: Record<CountyKey, CountyRequirements> = {
  alameda: {
    required: WITH_ASSESSED,
    recommended: ['sqft', 'phone', 'mailing_address', 'purchase_date', 'purchase_price', 'additional_info'],
    min_comparables: 0,
    max_comparables: 3,
  },
  san_mateo: {
    required: WITH_ASSESSED,
    recommended: ['mailing_address', 'phone', 'email', 'purchase_date', 'additional_info'],
    min_comparables: 0,
    max_comparables: 0,
  },
  la: {
    required: BASE_REQUIRED,
    recommended: [...CONTACT, 'beds', 'baths', 'sqft'],
    min_comparables: 0,
    max_comparables: 2,
  },
  contra_costa: {
    required: BASE_REQUIRED,
    recommended: [...CONTACT, 'sqft'],
    min_comparables: 0,
    max_comparables: 3,
  },
  san_bernardino: { required: BASE_REQUIRED, recommended: CONTACT, min_comparables: 0, max_comparables: 0 },
  riverside: { required: BASE_REQUIRED, recommended: CONTACT, min_comparables: 0, max_comparables: 0 },
  ventura: { required: BASE_REQUIRED, recommended: CONTACT, min_comparables: 0, max_comparables: 0 },
  santa_clara: { required: BASE_REQUIRED, recommended: CONTACT, min_comparables: 0, max_comparables: 0 },
};

/**
 * The fields a county's form asks for these answers: the spec §5 table, and for an appeal that
 * answers a notice also the value the notice enrolls (decision 246), which only the owner has.
 */
export function formRequirements(
  county: CountyKey,
  info: { notice_type?: string | undefined },
): CountyRequirements {
  const base = COUNTY_REQUIREMENTS[county];
  if (!info.notice_type || base.required.includes('assessed_value')) return base;
  return {
    ...base,
    required: [...base.required, 'assessed_value'],
    recommended: base.recommended.filter((field) => field !== 'assessed_value'),
  };
}

export const FIELD_LABELS: Record<AppealField, string> = {
  owner_name: 'Owner Name',
  apn: 'Assessor Parcel Number (APN)',
  property_address: 'Property Address',
  assessed_value: 'Current Assessed Value',
  opinion_value: 'Your Opinion of Market Value',
  sqft: 'Square Footage',
  beds: 'Number of Bedrooms',
  baths: 'Number of Bathrooms',
  phone: 'Daytime Phone',
  email: 'Email Address',
  mailing_address: 'Mailing Address',
  purchase_date: 'Purchase Date',
  purchase_price: 'Purchase Price',
  additional_info: 'Additional Information',
};

/** Los Angeles prints its own labels for four fields (spec §2). */
export const LA_FIELD_LABELS: Partial<Record<AppealField, string>> = {
  apn: "Assessor's ID/Map Book/Page/Parcel",
  property_address: 'Property Address (Number/Street/City/ZIP)',
  phone: 'Owner Daytime Telephone',
  email: 'Owner Email Address (Optional)',
};

export const COMPARABLE_LABELS: Record<ComparableField, string> = {
  address: 'Address',
  sale_date: 'Sale Date',
  sale_price: 'Sale Price',
  sqft: 'Square Footage',
  description: 'Description',
};

export const DATE_PLACEHOLDER = 'MM/DD/YYYY';

/** The label a county prints for a field. */
export function fieldLabel(field: AppealField, county: CountyKey | null | undefined): string {
  return (county === 'la' ? LA_FIELD_LABELS[field] : undefined) ?? FIELD_LABELS[field];
}

/** Appeal-form error texts of spec §8 and the "County Not Supported" card. */
export const APPEAL_ERRORS = {
  noCounty: 'County could not be detected from property address',
  validationFailed: 'Validation failed',
  validationNetwork: 'Network error during validation',
  submissionFailed: 'Form submission failed',
  submissionNetwork: 'Network error during form submission',
  countyNotSupported:
    "We couldn't detect a supported county from your property address. Currently supported counties: Alameda, San Mateo, Los Angeles, Contra Costa, San Bernardino, Riverside, Ventura, and Santa Clara.",
} as const;

export const DEFAULT_PDF_FILE_NAME = 'filled_form.pdf';

/**
 * Which document /fill-form prepares (issue 16, decision 099): the assessor's free informal
 * decline-in-value review request, or the formal Assessment Appeals Board application. Optional on
 * the wire; when absent the recommended route for the county and today applies (appeal-routes.ts).
 */
export const APPEAL_ROUTES = ['informal', 'formal'] as const;
export type AppealRoute = (typeof APPEAL_ROUTES)[number];

/**
 * Comparable sales the formal route's hearing-evidence exhibit takes: the application itself takes
 * none (its page 1 says not to attach evidence), the exhibit as many as the Success plan supplies.
 */
export const HEARING_EXHIBIT_MAX_COMPARABLES = 10;

/**
 * A route's rules for a county: the spec §5 table is the informal request's (its fields and
 * comparable maxima); the formal application asks the same fields and sends its comparables to the
 * hearing-evidence exhibit.
 */
export function routeRequirements(county: CountyKey, route: AppealRoute): CountyRequirements {
  const requirements = COUNTY_REQUIREMENTS[county];
  return route === 'informal'
    ? requirements
    : { ...requirements, max_comparables: HEARING_EXHIBIT_MAX_COMPARABLES };
}

/**
 * Longest text per field (decision 090): what fits the county's printed application, and far more
 * than a real entry needs. The request schemas refuse longer text, the form's inputs carry the same
 * maxLength, and the PDF lays out anything up to it.
 */
export const APPEAL_FIELD_MAX_CHARS: Record<AppealField, number> = {
  owner_name: 100,
  apn: 40,
  property_address: 150,
  mailing_address: 150,
  phone: 30,
  email: 100,
  purchase_date: 50,
  purchase_price: 50,
  assessed_value: 50,
  opinion_value: 50,
  sqft: 50,
  beds: 50,
  baths: 50,
  additional_info: 3000,
};
export const COMPARABLE_FIELD_MAX_CHARS: Record<ComparableField, number> = {
  address: 150,
  sale_date: 50,
  sale_price: 50,
  sqft: 50,
  description: 300,
};
export const MAX_COMPARABLES_SENT = 20;

/** "Owner Name must be at most 100 characters": the same words the form's own check uses. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Plain text in, plain text out: numbers become strings, null and undefined become ''. */
const textField = (max: number, label: string) =>
  z.preprocess(
    (value) =>
      value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value,
    z
      .string()
      .max(max, tooLongMessage(label, max))
      .transform((value) => value.trim()),
  );

/**
 * The formal application's own answers (issue 16, decision 100; issue 51, decision 247), beside the
 * spec's fields: the Yes/No questions (asked, never assumed; '' is unanswered), the opinion of value
 * split into land and improvements (adding up to `opinion_value`), and the number from the owner's
 * notice or tax bill (section 3, optional). Optional on the wire: a client that does not send them
 * gets '' (unanswered); which questions a county and route ask and require is
 * `applicationQuestions` / `requiredApplicationQuestions`.
 */
export const APPLICATION_FIELDS = [
  'principal_residence',
  'claim_for_refund',
  'written_findings',
  'value_hearing_officer',
  'homeowners_exemption',
  'opinion_land',
  'opinion_improvements',
  'tax_bill_number',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export const YES_NO_FIELDS = [
  'principal_residence',
  'claim_for_refund',
  'written_findings',
  'value_hearing_officer',
  'homeowners_exemption',
] as const;
export type YesNoField = (typeof YES_NO_FIELDS)[number];
export type YesNoAnswer = 'yes' | 'no' | '';
export type ApplicationAnswers = Record<YesNoField, YesNoAnswer> &
  Record<'opinion_land' | 'opinion_improvements' | 'tax_bill_number', string>;

export const APPLICATION_FIELD_LABELS: Record<ApplicationField, string> = {
  principal_residence: 'Principal Residence',
  claim_for_refund: 'Claim for Refund',
  written_findings: 'Written Findings of Facts',
  value_hearing_officer: 'Value Hearing Officer',
  homeowners_exemption: "Homeowners' Exemption",
  opinion_land: 'Opinion of Value: Land',
  opinion_improvements: 'Opinion of Value: Improvements',
  tax_bill_number: 'Number from your notice or tax bill',
};

/** Longest number from a notice or tax bill (section 3 of the application). */
export const TAX_BILL_NUMBER_MAX_CHARS = 40;

/**
 * The Yes/No questions a county's document asks, in the order asked (decision 247): the formal
 * application asks its sections 3, 7, 8 and (Santa Clara only, R&T §1637) 9; both routes ask about
 * the homeowners' exemption, which the letter uses (R&T §167, Rule 321(d)).
 */
export function applicationQuestions(county: CountyKey, route: AppealRoute): YesNoField[] {
  if (route === 'informal') return ['homeowners_exemption'];
  return [
    'principal_residence',
    'written_findings',
    'claim_for_refund',
    ...(county === 'santa_clara' ? (['value_hearing_officer'] as const) : []),
    'homeowners_exemption',
  ];
}

/** The questions an owner must answer before the document is drawn: all but the exemption. */
export function requiredApplicationQuestions(county: CountyKey, route: AppealRoute): YesNoField[] {
  return applicationQuestions(county, route).filter((field) => field !== 'homeowners_exemption');
}

/** The questions as the form asks them (BOE-305-AH sections 3, 7, 8 and 9). */
export const APPLICATION_QUESTIONS: Record<YesNoField, string> = {
  principal_residence:
    'Is this property a single-family home that you, the owner, occupy as your principal residence?',
  claim_for_refund: 'Do you designate this application as a claim for refund?',
  written_findings: 'Do you request written findings of facts?',
  value_hearing_officer: 'Do you request that a value hearing officer hear your appeal?',
  homeowners_exemption: "Does the home receive the homeowners' exemption?",
};
export const APPLICATION_HINTS: Record<YesNoField, string> = {
  principal_residence: 'Section 3 of the application.',
  claim_for_refund:
    'Section 8 of the application (R&T Code 5097(b)). Yes lets the application also claim a refund of taxes paid on the value the board reduces; with No, you must file a separate claim for refund after the decision (R&T Code 5097).',
  written_findings:
    "Section 7 of the application. Written findings are the board's written statement of the reasons for its decision: you need them if you may take the decision to court. The county charges a fee for them.",
  value_hearing_officer:
    'Section 9 of the Santa Clara County application (R&T Code 1637): a value hearing officer, instead of the full board, hears an appeal of a single-family home.',
  homeowners_exemption:
    "Optional. For an owner-occupied home that receives the homeowners' exemption, the presumption affecting the burden of proof favours the owner who has given the assessor the information the law requires (R&T Code 167; Property Tax Rule 321(d)).",
};

/** Key of the error when land and improvements do not add up to the opinion of value. */
export const OPINION_SPLIT_ERROR_KEY = 'opinion_split';

const yesNoField = (label: string) =>
  z.preprocess(
    (value) =>
      value === true
        ? 'yes'
        : value === false
          ? 'no'
          : value === null || value === undefined
            ? ''
            : typeof value === 'string'
              ? value.trim().toLowerCase()
              : value,
    z.enum(['yes', 'no', ''], { error: `${label} must be yes or no` }),
  );

export const appealPropertyInfoSchema = z
  .object(
    Object.fromEntries(
      APPEAL_FIELDS.map((field) => [
        field,
        textField(APPEAL_FIELD_MAX_CHARS[field], FIELD_LABELS[field]).default(''),
      ]),
    ) as Record<AppealField, z.ZodDefault<ReturnType<typeof textField>>>,
  )
  .extend({
    principal_residence: yesNoField(APPLICATION_FIELD_LABELS.principal_residence).default(''),
    claim_for_refund: yesNoField(APPLICATION_FIELD_LABELS.claim_for_refund).default(''),
    written_findings: yesNoField(APPLICATION_FIELD_LABELS.written_findings).default(''),
    value_hearing_officer: yesNoField(APPLICATION_FIELD_LABELS.value_hearing_officer).default(''),
    homeowners_exemption: yesNoField(APPLICATION_FIELD_LABELS.homeowners_exemption).default(''),
    tax_bill_number: textField(TAX_BILL_NUMBER_MAX_CHARS, APPLICATION_FIELD_LABELS.tax_bill_number).default(
      '',
    ),
    opinion_land: textField(
      APPEAL_FIELD_MAX_CHARS.opinion_value,
      APPLICATION_FIELD_LABELS.opinion_land,
    ).default(''),
    opinion_improvements: textField(
      APPEAL_FIELD_MAX_CHARS.opinion_value,
      APPLICATION_FIELD_LABELS.opinion_improvements,
    ).default(''),
    // The assessment appealed (issue 51, decision 246): '' is the regular one; a notice's type with
    // its mailing date and event date otherwise (notice-appeals.ts reads them).
    notice_type: z
      .preprocess(
        (value) => (value === null || value === undefined ? '' : value),
        z.enum(['', ...NOTICE_TYPES], {
          error: `${NOTICE_FIELD_LABELS.notice_type} must be one of: regular (empty), ${NOTICE_TYPES.join(', ')}`,
        }),
      )
      .default(''),
    notice_date: textField(APPEAL_FIELD_MAX_CHARS.purchase_date, NOTICE_FIELD_LABELS.notice_date).default(''),
    event_date: textField(APPEAL_FIELD_MAX_CHARS.purchase_date, NOTICE_FIELD_LABELS.event_date).default(''),
  });
/** The spec's fields, and the formal application's answers (absent in data stored before them). */
export type AppealPropertyInfo = Record<AppealField, string> &
  Partial<ApplicationAnswers> &
  Partial<NoticeFields>;

export const comparableSaleSchema = z.object(
  Object.fromEntries(
    COMPARABLE_FIELDS.map((field) => [
      field,
      textField(COMPARABLE_FIELD_MAX_CHARS[field], `Comparable sale ${COMPARABLE_LABELS[field]}`).default(''),
    ]),
  ) as Record<ComparableField, z.ZodDefault<ReturnType<typeof textField>>>,
);
export type ComparableSale = Record<ComparableField, string>;

/**
 * Body of POST /fill-form/validate and POST /fill-form (spec §3 validation request). `job_id` (the
 * analysis job the plan was bought for) is this product's addition: the PDF is only for its paid order.
 */
export const appealFormRequestSchema = z.object({
  county: z.string().max(64).nullish(),
  property_info: appealPropertyInfoSchema.prefault(() => emptyPropertyInfo()),
  comparable_sales: z.array(comparableSaleSchema).max(MAX_COMPARABLES_SENT).default([]),
  job_id: z.string().max(128).nullish(),
  route: z.enum(APPEAL_ROUTES, { error: 'route must be "informal" or "formal"' }).nullish(),
});
export type AppealFormRequest = z.infer<typeof appealFormRequestSchema>;

export const countyRequirementsSchema = z.object({
  required: z.array(z.enum(APPEAL_FIELDS)),
  recommended: z.array(z.enum(APPEAL_FIELDS)),
  min_comparables: z.number().int(),
  max_comparables: z.number().int(),
});

/**
 * Response of POST /fill-form/validate (spec §3). `errors` maps a field (`owner_name`,
 * `comparable_sales.0.sale_price`, or `general` for the form as a whole) to its message.
 */
const calendarDateSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
});

/**
 * A warning before it is worded (issue 55), beside its English in `warnings` (same order): a field
 * recommended for the county, a sale long before the lien date, an opinion not below the assessed
 * value, an application question left open (a client that chose no route), the regular period not
 * open, or a notice's appeal period over. The screens word it in the visitor's language.
 */
// A plain union, not a discriminated one: the response serializer parses (not encodes) only
// schemas that read the same both ways (decision 193).
export const appealWarningSchema = z.union([
  z.object({ kind: z.literal('recommended'), field: z.enum(APPEAL_FIELDS) }),
  z.object({ kind: z.literal('oldSale'), sale: z.number().int(), lienYear: z.number().int() }),
  z.object({ kind: z.literal('opinionNotBelow') }),
  z.object({ kind: z.literal('unanswered'), field: z.enum(YES_NO_FIELDS) }),
  z.object({
    kind: z.literal('window'),
    state: z.enum(['not_open', 'closed']),
    rollYear: z.number().int(),
    opens: calendarDateSchema,
    closes: calendarDateSchema,
    next: z.object({ opens: calendarDateSchema, closes: calendarDateSchema }).nullable(),
  }),
  z.object({
    kind: z.literal('notice'),
    type: z.enum(NOTICE_TYPES),
    closes: calendarDateSchema,
    noticeDate: calendarDateSchema,
    valueDate: calendarDateSchema,
  }),
]);
export type AppealWarning = z.infer<typeof appealWarningSchema>;

export const appealValidationResponseSchema = z.object({
  valid: z.boolean(),
  warnings: z.array(z.string()),
  /** The warnings in parts, for a screen to word in its language (issue 55). */
  warning_parts: z.array(appealWarningSchema).optional(),
  errors: z.record(z.string(), z.string()),
  county: z.enum(COUNTY_KEYS),
  requirements: countyRequirementsSchema,
  /** The document these rules are for: the request's `route`, or the recommended one (decision 099). */
  route: z.enum(APPEAL_ROUTES).optional(),
  /**
   * The regular filing period this application is for (issue 16): its roll year, dates
   * (YYYY-MM-DD, in California), whether it is open today, and what that means in words.
   */
  filing_window: z
    .object({
      route: z.literal('formal'),
      roll_year: z.number().int(),
      opens: z.string(),
      closes: z.string(),
      state: z.enum(['not_open', 'open', 'closed']),
      message: z.string(),
    })
    .optional(),
});
export type AppealValidationResponse = z.infer<typeof appealValidationResponseSchema>;

export function emptyPropertyInfo(): AppealPropertyInfo {
  return Object.fromEntries(APPEAL_FIELDS.map((field) => [field, ''])) as AppealPropertyInfo;
}

export function emptyComparableSale(): ComparableSale {
  return { address: '', sale_date: '', sale_price: '', sqft: '', description: '' };
}

/** Only comparables with address, sale date and sale price all filled are sent (spec §5). */
export function isComparableComplete(comp: ComparableSale): boolean {
  return comp.address.trim() !== '' && comp.sale_date.trim() !== '' && comp.sale_price.trim() !== '';
}

/** "Alameda County", "Los Angeles County". */
export function countyDisplayName(county: CountyKey): string {
  return `${COUNTIES[county].name} County`;
}
