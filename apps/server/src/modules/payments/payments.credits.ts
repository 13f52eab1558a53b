import { currentRollYear } from '@homie/contracts/appeal-calendar';
import { type AppealCredit, type AppealOutcomeKind, CREDIT_OUTCOMES } from '@homie/contracts/paid-orders';
import { and, eq, type InferModelFromColumns, isNull, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { randomToken } from '#lib/ids.ts';
import type { OwnerRef } from './payments.repository.ts';
import { appealCredits } from './payments.schema.ts';

/**
 * "Free next year if fails" (decision 109): a Success order whose appeal the board denied (or
 * withdrew) earns a credit for the same home's Success plan in the next roll year. The credit is
 * redeemed at checkout for $0 through the same order machinery (payments.service.ts), once per
 * property and roll year.
 */

const CREDIT_COLUMNS = {
  id: appealCredits.id,
  source_order_id: appealCredits.sourceOrderId,
  property_key: appealCredits.propertyKey,
  roll_year: appealCredits.rollYear,
  redeemed_order_id: appealCredits.redeemedOrderId,
  status: appealCredits.status,
  review_note: appealCredits.reviewNote,
};
type CreditRow = InferModelFromColumns<typeof CREDIT_COLUMNS>;

export function toCredit(row: CreditRow): AppealCredit {
  return {
    credit_id: row.id,
    status: row.status,
    review_note: row.review_note,
    roll_year: row.roll_year,
    redeemed: Boolean(row.redeemed_order_id),
    redeemed_order_id: row.redeemed_order_id,
  };
}

/** The roll year an order's appeal is for: the one open when it was paid. */
export function orderRollYear(paidAt: Date): number {
  return currentRollYear(paidAt);
}

export async function findCreditOfOrder(database: Database, orderId: string): Promise<AppealCredit | null> {
  const [row] = await database.db
    .select(CREDIT_COLUMNS)
    .from(appealCredits)
    .where(eq(appealCredits.sourceOrderId, orderId));
  return row ? toCredit(row) : null;
}

/**
 * Grants, keeps or withdraws the credit after the buyer reported the board's decision: a denial
 * (or the board's withdrawal) on a Success order, with the board's notice of decision uploaded,
 * earns one, pending until an operator approves it (decision 212); any other outcome withdraws a
 * credit not yet used. A new report or a new notice puts an unused credit back to pending. One per
 * property and roll year: a second order for the same home gets none.
 */
export async function applyOutcomeToCredit(
  database: Database,
  order: {
    id: string;
    tier: string;
    paidAt: Date;
    owner: OwnerRef;
    propertyKey: string | null;
  },
  outcome: AppealOutcomeKind,
  evidence: { hasNotice: boolean },
): Promise<AppealCredit | null> {
  const { propertyKey } = order;
  const earns =
    order.tier === 'guarantee' && CREDIT_OUTCOMES.includes(outcome) && propertyKey && evidence.hasNotice;
  if (!earns || !propertyKey) {
    await database.db
      .delete(appealCredits)
      .where(and(eq(appealCredits.sourceOrderId, order.id), isNull(appealCredits.redeemedOrderId)));
    return findCreditOfOrder(database, order.id);
  }
  // The evidence changed: an unused credit is reviewed again.
  await database.db
    .update(appealCredits)
    .set({ status: 'pending', reviewedAt: null, reviewedBy: null, reviewNote: null })
    .where(and(eq(appealCredits.sourceOrderId, order.id), isNull(appealCredits.redeemedOrderId)));
  // Any conflict (this order's credit, or the home's for that roll year) leaves the credit as it is.
  await database.db
    .insert(appealCredits)
    .values({
      id: `cr_${randomToken(12)}`,
      sourceOrderId: order.id,
      propertyKey,
      rollYear: orderRollYear(order.paidAt) + 1,
      userId: order.owner.userId ?? null,
      guestTokenHash: order.owner.guestTokenHash ?? null,
    })
    .onConflictDoNothing();
  return findCreditOfOrder(database, order.id);
}

/** An unused credit of the caller for this home, usable in this roll year, or null. */
export async function findUsableCredit(
  database: Database,
  who: { userId: string | null; guestTokenHash: string | null },
  propertyKey: string,
  rollYear: number,
): Promise<CreditRow | null> {
  if (!who.userId && !who.guestTokenHash) return null;
  const [row] = await database.db
    .select(CREDIT_COLUMNS)
    .from(appealCredits)
    .where(
      and(
        eq(appealCredits.propertyKey, propertyKey),
        eq(appealCredits.rollYear, rollYear),
        isNull(appealCredits.redeemedOrderId),
        // Only once an operator has checked the notice of decision (decision 212).
        eq(appealCredits.status, 'approved'),
        or(
          who.userId ? eq(appealCredits.userId, who.userId) : undefined,
          who.guestTokenHash ? eq(appealCredits.guestTokenHash, who.guestTokenHash) : undefined,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * An operator's review of a pending credit (decision 212): approved, it pays next year's Success
 * plan; rejected, it never does (a new notice puts it back to pending). False when the credit is
 * unknown or not pending.
 */
export async function reviewCredit(
  database: Database,
  input: { creditId: string; status: 'approved' | 'rejected'; by: string; note: string | null; now: Date },
): Promise<boolean> {
  const rows = await database.db
    .update(appealCredits)
    .set({ status: input.status, reviewedAt: input.now, reviewedBy: input.by, reviewNote: input.note })
    .where(
      and(
        eq(appealCredits.id, input.creditId),
        eq(appealCredits.status, 'pending'),
        isNull(appealCredits.redeemedOrderId),
      ),
    )
    .returning({ id: appealCredits.id });
  return rows.length > 0;
}
