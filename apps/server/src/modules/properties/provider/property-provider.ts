/**
 * The property-data provider behind the property database (issue 14 item 5, decision 118). A lookup
 * that misses the database asks the provider once; what it answers is stored (source and fetch
 * time) and served from the database from then on, fetched again once older than the configured age.
 * A provider that is slow, down, refuses the key, is over quota or answers nonsense never fails the
 * lookup: it answers "not in our records" with a message saying what happened.
 */
import type { Database } from '#db/client.ts';
import type { PropertiesRepository, PropertyRecord } from '../properties.repository.ts';
import type { AddressInput } from '../property-resolver.ts';
import { fetchedAtOf, storeProviderHome } from './provider.repository.ts';
import { type ProviderFailure, ProviderError, type RentcastClient } from './rentcast.client.ts';
import { homeOfRecord } from './rentcast.mapper.ts';

/** What the person is told when the provider could not be asked (the lookup then says "not found"). */
export const PROVIDER_MESSAGES: Record<ProviderFailure, string> = {
  timeout:
    'We could not find that address in our records, and the property-records service did not answer in time. Please try again in a minute, or enter your home’s details yourself.',
  unavailable:
    'We could not find that address in our records, and the property-records service is unavailable right now. Please try again later, or enter your home’s details yourself.',
  refused:
    'We could not find that address in our records, and the property-records service is not available to us right now. Please enter your home’s details yourself.',
  quota:
    'We could not find that address in our records, and the property-records service is busy (its request limit is reached). Please try again in a few minutes, or enter your home’s details yourself.',
  malformed:
    'We could not find that address in our records, and the property-records service sent an answer we could not read. Please try again later, or enter your home’s details yourself.',
};

export interface ProviderLookup {
  /** For lookupProperty's `onMiss`: the stored record the provider gave, or null. */
  onMiss(input: AddressInput): Promise<PropertyRecord | null>;
  /** A provider's home older than the configured age, fetched again (the stored one if that fails). */
  refresh(property: PropertyRecord): Promise<PropertyRecord>;
  /** The message for the person when the provider failed during this request, else null. */
  notice(): string | null;
}

export interface PropertyProvider {
  source: string;
  /** One per request: remembers a failure so the route can say it. */
  forRequest(): ProviderLookup;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ProviderDeps {
  client: RentcastClient;
  database: Database;
  repository: PropertiesRepository;
  maxAgeDays: number;
  source?: string;
  log?: Logger;
  now?: () => Date;
  /** How long an address the provider has nothing for is not asked again (default a day). */
  emptyTtlMs?: number;
  /** After a 429, how long the provider is not asked at all (default a minute). */
  quotaPauseMs?: number;
}

type Outcome = { property: PropertyRecord | null; failure: ProviderFailure | null };

const MAX_REMEMBERED = 10_000;

/** The address as one line for the provider: "123 Main St #4, Los Angeles, CA 90001". */
export function providerAddress(input: AddressInput): string | null {
  if (input.street?.trim()) {
    const unit = input.unit?.trim();
    const street = unit
      ? `${input.street.trim()} ${/^[#A-Za-z]/.test(unit) && !/^\d/.test(unit) ? unit : `#${unit}`}`
      : input.street.trim();
    const tail = [input.city?.trim(), `CA${input.zip?.trim() ? ` ${input.zip.trim()}` : ''}`].filter(Boolean);
    return [street, ...tail].join(', ');
  }
  const line = input.line?.trim().replace(/,?\s*(USA|United States)$/i, '');
  return line ? line : null;
}

export function createPropertyProvider(deps: ProviderDeps): PropertyProvider {
  const source = deps.source ?? 'rentcast';
  const now = deps.now ?? (() => new Date());
  const emptyTtl = deps.emptyTtlMs ?? 24 * 3600 * 1000;
  const quotaPause = deps.quotaPauseMs ?? 60_000;
  const nothingUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<Outcome>>();
  let pausedUntil = 0;

  async function ask(address: string): Promise<Outcome> {
    const key = address
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, ' ')
      .trim();
    if ((nothingUntil.get(key) ?? 0) > now().getTime()) return { property: null, failure: null };
    if (pausedUntil > now().getTime()) return { property: null, failure: 'quota' };
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = (async (): Promise<Outcome> => {
      try {
        const records = await deps.client.properties(address);
        for (const record of records) {
          const mapped = homeOfRecord(record, now().toISOString().slice(0, 10));
          if ('reason' in mapped) {
            deps.log?.warn({ reason: mapped.reason }, 'provider record not stored');
            continue;
          }
          const id = await storeProviderHome(deps.database, mapped.home, source, now());
          return { property: await deps.repository.byId(id), failure: null };
        }
        if (nothingUntil.size >= MAX_REMEMBERED) nothingUntil.clear();
        nothingUntil.set(key, now().getTime() + emptyTtl);
        return { property: null, failure: null };
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        if (err.failure === 'quota') pausedUntil = now().getTime() + quotaPause;
        if (err.failure === 'refused') deps.log?.error({ failure: err.failure }, err.message);
        else deps.log?.warn({ failure: err.failure }, err.message);
        return { property: null, failure: err.failure };
      }
    })();
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    source,
    forRequest() {
      let failure: ProviderFailure | null = null;
      return {
        async onMiss(input) {
          const address = providerAddress(input);
          if (!address) return null;
          const outcome = await ask(address);
          failure = outcome.failure;
          return outcome.property;
        },
        async refresh(property) {
          if (property.source !== source) return property;
          const fetchedAt = await fetchedAtOf(deps.database, property.id);
          const age = fetchedAt ? now().getTime() - fetchedAt.getTime() : Number.POSITIVE_INFINITY;
          if (age < deps.maxAgeDays * 24 * 3600 * 1000) return property;
          const unit = property.unit ? ` #${property.unit}` : '';
          const outcome = await ask(
            `${property.streetNumber} ${property.streetName}${unit}, ${property.city}, CA ${property.zip}`,
          );
          return outcome.property ?? property;
        },
        notice: () => (failure ? PROVIDER_MESSAGES[failure] : null),
      };
    },
  };
}
