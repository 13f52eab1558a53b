import { AuthNavActions } from '#features/auth/components/auth-nav-actions.tsx';
import { OperatorNavLink } from '#features/operator/components/operator-nav-link.tsx';
import { BrandLogo } from './brand-logo.tsx';

/** The top bar (spec §2): brand on the left, account actions on the right (with the operator's link for staff). */
export function NavBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-mint-400/10 bg-teal-950/85 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <BrandLogo />
        <AuthNavActions signedInLinks={<OperatorNavLink />} />
      </nav>
    </header>
  );
}
