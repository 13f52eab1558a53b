import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useUnsubscribe } from '#features/watches/api/watches.ts';
import type { ApiError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/** Every text of the page is in the `watch` area (decision 264). */
export const handle: PageHandle = { translated: true };

/**
 * /unsubscribe?w=…&t=… (issue 52): the page a reminder's "Unsubscribe" link opens. Opening it changes
 * nothing (a mail scanner may open links); the button stops every reminder of the address. Mail
 * programs use the one-click POST of the List-Unsubscribe header instead (RFC 8058).
 */
export default function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const [link] = useState(() => ({ w: searchParams.get('w') ?? '', t: searchParams.get('t') ?? '' }));
  const unsubscribe = useUnsubscribe();
  const { t } = useI18n();
  const errorText = useErrorText();

  useEffect(() => {
    document.title = t('watch.unsubscribe.documentTitle');
  }, [t]);

  return (
    <section
      className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10"
      aria-labelledby="unsubscribe-title"
    >
      <h1 id="unsubscribe-title" className="text-3xl font-extrabold text-white">
        {t('watch.unsubscribe.title')}
      </h1>
      {!link.w || !link.t ? (
        <Alert variant="error">{t('watch.unsubscribe.linkInvalid')}</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert variant="success">{t('watch.unsubscribe.done')}</Alert>
      ) : (
        <>
          <p className="text-teal-100">{t('watch.unsubscribe.intro')}</p>
          <Button
            type="button"
            className="justify-self-start"
            isLoading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(link)}
          >
            {t('watch.unsubscribe.action')}
          </Button>
          {unsubscribe.isError && (
            <Alert variant="error">
              {errorText(unsubscribe.error.message, (unsubscribe.error as Partial<ApiError>).code)}
            </Alert>
          )}
        </>
      )}
      <Link to={paths.home} className="text-mint-300 underline">
        {t('watch.back')}
      </Link>
    </section>
  );
}
