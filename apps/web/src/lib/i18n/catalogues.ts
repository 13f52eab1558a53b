import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@homie/contracts/locales';
import english from './catalogs/en.json';

/** A message's id: a key of the English catalogue, the source every other catalogue translates. */
export type MessageId = keyof typeof english;

/** A catalogue as the app receives it: each message already parsed (vite.config.ts, decision 252). */
export type Catalogue = Record<string, MessageFormatElement[]>;

/** English is in the first page's code; the other languages load when chosen (decision 252). */
export const englishCatalogue = english as unknown as Catalogue;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  es: () => import('./catalogs/es.json'),
  'zh-Hans': () => import('./catalogs/zh-Hans.json'),
  'zh-Hant': () => import('./catalogs/zh-Hant.json'),
  vi: () => import('./catalogs/vi.json'),
  ko: () => import('./catalogs/ko.json'),
};

const loaded = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, englishCatalogue]]);

/** The locale's catalogue, fetched once (its own chunk) and kept. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = (await loaders[locale as Exclude<Locale, 'en'>]()).default as Catalogue;
  loaded.set(locale, catalogue);
  return catalogue;
}

/** The catalogue if it is already here (English always is), for a render that cannot wait. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}
