import { type Locale, negotiateLocale } from '@homie/contracts/locales';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request came in with (decision 253): the `homie_lang` cookie the web app's switcher
 * writes, else the browser's Accept-Language, else English. The page is sent in it, and a mail caused
 * by a visitor without an account is written in it (decision 263).
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const acceptLanguage = request.headers['accept-language'];
  return negotiateLocale({
    cookie: request.headers.cookie,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
  });
}
