import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { NavLabel } from '#components/ui/nav-label.tsx';
import { paths } from '#config/paths.ts';
import { useAuth } from './auth-context.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** "Account" and "Logout" for a signed-in user: in the nav bar and in the dashboard's header. */
export function AccountActions() {
  const { t } = useI18n();
  const { logout } = useAuth();
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.account}>
          <UserRound aria-hidden="true" className="size-4" />
          <NavLabel>{t('nav.account')}</NavLabel>
        </Link>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void logout()}>
        <LogOut aria-hidden="true" className="size-4" />
        <NavLabel>{t('nav.logout')}</NavLabel>
      </Button>
    </>
  );
}
