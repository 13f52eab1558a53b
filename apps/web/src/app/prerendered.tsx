import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is rendered at build (decision 129) and while the browser hydrates that
 * HTML; true from the render after hydration on, and at once in a page the browser renders itself
 * (a client-side navigation, or a visitor with kept state). Parts of a prerendered page that
 * depend on the visitor's kept analysis or on today's date render their prerendered frame until
 * then, so hydration matches the HTML node for node (decision 138).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * `before` while prerendered and hydrating, `children` from then on. Only this component renders
 * again after hydration, not the page around it. Give both the same shape (for example a fragment
 * whose first child is the same element) so React updates the nodes in place instead of replacing them.
 */
export function AfterHydration({ before, children }: { before: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : before;
}

/** Hidden when this browser keeps an analysis or a plan (`<html data-kept>`, set before the first paint). */
export const HIDDEN_WITH_KEPT_STATE = '[html[data-kept]_&]:hidden';
/** Hidden on a first visit (no `<html data-kept>`). */
export const HIDDEN_WITHOUT_KEPT_STATE = '[html:not([data-kept])_&]:hidden';

/**
 * A prerendered page's stand-in for the visitor's result until the app renders it: shown (before
 * any script runs) only to visitors whose browser keeps an analysis; first-time visitors see the
 * page's first-visit text instead, so nothing on their screen changes when the app takes over.
 */
export function KeptResultPlaceholder({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={`${HIDDEN_WITHOUT_KEPT_STATE} grid place-items-center rounded-xl border border-mint-400/20 bg-teal-950/40 p-6 text-sm text-teal-200 ${className ?? ''}`}
    >
      {children}
    </p>
  );
}
