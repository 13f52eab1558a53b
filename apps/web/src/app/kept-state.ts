/**
 * Kept state that changes a page's first render: a looked-up property or a chosen plan, which the
 * stores keep in localStorage under these keys. The prerendered pages show a first visit
 * (decisions 129, 138): with such state the app renders afresh instead of hydrating, and before
 * the first paint `kept-state.boot.js` marks `<html data-kept>` by the same rule, so the
 * prerendered HTML shows its "loading your result" placeholders instead of the first-visit text.
 */
export const STATEFUL_KEYS = ['property-store', 'payment-store'] as const;

/** The attribute `kept-state.boot.js` sets on <html> (CSS: `[html[data-kept]_&]:…`). */
export const KEPT_ATTRIBUTE = 'data-kept';

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank));

/** Whether this browser keeps a non-blank persisted state under one of STATEFUL_KEYS (unreadable: yes). */
export function hasKeptState(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return STATEFUL_KEYS.some((key) => {
      const raw = storage.getItem(key);
      if (raw === null) return false;
      const kept = (JSON.parse(raw) as { state?: unknown } | null)?.state;
      return !isBlank(kept);
    });
  } catch {
    return true;
  }
}
