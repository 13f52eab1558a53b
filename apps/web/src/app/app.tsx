import { useState } from 'react';
import type { Locale } from '@homie/contracts/locales';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The app; `prerendered` when it takes over HTML already on screen (main.tsx); `locale` the page's
 * language, whose catalogue main.tsx has loaded.
 */
export function App({ prerendered = false, locale }: { prerendered?: boolean; locale?: Locale }) {
  const [router] = useState(() => createAppRouter({ prerendered }));
  return (
    <AppProvider locale={locale}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
