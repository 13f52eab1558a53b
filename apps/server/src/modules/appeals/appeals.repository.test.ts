// The appeals module's queries on Drizzle (decision 149), on PGlite, and on PostgreSQL with
// `bash scripts/with-postgres.sh npx vitest run --project server <this file>`: what the services
// rely on that no route test pins down to the number (revisions, a notice kept on a corrected
// outcome, the notice bytes counted against the storage quota).
import { emptyPropertyInfo } from '@homie/contracts/appeals';
import { type AppealDraft, appealDraftSchema } from '@homie/contracts/paid-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#modules/payments/payments.schema.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '#db/client.ts';
import {
  findDraft,
  findOutcomeNotice,
  setOutcomeNotice,
  storedNoticeBytes,
  upsertDraft,
  upsertOutcome,
} from './appeals.repository.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.insert(orders).values(
    ['ord_a', 'ord_b'].map((id) => ({
      id,
      jobId: `job_${id}`,
      guestTokenHash: `hash_${id}`,
      tier: 'guarantee' as const,
      amountCents: 0,
      status: 'paid' as const,
      paidAt: new Date('2026-07-02T17:00:00Z'),
    })),
  );
});

afterAll(async () => {
  await drop?.();
});

describe('appeals repository', () => {
  it('saves a draft as revision 1, then each save as the next revision, returning what it stored', async () => {
    expect(await findDraft(database, 'ord_a')).toBeUndefined();
    const formal = appealDraftSchema.parse({ route: 'formal', property_info: emptyPropertyInfo() });
    const informal: AppealDraft = { ...formal, route: 'informal' };
    const first = await upsertDraft(database, {
      orderId: 'ord_a',
      draft: formal,
      now: new Date('2026-08-01T10:00:00Z'),
    });
    expect(first.revision).toBe(1);
    const second = await upsertDraft(database, {
      orderId: 'ord_a',
      draft: informal,
      now: new Date('2026-08-01T10:05:00Z'),
    });
    expect(second.revision).toBe(2);
    expect(second.updated_at.toISOString()).toBe('2026-08-01T10:05:00.000Z');
    const read = await findDraft(database, 'ord_a');
    expect(read?.draft).toEqual(informal);
    expect(read?.revision).toBe(2);
  });

  it('keeps an attached notice when the outcome is corrected, and counts every notice in the quota', async () => {
    expect(await findOutcomeNotice(database, 'ord_a')).toBeUndefined();
    expect(await storedNoticeBytes(database)).toBe(0);
    const now = new Date('2026-09-01T12:00:00Z');
    await upsertOutcome(database, {
      orderId: 'ord_a',
      decidedOn: '2026-08-20',
      outcome: 'denied',
      valueDecided: null,
      now,
    });
    expect(await findOutcomeNotice(database, 'ord_a')).toEqual({ notice_key: null, outcome: 'denied' });
    await setOutcomeNotice(database, {
      orderId: 'ord_a',
      noticeKey: 'notices/ord_a/x.pdf',
      noticeBytes: 1234,
      now,
    });
    await upsertOutcome(database, {
      orderId: 'ord_a',
      decidedOn: '2026-08-21',
      outcome: 'reduced',
      valueDecided: 700_000,
      now: new Date('2026-09-02T12:00:00Z'),
    });
    expect(await findOutcomeNotice(database, 'ord_a')).toMatchObject({ notice_key: 'notices/ord_a/x.pdf' });
    await upsertOutcome(database, {
      orderId: 'ord_b',
      decidedOn: '2026-08-22',
      outcome: 'granted',
      valueDecided: 1,
      now,
    });
    await setOutcomeNotice(database, {
      orderId: 'ord_b',
      noticeKey: 'notices/ord_b/y.png',
      noticeBytes: 100,
      now,
    });
    expect(await storedNoticeBytes(database)).toBe(1334);
  });
});
