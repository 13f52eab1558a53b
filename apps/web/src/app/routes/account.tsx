import { useEffect } from 'react';
import { useProfile } from '#features/auth/api/get-profile.ts';
import { useAuth } from '#features/auth/components/auth-context.ts';
import { ChangePasswordSection } from '#features/auth/components/change-password-section.tsx';
import { DeleteAccountSection } from '#features/auth/components/delete-account-section.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** Its texts are in the `dashboard` area, the password fields' labels and checks in `account` (decision 266). */
export const handle: PageHandle = { translated: true };

/** /account (behind the guard, linked from the dashboard and the nav): change password, delete the account. */
export default function AccountRoute() {
  const { user } = useAuth();
  const profile = useProfile();
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('dashboard.account.documentTitle');
  }, [t]);
  const email = profile.data?.email ?? user?.email;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-white">{t('dashboard.account.title')}</h1>
        {email && <p className="mt-2 text-teal-200">{t('dashboard.account.signedInAs', { email })}</p>}
      </div>
      <ChangePasswordSection />
      <DeleteAccountSection />
    </div>
  );
}
