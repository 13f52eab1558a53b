import { describe, expect, it } from 'vitest';
import { errorReason } from './error-reason.ts';

describe('errorReason', () => {
  it('reads messages from errors, DOMExceptions, strings and anything else', () => {
    expect(errorReason(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorReason(new DOMException('Permission denied', 'NotAllowedError'))).toBe('Permission denied');
    expect(errorReason(new DOMException('', 'NotFoundError'))).toBe('NotFoundError');
    expect(errorReason('plain')).toBe('plain');
    expect(errorReason(42)).toBe('42');
  });
});
