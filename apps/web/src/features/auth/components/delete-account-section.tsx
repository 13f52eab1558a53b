import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type DeleteAccountForm, deleteAccountFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { toast } from '#components/ui/toast.tsx';
import { paths } from '#config/paths.ts';
import { useDeleteAccount } from '../api/account.ts';

/**
 * Delete the account (issue 13, decision 093): a clear warning, the password as confirmation; on
 * success the session ends and the user lands on / signed out.
 */
export function DeleteAccountSection() {
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
    toast.success(ACCOUNT_MESSAGES.accountDeleted);
    void navigate(paths.home, { replace: true });
  });

  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-4">
      <h2 id="delete-account-title" className="text-xl font-bold text-white">
        Delete account
      </h2>
      <Alert variant="warning" title="This cannot be undone">
        {ACCOUNT_MESSAGES.deleteWarning}
      </Alert>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Delete account">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Enter your password to confirm."
          error={errors.password?.message}
          {...form.register('password')}
        />
        {mutation.error && <Alert variant="error">{mutation.error.message}</Alert>}
        <Button type="submit" variant="danger" isLoading={mutation.isPending} className="self-start">
          Delete my account
        </Button>
      </form>
    </section>
  );
}
