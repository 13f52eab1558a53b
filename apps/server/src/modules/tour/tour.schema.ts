import type { FrameReport } from '@homie/contracts/tour';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Foreign keys to another module's table (users) are declared in the SQL migrations only, not
// here: a module's schema imports no other module's (decision 149).

/** Mirrors migrations/0007_tour.sql. */
export const tourCaptures = pgTable(
  'tour_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull() /* → users(id) on delete cascade, in SQL */,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    roomType: text('room_type'),
    roomConfidence: real('room_confidence'),
    analysis: text('analysis').notNull(),
    report: jsonb('report').$type<FrameReport>().notNull(),
    imageKey: text('image_key').notNull(),
    contentType: text('content_type').notNull(),
    imageBytes: integer('image_bytes').notNull(),
    imageSha256: text('image_sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    index('tour_captures_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('tour_captures_user_image_idx').on(t.userId, t.imageSha256),
  ],
);
