import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type DeleteAccountForm, deleteAccountFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { toast } from '#components/ui/toast.tsx';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useDeleteAccount } from '../api/account.ts';
import { useAccountCheck } from './account-words.ts';
import { SubmitError } from './auth-form-parts.tsx';

/**
 * Delete the account (issue 13, decision 093): a clear warning, the password as confirmation; on
 * success the session ends and the user lands on / signed out.
 */
export function DeleteAccountSection() {
  const { t } = useI18n();
  const accountCheck = useAccountCheck();
  const mutation = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values.password);
    } catch {
      return; // the error shows above the button
    }
    toast.success(t('dashboard.account.delete.done'));
    void navigate(paths.home, { replace: true });
  });

  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-4">
      <h2 id="delete-account-title" className="text-xl font-bold text-white">
        {t('dashboard.account.delete.title')}
      </h2>
      <Alert variant="warning" title={t('dashboard.account.delete.warningTitle')}>
        {t('dashboard.account.delete.warning')}
      </Alert>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t('dashboard.account.delete.form')}
      >
        <TextField
          label={t('dashboard.account.delete.password')}
          type="password"
          autoComplete="current-password"
          hint={t('dashboard.account.delete.hint')}
          error={
            errors.password?.message === ACCOUNT_MESSAGES.currentPasswordRequired
              ? t('dashboard.account.check.currentRequired')
              : accountCheck(errors.password?.message)
          }
          {...form.register('password')}
        />
        <SubmitError error={mutation.error} />
        <Button type="submit" variant="danger" isLoading={mutation.isPending} className="self-start">
          {t('dashboard.account.delete.submit')}
        </Button>
      </form>
    </section>
  );
}
