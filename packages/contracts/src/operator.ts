/**
 * The brokerage's back office (issue 19, decisions 103-105): the operator API's routes, queries and
 * answers, and the CSV cell rules of its exports. Only accounts granted the operator role by the
 * command line (`npm run operator -- add EMAIL`) may call these routes.
 */
import { z } from 'zod';
import { COUNTY_KEYS } from './counties.ts';
import { APPEAL_STAGES } from './appeal-timeline.ts';
import { PLAN_TIERS } from './payments.ts';
import { API_PATHS, apiPath, PAGE_PATHS } from './routes.ts';

export const OPERATOR_PAGE_PATH = PAGE_PATHS.operator;

const OP = API_PATHS.operator;
export const OPERATOR_API = {
  summary: OP.summary,
  messages: OP.messages,
  message: (id: string) => apiPath(OP.message, { id }),
  messageStatus: (id: string) => apiPath(OP.messageStatus, { id }),
  leads: OP.leads,
  lead: (id: string) => apiPath(OP.lead, { id }),
  leadStatus: (id: string) => apiPath(OP.leadStatus, { id }),
  orders: OP.orders,
  order: (id: string) => apiPath(OP.order, { id }),
  users: OP.users,
  user: (id: string) => apiPath(OP.user, { id }),
  outbox: OP.outbox,
  outboxMail: (id: string) => apiPath(OP.outboxMail, { id }),
  outboxEml: (id: string) => apiPath(OP.outboxEml, { id }),
  outboxDelivered: (id: string) => apiPath(OP.outboxDelivered, { id }),
  credits: OP.credits,
  creditNotice: (id: string) => apiPath(OP.creditNotice, { id }),
  creditReview: (id: string) => apiPath(OP.creditReview, { id }),
  audit: OP.audit,
  data: OP.data,
  pipeline: OP.pipeline,
  dataImports: OP.dataImports,
  dataImport: (id: string) => apiPath(OP.dataImport, { id }),
  exportCsv: (what: ExportKind) => apiPath(OP.export, { file: `${what}.csv` }),
} as const;

export const EXPORT_KINDS = ['messages', 'leads', 'orders'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const PAYMENT_STATES = ['pending', 'paid'] as const;
export const OUTCOMES = ['granted', 'reduced', 'denied', 'withdrawn_by_board', 'withdrawn_by_owner'] as const;

export const OPERATOR_PAGE_SIZE = 25;
export const OPERATOR_PAGE_MAX = 100;
export const OPERATOR_NOTE_MAX = 2000;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Search text: trimmed, at most 200 characters; empty means no search. */
const searchSchema = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
);
const cursorSchema = z.preprocess(
  emptyToUndefined,
  z.string().max(400, 'That page link is not valid.').optional(),
);
const limitSchema = z.coerce
  .number()
  .int('Page size must be a whole number.')
  .min(1, 'Page size must be at least 1.')
  .max(OPERATOR_PAGE_MAX, `Page size must be at most ${OPERATOR_PAGE_MAX}.`)
  .default(OPERATOR_PAGE_SIZE);
const countySchema = z.preprocess(
  emptyToUndefined,
  z.enum(COUNTY_KEYS, { error: 'Unknown county.' }).optional(),
);

