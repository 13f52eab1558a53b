import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { NavLabel } from '#components/ui/nav-label.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { AccountActions } from './account-actions.tsx';
import { useAuth } from './auth-context.ts';
import { preloadAuthDialogs } from './auth-dialogs.tsx';

/**
 * The nav bar's right side: Sign In and Sign Up when signed out; Dashboard, Account and Logout when signed in
 * (decision 033); a small spinner while the stored session is checked. `signedInLinks` are the other
 * features' links the layout adds for a signed-in account (the operator's), between Dashboard and Account.
 */
export function AuthNavActions({ signedInLinks }: { signedInLinks?: ReactNode }) {
  const { t } = useI18n();
  const { isAuthenticated, isLoading } = useAuth();
  const { openSignIn, openSignUp } = useAuthDialogStore();

  if (isLoading) {
    // A stored session is being checked: no flash of Sign In for someone who is signed in.
    return (
      <div className="flex h-8 items-center px-3 text-mint-300">
        <Spinner label={t('nav.loadingAccount')} className="size-4" />
      </div>
    );
  }

  if (isAuthenticated) {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.tour}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            <NavLabel>{t('nav.dashboard')}</NavLabel>
          </Link>
        </Button>
        {signedInLinks}
        <AccountActions />
      </div>
    );
  }
  return (
    // Pointing at or focusing either button fetches the dialogs' code before the click.
    <div className="flex items-center gap-2">
      <Button
        variant="ghost"
        size="sm"
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
        onClick={() => openSignIn()}
      >
        {t('nav.signIn')}
      </Button>
      <Button size="sm" onPointerEnter={preloadAuthDialogs} onFocus={preloadAuthDialogs} onClick={openSignUp}>
        {t('nav.signUp')}
      </Button>
    </div>
  );
}
