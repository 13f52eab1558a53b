import { type ReactNode, useEffect } from 'react';
import { DEFAULT_LOCALE } from '@homie/contracts/locales';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useChooseLanguage } from './language-switcher.tsx';

/** The date the legal pages were last changed, as the specification writes it in English. */
export const LEGAL_LAST_UPDATED = 'May 4th 2025';
/** The same day, for the other languages' own date format (UTC: the day does not move with the browser). */
const LEGAL_LAST_UPDATED_DATE = Date.UTC(2025, 4, 4);

/**
 * The frame of a static legal page: title, "Last updated" line and readable prose. In a language
 * other than English it says first that the page is a translation and that the English version
 * governs where they differ (issue 55, decision 261), with a button that shows it in English (the
 * language switcher's own choice: the cookie, and the account of a signed-in owner).
 */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const { t, intl, locale } = useI18n();
  useEffect(() => {
    document.title = `${title} · Homie`;
  }, [title]);
  const updated =
    locale === DEFAULT_LOCALE
      ? LEGAL_LAST_UPDATED
      : intl.formatDate(LEGAL_LAST_UPDATED_DATE, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-relaxed text-teal-100">
      <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-teal-300">{t('legal.updated', { date: updated })}</p>
      {locale !== DEFAULT_LOCALE && <TranslationNote />}
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </article>
  );
}

/**
 * Says the page is a translation and the English version governs where they differ, first, before the
 * sections; its button chooses English as the switcher does (the cookie, a signed-in owner's account).
 * Shown in the other languages only: the app's providers are around it there (the switcher's hook).
 */
function TranslationNote() {
  const { t } = useI18n();
  const chooseLanguage = useChooseLanguage();
  return (
    <div role="note" className="mt-6 rounded-lg border border-mint-400/20 bg-teal-900 p-4 text-sm">
      <p>{t('legal.translationNotice')}</p>
      <button
        type="button"
        onClick={() => chooseLanguage(DEFAULT_LOCALE)}
        className="mt-2 font-semibold text-mint-300 underline"
      >
        {t('legal.readInEnglish')}
      </button>
    </div>
  );
}

/** A numbered or titled section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-mint-200">{title}</h2>
      {children}
    </section>
  );
}
