import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

/** The app; `prerendered` when it takes over HTML already on screen (main.tsx). */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  const [router] = useState(() => createAppRouter({ prerendered }));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
