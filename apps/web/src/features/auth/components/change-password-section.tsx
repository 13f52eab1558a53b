import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type ChangePasswordForm, changePasswordFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useChangePassword } from '../api/account.ts';
import { useAccountCheck } from './account-words.ts';
import { NewPasswordFields, PasswordField, SubmitError } from './auth-form-parts.tsx';

const empty: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Change password (signed in): the current one is required; every other device is signed out. Its
 * texts: area `dashboard`, the password fields' labels and the contract's checks `account` (decision 266).
 */
export function ChangePasswordSection() {
  const { t, locale } = useI18n();
  const accountCheck = useAccountCheck();
  /** A check of the form's own (contracts' ACCOUNT_MESSAGES) or the shared account checks. */
  const check = (message: string | undefined) =>
    message === ACCOUNT_MESSAGES.currentPasswordRequired
      ? t('dashboard.account.check.currentRequired')
      : message === ACCOUNT_MESSAGES.samePassword
        ? t('dashboard.account.check.samePassword')
        : accountCheck(message);
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset(empty);
    } catch {
      // the error shows above the button
    }
  });

  return (
    <section aria-labelledby="change-password-title" className="flex flex-col gap-4">
      <h2 id="change-password-title" className="text-xl font-bold text-white">
        {t('dashboard.account.change.title')}
      </h2>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t('dashboard.account.change.form')}
      >
        <PasswordField
          label={t('dashboard.account.change.current')}
          error={check(errors.current_password?.message)}
          {...form.register('current_password')}
        />
        <NewPasswordFields
          password={{
            label: t('account.newPassword'),
            error: check(errors.new_password?.message),
            ...form.register('new_password'),
          }}
          confirm={{
            label: t('account.confirmNewPassword'),
            error: check(errors.confirm_password?.message),
            ...form.register('confirm_password'),
          }}
        />
        <SubmitError error={mutation.error} />
        {mutation.isSuccess && (
          // The server's English sentence in English; the same news in the visitor's language otherwise.
          <Alert variant="success">
            {locale === 'en' ? mutation.data.message : t('dashboard.account.change.done')}
          </Alert>
        )}
        <Button type="submit" isLoading={mutation.isPending} className="self-start">
          {t('dashboard.account.change.submit')}
        </Button>
      </form>
    </section>
  );
}
