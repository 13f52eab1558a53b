import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { useRequestPasswordReset } from '../api/account.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { EmailField, SubmitError, SwitchDialogLine } from './auth-form-parts.tsx';

/**
 * "Forgot password?" (issue 13): asks the e-mail and always answers the server's neutral text; a
 * single-use link valid for 30 minutes goes to the address if it has an account.
 */
export function ForgotPasswordDialog() {
  const isOpen = useAuthDialogStore((state) => state.open === 'forgotPassword');
  const { close, openSignIn } = useAuthDialogStore();
  const mutation = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const reset = () => {
    form.reset();
    mutation.reset();
  };
  const onOpenChange = (open: boolean) => {
    if (open) return;
    close();
    reset();
  };
  const backToSignIn = () => {
    reset();
    openSignIn();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    await mutation.mutateAsync(values).catch(() => undefined); // the error shows above the button
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title="Forgot password?"
        description="Enter the email of your account and we will send you a link to choose a new password."
      >
        {mutation.isSuccess ? (
          <div className="flex flex-col gap-4">
            <Alert variant="success">{mutation.data.message}</Alert>
            <Button size="lg" onClick={backToSignIn}>
              Back to Sign In
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Forgot password">
            <EmailField error={errors.email?.message} {...form.register('email')} />
            <SubmitError error={mutation.error} />
            <Button type="submit" size="lg" isLoading={mutation.isPending}>
              Send reset link
            </Button>
            <SwitchDialogLine prompt="Remembered it?" action="Back to Sign In" onClick={backToSignIn} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
