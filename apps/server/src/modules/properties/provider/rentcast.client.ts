/**
 * RentCast's property-records API (decision 118): `GET {base}/properties?address=…` with the key in
 * `X-Api-Key`, answering a JSON array of records. Every way it can fail becomes one ProviderError kind:
 * slow (timeout), down (network, 5xx), refused (401/403), over quota (429), or an answer we cannot
 * read. "Nothing found" (404 or an empty array) is not an error: it is an empty list. What it answers
 * is not trusted (decision 210): a redirect is never followed (the key would go with it), the body is
 * read up to 2 MB and abandoned past that, and every record is checked against bounded lengths and
 * sizes.
 */
import { z } from 'zod';
import type { RentcastConfig } from '#config/rentcast.ts';

export type ProviderFailure = 'timeout' | 'unavailable' | 'refused' | 'quota' | 'malformed';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
  }
}

const amount = z.number().finite().nullish();
/** Every text we read is bounded: a 1.5 MB street name is not an address (decision 210). */
const text = (max: number) => z.string().max(max).nullish();
/** A keyed collection (by year or date) of at most `max` entries with short keys. */
const keyed = <T extends z.ZodType>(value: T, max: number) =>
  z
    .record(z.string().max(40), value)
    .refine((entries) => Object.keys(entries).length <= max, `more than ${max} entries`)
    .nullish();

/** The most records one answer may carry (one address names one home, a building a few). */
export const MAX_RECORDS = 50;
/** The most history events one record may carry (a home sells a few dozen times at most). */
export const MAX_HISTORY_EVENTS = 500;

/**
 * The fields of a RentCast property record we read, each bounded (decision 210); anything else is
 * ignored. A record outside these bounds makes the whole answer unreadable (`malformed`).
 */
export const RentcastPropertySchema = z.looseObject({
  id: text(300),
  formattedAddress: text(300),
  addressLine1: text(200),
  addressLine2: text(100),
  city: text(100),
  state: text(30),
  zipCode: text(20),
  county: text(100),
  latitude: amount,
  longitude: amount,
  propertyType: text(60),
  bedrooms: amount,
  bathrooms: amount,
  squareFootage: amount,
  lotSize: amount,
  yearBuilt: amount,
  assessorID: text(100),
  lastSaleDate: text(40),
  lastSalePrice: amount,
  taxAssessments: keyed(
    z.looseObject({ year: amount, value: amount, land: amount, improvements: amount }),
    200,
  ),
  propertyTaxes: keyed(z.looseObject({ year: amount, total: amount }), 200),
  history: keyed(z.looseObject({ event: text(60), date: text(40), price: amount }), MAX_HISTORY_EVENTS),
});
export type RentcastProperty = z.infer<typeof RentcastPropertySchema>;

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface RentcastClient {
  properties(address: string): Promise<RentcastProperty[]>;
}

/**
 * The body as text, read chunk by chunk and abandoned (the connection closed) as soon as it passes
 * `MAX_BODY_BYTES`: a 1 GB answer costs at most 2 MB of memory (decision 210).
 */
async function boundedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError('malformed', 'RentCast answer too large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderError('malformed', 'RentCast answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

export function createRentcastClient(
  config: RentcastConfig,
  fetchImpl: typeof fetch = fetch,
): RentcastClient {
  return {
    async properties(address) {
      const url = `${config.baseUrl}/properties?address=${encodeURIComponent(address)}`;
      let body = '';
      let status: number;
      try {
        // Never followed (decision 210): a redirect would carry the key to wherever it points.
        const response = await fetchImpl(url, {
          headers: { 'X-Api-Key': config.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'manual',
        });
        status = response.status;
        if (response.ok) body = await boundedText(response);
        else await response.body?.cancel().catch(() => undefined);
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        const name = (err as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ProviderError('timeout', `RentCast did not answer within ${config.timeoutMs} ms`);
        throw new ProviderError('unavailable', `RentCast could not be reached: ${(err as Error).message}`);
      }
      if (status === 404) return [];
      if (status === 401 || status === 403)
        throw new ProviderError('refused', `RentCast refused the API key (HTTP ${status})`);
      if (status === 429) throw new ProviderError('quota', 'RentCast request limit reached (HTTP 429)');
      if ((status >= 300 && status < 400) || status === 0)
        throw new ProviderError('unavailable', `RentCast answered a redirect (HTTP ${status}), not followed`);
      if (status < 200 || status >= 300)
        throw new ProviderError('unavailable', `RentCast answered HTTP ${status}`);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ProviderError('malformed', 'RentCast answer is not JSON');
      }
      const parsed = z.array(RentcastPropertySchema).max(MAX_RECORDS).safeParse(json);
      if (!parsed.success)
        throw new ProviderError(
          'malformed',
          `RentCast answer is not a list of property records (${parsed.error.issues[0]?.path.join('.') || 'top level'}: ${parsed.error.issues[0]?.message})`,
        );
      return parsed.data;
    },
  };
}
