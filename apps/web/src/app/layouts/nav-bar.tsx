import { AuthNavActions } from '#features/auth/components/auth-nav-actions.tsx';
import { OperatorNavLink } from '#features/operator/components/operator-nav-link.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * The top bar (spec §2): brand on the left, account actions on the right (with the operator's link for
 * staff), and the language switcher (decision 253).
 */
export function NavBar() {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-30 border-b border-mint-400/10 bg-teal-950/85 backdrop-blur">
      <nav
        aria-label={t('layout.mainNav')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4"
      >
        <BrandLogo />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <AuthNavActions signedInLinks={<OperatorNavLink />} />
        </div>
      </nav>
    </header>
  );
}
