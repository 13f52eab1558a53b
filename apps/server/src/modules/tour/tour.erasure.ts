import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { tourCaptures } from './tour.schema.ts';

/**
 * Account deletion (decision 093): removes every capture of the user and answers the image keys;
 * the caller deletes the files once the transaction has committed.
 */
export async function deleteCapturesOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(tourCaptures)
    .where(eq(tourCaptures.userId, userId))
    .returning({ key: tourCaptures.imageKey });
  return rows.map((row) => row.key);
}
