import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField, type TextFieldProps } from '#components/ui/field.tsx';

/** The pieces the account forms share (sign in, create account, forgot, reset and change password). */

type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The account's e-mail address. */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password input: the current one (`current-password`) unless the autoComplete says a new one. */
export function PasswordField({ label, ...props }: FieldProps & { label: string }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A new password and its confirmation (reset password, change password): `password` and `confirm` are each field's error and registration. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <PasswordField label="New Password" autoComplete="new-password" {...password} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...confirm} />
    </>
  );
}

/** The server's answer to a failed submit, shown above the submit button. */
export function SubmitError({ error }: { error: Error | null }) {
  return error ? <Alert variant="error">{error.message}</Alert> : null;
}

/** The line under a dialog's form that switches to another dialog ("New to Homie? Create an account"). */
export function SwitchDialogLine({
  prompt,
  action,
  onClick,
}: {
  prompt: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-sm text-teal-200">
      {prompt}{' '}
      <Button variant="link" onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}
