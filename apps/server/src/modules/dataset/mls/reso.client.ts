/**
 * The brokerage's MLS through the RESO Web API (issue 54, decision 232): closed sales read page by
 * page from `GET {base}/Property`, filtered on `StandardStatus eq 'Closed'` and a ModificationTimestamp
 * high-water mark, ordered by it, following `@odata.nextLink` to the end or, for servers that only page
 * with `$skip`, asking for the next `$skip` while pages come back full.
 *
 * What the server answers is not trusted: the bearer token goes only to the service root's origin
 * (redirects are followed by hand within it, refused elsewhere, and so is a nextLink elsewhere); a page
 * is read up to `maxPageBytes` and abandoned past it; 429 and 5xx back off (Retry-After honoured,
 * bounded), a 401 renews an OAuth2 token once. Errors never carry the token or a query string.
 */
import { z } from 'zod';
import type { ResoAuth, ResoConfig } from '#config/reso.ts';

export type ResoFailure = 'refused' | 'unavailable' | 'malformed' | 'too_large' | 'redirect';

export class ResoError extends Error {
  override name = 'ResoError';
  constructor(
    readonly failure: ResoFailure,
    message: string,
    /** A failure worth asking again for (429, 5xx, a network error), after this long when the server said. */
    readonly retry?: { afterMs: number | null },
  ) {
    super(message);
  }
}

/** The Data Dictionary fields the sync maps (and the two it pages and filters by). */
export const RESO_SELECT = [
  'ListingKey',
  'ModificationTimestamp',
  'StandardStatus',
  'ClosePrice',
  'CloseDate',
  'UnparsedAddress',
  'StreetNumber',
  'StreetDirPrefix',
  'StreetName',
  'StreetSuffix',
  'StreetDirSuffix',
  'UnitNumber',
  'City',
  'PostalCode',
  'StateOrProvince',
  'Latitude',
  'Longitude',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'LotSizeSquareFeet',
  'LotSizeArea',
  'LotSizeUnits',
  'YearBuilt',
  'PropertyType',
  'PropertySubType',
  'ParcelNumber',
] as const;

/** One page as OData answers it: the records (checked one by one later) and where the next page is. */
const PageSchema = z.looseObject({
  value: z.array(z.unknown()).max(10_000),
  '@odata.nextLink': z.string().max(8192).nullish(),
});

const TokenSchema = z.looseObject({
  access_token: z.string().min(1).max(16_384),
  expires_in: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).nullish(),
});

export interface MlsFeed {
  /**
   * The closed sales modified at or after `since` (ISO timestamp; null: all), oldest change first,
   * one page of raw records at a time. The caller commits a page before asking for the next.
   */
  closedSales(since: string | null, signal?: AbortSignal): AsyncGenerator<unknown[], void, undefined>;
}

export interface ResoClientOptions {
  fetch?: typeof fetch;
  /** Waits between retries (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** The current time, for the token's expiry (app.clock). */
  now?: () => Date;
  /** Records asked for per page ($top). */
  pageSize?: number;
  /** A page larger than this is refused without being held in memory. */
  maxPageBytes?: number;
  /** Retries of one request after 429, 5xx or a network error. */
  maxRetries?: number;
  /** Longest wait a Retry-After may ask for; longer ones wait this long. */
  maxRetryAfterMs?: number;
  /** One request's budget, its body included. */
  timeoutMs?: number;
}

export const DEFAULT_PAGE_SIZE = 200;
export const DEFAULT_MAX_PAGE_BYTES = 16 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const MAX_PAGES = 100_000;
/** A token is renewed this long before it expires (or at half its life when that is shorter). */
const RENEW_MARGIN_MS = 60_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A URL as an error may name it: origin and path, no query (a nextLink may carry a cursor or more). */
const shown = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
};

