import { and, count, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type OwnerSaleRow, ownerSales } from './properties.schema.ts';

/** A sale the owner adds (decision 249), as stored. */
export type NewOwnerSale = Omit<OwnerSaleRow, 'createdAt'>;

/**
 * The owner-supplied sales of analysis jobs (migration 0053): written here, read with their job
 * (`StoredJob.ownerSales`, decision 267).
 */
export function createOwnerSalesRepository(database: Database) {
  const { db } = database;
  return {
    /**
     * Adds a sale unless the job already has `max`: the count and the insert in one transaction, so
     * two at once cannot pass the limit. False when full.
     */
    add: (sale: NewOwnerSale, max: number): Promise<boolean> =>
      database.transaction(async (tx) => {
        const [row] = await tx
          .select({ n: count() })
          .from(ownerSales)
          .where(eq(ownerSales.jobId, sale.jobId));
        if ((row?.n ?? 0) >= max) return false;
        await tx.insert(ownerSales).values(sale);
        return true;
      }),
    /** Removes one of a job's sales; false when the job has no such sale. */
    async remove(jobId: string, saleId: string): Promise<boolean> {
      const gone = await db
        .delete(ownerSales)
        .where(and(eq(ownerSales.jobId, jobId), eq(ownerSales.id, saleId)))
        .returning({ id: ownerSales.id });
      return gone.length > 0;
    },
  };
}

export type OwnerSalesRepository = ReturnType<typeof createOwnerSalesRepository>;
