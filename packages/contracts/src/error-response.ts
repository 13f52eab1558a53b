import { z } from 'zod';
import { ERROR_CODE_LIST } from './errors.ts';

/** A known error code; an unknown one fails (the server sends only these, decision 147). */
export const errorCodeSchema = z.enum(ERROR_CODE_LIST);

/**
 * A code as a client reads it from an answer it may not trust: an unknown code is dropped, never a
 * reason to ignore the `error` text beside it.
 */
export const errorCodeFieldSchema = errorCodeSchema.optional().catch(undefined);

/** Every error answer: `{ error, code }`, plus any fields the answer adds (e.g. `email`, `details`). */
export const errorResponseSchema = z.looseObject({ error: z.string(), code: errorCodeSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
