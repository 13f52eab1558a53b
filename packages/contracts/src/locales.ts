/**
 * The languages Homie speaks (issue 55, decisions 252 and 253) and how a visitor's is chosen: the
 * cookie a choice left, else the browser's Accept-Language, else English. The server picks the page
 * it sends by it (`<html lang>` and the prerendered first paint); the web app's switcher writes the
 * cookie and, for a signed-in owner, the account's language. No zod here: the first page reads it.
 */

/** English first: the source language, whose texts are the specification's. */
export const LOCALES = ['en', 'es', 'zh-Hans', 'zh-Hant', 'vi', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  vi: 'Tiếng Việt',
  ko: '한국어',
};

/** The cookie that remembers a visitor's choice (a year; read by the server before any script runs). */
export const LOCALE_COOKIE = 'homie_lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Chinese written in Traditional characters by default: Taiwan, Hong Kong, Macau. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The locale a BCP 47 language tag asks for, if we have it: `es-MX` → es, `zh-TW`/`zh-HK`/`zh-Hant`
 * → zh-Hant, `zh`/`zh-CN`/`zh-Hans-HK` → zh-Hans (a script subtag wins over a region).
 */
export function localeOfTag(tag: string): Locale | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const language = parts[0];
  if (language === 'zh') {
    const rest = parts.slice(1);
    if (rest.includes('hant')) return 'zh-Hant';
    if (rest.includes('hans')) return 'zh-Hans';
    return rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'zh-Hant' : 'zh-Hans';
  }
  return LOCALES.find((locale) => locale === language);
}

/** An Accept-Language header's tags, most wanted first (q=0 dropped; equal weights keep their order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale named by the language cookie in a Cookie header (or `document.cookie`), if valid. */
export function localeOfCookieHeader(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && value !== undefined) {
      const decoded = decodeURIComponent(value.trim());
      if (isLocale(decoded)) return decoded;
    }
  }
  return undefined;
}

/** The visitor's locale: the remembered choice, else the browser's first language we have, else English. */
export function negotiateLocale(request: { cookie?: string; acceptLanguage?: string }): Locale {
  const chosen = localeOfCookieHeader(request.cookie);
  if (chosen) return chosen;
  for (const tag of parseAcceptLanguage(request.acceptLanguage)) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The Set-Cookie / document.cookie text that remembers a choice for a year, on every path. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
