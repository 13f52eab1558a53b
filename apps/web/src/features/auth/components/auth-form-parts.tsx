import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField, type TextFieldProps } from '#components/ui/field.tsx';
import type { ApiError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The pieces the account forms share (sign in, create account, forgot, reset and change password).
 * Their words are the `account` area's (decision 264), loaded with the dialogs' code and the
 * /reset-password route; a caller passes a password field's label.
 */

type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The account's e-mail address. */
export function EmailField(props: FieldProps) {
  const { t } = useI18n();
  return (
    <TextField label={t('account.email')} type="email" autoComplete="email" inputMode="email" {...props} />
  );
}

/** A password input: the current one (`current-password`) unless the autoComplete says a new one. */
export function PasswordField({ label, ...props }: FieldProps & { label: string }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/**
 * A new password and its confirmation (reset password, change password): `password` and `confirm`
 * are each field's label, error and registration.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: FieldProps & { label: string };
  confirm: FieldProps & { label: string };
}) {
  return (
    <>
      <PasswordField autoComplete="new-password" {...password} />
      <PasswordField autoComplete="new-password" {...confirm} />
    </>
  );
}

/**
 * The server's answer to a failed submit, shown above the submit button: by its code in the
 * visitor's language (`useErrorText`); an answer without a code (a timeout) keeps its words.
 */
export function SubmitError({ error }: { error: Error | null }) {
  const errorText = useErrorText();
  return error ? (
    <Alert variant="error">{errorText(error.message, (error as Partial<ApiError>).code)}</Alert>
  ) : null;
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
