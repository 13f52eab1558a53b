import { SignInDialog } from './sign-in-dialog.tsx';
import { SignUpDialog } from './sign-up-dialog.tsx';

/** Mounts both account dialogs once; open them with `useAuthDialogStore`. */
export function AuthDialogs() {
  return (
    <>
      <SignInDialog />
      <SignUpDialog />
    </>
  );
}
