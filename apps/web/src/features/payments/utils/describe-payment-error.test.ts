import { PAYMENT_ERRORS } from '@homie/contracts/payments';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#lib/api-client.ts';
import { describePaymentError } from './describe-payment-error.ts';

describe('describePaymentError', () => {
  it("uses the server's words, else the step's default", () => {
    expect(describePaymentError(new ApiError('x', 404, { error: 'Analysis not found.' }), 'd')).toBe(
      'Analysis not found.',
    );
    expect(describePaymentError(new ApiError('x', 502, null), PAYMENT_ERRORS.createFailed)).toBe(
      'Failed to create payment session',
    );
  });

  it('names unreadable answers, network failures and anything else', () => {
    const zodError = z.object({ a: z.string() }).safeParse({}).error;
    expect(describePaymentError(zodError, 'd')).toBe('Invalid response from payment service');
    expect(describePaymentError(new TypeError('Failed to fetch'), 'd')).toBe(
      'An error occurred. Please try again',
    );
    expect(describePaymentError(new Error('boom'), 'd')).toBe('An unexpected error occurred');
  });
});
