import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useConfirmWatch } from '#features/watches/api/watches.ts';
import type { ApiError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** Every text of the page is in the `watch` area (decision 264). */
export const handle: PageHandle = { translated: true };

/**
 * /confirm-watch?token=… (issue 52): the page the watch's confirmation e-mail links to. It confirms
 * the address once, then takes the token out of the address bar.
 */
export default function ConfirmWatchRoute() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const confirm = useConfirmWatch();
  const sent = useRef(false);

  useEffect(() => {
    document.title = t('watch.confirm.documentTitle');
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
    if (searchParams.has('token')) setSearchParams({}, { replace: true });
  }, [token, confirm, searchParams, setSearchParams, t]);

  return (
    <section
      className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10"
      aria-labelledby="confirm-watch-title"
    >
      <h1 id="confirm-watch-title" className="text-3xl font-extrabold text-white">
        {t('watch.confirm.title')}
      </h1>
      {!token ? (
        <Alert variant="error">{t('watch.confirm.linkUnknown')}</Alert>
      ) : confirm.isSuccess ? (
        <Alert variant="success">
          {t('watch.confirm.done', {
            address: confirm.data.watch.address,
            county: confirm.data.watch.county_name,
          })}
        </Alert>
      ) : confirm.isError ? (
        <Alert variant="error">
          {errorText(confirm.error.message, (confirm.error as Partial<ApiError>).code)}
        </Alert>
      ) : (
        <Spinner label={t('watch.confirm.confirming')} className="size-6" />
      )}
      <Link to={paths.home} className="text-mint-300 underline">
        {t('watch.back')}
      </Link>
    </section>
  );
}
