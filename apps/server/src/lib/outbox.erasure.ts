import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { outbox } from './outbox.schema.ts';

/** Account deletion (decision 093): removes mail kept in the outbox for this e-mail address. */
export async function deleteMailTo(db: Db, emailLower: string): Promise<void> {
  await db.delete(outbox).where(sql`lower(${outbox.toAddress}) = ${emailLower}`);
}
