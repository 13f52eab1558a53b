/**
 * What the MLS sync stores (decision 232): one page of listings in one transaction — homes and sales
 * through the importers' batch writer, which sale each ListingKey became (mls_sales), and the
 * high-water mark — so a crash leaves the last committed page's mark and nothing half-written. The
 * lease row keeps two processes from syncing at once.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { withBulkSession } from '#db/bulk-session.ts';
import { deleteSalesOf, writeSalesBatch } from '#modules/properties/properties.plugin.ts';
import type { ImportedSale } from '../import/import-types.ts';
import { type mlsSales, mlsSyncState } from '../dataset.schema.ts';

export interface MlsListing {
  listingKey: string;
  modifiedAt: string;
  sale: ImportedSale;
}

export interface PageOutcome {
  /** Listings seen for the first time. */
  listingsNew: number;
  /** Listings seen before whose sale moved (another date, price or home). */
  listingsChanged: number;
  /** Listings seen before whose sale stayed (the home's facts may still have been refreshed). */
  listingsUnchanged: number;
  salesInserted: number;
  propertiesCreated: number;
}

type Kept = Pick<typeof mlsSales.$inferSelect, 'listingKey' | 'propertyId' | 'saleDate' | 'price'>;

/** Writes one page and moves the high-water mark to `highWater` (never backwards), in one transaction. */
export async function writeMlsPage(
  database: Database,
  listings: MlsListing[],
  highWater: string | null,
): Promise<PageOutcome> {
  const outcome: PageOutcome = {
    listingsNew: 0,
    listingsChanged: 0,
    listingsUnchanged: 0,
    salesInserted: 0,
    propertiesCreated: 0,
  };
  // One record per listing: the latest change wins.
  const latest = new Map<string, MlsListing>();
  for (const l of listings) {
    const seen = latest.get(l.listingKey);
    if (!seen || seen.modifiedAt <= l.modifiedAt) latest.set(l.listingKey, l);
  }
  const page = [...latest.values()];
  return withBulkSession(database, async (session) => {
    if (page.length > 0) {
      const before = await session.query<Kept>(
        `SELECT listing_key AS "listingKey", property_id AS "propertyId", sale_date::text AS "saleDate", price
           FROM mls_sales WHERE listing_key = ANY($1::text[])`,
        [page.map((l) => l.listingKey)],
      );
      const known = new Map(before.map((k) => [k.listingKey, k]));
      const batch = await writeSalesBatch(
        session,
        page.map((l) => l.sale),
      );
      outcome.salesInserted = batch.salesInserted;
      outcome.propertiesCreated = batch.propertiesCreated;
      const moved: Kept[] = [];
      page.forEach((l, i) => {
        const old = known.get(l.listingKey);
        const propertyId = batch.propertyIds[i] as number;
        if (!old) outcome.listingsNew++;
        else if (
          old.propertyId === propertyId &&
          old.saleDate === l.sale.saleDate &&
          old.price === l.sale.price
        )
          outcome.listingsUnchanged++;
        else {
          outcome.listingsChanged++;
          moved.push(old);
        }
      });
      await session.query(
        `INSERT INTO mls_sales (listing_key, property_id, sale_date, price, modified_at)
         SELECT * FROM unnest($1::text[], $2::integer[], $3::date[], $4::integer[], $5::timestamptz[])
         ON CONFLICT (listing_key) DO UPDATE SET property_id = EXCLUDED.property_id,
           sale_date = EXCLUDED.sale_date, price = EXCLUDED.price, modified_at = EXCLUDED.modified_at`,
        [
          page.map((l) => l.listingKey),
          batch.propertyIds,
          page.map((l) => l.sale.saleDate),
          page.map((l) => l.sale.price),
          page.map((l) => l.modifiedAt),
        ],
      );
      // A listing's former sale goes, unless another listing still names it or a file brought it
      // (properties removes only its `mls` sales).
      if (moved.length > 0) {
        const orphaned = await session.query<Pick<Kept, 'propertyId' | 'saleDate' | 'price'>>(
          `SELECT o.property_id AS "propertyId", o.sale_date::text AS "saleDate", o.price
             FROM unnest($1::integer[], $2::date[], $3::integer[]) AS o(property_id, sale_date, price)
            WHERE NOT EXISTS (SELECT 1 FROM mls_sales m WHERE m.property_id = o.property_id
                                AND m.sale_date = o.sale_date AND m.price = o.price)`,
          [moved.map((m) => m.propertyId), moved.map((m) => m.saleDate), moved.map((m) => m.price)],
        );
        await deleteSalesOf(session, 'mls', orphaned);
      }
    }
    if (highWater)
      await session.query(
        `UPDATE mls_sync_state SET high_water = GREATEST(COALESCE(high_water, $1::timestamptz), $1::timestamptz)
          WHERE id`,
        [highWater],
      );
    return outcome;
  });
}

