// Drizzle mirror of videos/migrations/0018_tour_evidence_and_video_findings.sql and
// evidence/migrations/0046_photo_condition_statement.sql (the SQL files are the source of truth). Foreign keys to another module's table (orders, tour_captures) are declared in
// the SQL migration only, not here: a module's schema imports no other module's (decision 149).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Photos for the appeal: saved tour captures an owner attached to one of their paid orders. */
export const orderEvidencePhotos = pgTable(
  'order_evidence_photos',
  {
    orderId: text('order_id').notNull() /* → orders(id) on delete cascade, in SQL */,
    captureId: uuid('capture_id').notNull() /* → tour_captures(id) on delete cascade, in SQL */,
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner stated the condition shown existed on the lien date; null: not printed. */
    conditionAttestedAt: timestamp('condition_attested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'order_evidence_photos_pkey', columns: [t.orderId, t.captureId] }),
    index('order_evidence_photos_capture_idx').on(t.captureId),
    check('order_evidence_photos_caption_check', sql`char_length(${t.caption}) <= 300`),
    check('order_evidence_photos_position_check', sql`${t.position} >= 0`),
  ],
);
