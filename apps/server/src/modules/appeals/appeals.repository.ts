import { currentRollYear } from '@homie/contracts/appeal-calendar';
import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import type { AppealDraft, AppealOutcomeKind, AppealProgress } from '@homie/contracts/paid-orders';
import type { PlanTier } from '@homie/contracts/payments';
import { and, eq, exists, type InferModelFromColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import type { OrderExtras } from '#modules/payments/payments.plugin.ts';
import { orders } from '#modules/payments/payments.schema.ts';
import {
  appealApplications,
  appealDrafts,
  appealOutcomes,
  appealProgress,
  appealReports,
  letterRecipients,
} from './appeals.schema.ts';
import type { ReportSnapshot } from './report/report-snapshot.ts';

/**
 * Queries of the appeals module through Drizzle (decision 149): applications and reports (migration
 * 0006), drafts (0016) and outcomes (0014). Rows keep the SQL's column names, typed from the schema.
 */

const APPLICATION_COLUMNS = {
  county: appealApplications.county,
  /** Which document was generated last (decision 099); null for rows from before migration 0021. */
  route: appealApplications.route,
  property_info: appealApplications.propertyInfo,
  comparable_sales: appealApplications.comparableSales,
  generated_count: appealApplications.generatedCount,
  updated_at: appealApplications.updatedAt,
};
export type ApplicationRow = InferModelFromColumns<typeof APPLICATION_COLUMNS>;

/** Saves the application generated for an order, replacing the previous one. */
export async function saveApplication(
  database: Database,
  input: {
    orderId: string;
    jobId: string;
    county: CountyKey;
    info: AppealPropertyInfo;
    comparables: ComparableSale[];
    route?: AppealRoute;
  },
): Promise<void> {
  await database.db
    .insert(appealApplications)
    .values({
      orderId: input.orderId,
      jobId: input.jobId,
      county: input.county,
      propertyInfo: input.info,
      comparableSales: input.comparables,
      route: input.route ?? null,
    })
    .onConflictDoUpdate({
      target: appealApplications.orderId,
      set: {
        county: sql`excluded.county`,
        propertyInfo: sql`excluded.property_info`,
        comparableSales: sql`excluded.comparable_sales`,
        route: sql`excluded.route`,
        generatedCount: sql`${appealApplications.generatedCount} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findApplication(database: Database, orderId: string): Promise<ApplicationRow | null> {
  const [row] = await database.db
    .select(APPLICATION_COLUMNS)
    .from(appealApplications)
    .where(eq(appealApplications.orderId, orderId));
  return row ?? null;
}

const REPORT_COLUMNS = {
  order_id: appealReports.orderId,
  job_id: appealReports.jobId,
  tier: appealReports.tier,
  county: appealReports.county,
  content: appealReports.content,
  edited_letter: appealReports.editedLetter,
  generated_at: appealReports.generatedAt,
  updated_at: appealReports.updatedAt,
};
export type ReportRow = InferModelFromColumns<typeof REPORT_COLUMNS>;

export async function findReport(database: Database, orderId: string): Promise<ReportRow | null> {
  const [row] = await database.db
    .select(REPORT_COLUMNS)
    .from(appealReports)
    .where(eq(appealReports.orderId, orderId));
  return row ?? null;
}

/**
 * Creates the order's report, or refreshes its evidence snapshot (tier and county too, after an
 * upgrade); an edited letter is kept. Concurrent calls are safe: the order id is the key.
 */
export async function upsertReport(
  database: Database,
  input: { orderId: string; jobId: string; tier: PlanTier; county: CountyKey; snapshot: ReportSnapshot },
): Promise<ReportRow> {
  const [row] = await database.db
    .insert(appealReports)
    .values({
      orderId: input.orderId,
      jobId: input.jobId,
      tier: input.tier,
      county: input.county,
      content: input.snapshot,
    })
    .onConflictDoUpdate({
      target: appealReports.orderId,
      set: {
        tier: sql`excluded.tier`,
        county: sql`excluded.county`,
        content: sql`excluded.content`,
        generatedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning(REPORT_COLUMNS);
  return row!;
}

export async function setEditedLetter(
  database: Database,
  orderId: string,
  letter: string | null,
): Promise<ReportRow | null> {
  const [row] = await database.db
    .update(appealReports)
    .set({ editedLetter: letter, updatedAt: sql`now()` })
    .where(eq(appealReports.orderId, orderId))
    .returning(REPORT_COLUMNS);
  return row ?? null;
}

const DRAFT_COLUMNS = {
  draft: appealDrafts.draft,
  revision: appealDrafts.revision,
  updated_at: appealDrafts.updatedAt,
};
/** The appeal form's draft of an order as the owner last saved it (decision 107). */
export type DraftRow = InferModelFromColumns<typeof DRAFT_COLUMNS>;

export async function findDraft(database: Database, orderId: string): Promise<DraftRow | undefined> {
  const [row] = await database.db
    .select(DRAFT_COLUMNS)
    .from(appealDrafts)
    .where(eq(appealDrafts.orderId, orderId));
  return row;
}

/** Saves the order's draft: the first save is revision 1, each later one the next revision. */
export async function upsertDraft(
  database: Database,
  input: { orderId: string; draft: AppealDraft; now: Date },
): Promise<DraftRow> {
  const [row] = await database.db
    .insert(appealDrafts)
    .values({ orderId: input.orderId, draft: input.draft, updatedAt: input.now })
    .onConflictDoUpdate({
      target: appealDrafts.orderId,
      set: {
        draft: sql`excluded.draft`,
        revision: sql`${appealDrafts.revision} + 1`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning(DRAFT_COLUMNS);
  return row!;
}

/** Records (or corrects) the board's decision on an order's appeal; a notice already attached stays. */
export async function upsertOutcome(
  database: Database,
  input: {
    orderId: string;
    decidedOn: string;
    outcome: AppealOutcomeKind;
    valueDecided: number | null;
    now: Date;
  },
): Promise<void> {
  await database.db
    .insert(appealOutcomes)
    .values({
      orderId: input.orderId,
      decidedOn: input.decidedOn,
      outcome: input.outcome,
      valueDecided: input.valueDecided,
      reportedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: appealOutcomes.orderId,
      set: {
        decidedOn: sql`excluded.decided_on`,
        outcome: sql`excluded.outcome`,
        valueDecided: sql`excluded.value_decided`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Records (or clears) the order's filing and hearing dates. */
export async function upsertProgress(
  database: Database,
  input: { orderId: string; progress: AppealProgress; now: Date },
): Promise<void> {
  const values = {
    filedOn: input.progress.filed_on,
    filedHow: input.progress.filed_how,
    hearingOn: input.progress.hearing_on,
    updatedAt: input.now,
  };
  await database.db
    .insert(appealProgress)
    .values({ orderId: input.orderId, ...values })
    .onConflictDoUpdate({ target: appealProgress.orderId, set: values });
}

/**
 * The hearing date (YYYY-MM-DD) recorded on the user's paid order of the job, while the board has not
 * decided; the latest when several (decision 241: the watches sweep reminds of it).
 */
export async function findUndecidedHearing(
  database: Database,
  jobId: string,
  userId: string,
): Promise<{ hearingOn: string; rollYear: number } | null> {
  const [row] = await database.db
    .select({ hearingOn: appealProgress.hearingOn, paidAt: orders.paidAt })
    .from(appealProgress)
    .innerJoin(orders, eq(orders.id, appealProgress.orderId))
    .leftJoin(appealOutcomes, eq(appealOutcomes.orderId, appealProgress.orderId))
    .where(
      and(
        eq(orders.jobId, jobId),
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        isNotNull(appealProgress.hearingOn),
        sql`${appealOutcomes.orderId} is null`,
      ),
    )
    .orderBy(sql`${appealProgress.hearingOn} desc`)
    .limit(1);
  // The roll year the order's package argues: the one open when it was paid (decision 226).
  return row?.hearingOn && row.paidAt
    ? { hearingOn: row.hearingOn, rollYear: currentRollYear(row.paidAt) }
    : null;
}

/** The reported outcome's notice (its storage key, null without one); undefined when none was reported. */
export async function findOutcomeNotice(
  database: Database,
  orderId: string,
): Promise<
  | {
      notice_key: (typeof appealOutcomes.$inferSelect)['noticeKey'];
      outcome: (typeof appealOutcomes.$inferSelect)['outcome'];
    }
  | undefined
> {
  const [row] = await database.db
    .select({ notice_key: appealOutcomes.noticeKey, outcome: appealOutcomes.outcome })
    .from(appealOutcomes)
    .where(eq(appealOutcomes.orderId, orderId));
  return row;
}

export async function setOutcomeNotice(
  database: Database,
  input: { orderId: string; noticeKey: string; noticeBytes: number; now: Date },
): Promise<void> {
  await database.db
    .update(appealOutcomes)
    .set({ noticeKey: input.noticeKey, noticeBytes: input.noticeBytes, updatedAt: input.now })
    .where(eq(appealOutcomes.orderId, input.orderId));
}

/** Bytes of every stored notice of decision, counted against the storage quota (decision 092). */
export async function storedNoticeBytes(database: Database): Promise<number> {
  // Summed as text: a bigint comes back as a number or a string depending on the driver.
  const [row] = await database.db
    .select({ total: sql`coalesce(sum(${appealOutcomes.noticeBytes}), 0)::text`.mapWith(Number) })
    .from(appealOutcomes);
  return row?.total ?? 0;
}

/**
 * What appeals recorded for an order, in one round trip (read-only, keyed by order id): whether its
 * form was generated, whether a draft is saved, and the board's outcome. Payments' order summary
 * reads it through the reader this module registers (`app.payments.describeOrdersWith`, decision 153).
 */
export async function findOrderExtras(database: Database, orderId: string): Promise<OrderExtras> {
  const { db } = database;
  const recorded = (table: typeof appealApplications | typeof appealDrafts) =>
    sql<boolean>`${exists(db.select({ one: sql`1` }).from(table).where(eq(table.orderId, orderId)))}`;
  const [row] = await db
    .select({
      form_generated: recorded(appealApplications),
      has_draft: recorded(appealDrafts),
      decided_on: appealOutcomes.decidedOn,
      outcome: appealOutcomes.outcome,
      value_decided: appealOutcomes.valueDecided,
      notice_key: appealOutcomes.noticeKey,
      reported_at: appealOutcomes.reportedAt,
      filed_on: appealProgress.filedOn,
      filed_how: appealProgress.filedHow,
      hearing_on: appealProgress.hearingOn,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(appealOutcomes, eq(appealOutcomes.orderId, orderId))
    .leftJoin(appealProgress, eq(appealProgress.orderId, orderId));
  return {
    form_generated: Boolean(row?.form_generated),
    has_draft: Boolean(row?.has_draft),
    progress: {
      filed_on: row?.filed_on ?? null,
      filed_how: row?.filed_how ?? null,
      hearing_on: row?.hearing_on ?? null,
    },
    outcome:
      row?.outcome && row.decided_on && row.reported_at
        ? {
            decided_on: row.decided_on,
            outcome: row.outcome,
            value_decided: row.value_decided,
            notice_key: row.notice_key,
            reported_at: row.reported_at,
          }
        : null,
  };
}

/**
 * Account deletion (decision 093), for every order of the user: removes the appeal applications,
 * the reports (with the owner's edited letters), the letter recipients and the appeal form drafts
 * (name, phone, e-mail); the uploaded notices of decision are unlinked and their storage keys
 * answered, for the caller to delete the files once the transaction is committed (the board's
 * decision itself stays with the order). The orders are read through the payments module's table
 * (decision 149) before its own step anonymises them: this step registered after it, so it runs
 * first (decision 153).
 */
export async function eraseAppealsOfUser(db: Db, userId: string): Promise<string[]> {
  const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map(
    (row) => row.id,
  );
  if (!ids.length) return [];
  await db.delete(appealApplications).where(inArray(appealApplications.orderId, ids));
  await db.delete(appealReports).where(inArray(appealReports.orderId, ids));
  await db.delete(letterRecipients).where(inArray(letterRecipients.orderId, ids));
  await db.delete(appealDrafts).where(inArray(appealDrafts.orderId, ids));
  const withNotice = and(inArray(appealOutcomes.orderId, ids), isNotNull(appealOutcomes.noticeKey));
  const notices = await db.select({ key: appealOutcomes.noticeKey }).from(appealOutcomes).where(withNotice);
  await db.update(appealOutcomes).set({ noticeKey: null, noticeBytes: null }).where(withNotice);
  return notices.map((row) => row.key).filter((key): key is string => Boolean(key));
}
