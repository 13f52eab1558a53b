import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { PASSWORD_RESET_TTL_MINUTES } from '@homie/contracts/auth-constants';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useRequestPasswordReset } from '../api/account.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { useAccountCheck } from './account-words.ts';
import { EmailField, SubmitError, SwitchDialogLine } from './auth-form-parts.tsx';

/**
 * "Forgot password?" (issue 13): asks the e-mail and always answers the server's neutral text; a
 * single-use link valid for 30 minutes goes to the address if it has an account.
 */
export function ForgotPasswordDialog() {
  const isOpen = useAuthDialogStore((state) => state.open === 'forgotPassword');
  const { close, openSignIn } = useAuthDialogStore();
  const mutation = useRequestPasswordReset();
  const { t } = useI18n();
  const check = useAccountCheck();
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
        title={t('account.forgot.title')}
        description={t('account.forgot.description')}
        closeLabel={t('account.close')}
      >
        {mutation.isSuccess ? (
          <div className="flex flex-col gap-4">
            {/* The server's one neutral answer (ACCOUNT_MESSAGES.forgotSent), whatever the address. */}
            <Alert variant="success">
              {t('account.forgot.sent', { minutes: PASSWORD_RESET_TTL_MINUTES })}
            </Alert>
            <Button size="lg" onClick={backToSignIn}>
              {t('account.backToSignIn')}
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            aria-label={t('account.forgot.form')}
          >
            <EmailField error={check(errors.email?.message)} {...form.register('email')} />
            <SubmitError error={mutation.error} />
            <Button type="submit" size="lg" isLoading={mutation.isPending}>
              {t('account.forgot.submit')}
            </Button>
            <SwitchDialogLine
              prompt={t('account.forgot.rememberedPrompt')}
              action={t('account.backToSignIn')}
              onClick={backToSignIn}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
