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
>;

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

/** Account deletion (decision 093): removes every lead given with this e-mail address. */
export async function deleteLeadsByEmail(db: Db, emailLower: string): Promise<void> {
  await db.delete(leads).where(eq(leads.emailLower, emailLower));
}
