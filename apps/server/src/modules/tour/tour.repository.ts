import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import { tourCaptures } from './tour.schema.ts';

export type CaptureRow = typeof tourCaptures.$inferSelect;
export type NewCapture = typeof tourCaptures.$inferInsert;

/** Every query is scoped by user: a capture is never visible to anyone but its owner. */
export async function countCaptures(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tourCaptures).where(eq(tourCaptures.userId, userId));
  return Number(row?.n ?? 0);
}

/** Bytes of the images one user's captures take (decision 204). */
export async function captureBytesOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${tourCaptures.imageBytes}), 0)::text` })
    .from(tourCaptures)
    .where(eq(tourCaptures.userId, userId));
  return Number(row?.n ?? 0);
}

/** Bytes of every stored capture image (the storage quota, decision 204). */
export async function storedCaptureBytes(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${tourCaptures.imageBytes}), 0)::text` })
    .from(tourCaptures);
  return Number(row?.n ?? 0);
}

export async function findCapture(db: Db, userId: string, id: string): Promise<CaptureRow | undefined> {
  const [row] = await db
    .select()
    .from(tourCaptures)
    .where(and(eq(tourCaptures.userId, userId), eq(tourCaptures.id, id)))
    .limit(1);
  return row;
}

export async function findCaptureByImage(
  db: Db,
  userId: string,
  sha256: string,
): Promise<CaptureRow | undefined> {
  const [row] = await db
    .select()
    .from(tourCaptures)
    .where(and(eq(tourCaptures.userId, userId), eq(tourCaptures.imageSha256, sha256)))
    .limit(1);
  return row;
}

/** A capture to keep: the stored image's facts and the findings made for it. */
export interface CaptureToInsert {
  id: string;
  userId: string;
  imageKey: string;
  image: { contentType: string; bytes: number; sha256: string; width: number; height: number };
  finding: Pick<NewCapture, 'analysis' | 'report'>;
  /** Tests only: an older capture. */
  createdAt?: Date;
}

/**
 * The one insert of a capture (the tour's saved frames, a video's kept frame, tests); its room
 * columns come from the report. Undefined when the same image is already saved for this user.
 */
export async function insertCapture(db: Db, capture: CaptureToInsert): Promise<CaptureRow | undefined> {
  const { image, finding } = capture;
  const [row] = await db
    .insert(tourCaptures)
    .values({
      id: capture.id,
      userId: capture.userId,
      roomType: finding.report.room?.type ?? null,
      roomConfidence: finding.report.room?.confidence ?? null,
      analysis: finding.analysis,
      report: finding.report,
      imageKey: capture.imageKey,
      contentType: image.contentType,
      imageBytes: image.bytes,
      imageSha256: image.sha256,
      width: image.width,
      height: image.height,
      ...(capture.createdAt ? { createdAt: capture.createdAt } : {}),
    })
    .onConflictDoNothing({ target: [tourCaptures.userId, tourCaptures.imageSha256] })
    .returning();
  return row;
}

/**
 * Inserts a capture only while the user keeps fewer than `max` captures (decision 187) and their
 * images with this one stay within `maxBytes` (decision 204): the checks and the insert run in one
 * transaction under a per-user advisory lock, so saves arriving together cannot all pass one count.
 * `'full'` when the user already keeps `max`; `'no_room'` when the bytes would cross `maxBytes`;
 * undefined when the same image is already saved for this user.
 */
export async function insertCaptureWithinLimit(
  database: Database,
  capture: CaptureToInsert,
  max: number,
  maxBytes: number = Number.POSITIVE_INFINITY,
): Promise<CaptureRow | 'full' | 'no_room' | undefined> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour_captures:${capture.userId}`}))`);
    if ((await countCaptures(tx, capture.userId)) >= max) return 'full';
    if ((await captureBytesOfUser(tx, capture.userId)) + capture.image.bytes > maxBytes) return 'no_room';
    return insertCapture(tx, capture);
  });
}

export async function listCaptures(db: Db, userId: string, limit: number): Promise<CaptureRow[]> {
  return db
    .select()
    .from(tourCaptures)
    .where(eq(tourCaptures.userId, userId))
    .orderBy(desc(tourCaptures.createdAt), desc(tourCaptures.id))
    .limit(limit);
}

/** Deletes and returns the row, or undefined when this user has no such capture. */
export async function deleteCapture(db: Db, userId: string, id: string): Promise<CaptureRow | undefined> {
  const [row] = await db
    .delete(tourCaptures)
    .where(and(eq(tourCaptures.userId, userId), eq(tourCaptures.id, id)))
    .returning();
  return row;
}

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

/**
 * Retention (decision 115): deletes up to `limit` captures saved before `cutoff`, oldest first
 * (they leave any appeal they were attached to), and answers their image keys for the caller.
 */
export async function deleteCapturesSavedBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const oldest = db
    .select({ id: tourCaptures.id })
    .from(tourCaptures)
    .where(lt(tourCaptures.createdAt, cutoff))
    .orderBy(tourCaptures.createdAt)
    .limit(limit);
  const rows = await db
    .delete(tourCaptures)
    .where(inArray(tourCaptures.id, oldest))
    .returning({ key: tourCaptures.imageKey });
  return rows.map((row) => row.key);
}
