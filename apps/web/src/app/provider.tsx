import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from '#components/ui/toast.tsx';
import type { Locale } from '@homie/contracts/locales';
import { AuthProvider } from '#features/auth/components/auth-provider.tsx';
import { LocaleProvider } from '#lib/i18n/i18n.tsx';
import { onLogout } from '#lib/session-events.ts';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/**
 * App-wide providers: the language (its catalogue loaded before the first render, decision 252),
 * server-state cache, session, toasts. The cache is emptied on logout.
 */
export function AppProvider({ children, locale }: { children: ReactNode; locale?: Locale }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onLogout(() => queryClient.clear()), [queryClient]);
  return (
    <LocaleProvider initialLocale={locale}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </LocaleProvider>
  );
}
