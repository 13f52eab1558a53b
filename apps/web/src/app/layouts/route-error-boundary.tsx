import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';

/** Shown when a page fails to load or render; offers a reload and a way home. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error('Page failed', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-white">Something went wrong</h1>
      <p className="text-teal-200">
        This page could not be shown{detail ? ` (${detail})` : ''}. Please reload, or go back to the home
        page.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="secondary">
          <Link to={paths.home}>Home</Link>
        </Button>
      </div>
    </main>
  );
}
