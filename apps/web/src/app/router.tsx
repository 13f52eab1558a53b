import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '#config/paths.ts';
import { type Area, loadArea } from '#lib/i18n/catalogues.ts';
import type { PageHandle } from './page-handle.ts';
import { PageSpinner } from './layouts/page-spinner.tsx';
import { RequireAuth } from './layouts/require-auth.tsx';
import { RouteErrorBoundary } from './layouts/route-error-boundary.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** A page module: the page, and its `handle` (`{ translated: true }` once its texts are in the catalogues). */
type RouteModule = { default: ComponentType; handle?: PageHandle };

/**
 * A lazy route: its module's default export is the page; the bundle loads on first visit, with its
 * catalogue areas' messages in the page's language (decisions 257, 262), so the page renders,
 * hydrates included, with its own texts and none changes after. A page whose components come from
 * two areas names both (/analysis: its own and `details`' property types and field names).
 */
function lazyPage(path: string, load: () => Promise<RouteModule>, area?: Area | Area[]): RouteObject {
  const areas = area === undefined ? [] : Array.isArray(area) ? area : [area];
  return {
    path,
    lazy: async () => {
      const [page] = await Promise.all([load(), ...areas.map(loadArea)]);
      return { Component: page.default, handle: page.handle };
    },
  };
}

/**
 * Every route of spec §2. Layouts load eagerly (they are on every page); pages are lazy.
 * /tour and /account sit under the guard; any unknown path redirects to /.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: SiteLayout,
        children: [
          lazyPage(paths.home, () => import('./routes/landing.tsx')),
          lazyPage(paths.propertyTaxLanding, () => import('./routes/landing.tsx')),
          lazyPage(paths.termsAndConditions, () => import('./routes/terms-and-conditions.tsx'), 'legal'),
          lazyPage(paths.privacyPolicy, () => import('./routes/privacy-policy.tsx'), 'legal'),
          lazyPage(paths.videoUpload, () => import('./routes/property-tax-video-upload.tsx'), [
            'dashboard',
            'details',
          ]),
          lazyPage(paths.moreDetails, () => import('./routes/more-details.tsx'), 'details'),
          lazyPage(paths.analysis, () => import('./routes/analysis.tsx'), ['analysis', 'details']),
          lazyPage(paths.choosePlan, () => import('./routes/choose-plan.tsx'), 'plans'),
          // /confirmation shows a plan's card, /tour (My appeals) the payment dialog (an upgrade): area `plans` (258).
          // The paid pages' own texts, the order chooser and the plan check's error: area `checkout` (262).
          lazyPage(paths.confirmation, () => import('./routes/confirmation.tsx'), ['plans', 'checkout']),
          lazyPage(paths.paymentSuccess, () => import('./routes/payment-success.tsx'), 'checkout'),
          lazyPage(paths.fillForm, () => import('./routes/fill-form.tsx'), ['form', 'checkout']),
          lazyPage(paths.resetPassword, () => import('./routes/reset-password.tsx'), 'account'),
          lazyPage(paths.confirmWatch, () => import('./routes/confirm-watch.tsx'), 'watch'),
          lazyPage(paths.unsubscribe, () => import('./routes/unsubscribe.tsx'), 'watch'),
        ],
      },
      {
        Component: RequireAuth,
        children: [
          lazyPage(paths.tour, () => import('./routes/tour.tsx'), ['plans', 'dashboard']),
          {
            Component: SiteLayout,
            children: [
              lazyPage(paths.account, () => import('./routes/account.tsx'), ['dashboard', 'account']),
              lazyPage(paths.operator, () => import('./routes/operator.tsx')),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * The app's router. On a prerendered page (`prerendered`: the HTML was on screen before the app ran)
 * the router is told the page was rendered ahead (`hydrationData`, React Router's server-rendering
 * path), so its scroll restoration leaves the first page where it is: the browser has already placed
 * it (top, #hash or restored on reload) and a visitor may have scrolled since; scrolling it back to
 * the top would also move what they were about to tap (decision 158). Navigations in the app still
 * start at the top and Back still restores.
 */
export function createAppRouter({ prerendered = false }: { prerendered?: boolean } = {}) {
  return createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
}
