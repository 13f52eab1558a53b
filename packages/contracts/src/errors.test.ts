import { describe, expect, it } from 'vitest';
import { errorCodeFieldSchema, errorResponseSchema } from './error-response.ts';
import {
  codeOfStatus,
  ERROR_CODE_LIST,
  ERROR_CODES,
  errorCodeOf,
  fixedErrorMessage,
  isErrorCode,
  statusOfError,
} from './errors.ts';

describe('error codes', () => {
  it('every code answers with a client or server error status', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(statusOfError(code)).toBeGreaterThanOrEqual(400);
      expect(statusOfError(code)).toBeLessThan(600);
    }
  });

  it('the status comes from the code', () => {
    expect(statusOfError('address_unreadable')).toBe(400);
    expect(statusOfError('address_not_found')).toBe(404);
    expect(statusOfError('address_county_not_supported')).toBe(404);
    expect(statusOfError('session_invalid')).toBe(401);
    expect(statusOfError('letter_link_expired')).toBe(410);
    expect(statusOfError('payment_provider_failed')).toBe(502);
    expect(statusOfError('insufficient_storage')).toBe(507);
  });

  it('a status maps back to its by-kind code, the first in the table', () => {
    expect(codeOfStatus(400)).toBe('invalid_request');
    expect(codeOfStatus(404)).toBe('not_found');
    expect(codeOfStatus(413)).toBe('payload_too_large');
    expect(codeOfStatus(429)).toBe('rate_limited');
    expect(codeOfStatus(418)).toBeUndefined();
  });

  it('fixed texts are the ones the server always sent', () => {
    expect(fixedErrorMessage('unauthenticated')).toBe('Authentication required.');
    expect(fixedErrorMessage('invalid_json')).toBe('The request body is not valid JSON.');
    expect(fixedErrorMessage('payment_provider_failed')).toBe('Failed to create payment session');
    expect(fixedErrorMessage('internal')).toBe('Something went wrong on our side. Please try again.');
    expect(fixedErrorMessage('address_unreadable')).toBeUndefined();
  });

  it('reads a code from any answer body, ignoring what it does not know', () => {
    expect(errorCodeOf({ error: 'x', code: 'job_not_found' })).toBe('job_not_found');
    expect(errorCodeOf({ error: 'x', code: 'toString' })).toBeUndefined();
    expect(errorCodeOf({ error: 'x' })).toBeUndefined();
    expect(errorCodeOf('job_not_found')).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
    expect(isErrorCode('conflict')).toBe(true);
    expect(isErrorCode('hasOwnProperty')).toBe(false);
  });

  it('the error body schema wants both the text and a known code, and keeps extra fields', () => {
    expect(errorResponseSchema.parse({ error: 'Taken.', code: 'email_taken', email: ['Taken.'] })).toEqual({
      error: 'Taken.',
      code: 'email_taken',
      email: ['Taken.'],
    });
    expect(errorResponseSchema.safeParse({ error: 'x' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ error: 'x', code: 'made_up' }).success).toBe(false);
    expect(errorCodeFieldSchema.parse('made_up')).toBeUndefined();
    expect(errorCodeFieldSchema.parse('gone')).toBe('gone');
    expect(Object.keys(ERROR_CODES)).toEqual(ERROR_CODE_LIST);
  });
});
