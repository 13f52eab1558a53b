import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@homie/contracts/locales';
import coreEnglish from './catalogs/core/en.json';

/**
 * The catalogues, split by area (decision 257): `catalogs/<area>/<locale>.json`. The area `core`
 * (the layout, `/` and the error codes) is in the first page's code in English; every other area is
 * a chunk of its own in every language, English included, loaded by its route before the route
 * renders (`loadArea`, app/router.tsx), so the first page does not grow with the app's texts.
 */
type Messages<T> = T extends { default: infer M } ? keyof M : keyof T;

/** The areas beside `core`; an area's ids start with its name (`details.back`), as the quality test holds. */
export type Area =
  | 'details'
  | 'form'
  | 'plans'
  | 'legal'
  | 'analysis'
  | 'checkout'
  | 'watch'
  | 'account'
  | 'contact'
  | 'chart'
  | 'dashboard';

/** A message's id: a key of an English catalogue, the source every other catalogue translates. */
export type MessageId =
  | keyof typeof coreEnglish
  | Messages<typeof import('./catalogs/details/en.json')>
  | Messages<typeof import('./catalogs/form/en.json')>
  | Messages<typeof import('./catalogs/plans/en.json')>
  | Messages<typeof import('./catalogs/legal/en.json')>
  | Messages<typeof import('./catalogs/analysis/en.json')>
  | Messages<typeof import('./catalogs/checkout/en.json')>
  | Messages<typeof import('./catalogs/watch/en.json')>
  | Messages<typeof import('./catalogs/account/en.json')>
  | Messages<typeof import('./catalogs/contact/en.json')>
  | Messages<typeof import('./catalogs/chart/en.json')>
  | Messages<typeof import('./catalogs/dashboard/en.json')>;

/** A catalogue as the app receives it: each message already parsed (vite.config.ts, decision 252). */
export type Catalogue = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: unknown }>;

/** English's core messages, in the first page's code. */
const englishCore = coreEnglish as unknown as Catalogue;

// Every catalogue but core's English, each its own chunk; keyed './catalogs/<area>/<locale>.json'.
const chunks = import.meta.glob<{ default: unknown }>([
  './catalogs/*/*.json',
  '!./catalogs/core/en.json',
]) as Record<string, Loader>;

const fetched = new Map<string, Promise<Catalogue>>();

/** One area's catalogue in one locale, fetched once. */
function fetchPart(area: 'core' | Area, locale: Locale): Promise<Catalogue> {
  if (area === 'core' && locale === DEFAULT_LOCALE) return Promise.resolve(englishCore);
  const key = `./catalogs/${area}/${locale}.json`;
  let part = fetched.get(key);
  if (!part) {
    const load = chunks[key];
    if (!load) return Promise.reject(new Error(`No catalogue ${key}`));
    part = load().then((module) => module.default as Catalogue);
    // A failed fetch may be tried again (the next navigation, the next choice of language).
    part.catch(() => fetched.delete(key));
    fetched.set(key, part);
  }
  return part;
}

/**
 * Each locale's messages so far, one object per locale that grows as areas load: the `intl` built on
 * it reads a message when it formats it, so an area loaded later (by its route) is there without a new
 * `intl`. Below each language's own messages lie the English ones, so a message a catalogue still
 * lacks reads in English, never as its id.
 */
const messages = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, { ...englishCore }]]);

/** The locales whose catalogues have been asked for: an area loads in each of them. */
const locales = new Set<Locale>([DEFAULT_LOCALE]);
/** The locales whose core is here: their pages can render. */
const ready = new Set<Locale>([DEFAULT_LOCALE]);
/** The areas asked for so far (their routes visited): a locale chosen later loads them too. */
const areas = new Set<Area>();

function messagesOf(locale: Locale): Catalogue {
  let found = messages.get(locale);
  if (!found) {
    found = {};
    messages.set(locale, found);
  }
  return found;
}

/** Adds an area's messages to a locale's, English beneath (there even when the language's fail). */
async function addPart(area: 'core' | Area, locale: Locale): Promise<void> {
  const own = locale === DEFAULT_LOCALE ? undefined : fetchPart(area, locale);
  own?.catch(() => undefined); // Awaited below, after English: never an unhandled rejection.
  const english = await fetchPart(area, DEFAULT_LOCALE);
  const target = messagesOf(locale);
  // English first, only where the language has no message of its own yet.
  for (const [id, message] of Object.entries(english)) if (!(id in target)) target[id] = message;
  if (own) Object.assign(target, await own);
}

/** The locale's messages (core and every area already asked for), fetched once each and kept. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  locales.add(locale);
  await Promise.all([addPart('core', locale), ...[...areas].map((area) => addPart(area, locale))]);
  ready.add(locale);
  return messagesOf(locale);
}

/**
 * An area's messages in every locale asked for so far: a route calls it before rendering. It fails
 * only when English fails (the route's own chunk would too); another language that fails reads in
 * English until it is chosen again (a warning, as for core in main.tsx).
 */
export async function loadArea(area: Area): Promise<void> {
  areas.add(area);
  await Promise.all(
    [...locales].map((locale) =>
      addPart(area, locale).catch((error: unknown) => {
        if (locale === DEFAULT_LOCALE) throw error;
        console.warn(`The ${locale} messages of ${area} did not load`, error);
      }),
    ),
  );
  englishReady.add(area);
}

/** The areas loaded (their English at least): `hasArea`. */
const englishReady = new Set<Area>();

/** The area's English is here: a component shown outside its area's routes can render (`useArea`). */
export function hasArea(area: Area): boolean {
  return englishReady.has(area);
}

/** English's messages: core, and each area once loaded (`englishText`, a component outside a provider). */
export const englishCatalogue: Catalogue = messagesOf(DEFAULT_LOCALE);

/** The locale's messages if its core is already here (English's always is), for a render that cannot wait. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return ready.has(locale) ? messagesOf(locale) : undefined;
}
