import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConditionRating, StoredFindings } from './video-findings.summary.ts';

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
    /** The signed-in uploader (migration 0031, decision 205) → users(id) on delete cascade, in SQL. */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_job_idx').on(t.jobId),
    index('videos_created_idx').on(t.createdAt) /* migration 0018 */,
    index('videos_user_idx').on(t.userId) /* migration 0031 */,
  ],
);

/** What the server saw in an uploaded video (migration 0018); the frames themselves are never stored. */
export const videoFindings = pgTable(
  'video_findings',
  {
    videoId: uuid('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    jobId: text('job_id'),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    framesSampled: integer('frames_sampled').notNull().default(0),
    findings: jsonb('findings').$type<StoredFindings>(),
    error: text('error'),
    ownerCondition: text('owner_condition').$type<ConditionRating>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_findings_job_idx').on(t.jobId),
    check('video_findings_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check(
      'video_findings_owner_condition_check',
      sql`${t.ownerCondition} in ('C1', 'C2', 'C3', 'C4', 'C5', 'C6')`,
    ),
  ],
);
