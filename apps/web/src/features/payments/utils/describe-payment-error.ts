import { PAYMENT_ERRORS } from '@homie/contracts/payments';
import { ZodError } from 'zod';
import { ApiError } from '#lib/api-client.ts';

function serverText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { error, message } = body as Record<string, unknown>;
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return null;
}

/**
 * The Payment Failed text for an error (spec §8): the server's own words when it sent some, else the
 * step's default; an unreadable answer, a network failure and anything else have their own texts.
 */
export function describePaymentError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'http') return serverText(error.body) ?? fallback;
    if (error.kind === 'invalid') return PAYMENT_ERRORS.invalidResponse;
    if (error.kind === 'network' || error.kind === 'timeout') return PAYMENT_ERRORS.network;
    return PAYMENT_ERRORS.unexpected;
  }
  if (error instanceof ZodError) return PAYMENT_ERRORS.invalidResponse;
  if (error instanceof TypeError) return PAYMENT_ERRORS.network;
  return PAYMENT_ERRORS.unexpected;
}
