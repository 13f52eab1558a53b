/**
 * The property-data provider behind the property database (issue 14 item 5, decision 118). A lookup
 * that misses the database asks the provider once; what it answers is stored (source and fetch
 * time) and served from the database from then on, fetched again once older than the configured age.
 * A provider that is slow, down, refuses the key, is over quota or answers nonsense never fails the
 * lookup: it answers "not in our records" with a message saying what happened.
 *
 * Every call is paid for, so asking is bounded (decision 210), in counters every server process on the
 * database shares (`rate_limit_counters`, decision 096): a budget of calls per hour and per day, a
 * limit per visitor's address, an address the provider has no record of remembered for a day (an
 * unreadable answer for an hour), a 429 pausing every call for a minute, and a circuit breaker: after
 * a number of failures in a row no call is made for a cool-down, doubling while the calls keep failing.
 * A call they stop is the same "not in our records", with a message saying why.
 */
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { Database } from '#db/client.ts';
import {
  clearCounter,
  type FailurePolicy,
  hitWindow,
  readCounters,
  recordFailure,
} from '#lib/rate-limiter.ts';
import type { PropertiesRepository, PropertyRecord } from '../properties.repository.ts';
import type { AddressInput } from '../property-resolver.ts';
import { isRecordOf } from './address-match.ts';
import { fetchedAtOf, storeProviderHome } from './provider.repository.ts';
import { type ProviderFailure, ProviderError, type RentcastClient } from './rentcast.client.ts';
import { homeOfRecord } from './rentcast.mapper.ts';

/** Why the provider was not asked, or failed: a failure of the call, or a limit of ours that stopped it. */
export type ProviderStop = ProviderFailure | 'budget' | 'client_limit' | 'circuit';

/** What the person is told when the provider could not be asked (the lookup then says "not found"). */
export const PROVIDER_MESSAGES: Record<ProviderStop, string> = {
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
  budget:
    'We could not find that address in our records, and we have asked the property-records service as often as we can for now. Please try again later, or enter your home’s details yourself.',
  client_limit:
    'We could not find that address in our records, and you have looked up many addresses that are not in them. Please try again in an hour, or enter your home’s details yourself.',
  circuit:
    'We could not find that address in our records, and the property-records service has been failing, so we are not asking it for a few minutes. Please try again later, or enter your home’s details yourself.',
};

export interface ProviderLookup {
  /** For lookupProperty's `onMiss`: the stored record the provider gave, or null. */
  onMiss(input: AddressInput): Promise<PropertyRecord | null>;
  /** A provider's home older than the configured age, fetched again (the stored one if that fails). */
  refresh(property: PropertyRecord): Promise<PropertyRecord>;
  /** The message for the person when the provider failed or was not asked during this request, else null. */
  notice(): string | null;
}

export interface PropertyProvider {
  source: string;
  /** One per request, for the visitor at `client` (their address): remembers a failure so the route can say it. */
  forRequest(client: string | null): ProviderLookup;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often the provider may be asked (decision 210); the settings of config/rentcast.ts. */
export interface ProviderLimits {
  callsPerHour: number;
  callsPerDay: number;
  callsPerClientPerHour: number;
  /** Failures in a row (timeouts, network errors, 5xx, a refused key) that open the circuit breaker. */
  breakerFailures: number;
  /** How long the open breaker lets no call through at first; doubled at each failure after (at most 16 times). */
  breakerCooldownMs: number;
}

export const DEFAULT_PROVIDER_LIMITS: ProviderLimits = {
  callsPerHour: 100,
  callsPerDay: 500,
  callsPerClientPerHour: 10,
  breakerFailures: 5,
  breakerCooldownMs: 60_000,
};

export interface ProviderDeps {
  client: RentcastClient;
  database: Database;
  repository: PropertiesRepository;
  maxAgeDays: number;
  source?: string;
  log?: Logger;
  now?: () => Date;
  limits?: ProviderLimits;
  /** How long an address the provider has nothing for is not asked again (default a day). */
  emptyTtlMs?: number;
  /** How long an address whose answer could not be read is not asked again (default an hour). */
  malformedTtlMs?: number;
  /** After a 429, how long the provider is not asked at all (default a minute). */
  quotaPauseMs?: number;
}

type Outcome = { property: PropertyRecord | null; failure: ProviderStop | null };

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOTHING: Outcome = { property: null, failure: null };

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
  const limits = deps.limits ?? DEFAULT_PROVIDER_LIMITS;
  const emptyTtl = deps.emptyTtlMs ?? DAY;
  const malformedTtl = deps.malformedTtlMs ?? HOUR;
  const quotaPause = deps.quotaPauseMs ?? 60_000;
  const breakerPolicy: FailurePolicy = {
    threshold: limits.breakerFailures,
    baseDelayMs: limits.breakerCooldownMs,
    maxDelayMs: limits.breakerCooldownMs * 16,
    // Longer than the longest cool-down, so a call failing after one still counts as "in a row".
    forgetMs: limits.breakerCooldownMs * 32,
  };
  const db = deps.database;
  // The shared counters' keys (rate_limit_counters, swept with the others once expired).
  const counter = (name: string) => `provider:${source}:${name}`;
  const PAUSE = counter('quota-pause');
  const BREAKER = counter('breaker');
  const inFlight = new Map<string, Promise<Outcome>>();

