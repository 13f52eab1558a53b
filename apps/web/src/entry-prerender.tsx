/**
 * The build-time renderer (decision 129): renders a page of the app to HTML for the prerender step
 * (`scripts/prerender.mjs`), which writes it into the page the server sends; the browser then
 * hydrates it (`main.tsx`). It renders what a first-time, signed-out visitor sees: no stored
 * session or property (the nav shows its "checking your account" state, as the client's first
 * render does), and the dataset notice per `demo`, the one server fact the page carries
 * (`<meta name="homie-dataset">`, decision 084), so the server can send the matching variant; and in
 * `locale`, whose page the server sends a visitor in that language (decision 253).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Toaster } from '#components/ui/toast.tsx';
import { AuthProvider } from '#features/auth/components/auth-provider.tsx';
import type { Locale } from '@homie/contracts/locales';
import { routes } from './app/router.tsx';
import { loadCatalogue } from './lib/i18n/catalogues.ts';
import { LocaleProvider } from './lib/i18n/i18n.tsx';

/** The languages each page is prerendered in. */
export { LOCALES } from '@homie/contracts/locales';

export async function render(path: string, options: { demo: boolean; locale: Locale }): Promise<string> {
  await loadCatalogue(options.locale);
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
      <LocaleProvider initialLocale={options.locale}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AuthProvider>
          <Toaster />
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}
