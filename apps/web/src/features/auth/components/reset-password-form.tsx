import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useResetPassword } from '../api/account.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { useAccountCheck } from './account-words.ts';
import { NewPasswordFields, SubmitError } from './auth-form-parts.tsx';

/** The e-mailed link's form: a new password twice; then Sign In with it. */
export function ResetPasswordFormView({ token }: { token: string }) {
  const mutation = useResetPassword();
  const { t } = useI18n();
  const check = useAccountCheck();
  const openSignIn = useAuthDialogStore((state) => state.openSignIn);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    await mutation.mutateAsync({ token, password: values.password }).catch(() => undefined);
  });

  if (mutation.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        {/* The server's answer is ACCOUNT_MESSAGES.passwordReset. */}
        <Alert variant="success">{t('account.reset.done')}</Alert>
        <Button size="lg" className="self-start" onClick={() => openSignIn()}>
          {t('account.signIn.submit')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('account.reset.form')}>
      <NewPasswordFields
        password={{
          label: t('account.newPassword'),
          error: check(errors.password?.message),
          ...form.register('password'),
        }}
        confirm={{
          label: t('account.confirmNewPassword'),
          error: check(errors.confirm_password?.message),
          ...form.register('confirm_password'),
        }}
      />
      <SubmitError error={mutation.error} />
      <Button type="submit" size="lg" isLoading={mutation.isPending} className="self-start">
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}
