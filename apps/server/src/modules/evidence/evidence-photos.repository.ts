import { sql } from 'drizzle-orm';
import type { FrameReport } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';

/** SQL of the appeal photos (migration 0018): captures attached to paid orders. */

export interface PaidOrderRow {
  id: string;
  job_id: string;
  address: string | null;
}

/** The user's paid orders, newest first, with the address their analysis was asked for. */
export async function paidOrdersOfUser(database: Database, userId: string): Promise<PaidOrderRow[]> {
  return database.query<PaidOrderRow>(
    `select o.id, o.job_id,
            coalesce(nullif(j.request->>'address', ''), nullif(j.request->>'street', '')) as address
       from orders o left join analysis_jobs j on j.id = o.job_id
      where o.user_id = $1 and o.status = 'paid'
      order by o.paid_at desc, o.id
      limit 50`,
    [userId],
  );
}

export interface AttachedPhotoRow {
  order_id: string;
  capture_id: string;
  caption: string;
  position: number;
  created_at: Date;
  report: FrameReport;
  image_key: string;
  content_type: string;
}

/** The photos attached to these orders, in print order. */
export async function photosOfOrders(
  database: Database,
  orderIds: readonly string[],
): Promise<AttachedPhotoRow[]> {
  if (!orderIds.length) return [];
  return database.query<AttachedPhotoRow>(
    `select p.order_id, p.capture_id, p.caption, p.position, c.created_at, c.report, c.image_key, c.content_type
       from order_evidence_photos p join tour_captures c on c.id = p.capture_id
      where p.order_id = any($1::text[])
      order by p.order_id, p.position`,
    [orderIds],
  );
}

/** Which of `captureIds` are this user's own captures. */
export async function ownCaptureIds(
  database: Database,
  userId: string,
  captureIds: readonly string[],
): Promise<Set<string>> {
  if (!captureIds.length) return new Set();
  const rows = await database.query<{ id: string }>(
    'select id from tour_captures where user_id = $1 and id = any($2::uuid[])',
    [userId, captureIds],
  );
  return new Set(rows.map((r) => r.id));
}

/** Replaces the order's photos with `photos` (positions 0..n-1), in one transaction. */
export async function replacePhotos(
  database: Database,
  orderId: string,
  photos: readonly { captureId: string; caption: string }[],
): Promise<void> {
  const ids = photos.map((p) => p.captureId);
  const captions = photos.map((p) => p.caption);
  await database.transaction(async (tx) => {
    await tx.execute(sql`delete from order_evidence_photos where order_id = ${orderId}`);
    if (!ids.length) return;
    await tx.execute(
      sql`insert into order_evidence_photos (order_id, capture_id, caption, position)
          select ${orderId}, t.capture_id, t.caption, (t.ord - 1)::int
            from unnest(${sql.param(ids)}::uuid[], ${sql.param(captions)}::text[]) with ordinality as t(capture_id, caption, ord)`,
    );
  });
}
