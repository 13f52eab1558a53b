import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm, signUpFormSchema } from '@homie/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { TextField } from '#components/ui/field.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useRegister } from '../api/register.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';
import { useAccountCheck } from './account-words.ts';
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
  const { t } = useI18n();
  const check = useAccountCheck();
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
    toast.success(t('account.signUp.welcome', { name: values.first_name }));
    if (returnTo) void navigate(returnTo, { replace: true });
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('account.signUp.title')}
        description={t('account.signUp.description')}
        closeLabel={t('account.close')}
      >
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t('account.signUp.form')}
        >
          <EmailField error={check(errors.email?.message)} {...form.register('email')} />
          <PasswordField
            label={t('account.password')}
            autoComplete="new-password"
            error={check(errors.password?.message)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            error={check(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <TextField
            label={t('account.firstName')}
            autoComplete="given-name"
            error={check(errors.first_name?.message)}
            {...form.register('first_name')}
          />
          <TextField
            label={t('account.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('account.phonePlaceholder')}
            hint={t('account.optional')}
            error={check(errors.phone_number?.message)}
            {...form.register('phone_number')}
          />
          <ConsentNotice />
          <SubmitError error={registerMutation.error} />
          <Button type="submit" size="lg" isLoading={registerMutation.isPending}>
            {t('account.signUp.submit')}
          </Button>
          <SwitchDialogLine
            prompt={t('account.signUp.havePrompt')}
            action={t('account.signUp.signInAction')}
            onClick={() => openSignIn()}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
