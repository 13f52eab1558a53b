import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@homie/contracts/auth-constants';
import { useCallback } from 'react';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The account forms' checks (contracts' schemas, whose English the API answers too) worded in the
 * visitor's language, each known by the text the contract exports (decision 264, as 258 does).
 */
const CHECKS: Record<string, [MessageId, Record<string, number>?]> = {
  [AUTH_MESSAGES.invalidEmail]: ['account.check.invalidEmail'],
  [AUTH_MESSAGES.passwordTooShort]: ['account.check.passwordTooShort', { min: PASSWORD_MIN }],
  [AUTH_MESSAGES.firstNameTooShort]: ['account.check.firstNameTooShort', { min: FIRST_NAME_MIN }],
  [AUTH_MESSAGES.phoneDigits]: ['account.check.phoneDigits'],
  [AUTH_MESSAGES.passwordsDontMatch]: ['account.check.passwordsDontMatch'],
  [AUTH_MESSAGES.emailTooLong]: ['account.check.emailTooLong', { max: EMAIL_MAX }],
  [AUTH_MESSAGES.passwordTooLong]: ['account.check.passwordTooLong', { max: PASSWORD_MAX }],
  [AUTH_MESSAGES.firstNameTooLong]: ['account.check.firstNameTooLong', { max: FIRST_NAME_MAX }],
};

/** A field's check in the catalogue; a text the contract does not list stays as it came. */
export function useAccountCheck() {
  const { t } = useI18n();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      const check = CHECKS[message];
      return check ? t(check[0], check[1]) : message;
    },
    [t],
  );
}
