import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm, signUpFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { TextField } from '#components/ui/field.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useRegister } from '../api/register.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { EmailField, PasswordField, SubmitError, SwitchDialogLine } from './auth-form-parts.tsx';
import { ConsentNotice } from './consent-notice.tsx';

const emptyForm: SignUpForm = {
  email: '',
  password: '',
  confirmPassword: '',
  first_name: '',
  phone_number: '',
};

/** The Create Account dialog (spec §2, §4, §5): on success the user is signed in at once. */
export function SignUpDialog() {
  const isOpen = useAuthDialogStore((state) => state.open === 'signUp');
  const { close, openSignIn } = useAuthDialogStore();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const form = useForm<SignUpForm>({ resolver: zodResolver(signUpFormSchema), defaultValues: emptyForm });
  const { errors } = form.formState;

  const onOpenChange = (open: boolean) => {
    if (open) return;
    close();
    form.reset();
    registerMutation.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(values);
    } catch {
      return;
    }
    const { returnTo } = useAuthDialogStore.getState();
    form.reset();
    registerMutation.reset();
    close();
    toast.success(`Welcome to Homie, ${values.first_name}!`);
    if (returnTo) void navigate(returnTo, { replace: true });
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title="Create Account"
        description="Join Homie to save on property tax and tour homes with AI."
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create account">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10 digits"
            hint="Optional"
            error={errors.phone_number?.message}
            {...form.register('phone_number')}
          />
          <ConsentNotice />
          <SubmitError error={registerMutation.error} />
          <Button type="submit" size="lg" isLoading={registerMutation.isPending}>
            Create Account
          </Button>
          <SwitchDialogLine prompt="Already have an account?" action="Sign in" onClick={() => openSignIn()} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
