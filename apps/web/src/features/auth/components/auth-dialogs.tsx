import { lazy, Suspense, useEffect, useState } from 'react';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';

/**
 * The dialogs' code (forms, validation, the dialog primitive) is fetched the first time one opens,
 * or earlier when the visitor points at or focuses a Sign In / Sign Up button
 * (`preloadAuthDialogs`), so the first page paints without it (decision 084); their words (the
 * `account` area, decision 264) come with it.
 */
const withWords = <M,>(code: Promise<M>) => Promise.all([code, loadArea('account')]).then(([m]) => m);
const loadSignIn = () => withWords(import('./sign-in-dialog.tsx'));
const loadSignUp = () => withWords(import('./sign-up-dialog.tsx'));
const loadForgotPassword = () => withWords(import('./forgot-password-dialog.tsx'));
const SignInDialog = lazy(() => loadSignIn().then((m) => ({ default: m.SignInDialog })));
const SignUpDialog = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpDialog })));
const ForgotPasswordDialog = lazy(() =>
  loadForgotPassword().then((m) => ({ default: m.ForgotPasswordDialog })),
);

export function preloadAuthDialogs(): void {
  void loadSignIn().catch(() => undefined);
  void loadSignUp().catch(() => undefined);
}

/** Mounts the account dialogs once one is first asked for; open them with `useAuthDialogStore`. */
export function AuthDialogs() {
  const open = useAuthDialogStore((state) => state.open);
  const [wanted, setWanted] = useState(open !== null);
  useEffect(() => {
    if (open !== null) setWanted(true);
  }, [open]);
  if (!wanted && open === null) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
      <SignUpDialog />
      <ForgotPasswordDialog />
    </Suspense>
  );
}
