import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  documentFinding,
  EVIDENCE_PHOTO_LIMITS,
  EVIDENCE_TEXTS,
  type OrderEvidence,
  plainFinding,
  type SetEvidencePhotos,
  setEvidencePhotosSchema,
} from '@homie/contracts/evidence';
import { TOUR_API } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { notFound } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { orderRollYear, type PaymentsService, requirePaid } from '#modules/payments/payments.plugin.ts';
import * as repo from './evidence-photos.repository.ts';

/** "11/21/2026 3:04 PM" in California time: when the photo was taken (saved during the tour). */
export function takenOn(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(date)
    .replace(',', '');
}

function toPhoto(row: repo.AttachedPhotoRow) {
  return {
    capture_id: row.capture_id,
    caption: row.caption,
    position: row.position,
    room: row.report.room?.label ?? null,
    taken_at: new Date(row.created_at).toISOString(),
    finding: plainFinding(row.report),
    image_url: TOUR_API.captureImage(row.capture_id),
    in_package: row.condition_attested_at !== null,
  };
}

/**
 * Photos for the appeal (decision 113): a signed-in owner attaches their own saved captures to one
 * of their paid orders; the hearing evidence and the letter print them.
 */
export function createEvidencePhotosService({
  database,
  payments,
  clock,
}: {
  database: Database;
  /** The payments module's public service (app.payments). */
  payments: Pick<PaymentsService, 'findPaidOrder'>;
  clock: Clock;
}) {
  const paidOrder = async (userId: string, jobId: string) =>
    requirePaid(await payments.findPaidOrder(jobId, { userId, guestToken: null }));

  async function evidenceOf(
    orders: readonly (Omit<repo.PaidOrderRow, 'paid_at'> & { rollYear: number })[],
  ): Promise<OrderEvidence[]> {
    const photos = await repo.photosOfOrders(
      database,
      orders.map((o) => o.id),
    );
    return orders.map((order) => ({
      job_id: order.job_id,
      order_id: order.id,
      address: order.address,
      roll_year: order.rollYear,
      photos: photos.filter((p) => p.order_id === order.id).map(toPhoto),
    }));
  }
  const withRollYear = (rows: repo.PaidOrderRow[]) =>
    rows.map(({ paid_at, ...row }) => ({ ...row, rollYear: orderRollYear(paid_at ?? clock.now()) }));

  return {
    /** Every paid order of the user, each with its photos. */
    async listOrders(userId: string): Promise<OrderEvidence[]> {
      return evidenceOf(withRollYear(await repo.paidOrdersOfUser(database, userId)));
    },

    async orderPhotos(userId: string, jobId: string): Promise<OrderEvidence> {
      const order = await paidOrder(userId, jobId);
      const [row] = (await repo.paidOrdersOfUser(database, userId)).filter((o) => o.id === order.id);
      const [evidence] = await evidenceOf([
        { id: order.id, job_id: order.jobId, address: row?.address ?? null, rollYear: order.rollYear },
      ]);
      return evidence!;
    },

    /**
     * Replaces the order's photos, each covered by the owner's statement (the schema requires it for
     * any photo); a capture that is not the caller's own answers 404.
     */
    async setPhotos(userId: string, jobId: string, body: SetEvidencePhotos): Promise<OrderEvidence> {
      const { photos } = setEvidencePhotosSchema.parse(body);
      const order = await paidOrder(userId, jobId);
      const own = await repo.ownCaptureIds(
        database,
        userId,
        photos.map((p) => p.capture_id),
      );
      if (photos.some((p) => !own.has(p.capture_id))) throw notFound(EVIDENCE_TEXTS.notOwnCapture);
      await repo.replacePhotos(
        database,
        order.id,
        photos.map((p) => ({ captureId: p.capture_id, caption: p.caption })),
        clock.now(),
      );
      return this.orderPhotos(userId, jobId);
    },
  };
}
export type EvidencePhotosService = ReturnType<typeof createEvidencePhotosService>;

/** A photo as the appeal PDFs print it: a small JPEG (already scaled, for the PDF worker) and its words. */
export interface PdfEvidencePhoto {
  jpeg: Uint8Array;
  width: number;
  height: number;
  /** "Kitchen", or null when the analysis could not tell. */
  room: string | null;
  /** "11/21/2026 3:04 PM" (California time). */
  takenOn: string;
  caption: string;
  /** What the analysis saw, in plain words; null when it saw nothing worth printing (decision 237). */
  finding: string | null;
}

/** A photo is printed only with the owner's statement (decision 237). */
const attested = (row: repo.AttachedPhotoRow) => row.condition_attested_at !== null;

/**
 * The order's photos ready for the PDF worker: each image read from storage and scaled down
 * (JPEG, at most EVIDENCE_PHOTO_LIMITS.pdfLongSide pixels on its long side) here, with sharp off the
 * event loop, so the worker only embeds small JPEGs within its budget (decision 090). A photo whose
 * file cannot be read is left out.
 */
export async function loadPdfEvidencePhotos(
  deps: { database: Database; storage: Storage },
  orderId: string,
  onSkip?: (err: unknown) => void,
): Promise<PdfEvidencePhoto[]> {
  const rows = (await repo.photosOfOrders(deps.database, [orderId])).filter(attested);
  const out: PdfEvidencePhoto[] = [];
  for (const row of rows) {
    try {
      const original = await buffer(await deps.storage.get(row.image_key));
      const side = EVIDENCE_PHOTO_LIMITS.pdfLongSide;
      const { data, info } = await sharp(original, { failOn: 'error' })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      out.push({
        jpeg: new Uint8Array(data),
        width: info.width,
        height: info.height,
        room: row.report.room?.label ?? null,
        takenOn: takenOn(new Date(row.created_at)),
        caption: row.caption,
        finding: documentFinding(row.report),
      });
    } catch (err) {
      onSkip?.(err);
    }
  }
  return out;
}

/** A short summary of the order's photos for the letter (rooms and dates), without the images. */
export async function letterPhotoSummary(
  database: Database,
  orderId: string,
): Promise<{ room: string | null; takenOn: string; caption: string }[]> {
  const rows = (await repo.photosOfOrders(database, [orderId])).filter(attested);
  return rows.map((row) => ({
    room: row.report.room?.label ?? null,
    takenOn: takenOn(new Date(row.created_at)).split(' ')[0]!,
    caption: row.caption,
  }));
}
