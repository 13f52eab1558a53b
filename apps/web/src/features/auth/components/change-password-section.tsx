import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useChangePassword } from '../api/account.ts';
import { NewPasswordFields, PasswordField, SubmitError } from './auth-form-parts.tsx';

const empty: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Change password (signed in): the current one is required; every other device is signed out. */
export function ChangePasswordSection() {
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
        Change password
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
        <PasswordField
          label="Current Password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <NewPasswordFields
          password={{
            label: 'New Password',
            error: errors.new_password?.message,
            ...form.register('new_password'),
          }}
          confirm={{
            label: 'Confirm New Password',
            error: errors.confirm_password?.message,
            ...form.register('confirm_password'),
          }}
        />
        <SubmitError error={mutation.error} />
        {mutation.isSuccess && <Alert variant="success">{mutation.data.message}</Alert>}
        <Button type="submit" isLoading={mutation.isPending} className="self-start">
          Change password
        </Button>
      </form>
    </section>
  );
}
