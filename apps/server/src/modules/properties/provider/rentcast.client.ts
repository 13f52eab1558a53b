/**
 * RentCast's property-records API (decision 118): `GET {base}/properties?address=…` with the key in
 * `X-Api-Key`, answering a JSON array of records. Every way it can fail becomes one ProviderError kind:
 * slow (timeout), down (network, 5xx), refused (401/403), over quota (429), or an answer we cannot
 * read. "Nothing found" (404 or an empty array) is not an error: it is an empty list.
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
const text = z.string().nullish();

/** The fields of a RentCast property record we read; anything else is ignored. */
export const RentcastPropertySchema = z.looseObject({
  id: text,
  formattedAddress: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  state: text,
  zipCode: text,
  county: text,
  latitude: amount,
  longitude: amount,
  propertyType: text,
  bedrooms: amount,
  bathrooms: amount,
  squareFootage: amount,
  lotSize: amount,
  yearBuilt: amount,
  assessorID: text,
  lastSaleDate: text,
  lastSalePrice: amount,
  taxAssessments: z
    .record(z.string(), z.looseObject({ year: amount, value: amount, land: amount, improvements: amount }))
    .nullish(),
  propertyTaxes: z.record(z.string(), z.looseObject({ year: amount, total: amount })).nullish(),
  history: z.record(z.string(), z.looseObject({ event: text, date: text, price: amount })).nullish(),
});
export type RentcastProperty = z.infer<typeof RentcastPropertySchema>;

const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface RentcastClient {
  properties(address: string): Promise<RentcastProperty[]>;
}

export function createRentcastClient(
  config: RentcastConfig,
  fetchImpl: typeof fetch = fetch,
): RentcastClient {
  return {
    async properties(address) {
      const url = `${config.baseUrl}/properties?address=${encodeURIComponent(address)}`;
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, {
          headers: { 'X-Api-Key': config.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        body = await response.text();
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ProviderError('timeout', `RentCast did not answer within ${config.timeoutMs} ms`);
        throw new ProviderError('unavailable', `RentCast could not be reached: ${(err as Error).message}`);
      }
      if (response.status === 404) return [];
      if (response.status === 401 || response.status === 403)
        throw new ProviderError('refused', `RentCast refused the API key (HTTP ${response.status})`);
      if (response.status === 429)
        throw new ProviderError('quota', 'RentCast request limit reached (HTTP 429)');
      if (!response.ok) throw new ProviderError('unavailable', `RentCast answered HTTP ${response.status}`);
      if (body.length > MAX_BODY_BYTES) throw new ProviderError('malformed', 'RentCast answer too large');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ProviderError('malformed', 'RentCast answer is not JSON');
      }
      const parsed = z.array(RentcastPropertySchema).safeParse(json);
      if (!parsed.success)
        throw new ProviderError(
          'malformed',
          `RentCast answer is not a list of property records (${parsed.error.issues[0]?.path.join('.') || 'top level'}: ${parsed.error.issues[0]?.message})`,
        );
      return parsed.data;
    },
  };
}