/**
 * Takes the sync's lease until `until` when it is free, expired or already `owner`'s; answers the
 * committed high-water mark (ISO), or undefined when another process holds the lease.
 */
export async function takeLease(
  database: Database,
  owner: string,
  now: Date,
  until: Date,
): Promise<{ highWater: string | null } | undefined> {
  const [row] = await database.db
    .update(mlsSyncState)
    .set({ leaseOwner: owner, leaseUntil: until })
    .where(
      and(
        eq(mlsSyncState.id, true),
        or(
          isNull(mlsSyncState.leaseUntil),
          lt(mlsSyncState.leaseUntil, now),
          eq(mlsSyncState.leaseOwner, owner),
        ),
      ),
    )
    .returning({ highWater: mlsSyncState.highWater });
  if (!row) return undefined;
  return { highWater: row.highWater ? new Date(row.highWater).toISOString() : null };
}

/** Extends the lease while `owner` holds it; false when it was lost (taken after expiring). */
export async function renewLease(database: Database, owner: string, until: Date): Promise<boolean> {
  const rows = await database.db
    .update(mlsSyncState)
    .set({ leaseUntil: until })
    .where(and(eq(mlsSyncState.id, true), eq(mlsSyncState.leaseOwner, owner)))
    .returning({ id: mlsSyncState.id });
  return rows.length > 0;
}

export async function markStarted(database: Database, owner: string, at: Date): Promise<void> {
  await database.db
    .update(mlsSyncState)
    .set({ lastStartedAt: at })
    .where(and(eq(mlsSyncState.id, true), eq(mlsSyncState.leaseOwner, owner)));
}

/** Records how the run ended and frees the lease. */
export async function finishRun(
  database: Database,
  owner: string,
  at: Date,
  outcome: string,
  report: object,
): Promise<void> {
  await database.db
    .update(mlsSyncState)
    .set({
      lastFinishedAt: at,
      lastOutcome: outcome.slice(0, 500),
      lastReport: report,
      leaseOwner: sql`CASE WHEN ${mlsSyncState.leaseOwner} = ${owner} THEN NULL ELSE ${mlsSyncState.leaseOwner} END`,
      leaseUntil: sql`CASE WHEN ${mlsSyncState.leaseOwner} = ${owner} THEN NULL ELSE ${mlsSyncState.leaseUntil} END`,
    })
    .where(eq(mlsSyncState.id, true));
}

export type MlsSyncStatus = Pick<
  typeof mlsSyncState.$inferSelect,
  'highWater' | 'lastStartedAt' | 'lastFinishedAt' | 'lastOutcome' | 'lastReport'
>;

/** The committed high-water mark and the last run, for the operator and the tests. */
export async function readSyncStatus(database: Database): Promise<MlsSyncStatus | undefined> {
  const [row] = await database.db
    .select({
      highWater: mlsSyncState.highWater,
      lastStartedAt: mlsSyncState.lastStartedAt,
      lastFinishedAt: mlsSyncState.lastFinishedAt,
      lastOutcome: mlsSyncState.lastOutcome,
      lastReport: mlsSyncState.lastReport,
    })
    .from(mlsSyncState)
    .where(eq(mlsSyncState.id, true));
  return row;
}
