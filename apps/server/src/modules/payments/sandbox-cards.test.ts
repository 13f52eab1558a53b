import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid, NOT_A_TEST_CARD, parseExpiry } from './sandbox-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('sandbox card rules', () => {
  it('accepts the success test card with spaces and any future expiry', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, brand: 'Visa', last4: '4242' });
    expect(checkCard({ ...good, expiry: '11/2026' }, now).ok).toBe(true);
  });

  it('declines 4000 0000 0000 0002 with a clear message', () => {
    expect(checkCard({ ...good, number: '4000000000000002' }, now)).toEqual({
      ok: false,
      field: 'number',
      problem: 'declined',
      message: 'Your card was declined.',
      declined: true,
    });
  });

  it('declines a valid number that is not a test card', () => {
    const outcome = checkCard({ ...good, number: '4111111111111111' }, now);
    expect(outcome).toMatchObject({ ok: false, declined: true, message: NOT_A_TEST_CARD });
  });

  it('rejects incomplete or invalid input without calling it a decline', () => {
    expect(checkCard({ ...good, number: '' }, now)).toMatchObject({ field: 'number', declined: false });
    expect(checkCard({ ...good, number: '4242424242424241' }, now)).toMatchObject({
      message: 'Your card number is invalid.',
    });
    expect(checkCard({ ...good, expiry: '10/26' }, now)).toMatchObject({
      field: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
    expect(checkCard({ ...good, expiry: '13/30' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ ...good, cvc: '12' }, now)).toMatchObject({ field: 'cvc' });
    expect(checkCard({ number: '378282246310005', expiry: '01/31', cvc: '123' }, now)).toMatchObject({
      field: 'cvc',
    });
    expect(checkCard({ number: '378282246310005', expiry: '01/31', cvc: '1234' }, now).ok).toBe(true);
  });

  it('implements Luhn and expiry parsing', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(parseExpiry('1/27')).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('garbage')).toBeNull();
  });
});
