import { Languages } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@homie/contracts/locales';
import { useCachedProfile } from '#features/auth/api/get-profile.ts';
import { useUpdateLanguage } from '#features/auth/api/update-language.ts';
import { useAuth } from '#features/auth/components/auth-context.ts';
import { useI18n, useLocale } from '#lib/i18n/i18n.tsx';

/**
 * Chooses a language as the switcher does: it shows at once, the cookie remembers it and a signed-in
 * owner's account keeps it. The legal pages' "read it in English" uses it too (decision 261).
 */
export function useChooseLanguage(): (locale: Locale) => void {
  const { setLocale } = useLocale();
  const { isAuthenticated } = useAuth();
  const { mutate: saveLanguage } = useUpdateLanguage();
  return useCallback(
    (next: Locale) => {
      setLocale(next).catch((error: unknown) => console.warn('Could not load the language', error));
      if (isAuthenticated) saveLanguage(next);
    },
    [setLocale, isAuthenticated, saveLanguage],
  );
}

/**
 * The language switcher (issue 55, decision 253), on every page: each language named in itself, in
 * its own `lang`. A choice shows at once, is remembered by a cookie (the server sends the next page in
 * it) and, for a signed-in owner, on the account; on another browser, the account's language applies
 * once a screen has loaded the profile (the dashboard, the account page).
 */
export function LanguageSwitcher() {
  const { t } = useI18n();
  const { locale, setLocale } = useLocale();
  const choose = useChooseLanguage();
  const { data: profile } = useCachedProfile();
  // The account's language applies once per signed-in account; a later choice here wins.
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || appliedFor.current === profile.user_id) return;
    appliedFor.current = profile.user_id;
    if (profile.language && profile.language !== locale)
      setLocale(profile.language).catch((error: unknown) =>
        console.warn('Could not load the language', error),
      );
  }, [profile, locale, setLocale]);

  return (
    // On a phone the globe alone shows, the list still opens from it (the bar fits 320 px); wider, the
    // chosen language is named beside it.
    <label className="relative flex size-8 shrink-0 items-center justify-center rounded-lg text-sm text-teal-100 focus-within:outline-2 focus-within:outline-mint-300 sm:size-auto sm:justify-start sm:gap-1">
      <Languages aria-hidden="true" className="size-5 shrink-0 text-mint-300 sm:size-4" />
      <span className="sr-only">{t('layout.language')}</span>
      <select
        value={locale}
        lang={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) choose(next);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none bg-transparent font-medium text-teal-100 opacity-0 outline-none sm:static sm:size-auto sm:max-w-[7.5rem] sm:truncate sm:py-1 sm:pr-1 sm:opacity-100"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} className="bg-teal-950 text-white">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
