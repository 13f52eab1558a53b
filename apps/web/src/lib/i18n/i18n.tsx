/**
 * The app's languages (issue 55, decisions 252 and 253): FormatJS (react-intl) over precompiled
 * catalogues. `LocaleProvider` holds the visitor's locale and its catalogue; `useI18n()` gives a
 * component its texts (`t`, `rich`) and the locale's number, money and date formats (Intl). Outside a
 * provider (a component rendered alone in a test) it answers in English, the source language.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  createIntl,
  createIntlCache,
  IntlContext,
  type IntlShape,
  type PrimitiveType,
  RawIntlProvider,
  ReactIntlErrorCode,
} from 'react-intl';
import { DEFAULT_LOCALE, type Locale, localeCookie } from '@homie/contracts/locales';
import type { Wording } from '@homie/contracts/wording';
import {
  type Area,
  type Catalogue,
  englishCatalogue,
  hasArea,
  loadArea,
  loadCatalogue,
  loadedCatalogue,
  type MessageId,
} from './catalogues.ts';

export type { MessageId } from './catalogues.ts';

/** A calendar day as a long date in the locale ("November 30, 2026" in English, as contracts' longCalendarDate). */
export function formatLongDate(
  intl: { formatDate(value: number, options: Intl.DateTimeFormatOptions): string },
  date: { year: number; month: number; day: number },
): string {
  return intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const cache = createIntlCache();

function intlFor(locale: Locale, catalogue: Catalogue): IntlShape {
  return createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      // The locale's messages with English beneath, one object that grows as areas load (catalogues.ts).
      messages: catalogue,
      onError: (error) => {
        if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
        console.error(error);
      },
    },
    cache,
  );
}

const englishIntl = intlFor(DEFAULT_LOCALE, englishCatalogue);

/** A message in English, the source language (tests, and texts kept for the English-only API). */
export function englishText(id: MessageId, values?: Record<string, PrimitiveType>): string {
  return englishIntl.formatMessage({ id }, values) as string;
}

interface LocaleState {
  locale: Locale;
  /** Loads the locale's catalogue, then shows every text in it and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  setLocale: async () => undefined,
});

/** Remembers the choice for the server's next page (the cookie) and tells screen readers (`<html lang>`). */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie before any script runs.
  document.cookie = localeCookie(locale);
  document.documentElement.lang = locale;
}

/**
 * Holds the locale. `initialLocale` is the page's (`<html lang>`, set by the server); its catalogue
 * must be loaded before the first render (main.tsx, the prerender), so hydration matches the HTML.
 */
export function LocaleProvider({
  initialLocale = DEFAULT_LOCALE,
  children,
}: {
  initialLocale?: Locale;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    const catalogue = loadedCatalogue(initialLocale);
    return catalogue
      ? { locale: initialLocale, catalogue }
      : { locale: DEFAULT_LOCALE, catalogue: englishCatalogue };
  });
  const setLocale = useCallback(async (locale: Locale) => {
    const catalogue = await loadCatalogue(locale);
    rememberLocale(locale);
    setState({ locale, catalogue });
  }, []);
  const intl = useMemo(() => intlFor(state.locale, state.catalogue), [state]);
  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext>
  );
}

/** The locale shown and the way to change it. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

type Values = Record<string, PrimitiveType>;
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A component's texts and formats in the visitor's language. */
export function useI18n() {
  const intl = (useContext(IntlContext) as IntlShape | null) ?? englishIntl;
  return useMemo(() => {
    const t = (id: MessageId, values?: Values): string => intl.formatMessage({ id }, values) as string;
    /** A message with markup (`<link>…</link>`) or elements among its values. */
    const rich = (id: MessageId, values: RichValues): ReactNode => intl.formatMessage({ id }, values);
    /** Whole dollars, e.g. $837,692 (US dollars in every language: the county bills in them). */
    const money = (value: number) =>
      intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return { t, rich, money, intl, locale: intl.locale as Locale };
  }, [intl]);
}

/** The visitor's texts as contracts' worders take them: `ids` gives each of the worder's keys its catalogue id. */
export function wordingOf<M extends string>(
  { t, money, intl }: ReturnType<typeof useI18n>,
  ids: Record<M, MessageId>,
): Wording<M> {
  return {
    locale: intl.locale,
    say: (message, values) => t(ids[message], values),
    money,
    longDate: (date) => formatLongDate(intl, date),
  };
}

/**
 * Whether an area's messages are here, loading them if not: for a component its area's routes
 * show but that also renders alone (a unit test of a screen that opens it). On its routes the area
 * loaded before the page rendered, so this is true from the first render.
 */
export function useArea(area: Area): boolean {
  const [ready, setReady] = useState(() => hasArea(area));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadArea(area).then(
      () => live && setReady(true),
      (error: unknown) => console.warn(`The ${area} messages did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [area, ready]);
  return ready;
}
