import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { AuthDialogs } from '#features/auth/components/auth-dialogs.tsx';
import { useLocale } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import { useGuardReturn } from './use-guard-return.ts';

/** The public pages' frame: nav bar, the page, footer, and the account dialogs. */
export function SiteLayout() {
  useGuardReturn();
  const navigation = useNavigation();
  // A page not yet translated (decision 252) is said to be English, so a screen reader reads it so.
  const { locale } = useLocale();
  const translated = useMatches().some((match) => (match.handle as PageHandle | undefined)?.translated);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavBar />
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-mint-400" />
      )}
      <main
        id="main"
        tabIndex={-1}
        lang={locale !== 'en' && !translated ? 'en' : undefined}
        className="flex flex-1 flex-col focus:outline-none"
      >
        <Outlet />
      </main>
      <Footer />
      <AuthDialogs />
      <ScrollRestoration />
    </div>
  );
}
