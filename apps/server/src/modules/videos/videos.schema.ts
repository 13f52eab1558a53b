import { bigint, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded property videos (migration 0004); the bytes live in storage under storageKey. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id'),
    storageKey: text('storage_key').notNull().unique(),
    originalFilename: text('original_filename').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    container: text('container').notNull(),
    source: text('source').notNull(),
    uploaderIp: text('uploader_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_job_idx').on(t.jobId)],
);
