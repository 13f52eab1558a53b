import type { ReactNode } from 'react';

/**
 * A nav button's words beside its icon: always its accessible name, shown from the `sm` breakpoint
 * up. On a phone the signed-in bar (Dashboard, Account, Logout) does not fit in words beside the
 * brand, so the icons stand alone there (a 320-px screen scrolled sideways on every page).
 */
export function NavLabel({ children }: { children: ReactNode }) {
  return <span className="max-sm:sr-only">{children}</span>;
}
