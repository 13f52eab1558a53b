import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Toasts. Mount `<Toaster />` once (the app provider does); anywhere else call `toast.success('…')`
 * or `toast.error('…')` imported from this file. The toast library (sonner) is fetched with the
 * first toast, not with the first page (decision 084); sonner shows toasts raised before its
 * Toaster subscribed, so nothing is lost while it loads.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

const show = (kind: 'success' | 'error', message: string) =>
  void loadSonner().then(
    (module) => module.toast[kind](message),
    () => undefined,
  );

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme="dark"
        position="top-center"
        richColors
        closeButton
        toastOptions={{ classNames: { toast: 'border border-mint-400/20' } }}
      />
    </Suspense>
  );
}
