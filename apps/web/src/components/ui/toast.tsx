import { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts. Mount `<Toaster />` once (the app provider does); anywhere else call
 * `toast.error('…')`, `toast.success('…')` or `toast('…')` imported from this file.
 */
export { toast } from 'sonner';

export function Toaster() {
  return (
    <SonnerToaster
      theme="dark"
      position="top-center"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'border border-mint-400/20' } }}
    />
  );
}
