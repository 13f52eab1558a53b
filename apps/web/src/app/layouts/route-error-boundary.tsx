import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** Shown when a page fails to load or render; offers a reload and a way home. */
export function RouteErrorBoundary() {
  const { t } = useI18n();
  const error = useRouteError();
  console.error('Page failed', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-white">{t('layout.errorTitle')}</h1>
      <p className="text-teal-200">
        {detail ? t('layout.errorTextDetail', { detail }) : t('layout.errorText')}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('layout.reload')}</Button>
        <Button asChild variant="secondary">
          <Link to={paths.home}>{t('layout.home')}</Link>
        </Button>
      </div>
    </main>
  );
}
