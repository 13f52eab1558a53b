import type { CreditItem, CreditReviewBody, CreditStatus } from '@homie/contracts/operator';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conflict, notFound } from '#lib/errors.ts';
import { users } from '#modules/auth/auth.schema.ts';
import { appealCredits, orders } from '#modules/payments/payments.schema.ts';
import type { AppealsContext } from './appeals.context.ts';
import { appealOutcomes } from './appeals.schema.ts';

/**
 * The operator's review of "Free next year" credits (issue 49, decision 212): a credit earned by a
 * reported denial waits until an operator has read the board's notice of decision; approved, it
 * pays next year's Success plan; rejected, it never does. Every download and decision is audited.
 * Appeals serves it: it holds the outcome and the notice; payments writes the credit.
 */

/** The operator making the request. */
export interface Operator {
  id: string;
  email: string;
}

/**
 * What the review uses of the operator module's public service (`app.operator`): its role check and
 * its audit trail. Named here, not imported: the operator module reads appeals' filing window, so
 * appeals imports nothing of it (no cycle between modules).
 */
export interface OperatorDoor {
  requireOperator(request: FastifyRequest): Promise<Operator>;
  recordAudit(
    operator: Operator,
    entry: { action: string; subjectKind?: string; subjectId?: string; detail?: Record<string, unknown> },
  ): Promise<void>;
}

export const CREDIT_REVIEW_MESSAGES = {
  unknown: 'No such credit.',
  noNotice: 'This credit has no notice of decision to download.',
  notPending: 'This credit was already reviewed.',
} as const;

const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

function selectCredits(ctx: AppealsContext) {
  return ctx.database.db
    .select({
      id: appealCredits.id,
      status: appealCredits.status,
      order_id: appealCredits.sourceOrderId,
      job_id: orders.jobId,
      buyer: users.email,
      buyer_email: orders.buyerEmail,
      roll_year: appealCredits.rollYear,
      outcome: appealOutcomes.outcome,
      decided_on: appealOutcomes.decidedOn,
      notice_key: appealOutcomes.noticeKey,
      paid_at: orders.paidAt,
      created_at: appealCredits.createdAt,
      reviewed_at: appealCredits.reviewedAt,
      reviewed_by: appealCredits.reviewedBy,
      review_note: appealCredits.reviewNote,
    })
    .from(appealCredits)
    .innerJoin(orders, eq(orders.id, appealCredits.sourceOrderId))
    .leftJoin(appealOutcomes, eq(appealOutcomes.orderId, appealCredits.sourceOrderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .$dynamic();
}
type CreditRow = Awaited<ReturnType<ReturnType<typeof selectCredits>['execute']>>[number];

async function item(ctx: AppealsContext, row: CreditRow): Promise<CreditItem> {
  const property = await ctx.jobs.property(row.job_id);
  return {
    credit_id: row.id,
    status: row.status,
    order_id: row.order_id,
    buyer: row.buyer ?? row.buyer_email ?? null,
    address: property?.address ?? '',
    roll_year: row.roll_year,
    outcome: row.outcome ?? null,
    decided_on: row.decided_on ?? null,
    paid_at: iso(row.paid_at),
    has_notice: Boolean(row.notice_key),
    created_at: iso(row.created_at)!,
    reviewed_at: iso(row.reviewed_at),
    reviewed_by: row.reviewed_by,
    review_note: row.review_note,
  };
}

/** Credits of one status: pending ones oldest first (the queue), reviewed ones newest first. */
export async function listCredits(ctx: AppealsContext, status: CreditStatus): Promise<CreditItem[]> {
  const rows = await selectCredits(ctx)
    .where(eq(appealCredits.status, status))
    .orderBy(status === 'pending' ? asc(appealCredits.createdAt) : desc(appealCredits.reviewedAt))
    .limit(200);
  return Promise.all(rows.map((row) => item(ctx, row)));
}

async function findCredit(ctx: AppealsContext, creditId: string): Promise<CreditRow> {
  const [row] = await selectCredits(ctx).where(eq(appealCredits.id, creditId));
  if (!row) throw notFound(CREDIT_REVIEW_MESSAGES.unknown);
  return row;
}

/** The notice of decision behind a credit, for the operator to read (audited). */
export async function creditNotice(
  ctx: AppealsContext,
  operators: OperatorDoor,
  operator: Operator,
  creditId: string,
): Promise<{ key: string; contentType: string; filename: string }> {
  const row = await findCredit(ctx, creditId);
  if (!row.notice_key) throw notFound(CREDIT_REVIEW_MESSAGES.noNotice);
  await operators.recordAudit(operator, {
    action: 'download_notice',
    subjectKind: 'credit',
    subjectId: creditId,
    detail: { order_id: row.order_id },
  });
  const ext = row.notice_key.split('.').pop() ?? 'pdf';
  const contentType = ext === 'png' ? 'image/png' : ext === 'jpg' ? 'image/jpeg' : 'application/pdf';
  return { key: row.notice_key, contentType, filename: `notice-${row.order_id}.${ext}` };
}

/** Approves or rejects a pending credit (409 once reviewed), in the audit trail. */
export async function reviewCredit(
  ctx: AppealsContext,
  operators: OperatorDoor,
  operator: Operator,
  creditId: string,
  body: CreditReviewBody,
): Promise<CreditItem> {
  const row = await findCredit(ctx, creditId);
  const status = body.decision === 'approve' ? 'approved' : 'rejected';
  const note = body.note?.trim() || null;
  const done = await ctx.orders.reviewCredit({ creditId, status, by: operator.email, note, now: ctx.now() });
  if (!done) throw conflict(CREDIT_REVIEW_MESSAGES.notPending);
  await operators.recordAudit(operator, {
    action: status === 'approved' ? 'approve_credit' : 'reject_credit',
    subjectKind: 'credit',
    subjectId: creditId,
    detail: { order_id: row.order_id, ...(note ? { note } : {}) },
  });
  return item(ctx, await findCredit(ctx, creditId));
}
