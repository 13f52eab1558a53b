import type { ApiError } from '#lib/api-client.ts';
import { useErrorText } from './error-text.ts';
import { useI18n } from './i18n.tsx';

/**
 * A failure's words inside a translated sentence (decision 266): by its `code` in the visitor's
 * language (`useErrorText`); a failure without one (a timeout, no network) keeps its English words,
 * marked `lang="en"`.
 */
export function ErrorWords({ error }: { error: Error }) {
  const errorText = useErrorText();
  const { locale } = useI18n();
  const code = (error as Partial<ApiError>).code;
  const english = locale !== 'en' && !code;
  return <span lang={english ? 'en' : undefined}>{errorText(error.message, code)}</span>;
}