/** Retry-After in milliseconds (seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The body as text, abandoned (connection closed) as soon as it passes `max` bytes. */
async function boundedText(response: Response, max: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResoError('too_large', `${what} is larger than ${max} bytes (${declared}); refused`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch (err) {
      throw new ResoError('unavailable', `${what} was cut off: ${(err as Error).message}`, {
        afterMs: null,
      });
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new ResoError('too_large', `${what} is larger than ${max} bytes; refused`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function failureOf(status: number, what: string, retryAfter: number | null): ResoError {
  if (status === 429 || status >= 500)
    return new ResoError('unavailable', `${what} answered HTTP ${status}`, { afterMs: retryAfter });
  if (status === 401 || status === 403)
    return new ResoError('refused', `${what} refused the credentials (HTTP ${status})`);
  return new ResoError('unavailable', `${what} answered HTTP ${status}`);
}

interface TokenSource {
  get(signal?: AbortSignal): Promise<string>;
  /** Forgets the token; answers whether a new one can be had (false for a fixed RESO_TOKEN). */
  invalidate(): boolean;
}

function tokenSource(
  auth: ResoAuth,
  fetchImpl: typeof fetch,
  now: () => Date,
  timeoutMs: number,
): TokenSource {
  if (auth.kind === 'token') return { get: async () => auth.token, invalidate: () => false };
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const fetchToken = async (signal?: AbortSignal): Promise<string> => {
    const what = 'The RESO token endpoint';
    let response: Response;
    try {
      // Never redirected: the client secret would go with it.
      response = await fetchImpl(auth.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: auth.clientId,
          client_secret: auth.clientSecret,
        }).toString(),
        redirect: 'manual',
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      signal?.throwIfAborted();
      throw new ResoError('unavailable', `${what} could not be reached: ${(err as Error).message}`, {
        afterMs: null,
      });
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 300 && response.status < 400)
        throw new ResoError(
          'redirect',
          `${what} answered a redirect (HTTP ${response.status}); not followed`,
        );
      throw failureOf(response.status, what, retryAfterMs(response.headers.get('retry-after'), now()));
    }
    let json: unknown;
    try {
      json = JSON.parse(await boundedText(response, 64 * 1024, `${what}'s answer`));
    } catch (err) {
      if (err instanceof ResoError) throw err;
      throw new ResoError('malformed', `${what}'s answer is not JSON`);
    }
    const token = TokenSchema.safeParse(json);
    if (!token.success) throw new ResoError('malformed', `${what}'s answer has no access_token`);
    const lifeMs = Math.max(0, Number(token.data.expires_in ?? 3600) * 1000);
    cached = {
      token: token.data.access_token,
      renewAt: now().getTime() + lifeMs - Math.min(RENEW_MARGIN_MS, lifeMs / 2),
    };
    return cached.token;
  };
  return {
    async get(signal) {
      if (cached && now().getTime() < cached.renewAt) return cached.token;
      pending ??= fetchToken(signal).finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      cached = undefined;
      return true;
    },
  };
}

/** The OData literal of a timestamp: `2024-05-01T12:00:00.000Z` (unquoted DateTimeOffset). */
const odataTimestamp = (iso: string) => new Date(iso).toISOString();

/** The first page's URL: closed sales changed at or after `since`, oldest change first. */
export function firstPageUrl(baseUrl: string, since: string | null, pageSize: number): string {
  const filter = `StandardStatus eq 'Closed'${since ? ` and ModificationTimestamp ge ${odataTimestamp(since)}` : ''}`;
  const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
  return `${baseUrl}/Property?${[
    q('$filter', filter),
    q('$select', RESO_SELECT.join(',')),
    q('$orderby', 'ModificationTimestamp asc'),
    q('$top', String(pageSize)),
  ].join('&')}`;
}

export function createResoFeed(config: ResoConfig, options: ResoClientOptions = {}): MlsFeed {
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const maxRetries = options.maxRetries ?? 5;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 5 * 60_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const origin = new URL(config.baseUrl).origin;
  const tokens = tokenSource(config.auth, fetchImpl, now, timeoutMs);

  /** One GET with the token, following redirects only within the service's origin. */
  const get = async (url: string, token: string, signal?: AbortSignal): Promise<Response> => {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (new URL(current).origin !== origin)
        throw new ResoError(
          'redirect',
          `The RESO server pointed to another origin (${new URL(current).origin}); not followed, the token stays with ${origin}`,
        );
      let response: Response;
      try {
        response = await fetchImpl(current, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          redirect: 'manual',
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        signal?.throwIfAborted();
        throw new ResoError(
          'unavailable',
          `${shown(current)} could not be reached: ${(err as Error).message}`,
          {
            afterMs: null,
          },
        );
      }
      if (response.status < 300 || response.status >= 400) return response;
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (!location)
        throw new ResoError('unavailable', `${shown(current)} answered a redirect without a Location`);
      current = new URL(location, current).href;
    }
    throw new ResoError('unavailable', `${shown(url)} redirected more than ${MAX_REDIRECTS} times`);
  };

  /** One page: retried after 429/5xx/network errors, the token renewed once after a 401. */
  const readPage = async (url: string, signal?: AbortSignal) => {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const token = await tokens.get(signal);
        const response = await get(url, token, signal);
        if (response.status === 401 && !renewed && tokens.invalidate()) {
          await response.body?.cancel().catch(() => undefined);
          renewed = true;
          attempt--;
          continue;
        }
        if (response.status !== 200) {
          await response.body?.cancel().catch(() => undefined);
          throw failureOf(
            response.status,
            shown(url),
            retryAfterMs(response.headers.get('retry-after'), now()),
          );
        }
        const text = await boundedText(response, maxPageBytes, `A page of ${shown(url)}`);
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new ResoError('malformed', `A page of ${shown(url)} is not JSON`);
        }
        const page = PageSchema.safeParse(json);
        if (!page.success)
          throw new ResoError(
            'malformed',
            `A page of ${shown(url)} is not an OData collection (no "value" list)`,
          );
        return { records: page.data.value, nextLink: page.data['@odata.nextLink'] ?? null };
      } catch (err) {
        signal?.throwIfAborted();
        if (!(err instanceof ResoError) || !err.retry || attempt >= maxRetries) throw err;
        const wait = Math.min(err.retry.afterMs ?? 1000 * 2 ** attempt, maxRetryAfterMs);
        await sleep(wait);
      }
    }
  };

  return {
    async *closedSales(since, signal) {
      const first = firstPageUrl(config.baseUrl, since, pageSize);
      let url = first;
      let skipped = 0;
      let previousFirst: unknown;
      // A server that pages with nextLink ends its collection by giving none, however full the page.
      let linked = false;
      for (let n = 0; n < MAX_PAGES; n++) {
        signal?.throwIfAborted();
        const page = await readPage(url, signal);
        if (page.nextLink) {
          linked = true;
          yield page.records;
          url = new URL(page.nextLink, url).href;
          continue;
        }
        if (linked) {
          if (page.records.length > 0) yield page.records;
          return;
        }
        // Paging by $skip: a server that ignores $skip would answer the same page forever.
        const head = JSON.stringify(page.records[0] ?? null);
        if (skipped > 0 && page.records.length > 0 && head === previousFirst)
          throw new ResoError(
            'malformed',
            `${shown(first)} answered the same page again for $skip=${skipped}`,
          );
        previousFirst = head;
        if (page.records.length > 0) yield page.records;
        if (page.records.length < pageSize) return;
        skipped += page.records.length;
        url = `${first}&$skip=${skipped}`;
      }
      throw new ResoError('malformed', `${shown(first)} answered more than ${MAX_PAGES} pages in one sync`);
    },
  };
}
