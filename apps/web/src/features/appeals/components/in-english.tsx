import type { ReactNode } from 'react';
import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * Words that stay English in every language (decision 265: the county's printed labels and document
 * names, the board's name): marked `lang="en"` inside another language's page; in English, plain
 * text, so a sentence around them reads as one.
 */
export function InEnglish({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return locale === 'en' ? children : <span lang="en">{children}</span>;
}
