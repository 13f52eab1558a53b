/**
 * The build-time renderer (decision 129): renders a page of the app to HTML for the prerender step
 * (`scripts/prerender.mjs`), which writes it into the page the server sends; the browser then
 * hydrates it (`main.tsx`). It renders what a first-time, signed-out visitor sees: no stored
 * session or property (the nav shows its "checking your account" state, as the client's first
 * render does), and the dataset notice per `demo`, the one server fact the page carries
 * (`<meta name="homie-dataset">`, decision 084), so the server can send the matching variant.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Toaster } from '#components/ui/toast.tsx';
import { AuthProvider } from '#features/auth/components/auth-provider.tsx';
import { routes } from './app/router.tsx';

export async function render(path: string, options: { demo: boolean }): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://homie.local')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient();
  // What the client reads from the page's meta tag before its first render (useDatasetInfo).
  queryClient.setQueryData(['dataset-info'], { demo: options.demo });
  // The same tree as App (provider.tsx, then the router), so hydration matches node for node.
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
