import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInForm, signInFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useLogin } from '../api/login.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { useAccountCheck } from './account-words.ts';
import { EmailField, PasswordField, SubmitError, SwitchDialogLine } from './auth-form-parts.tsx';

/** The Sign In dialog (spec §2, §4, §5): opened from the nav or by the /tour guard's redirect. */
export function SignInDialog() {
  const isOpen = useAuthDialogStore((state) => state.open === 'signIn');
  const { close, openSignUp, openForgotPassword } = useAuthDialogStore();
  const navigate = useNavigate();
  const { t } = useI18n();
  const check = useAccountCheck();
  const loginMutation = useLogin();
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onOpenChange = (open: boolean) => {
    if (open) return;
    close();
    form.reset();
    loginMutation.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
    } catch {
      return; // the error text shows above the submit button
    }
    const { returnTo } = useAuthDialogStore.getState();
    form.reset();
    loginMutation.reset();
    close();
    toast.success(t('account.signIn.welcome'));
    if (returnTo) void navigate(returnTo, { replace: true });
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('account.signIn.title')}
        description={t('account.signIn.description')}
        closeLabel={t('account.close')}
      >
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t('account.signIn.form')}
        >
          <EmailField error={check(errors.email?.message)} {...form.register('email')} />
          <PasswordField
            label={t('account.password')}
            error={check(errors.password?.message)}
            {...form.register('password')}
          />
          <p className="-mt-2 text-right text-sm">
            <Button
              variant="link"
              onClick={() => {
                form.reset();
                loginMutation.reset();
                openForgotPassword();
              }}
            >
              {t('account.forgotLink')}
            </Button>
          </p>
          <SubmitError error={loginMutation.error} />
          <Button type="submit" size="lg" isLoading={loginMutation.isPending}>
            {t('account.signIn.submit')}
          </Button>
          <SwitchDialogLine
            prompt={t('account.signIn.newPrompt')}
            action={t('account.signIn.createAction')}
            onClick={openSignUp}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
