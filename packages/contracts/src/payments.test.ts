import { describe, expect, it } from 'vitest';
import {
  createPaymentSessionBodySchema,
  formatPlanPrice,
  isFinalFlowStatus,
  PLANS,
  sendLetterBodySchema,
} from './payments.ts';

describe('plans', () => {
  it('prices and texts as spec §2 and §9 give them', () => {
    expect(PLANS.basic).toMatchObject({
      name: 'Basic',
      tagline: 'Fast, affordable',
      amountCents: 2490,
      buttonLabel: 'Get full report',
    });
    expect(PLANS.guarantee).toMatchObject({
      name: 'Success',
      tagline: 'Free next year if fails',
      amountCents: 4990,
      buttonLabel: 'Be successful',
      mostPopular: true,
    });
    expect(formatPlanPrice(PLANS.basic.amountCents)).toBe('$24.90');
    expect(formatPlanPrice(PLANS.guarantee.amountCents)).toBe('$49.90');
  });

  it('accepts only the two tiers, lowercase, and drops any client price', () => {
    expect(
      createPaymentSessionBodySchema.parse({ history_id: ' job ', tier: 'guarantee', amount: 1 }),
    ).toEqual({
      history_id: 'job',
      tier: 'guarantee',
    });
    expect(createPaymentSessionBodySchema.safeParse({ history_id: 'job', tier: 'Success' }).success).toBe(
      false,
    );
    expect(createPaymentSessionBodySchema.safeParse({ history_id: '', tier: 'basic' }).success).toBe(false);
  });

  it('knows the final flow states and checks e-mail addresses', () => {
    expect(['initializing', 'pending'].map((s) => isFinalFlowStatus(s as 'pending'))).toEqual([false, false]);
    expect(isFinalFlowStatus('expired')).toBe(true);
    expect(sendLetterBodySchema.safeParse({ history_id: 'j', email: 'nope' }).error?.issues[0]?.message).toBe(
      'Invalid email address.',
    );
  });
});
