import { NOTICE_REMINDER_KINDS, type NoticeKind } from '@homie/contracts/watches';
import { and, count, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { type WatchClaimKind, watchReminders, watches } from './watches.schema.ts';

export type WatchRow = typeof watches.$inferSelect;
export type ClaimKind = WatchClaimKind;
export type NewWatch = Pick<
  typeof watches.$inferInsert,
  | 'jobId'
  | 'userId'
  | 'email'
  | 'emailLower'
  | 'address'
  | 'county'
  | 'status'
  | 'confirmTokenHash'
  | 'confirmExpiresAt'
  | 'createdAt'
  | 'language'
>;

/**
 * Stores a watch, or answers the one this address already has for the job. A visitor's pending
 * watch gets the new link (the old one stops working); an active watch stays as it is.
 */
export async function upsertWatch(db: Db, watch: NewWatch): Promise<WatchRow> {
  const [inserted] = await db.insert(watches).values(watch).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(watches)
    .where(and(eq(watches.emailLower, watch.emailLower), eq(watches.jobId, watch.jobId)));
  if (!existing) throw new Error('watch vanished during upsert');
  if (existing.status === 'active') {
    // A signed-in owner adopts a watch its address confirmed as a visitor.
    if (watch.userId && !existing.userId) {
      const [adopted] = await db
        .update(watches)
        .set({ userId: watch.userId })
        .where(eq(watches.id, existing.id))
        .returning();
      return adopted ?? existing;
    }
    return existing;
  }
  const [updated] = await db
    .update(watches)
    .set({
      status: watch.status,
      userId: watch.userId ?? existing.userId,
      language: watch.language ?? existing.language,
      confirmTokenHash: watch.confirmTokenHash,
      confirmExpiresAt: watch.confirmExpiresAt,
      confirmedAt: watch.status === 'active' ? new Date() : null,
    })
    .where(eq(watches.id, existing.id))
    .returning();
  return updated ?? existing;
}

/** The watch an address has for a job, if any. */
export async function findWatchOf(db: Db, emailLower: string, jobId: string): Promise<WatchRow | undefined> {
  const [row] = await db
    .select()
    .from(watches)
    .where(and(eq(watches.emailLower, emailLower), eq(watches.jobId, jobId)));
  return row;
}

/** How many confirmation links of an address are live (pending, not expired). */
export async function countLivePending(db: Db, emailLower: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watches)
    .where(
      and(
        eq(watches.emailLower, emailLower),
        eq(watches.status, 'pending'),
        gt(watches.confirmExpiresAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function watchesOfUser(db: Db, userId: string): Promise<WatchRow[]> {
  return db.select().from(watches).where(eq(watches.userId, userId)).orderBy(watches.createdAt);
}

export async function findWatch(db: Db, id: string): Promise<WatchRow | undefined> {
  const [row] = await db.select().from(watches).where(eq(watches.id, id));
  return row;
}

export async function deleteWatchOfUser(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(watches)
    .where(and(eq(watches.id, id), eq(watches.userId, userId)))
    .returning({ id: watches.id });
  return rows.length > 0;
}

/** Confirms the pending watch of a live link; undefined for an unknown, used or expired one. */
export async function confirmWatch(db: Db, tokenHash: string, now: Date): Promise<WatchRow | undefined> {
  const [row] = await db
    .select()
    .from(watches)
    .where(and(eq(watches.confirmTokenHash, tokenHash), eq(watches.status, 'pending')));
  if (!row?.confirmExpiresAt || row.confirmExpiresAt <= now) return undefined;
  const [confirmed] = await db
    .update(watches)
    .set({ status: 'active', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(watches.id, row.id), eq(watches.status, 'pending')))
    .returning();
  return confirmed;
}

/** Every watch of an address (unsubscribe, decision 228): they go with their reminders. */
export async function deleteWatchesOfAddress(db: Db, emailLower: string): Promise<number> {
  const rows = await db
    .delete(watches)
    .where(eq(watches.emailLower, emailLower))
    .returning({ id: watches.id });
  return rows.length;
}

/** Account deletion: the account's watches and those of its address, with their reminders. */
export async function deleteWatchesOfAccount(db: Db, userId: string, emailLower: string): Promise<void> {
  await db.delete(watches).where(or(eq(watches.userId, userId), eq(watches.emailLower, emailLower)));
}

/** Pending watches whose link expired: an address that never confirms keeps nothing stored. */
export async function deleteExpiredPending(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(watches)
    .where(and(eq(watches.status, 'pending'), lt(watches.confirmExpiresAt, now)))
    .returning({ id: watches.id });
  return rows.length;
}

/** A page of active watches in id order, after `afterId`. */
export async function activeWatches(db: Db, afterId: string | null, limit: number): Promise<WatchRow[]> {
  const active = eq(watches.status, 'active');
  return db
    .select()
    .from(watches)
    .where(afterId ? and(active, gt(watches.id, afterId)) : active)
    .orderBy(watches.id)
    .limit(limit);
}

/**
 * Claims a reminder before it is sent, or a re-check before it runs (decisions 228, 238): true for
 * the one caller that inserted the row, false when it was done before, by this process or another.
 */
export async function claimReminder(
  db: Db,
  reminder: { watchId: string; kind: WatchClaimKind; rollYear: number; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(watchReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ watchId: watchReminders.watchId });
  return rows.length > 0;
}

/** Gives a claim back (a re-check that could not run): the next sweep tries it again. */
export async function releaseClaim(
  db: Db,
  claim: { watchId: string; kind: WatchClaimKind; rollYear: number },
): Promise<void> {
  await db
    .delete(watchReminders)
    .where(
      and(
        eq(watchReminders.watchId, claim.watchId),
        eq(watchReminders.kind, claim.kind),
        eq(watchReminders.rollYear, claim.rollYear),
      ),
    );
}

/** Records what a re-check found and the owner now knows (decision 238). */
export async function recordTold(
  db: Db,
  watchId: string,
  told: { verdict: NonNullable<WatchRow['toldVerdict']>; saving: number | null; rollYear: number; at: Date },
): Promise<void> {
  await db
    .update(watches)
    .set({ toldVerdict: told.verdict, toldSaving: told.saving, toldRollYear: told.rollYear, toldAt: told.at })
    .where(eq(watches.id, watchId));
}

/**
 * Sets (or clears) the notice a watch reminds of; a changed notice forgets the reminders sent for the
 * previous one, so the new last day gets its own.
 */
export async function setNotice(
  db: Db,
  watchId: string,
  notice: { kind: NoticeKind; mailedOn: string } | null,
): Promise<WatchRow | undefined> {
  const [current] = await db.select().from(watches).where(eq(watches.id, watchId));
  if (!current) return undefined;
  if (current.noticeKind === (notice?.kind ?? null) && current.noticeMailedOn === (notice?.mailedOn ?? null))
    return current;
  await db
    .delete(watchReminders)
    .where(
      and(eq(watchReminders.watchId, watchId), inArray(watchReminders.kind, [...NOTICE_REMINDER_KINDS])),
    );
  const [updated] = await db
    .update(watches)
    .set({ noticeKind: notice?.kind ?? null, noticeMailedOn: notice?.mailedOn ?? null })
    .where(eq(watches.id, watchId))
    .returning();
  return updated;
}
