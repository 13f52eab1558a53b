/**
 * Which account dialog is open (Sign In, Create Account or Forgot password), and where to go after signing in (the page the guard turned the
 * visitor away from). The nav, the guard's redirect and the tour page all open dialogs through it.
 */
import { create } from 'zustand';

export type AuthDialog = 'signIn' | 'signUp' | 'forgotPassword' | null;

interface AuthDialogState {
  open: AuthDialog;
  /** A same-site path to navigate to after a successful sign-in or sign-up. */
  returnTo: string | null;
  openSignIn: (returnTo?: string | null) => void;
  openSignUp: () => void;
  /** "Forgot password?" from the Sign In dialog: asks the e-mail for a reset link. */
  openForgotPassword: () => void;
  /** Closes both dialogs and forgets the return path. */
  close: () => void;
}

export const useAuthDialogStore = create<AuthDialogState>((set) => ({
  open: null,
  returnTo: null,
  openSignIn: (returnTo) => set((state) => ({ open: 'signIn', returnTo: returnTo ?? state.returnTo })),
  openSignUp: () => set({ open: 'signUp' }),
  openForgotPassword: () => set({ open: 'forgotPassword' }),
  close: () => set({ open: null, returnTo: null }),
}));

/** Only same-site absolute paths are followed after sign-in (no open redirects). */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}
