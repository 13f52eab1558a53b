import { currentRollYear } from '@homie/contracts/appeal-calendar';
import { type AppealCredit, type AppealOutcomeKind, CREDIT_OUTCOMES } from '@homie/contracts/paid-orders';
import type { Database } from '#db/client.ts';
import { randomToken } from '#lib/ids.ts';
import type { OwnerRef } from './payments.repository.ts';

/**
 * "Free next year if fails" (decision 109): a Success order whose appeal the board denied (or
 * withdrew) earns a credit for the same home's Success plan in the next roll year. The credit is
 * redeemed at checkout for $0 through the same order machinery (payments.service.ts), once per
 * property and roll year.
 */

interface CreditRow {
  id: string;
  source_order_id: string;
  property_key: string;
  roll_year: number;
  redeemed_order_id: string | null;
}

const COLUMNS = 'id, source_order_id, property_key, roll_year, redeemed_order_id';

export function toCredit(row: CreditRow): AppealCredit {
  return {
    credit_id: row.id,
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
  const [row] = await database.query<CreditRow>(
    `select ${COLUMNS} from appeal_credits where source_order_id = $1`,
    [orderId],
  );
  return row ? toCredit(row) : null;
}

/**
 * Grants, keeps or withdraws the credit after the buyer reported the board's decision: a denial
 * (or the board's withdrawal) on a Success order grants one; any other outcome withdraws a credit
 * not yet used. One per property and roll year: a second order for the same home gets none.
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
): Promise<AppealCredit | null> {
  const earns = order.tier === 'guarantee' && CREDIT_OUTCOMES.includes(outcome) && order.propertyKey;
  if (!earns) {
    await database.query(
      'delete from appeal_credits where source_order_id = $1 and redeemed_order_id is null',
      [order.id],
    );
    return findCreditOfOrder(database, order.id);
  }
  await database.query(
    `insert into appeal_credits (id, source_order_id, property_key, roll_year, user_id, guest_token_hash)
     values ($1, $2, $3, $4, $5::uuid, $6)
     on conflict do nothing`,
    [
      `cr_${randomToken(12)}`,
      order.id,
      order.propertyKey,
      orderRollYear(order.paidAt) + 1,
      order.owner.userId ?? null,
      order.owner.guestTokenHash ?? null,
    ],
  );
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
  const [row] = await database.query<CreditRow>(
    `select ${COLUMNS} from appeal_credits
      where property_key = $1 and roll_year = $2 and redeemed_order_id is null
        and ((user_id is not null and user_id = $3::uuid) or (guest_token_hash is not null and guest_token_hash = $4))
      limit 1`,
    [propertyKey, rollYear, who.userId, who.guestTokenHash],
  );
  return row ?? null;
}

/**
 * Redeems a credit for a pending order in one statement: the credit is taken (only if unused), the
 * $0 session completed and the order paid as Success. False when the credit was taken meanwhile.
 */
export async function redeemCredit(
  database: Database,
  input: { creditId: string; orderId: string; sessionId: string; now: Date },
): Promise<boolean> {
  const rows = await database.query<{ order_id: string | null }>(
    `with c as (
       update appeal_credits set redeemed_order_id = $2, redeemed_at = $3
        where id = $1 and redeemed_order_id is null
          and exists (select 1 from orders where id = $2 and status = 'pending')
        returning id),
     s as (
       update payment_sessions set status = 'completed', completed_at = $3
        where id = $4 and status in ('initializing', 'pending') and exists (select 1 from c)
        returning id, order_id),
     o as (
       update orders set status = 'paid', paid_at = $3, paid_session_id = s.id, tier = 'guarantee',
              amount_cents = 0, updated_at = $3
         from s where orders.id = s.order_id and orders.status = 'pending'
       returning orders.id)
     select (select id from o) as order_id`,
    [input.creditId, input.orderId, input.now, input.sessionId],
  );
  return Boolean(rows[0]?.order_id);
}
