import { PLANS } from '@homie/contracts/payments';
import { refreshSession } from './payment-flow.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repository.ts';
import { sendReceipt } from './payments.receipt.ts';
import { type CardInput, checkCard } from './sandbox-cards.ts';
import type { CheckoutPlan, CheckoutView } from './sandbox-checkout.page.ts';
import type { Locale } from '@homie/contracts/locales';

/**
 * What the sandbox checkout window does. Like a provider's hosted page, it is reached by the
 * unguessable session id alone (it opens in a new window without the app's credentials).
 */

export interface CheckoutResult {
  statusCode: number;
  view: CheckoutView;
}

const MINUTE_MS = 60_000;

/** "Success", or "Success (upgrade from Basic)" for the difference (decision 108). */
export function checkoutPlanOf(session: Pick<repo.SessionRow, 'tier' | 'purpose'>): CheckoutPlan {
  return {
    name: PLANS[session.tier].name,
    upgradeFrom: session.purpose === 'upgrade' ? PLANS.basic.name : null,
  };
}

type Loaded = { session: repo.SessionWithOrder; status: repo.SessionRow['status'] } | null;

async function load(ctx: PaymentsContext, sessionId: string): Promise<Loaded> {
  // Once Stripe is configured no sandbox session is shown or paid, even one opened before.
  if (ctx.provider.name !== 'sandbox') return null;
  const session = await repo.findSessionWithOrder(ctx.database, sessionId);
  if (session?.provider !== 'sandbox') return null;
  return { session, status: await refreshSession(ctx, session) };
}

function closedView(loaded: NonNullable<Loaded>, last4: string | null = null): CheckoutResult | null {
  const { session, status } = loaded;
  if (status === 'completed') {
    return {
      statusCode: 200,
      view: { kind: 'paid', plan: checkoutPlanOf(session), amountCents: session.amount_cents, last4 },
    };
  }
  if (status === 'cancelled') return { statusCode: 200, view: { kind: 'cancelled' } };
  if (status === 'expired') return { statusCode: 410, view: { kind: 'expired' } };
  return null;
}

function formView(
  ctx: PaymentsContext,
  session: repo.SessionRow,
  extra: Partial<Extract<CheckoutView, { kind: 'form' }>> = {},
) {
  const left = new Date(session.expires_at).getTime() - ctx.clock.now().getTime();
  return {
    kind: 'form' as const,
    sessionId: session.id,
    plan: checkoutPlanOf(session),
    amountCents: session.amount_cents,
    minutesLeft: Math.max(1, Math.ceil(left / MINUTE_MS)),
    ...extra,
  };
}

/** GET: shows the card form and moves the session from initializing to pending. */
export async function viewCheckout(ctx: PaymentsContext, sessionId: string): Promise<CheckoutResult> {
  const loaded = await load(ctx, sessionId);
  if (!loaded) return { statusCode: 404, view: { kind: 'not-found' } };
  const closed = closedView(loaded);
  if (closed) return closed;
  await repo.markOpened(ctx.database, sessionId, ctx.clock.now());
  return { statusCode: 200, view: formView(ctx, loaded.session) };
}

/** POST: charges a test card. A decline keeps the session open for another card. */
export async function payCheckout(
  ctx: PaymentsContext,
  sessionId: string,
  card: CardInput & { cardholder: string },
  /** The language of the paying request, for a guest's receipt (decision 263). */
  language?: Locale,
): Promise<CheckoutResult> {
  const loaded = await load(ctx, sessionId);
  if (!loaded) return { statusCode: 404, view: { kind: 'not-found' } };
  const closed = closedView(loaded);
  if (closed) return closed;
  const now = ctx.clock.now();
  await repo.markOpened(ctx.database, sessionId, now);
  const outcome = checkCard(card, now);
  if (!outcome.ok) {
    if (outcome.declined) await repo.recordDecline(ctx.database, sessionId, outcome.message);
    const values = { cardholder: card.cardholder, number: card.number, expiry: card.expiry };
    return {
      statusCode: outcome.declined ? 402 : 400,
      view: formView(ctx, loaded.session, {
        error: { field: outcome.field, problem: outcome.problem },
        values,
      }),
    };
  }
  const completed = await repo.completeSession(ctx.database, sessionId, now, ['initializing', 'pending']);
  if (completed.orderPaidNow) await sendReceipt(ctx, loaded.session.order_id, language);
  const after = await repo.findSession(ctx.database, sessionId);
  return closedView({ session: loaded.session, status: after?.status ?? 'cancelled' }, outcome.last4)!;
}

/** The checkout's Cancel link. */
export async function cancelCheckout(ctx: PaymentsContext, sessionId: string): Promise<CheckoutResult> {
  const loaded = await load(ctx, sessionId);
  if (!loaded) return { statusCode: 404, view: { kind: 'not-found' } };
  const closed = closedView(loaded);
  if (closed) return closed;
  const status =
    (await repo.closeSession(ctx.database, sessionId, 'cancelled', ctx.clock.now())) ?? 'cancelled';
  return closedView({ session: loaded.session, status })!;
}