  const remember = (missKey: string, ttlMs: number) => hitWindow(db, missKey, ttlMs, now().getTime());

  async function ask(address: string, client: string | null): Promise<Outcome> {
    const key = address
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, ' ')
      .trim();
    const missKey = counter(`miss:${key}`);
    const at = now().getTime();
    const state = await readCounters(db, [missKey, PAUSE, BREAKER], at);
    if (state.has(missKey)) return NOTHING;
    if (state.has(PAUSE)) return { property: null, failure: 'quota' };
    const breaker = state.get(BREAKER);
    if (breaker && breaker.blockedUntil > at) return { property: null, failure: 'circuit' };
    if (client) {
      const { hits } = await hitWindow(db, counter(`client:${client}`), HOUR, at);
      if (hits > limits.callsPerClientPerHour) {
        deps.log?.warn({ provider: source }, 'provider lookups of one client over its limit');
        return { property: null, failure: 'client_limit' };
      }
    }
    // Concurrent lookups of one address share one call.
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = call(address, missKey, (breaker?.hits ?? 0) > 0);
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  }

  async function call(address: string, missKey: string, breakerCounting: boolean): Promise<Outcome> {
    const at = now().getTime();
    const hour = await hitWindow(db, counter('calls:hour'), HOUR, at);
    const day = hour.hits <= limits.callsPerHour ? await hitWindow(db, counter('calls:day'), DAY, at) : null;
    if (!day || day.hits > limits.callsPerDay) {
      deps.log?.error({ provider: source }, 'provider call budget spent: no call made');
      return { property: null, failure: 'budget' };
    }
    let records: Awaited<ReturnType<RentcastClient['properties']>>;
    try {
      records = await deps.client.properties(address);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      await failed(err, missKey);
      return { property: null, failure: err.failure };
    }
    if (breakerCounting) await clearCounter(db, BREAKER);
    for (const record of records) {
      const mapped = homeOfRecord(record, now().toISOString().slice(0, 10));
      if ('reason' in mapped) {
        deps.log?.warn({ reason: mapped.reason }, 'provider record not stored');
        continue;
      }
      if (!isRecordOf(mapped.home, address)) {
        deps.log?.warn({ provider: source }, 'provider record is for another address: not stored');
        continue;
      }
      try {
        const id = await storeProviderHome(db, mapped.home, source, now());
        return { property: await deps.repository.byId(id), failure: null };
      } catch (err) {
        // A database that cannot serve is the request's 503; a record that cannot be stored is "no record".
        if (isDatabaseUnavailable(err)) throw err;
        deps.log?.error({ err, provider: source }, 'provider record could not be stored');
        await remember(missKey, malformedTtl);
        return { property: null, failure: 'malformed' };
      }
    }
    await remember(missKey, emptyTtl);
    return NOTHING;
  }

  async function failed(err: ProviderError, missKey: string): Promise<void> {
    const at = now().getTime();
    if (err.failure === 'quota') await hitWindow(db, PAUSE, quotaPause, at);
    else if (err.failure === 'malformed') await remember(missKey, malformedTtl);
    else {
      const count = await recordFailure(db, BREAKER, at, breakerPolicy);
      if (count.blockedUntil > at)
        deps.log?.error(
          { provider: source, failures: count.hits, pausedMs: count.blockedUntil - at },
          'provider circuit breaker open: no call until the cool-down ends',
        );
    }
    if (err.failure === 'refused') deps.log?.error({ failure: err.failure }, err.message);
    else deps.log?.warn({ failure: err.failure }, err.message);
  }

  return {
    source,
    forRequest(client) {
      let failure: ProviderStop | null = null;
      return {
        async onMiss(input) {
          const address = providerAddress(input);
          if (!address) return null;
          const outcome = await ask(address, client);
          failure = outcome.failure;
          return outcome.property;
        },
        async refresh(property) {
          if (property.source !== source) return property;
          const fetchedAt = await fetchedAtOf(db, property.id);
          const age = fetchedAt ? now().getTime() - fetchedAt.getTime() : Number.POSITIVE_INFINITY;
          if (age < deps.maxAgeDays * 24 * 3600 * 1000) return property;
          const unit = property.unit ? ` #${property.unit}` : '';
          const outcome = await ask(
            `${property.streetNumber} ${property.streetName}${unit}, ${property.city}, CA ${property.zip}`,
            client,
          );
          return outcome.property ?? property;
        },
        notice: () => (failure ? PROVIDER_MESSAGES[failure] : null),
      };
    },
  };
}
