import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { leads } from './leads.schema.ts';

/** Account deletion (decision 093): removes every lead given with this e-mail address. */
export async function deleteLeadsByEmail(db: Db, emailLower: string): Promise<void> {
  await db.delete(leads).where(eq(leads.emailLower, emailLower));
}
