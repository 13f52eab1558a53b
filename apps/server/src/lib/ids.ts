import { createHash, randomBytes } from 'node:crypto';

/** An unguessable URL-safe identifier (128 bits of entropy by default). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex of a secret, for storing tokens without storing the tokens themselves. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
