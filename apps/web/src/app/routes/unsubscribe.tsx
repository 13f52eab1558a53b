import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WATCH_MESSAGES } from '@homie/contracts/watches';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useUnsubscribe } from '#features/watches/api/watches.ts';

/**
 * /unsubscribe?w=…&t=… (issue 52): the page a reminder's "Unsubscribe" link opens. Opening it changes
 * nothing (a mail scanner may open links); the button stops every reminder of the address. Mail
 * programs use the one-click POST of the List-Unsubscribe header instead (RFC 8058).
 */
export default function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const [link] = useState(() => ({ w: searchParams.get('w') ?? '', t: searchParams.get('t') ?? '' }));
  const unsubscribe = useUnsubscribe();

  useEffect(() => {
    document.title = 'Stop reminders · Homie';
  }, []);

  return (
    <section
      className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10"
      aria-labelledby="unsubscribe-title"
    >
      <h1 id="unsubscribe-title" className="text-3xl font-extrabold text-white">
        Stop reminders
      </h1>
      {!link.w || !link.t ? (
        <Alert variant="error">{WATCH_MESSAGES.unsubscribeLinkInvalid}</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert variant="success">{unsubscribe.data.message}</Alert>
      ) : (
        <>
          <p className="text-teal-100">
            Homie will send no more reminders to this address, and every home it watches is removed.
          </p>
          <Button
            type="button"
            className="justify-self-start"
            isLoading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(link)}
          >
            Unsubscribe
          </Button>
          {unsubscribe.isError && <Alert variant="error">{unsubscribe.error.message}</Alert>}
        </>
      )}
      <Link to={paths.home} className="text-mint-300 underline">
        Back to Homie
      </Link>
    </section>
  );
}
