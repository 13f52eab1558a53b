import { ACCOUNT_MESSAGES } from '@homie/contracts/auth-constants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { ResetPasswordFormView } from '#features/auth/components/reset-password-form.tsx';

/**
 * /reset-password?token=… (issue 13): the page the "Forgot password?" e-mail links to. The token is
 * read once and taken out of the address bar (so it is not left in history or shared by a copy).
 */
export default function ResetPasswordRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');

  useEffect(() => {
    document.title = 'Reset your password · Homie';
    if (searchParams.has('token')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10" aria-labelledby="reset-title">
      <h1 id="reset-title" className="text-3xl font-extrabold text-white">
        Choose a new password
      </h1>
      {token ? (
        <ResetPasswordFormView token={token} />
      ) : (
        <Alert variant="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</Alert>
      )}
    </section>
  );
}
