import type { ErrorCode } from '@homie/contracts/errors';
import { Alert } from '#components/ui/alert.tsx';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * A paid page's answer when the order could not be checked (/confirmation, /payment-success), in the visitor's language (area `checkout`, decision 262): the API's reason in English,
 * its code's message in another language; no reason, "Please try again."
 */
export function PlanCheckError({
  message,
  code = null,
}: {
  message: string | null;
  code?: ErrorCode | null;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const reason = message ? errorText(message, code) : t('checkout.checkError.tryAgain');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-white">{t('checkout.checkError.title')}</h1>
      <Alert variant="error">{t('checkout.checkError.body', { reason })}</Alert>
    </section>
  );
}
