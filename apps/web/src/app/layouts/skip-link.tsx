import { useI18n } from '#lib/i18n/i18n.tsx';

/** A keyboard user's first Tab: jump past the nav to the page content. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-mint-400 px-4 py-2 font-semibold text-teal-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
