import { zodResolver } from '@hookform/resolvers/zod';
import { type GuestEmailForm, guestEmailFormSchema } from '@homie/contracts/payments';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';

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
  return (
    <form
      noValidate
      aria-label="Your e-mail for the receipt"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values.email))}
    >
      <p>
        We e-mail your receipt and a link back to your order, so you can return to it from any browser. We use
        this address for your order only.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        markRequired
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Continue to payment</Button>
      </div>
    </form>
  );
}
