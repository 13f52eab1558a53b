import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { ResetPasswordFormView } from '#features/auth/components/reset-password-form.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** Every text of the page is in the `account` area (decision 264). */
export const handle: PageHandle = { translated: true };

/**
 * /reset-password?token=… (issue 13): the page the "Forgot password?" e-mail links to. The token is
 * read once and taken out of the address bar (so it is not left in history or shared by a copy).
 */
export default function ResetPasswordRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const { t } = useI18n();

  useEffect(() => {
    document.title = t('account.reset.documentTitle');
    if (searchParams.has('token')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, t]);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10" aria-labelledby="reset-title">
      <h1 id="reset-title" className="text-3xl font-extrabold text-white">
        {t('account.reset.title')}
      </h1>
      {token ? (
        <ResetPasswordFormView token={token} />
      ) : (
        <Alert variant="error">{t('account.reset.linkInvalid')}</Alert>
      )}
    </section>
  );
}
