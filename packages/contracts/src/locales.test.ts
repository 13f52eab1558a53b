import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE,
  localeOfCookieHeader,
  localeOfTag,
  negotiateLocale,
  parseAcceptLanguage,
} from './locales.ts';

describe('choosing a visitor’s language (decision 253)', () => {
  it('orders Accept-Language by q-value, drops q=0 and keeps equal weights in order', () => {
    expect(parseAcceptLanguage('fr;q=0.4, ko;q=0.9, en;q=0, vi, es;q=0.9')).toEqual(['vi', 'ko', 'es', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('follows the highest q-value it has a catalogue for', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr-FR, es-MX;q=0.8, en;q=0.5' })).toBe('es');
    expect(negotiateLocale({ acceptLanguage: 'en;q=0.3, ko-KR;q=0.7' })).toBe('ko');
    expect(negotiateLocale({ acceptLanguage: 'vi-VN' })).toBe('vi');
  });

  it('answers English for an unknown language, a malformed header or none', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr, de;q=0.5' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: ';;,q=' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });

  it('maps Chinese by script, then by region', () => {
    expect(localeOfTag('zh-TW')).toBe('zh-Hant');
    expect(localeOfTag('zh-HK')).toBe('zh-Hant');
    expect(localeOfTag('zh-Hant-US')).toBe('zh-Hant');
    expect(localeOfTag('zh-CN')).toBe('zh-Hans');
    expect(localeOfTag('zh')).toBe('zh-Hans');
    expect(localeOfTag('zh-Hans-HK')).toBe('zh-Hans');
    expect(localeOfTag('es-419')).toBe('es');
    expect(localeOfTag('pt-BR')).toBeUndefined();
  });

  it('lets the remembered choice win over Accept-Language, and ignores a cookie naming no locale', () => {
    expect(negotiateLocale({ cookie: `a=1; ${LOCALE_COOKIE}=zh-Hant`, acceptLanguage: 'es' })).toBe(
      'zh-Hant',
    );
    expect(negotiateLocale({ cookie: `${LOCALE_COOKIE}=fr`, acceptLanguage: 'ko' })).toBe('ko');
    expect(localeOfCookieHeader(`${LOCALE_COOKIE}=en`)).toBe('en');
  });
});
