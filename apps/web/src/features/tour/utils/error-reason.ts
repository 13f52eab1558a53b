/** The human part of a thrown value, for the "{reason}" in the spec's error texts. */
export function errorReason(error: unknown): string {
  if (typeof error === 'string') return error;
  // DOMException (camera refusals) is not always an Error subclass, so read its fields directly.
  if (error && typeof error === 'object') {
    const { message, name } = error as { message?: unknown; name?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof name === 'string' && name) return name;
  }
  return String(error);
}
