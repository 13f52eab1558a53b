import { describe, expect, it } from 'vitest';
import {
  CREDIT_OUTCOMES,
  orderCoversJob,
  reportOutcomeBodySchema,
  saveDraftBodySchema,
  UPGRADE_AMOUNT_CENTS,
} from './paid-orders.ts';
import { PLANS } from './payments.ts';

describe('paid orders (issue 17)', () => {
  it('prices the upgrade at the difference between the plans', () => {
    expect(UPGRADE_AMOUNT_CENTS).toBe(PLANS.guarantee.amountCents - PLANS.basic.amountCents);
    expect(UPGRADE_AMOUNT_CENTS).toBe(2500);
  });

  it('an order covers its own job and the versions of it, nothing else', () => {
    const order = { history_id: 'job-a', version_ids: ['job-a2'] };
    expect(orderCoversJob(order, 'job-a')).toBe(true);
    expect(orderCoversJob(order, 'job-a2')).toBe(true);
    expect(orderCoversJob(order, 'job-b')).toBe(false);
  });

  it('only a denial or the board’s withdrawal earns the credit', () => {
    expect([...CREDIT_OUTCOMES].sort()).toEqual(['denied', 'withdrawn_by_board']);
  });

  it('checks a reported decision and a draft like the form does', () => {
    expect(reportOutcomeBodySchema.safeParse({ decided_on: '2026-11-02', outcome: 'denied' }).success).toBe(
      true,
    );
    expect(reportOutcomeBodySchema.safeParse({ decided_on: '11/02/2026', outcome: 'denied' }).success).toBe(
      false,
    );
    expect(reportOutcomeBodySchema.safeParse({ decided_on: '2026-11-02', outcome: 'lost' }).success).toBe(
      false,
    );
    expect(
      reportOutcomeBodySchema.safeParse({ decided_on: '2026-11-02', outcome: 'reduced', value_decided: -1 })
        .success,
    ).toBe(false);
    expect(saveDraftBodySchema.safeParse({ property_info: { owner_name: 'x'.repeat(101) } }).success).toBe(
      false,
    );
    const draft = saveDraftBodySchema.parse({ route: 'formal', property_info: { owner_name: 'Pat' } });
    expect(draft.property_info.owner_name).toBe('Pat');
    expect(draft.comparable_sales).toEqual([]);
  });
});
