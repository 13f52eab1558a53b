import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { orders } from '#modules/payments/payments.schema.ts';
import { analysisJobs } from '#modules/properties/properties.schema.ts';
import { tourCaptures } from '#modules/tour/tour.schema.ts';
import { orderEvidencePhotos } from './evidence.schema.ts';

/**
 * The appeal photos (migration 0018): captures attached to paid orders, through Drizzle. Orders,
 * analysis jobs and tour captures are read through their owners' schemas (read-only).
 */

/** The user's paid orders, newest first, with the address their analysis was asked for. */
export async function paidOrdersOfUser(database: Database, userId: string) {
  return database.db
    .select({
      id: orders.id,
      job_id: orders.jobId,
      paid_at: orders.paidAt,
      address: sql<
        string | null
      >`coalesce(nullif(${analysisJobs.request}->>'address', ''), nullif(${analysisJobs.request}->>'street', ''))`,
    })
    .from(orders)
    .leftJoin(analysisJobs, eq(analysisJobs.id, orders.jobId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt), asc(orders.id))
    .limit(50);
}

export type PaidOrderRow = Awaited<ReturnType<typeof paidOrdersOfUser>>[number];

const ATTACHED_PHOTO = {
  order_id: orderEvidencePhotos.orderId,
  capture_id: orderEvidencePhotos.captureId,
  caption: orderEvidencePhotos.caption,
  position: orderEvidencePhotos.position,
  condition_attested_at: orderEvidencePhotos.conditionAttestedAt,
  created_at: tourCaptures.createdAt,
  report: tourCaptures.report,
  image_key: tourCaptures.imageKey,
  content_type: tourCaptures.contentType,
};

function selectAttachedPhotos(database: Database, orderIds: readonly string[]) {
  return database.db
    .select(ATTACHED_PHOTO)
    .from(orderEvidencePhotos)
    .innerJoin(tourCaptures, eq(tourCaptures.id, orderEvidencePhotos.captureId))
    .where(inArray(orderEvidencePhotos.orderId, [...orderIds]))
    .orderBy(asc(orderEvidencePhotos.orderId), asc(orderEvidencePhotos.position));
}

export type AttachedPhotoRow = Awaited<ReturnType<typeof selectAttachedPhotos>>[number];

/** The photos attached to these orders, in print order. */
export async function photosOfOrders(
  database: Database,
  orderIds: readonly string[],
): Promise<AttachedPhotoRow[]> {
  if (!orderIds.length) return [];
  return selectAttachedPhotos(database, orderIds);
}

/** Which of `captureIds` are this user's own captures. */
export async function ownCaptureIds(
  database: Database,
  userId: string,
  captureIds: readonly string[],
): Promise<Set<string>> {
  if (!captureIds.length) return new Set();
  const rows = await database.db
    .select({ id: tourCaptures.id })
    .from(tourCaptures)
    .where(and(eq(tourCaptures.userId, userId), inArray(tourCaptures.id, [...captureIds])));
  return new Set(rows.map((r) => r.id));
}

/**
 * Replaces the order's photos with `photos` (positions 0..n-1), in one transaction, each with the
 * moment the owner stated their condition existed on the lien date.
 */
export async function replacePhotos(
  database: Database,
  orderId: string,
  photos: readonly { captureId: string; caption: string }[],
  conditionAttestedAt: Date,
): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.delete(orderEvidencePhotos).where(eq(orderEvidencePhotos.orderId, orderId));
    if (!photos.length) return;
    await tx.insert(orderEvidencePhotos).values(
      photos.map((photo, position) => ({
        orderId,
        captureId: photo.captureId,
        caption: photo.caption,
        position,
        conditionAttestedAt,
      })),
    );
  });
}
