import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WATCH_MESSAGES } from '@homie/contracts/watches';
import { Alert } from '#components/ui/alert.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useConfirmWatch } from '#features/watches/api/watches.ts';

/**
 * /confirm-watch?token=… (issue 52): the page the watch's confirmation e-mail links to. It confirms
 * the address once, then takes the token out of the address bar.
 */
export default function ConfirmWatchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const confirm = useConfirmWatch();
  const sent = useRef(false);

  useEffect(() => {
    document.title = 'Confirm your reminders · Homie';
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
    if (searchParams.has('token')) setSearchParams({}, { replace: true });
  }, [token, confirm, searchParams, setSearchParams]);

  return (
    <section
      className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10"
      aria-labelledby="confirm-watch-title"
    >
      <h1 id="confirm-watch-title" className="text-3xl font-extrabold text-white">
        Confirm your reminders
      </h1>
      {!token ? (
        <Alert variant="error">{WATCH_MESSAGES.linkUnknown}</Alert>
      ) : confirm.isSuccess ? (
        <Alert variant="success">
          {confirm.data.message} {confirm.data.watch.address} ({confirm.data.watch.county_name} County).
        </Alert>
      ) : confirm.isError ? (
        <Alert variant="error">{confirm.error.message}</Alert>
      ) : (
        <Spinner label="Confirming your address" className="size-6" />
      )}
      <Link to={paths.home} className="text-mint-300 underline">
        Back to Homie
      </Link>
    </section>
  );
}
