import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import { leads } from './leads.schema.ts';

/** What a sign-up stores: the schema's columns the free-assessment form fills. */
export type LeadRow = Required<
  Pick<
    typeof leads.$inferInsert,
    | 'email'
    | 'emailLower'
    | 'phone'
    | 'street'
    | 'unit'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'addressKey'
    | 'jobId'
    | 'result'
  >
> & { userId?: string | null };

/**
 * Inserts the lead, or updates the one this email already has for this address (latest phone,
 * figures and job; the submission counted). `created` tells which happened.
 */
export async function upsertLead(db: Db, row: LeadRow): Promise<{ id: string; created: boolean }> {
  const [saved] = await db
    .insert(leads)
    .values(row)
    .onConflictDoUpdate({
      target: [leads.emailLower, leads.addressKey],
      set: {
        email: row.email,
        phone: row.phone,
        street: row.street,
        unit: row.unit,
        city: row.city,
        state: row.state,
        zipCode: row.zipCode,
        jobId: sql`coalesce(excluded.job_id, ${leads.jobId})`,
        result: row.result,
        // A sign-up given signed in makes the row that account's (decision 206); a visitor's repeat
        // leaves the link it has.
        userId: sql`coalesce(excluded.user_id, ${leads.userId})`,
        submissions: sql`${leads.submissions} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: leads.id, submissions: leads.submissions });
  return { id: saved!.id, created: saved!.submissions === 1 };
}

/** Sets a lead's county (from its city and ZIP, when it is stored); moved here from operator. */
export async function setLeadCounty(database: Database, id: string, county: string | null): Promise<void> {
  await database.db.update(leads).set({ county }).where(eq(leads.id, id));
}

/**
 * Account deletion (decisions 093, 206): removes the sign-ups the account gave while signed in. A
 * sign-up a visitor typed with the same address is not the account's and stays.
 */
export async function deleteLeadsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(leads).where(eq(leads.userId, userId));
}
