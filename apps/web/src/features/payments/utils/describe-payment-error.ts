import type { ErrorCode } from '@homie/contracts/errors';
import { PAYMENT_ERRORS } from '@homie/contracts/payments';
import { ZodError } from 'zod';
import { ApiError } from '#lib/api-client.ts';

export type PaymentErrorKey = keyof typeof PAYMENT_ERRORS;

/** What Payment Failed says: the English text, and what a translated screen words it by (decision 258). */
export interface PaymentFailure {
  /** The server's own words or the spec §8 text (what English shows). */
  message: string;
  /** The contract's error code of the server's answer, when it gave one. */
  code?: ErrorCode | null | undefined;
  /** The spec §8 text shown when the server's answer gave no words of its own. */
  key?: PaymentErrorKey | undefined;
}

function serverText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { error, message } = body as Record<string, unknown>;
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return null;
}

const failure = (key: PaymentErrorKey): PaymentFailure => ({ message: PAYMENT_ERRORS[key], key });

/**
 * The Payment Failed text for an error (spec §8): the server's own words when it sent some, else the
 * step's default; an unreadable answer, a network failure and anything else have their own texts.
 */
export function paymentFailure(error: unknown, fallback: PaymentErrorKey): PaymentFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'http') {
      const text = serverText(error.body);
      const code = error.code ? { code: error.code } : {};
      return text ? { message: text, ...code } : { ...failure(fallback), ...code };
    }
    if (error.kind === 'invalid') return failure('invalidResponse');
    if (error.kind === 'network' || error.kind === 'timeout') return failure('network');
    return failure('unexpected');
  }
  if (error instanceof ZodError) return failure('invalidResponse');
  if (error instanceof TypeError) return failure('network');
  return failure('unexpected');
}

/** The English words of `paymentFailure`, with any step default (`fallback`) for a wordless answer. */
export function describePaymentError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind === 'http') return serverText(error.body) ?? fallback;
  return paymentFailure(error, 'unexpected').message;
}
