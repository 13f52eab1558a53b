import { zodResolver } from '@hookform/resolvers/zod';
import { GUEST_EMAIL_MESSAGES, type GuestEmailForm, guestEmailFormSchema } from '@homie/contracts/payments';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The payment dialog's first step for a guest (decision 211): the address the receipt and the link
 * back to the order go to, so a guest who loses this tab gets their order back instead of paying
 * again. Continue starts the payment (its click opens the checkout window).
 */
export function GuestEmailStep({
  email,
  onSubmit,
  onCancel,
}: {
  email: string;
  onSubmit: (email: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<GuestEmailForm>({
    resolver: zodResolver(guestEmailFormSchema),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const { t } = useI18n();
  // The contract's two texts (GUEST_EMAIL_MESSAGES), in the visitor's language.
  const error = errors.email?.message;
  const errorText =
    error === undefined
      ? undefined
      : error === GUEST_EMAIL_MESSAGES.required
        ? t('plans.email.required')
        : error === GUEST_EMAIL_MESSAGES.invalid
          ? t('plans.email.invalid')
          : error;
  return (
    <form
      noValidate
      aria-label={t('plans.dialog.email')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values.email))}
    >
      <p>{t('plans.email.intro')}</p>
      <TextField
        label={t('plans.email.label')}
        type="email"
        autoComplete="email"
        markRequired
        error={errorText}
        {...form.register('email')}
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('plans.dialog.cancel')}
        </Button>
        <Button type="submit">{t('plans.email.continue')}</Button>
      </div>
    </form>
  );
}