/** GET /api/operator/messages and …/leads (and their CSV export, which ignores cursor and limit). */
export const inboxQuerySchema = z.strictObject({
  q: searchSchema,
  county: countySchema,
  status: z.preprocess(emptyToUndefined, z.enum(INBOX_STATUSES, { error: 'Unknown status.' }).optional()),
  cursor: cursorSchema,
  limit: limitSchema,
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** GET /api/operator/messages: a contact message carries no address, hence no county filter. */
export const messagesQuerySchema = inboxQuerySchema.omit({ county: true });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** GET /api/operator/orders. */
export const ordersQuerySchema = z.strictObject({
  q: searchSchema,
  county: countySchema,
  payment: z.preprocess(
    emptyToUndefined,
    z.enum(PAYMENT_STATES, { error: 'Unknown payment state.' }).optional(),
  ),
  cursor: cursorSchema,
  limit: limitSchema,
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** GET /api/operator/export/:what.csv: the list's filters (every row that matches, no paging). */
export const exportQuerySchema = z.strictObject({
  q: searchSchema,
  county: countySchema,
  status: z.preprocess(emptyToUndefined, z.enum(INBOX_STATUSES, { error: 'Unknown status.' }).optional()),
  payment: z.preprocess(
    emptyToUndefined,
    z.enum(PAYMENT_STATES, { error: 'Unknown payment state.' }).optional(),
  ),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
export const exportParamsSchema = z.strictObject({
  file: z.enum(
    EXPORT_KINDS.map((kind) => `${kind}.csv` as const),
    { error: 'One can export messages.csv, leads.csv or orders.csv.' },
  ),
});

/** GET /api/operator/users, …/outbox, …/audit. */
export const searchPageQuerySchema = z.strictObject({
  q: searchSchema,
  cursor: cursorSchema,
  limit: limitSchema,
});
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

export const operatorIdParamsSchema = z.strictObject({
  id: z.string().min(1).max(100),
});

/** POST …/messages/:id/status and …/leads/:id/status. */
export const statusChangeSchema = z.strictObject({
  status: z.enum(INBOX_STATUSES, { error: 'Status must be "new" or "handled".' }),
  note: z
    .string()
    .trim()
    .max(OPERATOR_NOTE_MAX, `The note must be at most ${OPERATOR_NOTE_MAX} characters.`)
    .default(''),
});
export type StatusChange = z.input<typeof statusChangeSchema>;

const handlingSchema = z.object({
  status: z.enum(INBOX_STATUSES),
  read: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  note: z.string().nullable(),
});

export const messageItemSchema = handlingSchema.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
  mailed: z.boolean(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;
export const messageDetailSchema = messageItemSchema.extend({ message: z.string() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const leadItemSchema = handlingSchema.extend({
  id: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  county: z.string().nullable(),
  /** The figures the visitor was shown, from the stored sign-up (leads.result). */
  assessed_value: z.number().nullable(),
  market_value: z.number().nullable(),
  saving: z.number().nullable(),
  job_id: z.string().nullable(),
  submissions: z.number(),
  created_at: z.string(),
});
export type LeadItem = z.infer<typeof leadItemSchema>;

export const buyerSchema = z.object({
  kind: z.enum(['account', 'guest']),
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
});

export const orderItemSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  created_at: z.string(),
  property: z.string().nullable(),
  county: z.string().nullable(),
  plan: z.enum(PLAN_TIERS),
  plan_name: z.string(),
  amount_cents: z.number(),
  payment: z.enum(PAYMENT_STATES),
  paid_at: z.string().nullable(),
  /** Last day of the county's formal filing window for this order's roll year (YYYY-MM-DD). */
  deadline: z.string().nullable(),
  outcome: z.enum(OUTCOMES).nullable(),
  outcome_decided_on: z.string().nullable(),
  buyer: buyerSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const userItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  phone_number: z.string(),
  created_at: z.string(),
  operator: z.boolean(),
  orders: z.number(),
});
export type UserItem = z.infer<typeof userItemSchema>;
export const userDetailSchema = userItemSchema.extend({ order_list: z.array(orderItemSchema) });
export type UserDetail = z.infer<typeof userDetailSchema>;

export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The body, for mail addressed to the brokerage; null for mail to a person (it may hold a link). */
  body: z.string().nullable(),
  attachments: z.array(z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** An outbox message's id (a uuid: anything else is unknown, never a database error). */
export const outboxIdParamsSchema = z.strictObject({ id: z.uuid('No such e-mail.') });

/**
 * A waiting e-mail opened by an operator to deliver it by hand (decision 211): its whole text,
 * whoever it is addressed to, recorded in the audit trail. Mail already delivered is not shown again.
 */
export const outboxMessageSchema = outboxItemSchema.extend({ body: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// ---- "Free next year" credits under review (decision 212) ----

export const CREDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export const creditsQuerySchema = z.object({ status: z.enum(CREDIT_STATUSES).default('pending') });
export const creditIdParamsSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'No such credit.'),
});
export const creditItemSchema = z.object({
  credit_id: z.string(),
  status: z.enum(CREDIT_STATUSES),
  order_id: z.string(),
  /** Who bought: the account's or the guest's address (null when none is known). */
  buyer: z.string().nullable(),
  address: z.string(),
  roll_year: z.number().int(),
  outcome: z.enum(OUTCOMES).nullable(),
  decided_on: z.string().nullable(),
  paid_at: z.string().nullable(),
  has_notice: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  review_note: z.string().nullable(),
});
export type CreditItem = z.infer<typeof creditItemSchema>;
export const creditsResponseSchema = z.object({ items: z.array(creditItemSchema) });
export const creditReviewBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export type CreditReviewBody = z.infer<typeof creditReviewBodySchema>;

export const auditItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.string(),
  action: z.string(),
  subject_kind: z.string().nullable(),
  subject_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export const summarySchema = z.object({
  operator: z.string(),
  unread: z.object({ messages: z.number(), leads: z.number(), total: z.number() }),
  outbox: z.object({ waiting: z.number() }),
  /** True when SMTP is configured (new messages and leads are mailed to the brokerage). */
  mail_delivery: z.boolean(),
});
export type OperatorSummary = z.infer<typeof summarySchema>;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  view_message: 'Opened a message',
  view_lead: 'Opened a lead',
  view_order: 'Opened an order',
  view_user: 'Opened a user',
  status_change: 'Changed a status',
  export: 'Exported CSV',
  open_mail: 'Opened a waiting e-mail',
  download_mail: 'Downloaded an e-mail (.eml)',
  mark_delivered: 'Marked an e-mail delivered by hand',
  download_notice: 'Downloaded a notice of decision',
  approve_credit: 'Approved a "Free next year" credit',
  reject_credit: 'Rejected a "Free next year" credit',
  data_import_started: 'Uploaded a file to import',
  data_import_done: 'A file import finished',
  data_import_failed: 'A file import failed',
  mls_sync: 'Synced MLS sales',
};

// ---- CSV (RFC 4180 cells, safe to open in a spreadsheet) ----

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with
 * `'` so a spreadsheet shows it as text (a finite number value stays a number); every cell is quoted with inner quotes doubled, so commas,
 * quotes and line breaks stay inside it.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  // A real number (say a negative saving) is data, not a formula; any text is checked.
  if (typeof value === 'number' && Number.isFinite(value)) return `"${value}"`;
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF-terminated, RFC 4180). */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte order mark that makes spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Counts by producer (`source`: redfin, mls, la-assessor, demo, …). */
const countsBySource = z.record(z.string(), z.number().int().nonnegative());

/** One county on the Data page (decision 232): what is on file, by source, and how fresh. */
export const dataCountySchema = z.object({
  county: z.string(),
  homes: countsBySource,
  sales: countsBySource,
  roll_records: countsBySource,
  /** The newest sale's date (YYYY-MM-DD), null without sales. */
  newest_sale: z.string().nullable(),
});
export type DataCounty = z.infer<typeof dataCountySchema>;

/**
 * The files an operator may upload on the Data page (decision 239), the same formats as
 * `npm run import`: three sales exports and two assessor rolls.
 */
export const DATA_IMPORT_FORMATS = {
  redfin: 'Redfin sold homes (CSV)',
  zillow: 'Zillow sold homes (CSV)',
  reso: 'RESO Data Dictionary sales (CSV)',
  'la-assessor': 'LA County assessor roll (CSV)',
  'roll-csv': 'Assessor roll, other counties (CSV)',
} as const;
export type DataImportFormat = keyof typeof DATA_IMPORT_FORMATS;
export const DATA_IMPORT_FORMAT_KEYS = Object.keys(DATA_IMPORT_FORMATS) as [
  DataImportFormat,
  ...DataImportFormat[],
];

/** The largest file the Data page takes (a county's yearly roll is a few hundred MB). */
export const DATA_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
/** How many of an import's skipped lines are kept to show (the CLI's report has them all). */
export const DATA_IMPORT_SHOWN_LINES = 20;

export const DATA_IMPORT_MESSAGES = {
  running: 'An import is already running. Wait for it to finish, then upload the next file.',
  empty: 'The file is empty. Choose the CSV file to import.',
  tooLarge: `The file is larger than ${DATA_IMPORT_MAX_BYTES / 1024 / 1024 / 1024} GB. Split it, or run npm run import on the server.`,
  contentType: 'Send the file as text/csv or application/octet-stream.',
  notFound: 'No such import.',
  interrupted:
    'Interrupted: the server stopped during the import. Upload the file again (nothing is added twice).',
} as const;

/** The Data page's upload form: the format and one file (a FileList in the browser). */
export const dataUploadFormSchema = z.object({
  format: z.enum(DATA_IMPORT_FORMAT_KEYS, { error: "Choose the file's format." }),
  files: z.custom<ArrayLike<{ name: string; size: number }>>(
    (value) => typeof value === 'object' && value !== null && (value as ArrayLike<unknown>).length === 1,
    { error: 'Choose the file to import.' },
  ),
});
export type DataUploadForm = z.infer<typeof dataUploadFormSchema>;

/** POST /api/operator/data/imports?format=…&file_name=…, the file as the request body. */
export const dataImportQuerySchema = z.object({
  format: z.enum(DATA_IMPORT_FORMAT_KEYS, { error: "Choose the file's format." }),
  file_name: z.string().trim().min(1).max(200),
});
export type DataImportQuery = z.infer<typeof dataImportQuerySchema>;

/** One line of the file that was not imported, and why. */
export const skippedLineSchema = z.object({ line: z.number().int(), reason: z.string() });

/** An upload's import, while it runs and after (decision 239). */
export const dataImportSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  format: z.enum(DATA_IMPORT_FORMAT_KEYS),
  status: z.enum(['running', 'done', 'failed']),
  operator_email: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** The file's size and how much of it has been read. */
  bytes_total: z.number().int().nonnegative(),
  bytes_read: z.number().int().nonnegative(),
  rows_read: z.number().int().nonnegative(),
  sales_added: z.number().int().nonnegative(),
  /** Sales already on file (importing a file twice adds nothing). */
  sales_known: z.number().int().nonnegative(),
  homes_created: z.number().int().nonnegative(),
  homes_updated: z.number().int().nonnegative(),
  /** Roll records (assessments) written. */
  roll_records: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** The first skipped lines (at most DATA_IMPORT_SHOWN_LINES). */
  first_skipped: z.array(skippedLineSchema),
  /** Why the import stopped, when it failed. */
  error: z.string().nullable(),
});
export type DataImport = z.infer<typeof dataImportSchema>;

/** GET /api/operator/data: per county counts and the MLS sync's last run (null outcome: never ran). */
export const dataOverviewSchema = z.object({
  counties: z.array(dataCountySchema),
  /** The latest uploads' imports, newest first. */
  imports: z.array(dataImportSchema),
  mls_sync: z.object({
    /** RESO_BASE_URL is set. */
    enabled: z.boolean(),
    last_started_at: z.string().nullable(),
    last_finished_at: z.string().nullable(),
    /** "ok", or "failed: <why>"; null before the first run. */
    last_outcome: z.string().nullable(),
    /** The committed ModificationTimestamp mark. */
    high_water: z.string().nullable(),
    records: z.number().int().nullable(),
    sales_added: z.number().int().nullable(),
    skipped: z.number().int().nullable(),
  }),
});
export type DataOverview = z.infer<typeof dataOverviewSchema>;

// ---- The appeals pipeline (issue 52 item 5, decision 240) ----

/** Days after a hearing without a reported decision before a Success order needs a look. */
export const PIPELINE_DECISION_LATE_DAYS = 60;
/** Days before the filing period closes from which an order not filed needs a look. */
export const PIPELINE_FILING_SOON_DAYS = 14;

/** GET /api/operator/pipeline: paid orders per county and stage, and the ones that need a look. */
export const pipelineSchema = z.object({
  counts: z.array(z.object({ county: z.string(), stage: z.enum(APPEAL_STAGES), orders: z.number().int() })),
  attention: z.array(
    z.object({
      order_id: z.string(),
      address: z.string(),
      county: z.string(),
      stage: z.enum(APPEAL_STAGES),
      /** What is late or due, in words, with its date. */
      reason: z.string(),
      /** YYYY-MM-DD the reason dates from (the list is oldest first). */
      since: z.string(),
    }),
  ),
});
export type Pipeline = z.infer<typeof pipelineSchema>;
