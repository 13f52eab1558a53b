import type { AppealDraft, DraftResponse } from '@homie/contracts/paid-orders';
import { requireOwnedPaidOrder } from './appeals.access.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';
import { type DraftRow, findDraft, upsertDraft } from './appeals.repository.ts';
import { withAnalysedIdentity } from './appeals.identity.ts';

/**
 * The appeal form's draft, kept per paid order as the owner types (decision 107): saved by the
 * form a moment after each change, read back when /fill-form opens, on any device the owner
 * signs in on (or in the browser holding the guest token).
 */

function toResponse(orderId: string, row: DraftRow | undefined): DraftResponse {
  return {
    order_id: orderId,
    draft: row?.draft ?? null,
    revision: row?.revision ?? 0,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}

export async function getDraft(ctx: AppealsContext, orderId: string, caller: Caller): Promise<DraftResponse> {
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  return toResponse(order.id, await findDraft(ctx.database, order.id));
}

export async function saveDraft(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
  draft: AppealDraft,
  now: Date,
): Promise<DraftResponse> {
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  // The draft names the order's home (decision 206), whatever was typed in its APN and address.
  const pinned = {
    ...draft,
    property_info: withAnalysedIdentity(draft.property_info, await ctx.loadAnalysis(order.job_id)),
  };
  return toResponse(order.id, await upsertDraft(ctx.database, { orderId: order.id, draft: pinned, now }));
}
