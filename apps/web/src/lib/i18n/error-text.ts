import { useCallback } from 'react';
import type { ErrorCode } from '@homie/contracts/errors';
import { type MessageId, useI18n } from './i18n.tsx';

/**
 * An error's words for the screen (issue 55 item 3, decision 252): the API answers in English (the
 * specification's texts, for every client), so in English the screen shows the server's own text, and
 * in another language the catalogue's message for the answer's `code` (`error.<code>`). An error
 * without a code (a check in the browser) keeps its text.
 */
export function useErrorText() {
  const { t, locale } = useI18n();
  return useCallback(
    (message: string, code?: ErrorCode | null): string =>
      code && locale !== 'en' ? t(`error.${code}` as MessageId) : message,
    [t, locale],
  );
}
