import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, leadFormSchema, leadRequestSchema } from './leads.ts';

const issues = (input: unknown) => {
  const parsed = leadFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('free 2026 assessment sign-up', () => {
  it('requires email and phone', () => {
    expect(issues({ email: '', phone: '' })).toEqual([
      LEAD_MESSAGES.emailRequired,
      LEAD_MESSAGES.phoneRequired,
    ]);
    expect(issues({})).toEqual([LEAD_MESSAGES.emailRequired, LEAD_MESSAGES.phoneRequired]);
  });

  it('checks the email and keeps the ten digits of a phone however it is typed', () => {
    expect(issues({ email: 'nope', phone: '5105551234' })).toEqual([LEAD_MESSAGES.invalidEmail]);
    for (const phone of ['(510) 555-1234', '510.555.1234', '+1 510 555 1234', '1-510-555-1234']) {
      expect(leadFormSchema.parse({ email: 'a@b.co', phone }).phone).toBe('5105551234');
    }
    expect(issues({ email: 'a@b.co', phone: '555-1234' })).toEqual([LEAD_MESSAGES.invalidPhone]);
    expect(issues({ email: 'a@b.co', phone: 'call me maybe' })).toEqual([LEAD_MESSAGES.invalidPhone]);
  });

  it('needs the property street and fills in missing result figures with null', () => {
    const parsed = leadRequestSchema.parse({
      email: ' Owner@Example.com ',
      phone: '5105551234',
      address: { street: '12 Oak St' },
    });
    expect(parsed.email).toBe('Owner@Example.com');
    expect(parsed.address).toEqual({ street: '12 Oak St', unit: '', city: '', state: '', zipCode: '' });
    expect(parsed.result.saving).toBeNull();
    expect(
      leadRequestSchema.safeParse({ email: 'a@b.co', phone: '5105551234', address: { street: ' ' } }).success,
    ).toBe(false);
  });
});
