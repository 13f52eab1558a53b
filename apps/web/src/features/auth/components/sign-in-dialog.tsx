import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInForm, signInFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useLogin } from '../api/login.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { EmailField, PasswordField, SubmitError, SwitchDialogLine } from './auth-form-parts.tsx';

/** The Sign In dialog (spec §2, §4, §5): opened from the nav or by the /tour guard's redirect. */
export function SignInDialog() {
  const isOpen = useAuthDialogStore((state) => state.open === 'signIn');
  const { close, openSignUp, openForgotPassword } = useAuthDialogStore();
  const navigate = useNavigate();
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
    toast.success('Signed in. Welcome back!');
    if (returnTo) void navigate(returnTo, { replace: true });
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title="Sign In" description="Welcome back, Homie!">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
          <p className="-mt-2 text-right text-sm">
            <Button
              variant="link"
              onClick={() => {
                form.reset();
                loginMutation.reset();
                openForgotPassword();
              }}
            >
              Forgot password?
            </Button>
          </p>
          <SubmitError error={loginMutation.error} />
          <Button type="submit" size="lg" isLoading={loginMutation.isPending}>
            Sign In
          </Button>
          <SwitchDialogLine prompt="New to Homie?" action="Create an account" onClick={openSignUp} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
