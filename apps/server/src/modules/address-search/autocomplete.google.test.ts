import { describe, expect, it } from 'vitest';
import { createGooglePlaces, GooglePlacesError } from './autocomplete.google.ts';
import { createAutocompleteService } from './address-search.service.ts';

/** A stand-in for Google's Places API: records the URLs asked for and answers canned JSON. */
function stubFetch(answers: Record<string, unknown>, status = 200) {
  const urls: URL[] = [];
  const fetch = (async (input: URL | string | Request) => {
    const url = new URL(String(input));
    urls.push(url);
    const path = url.pathname.split('/').at(-2)!;
    if (answers[path] instanceof Error) throw answers[path];
    return new Response(JSON.stringify(answers[path] ?? {}), { status });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

const googleDetails = {
  status: 'OK',
  result: {
    place_id: 'ChIJabc',
    name: '1600 Amphitheatre Pkwy',
    formatted_address: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
    address_components: [
      { long_name: '1600', short_name: '1600', types: ['street_number'] },
      { long_name: 'Amphitheatre Parkway', short_name: 'Amphitheatre Pkwy', types: ['route'] },
      { long_name: 'Mountain View', short_name: 'Mountain View', types: ['locality', 'political'] },
      { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1', 'political'] },
      { long_name: '94043', short_name: '94043', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 37.42, lng: -122.08 } },
    adr_address: 'dropped',
  },
};

describe('Google Places adapter', () => {
  it('asks for US addresses with the server key and keeps only the contract fields', async () => {
    const { fetch, urls } = stubFetch({
      autocomplete: {
        status: 'OK',
        predictions: [
          { place_id: 'ChIJabc', description: '1600 Amphitheatre Pkwy, Mountain View, CA, USA', terms: [] },
        ],
      },
      details: googleDetails,
    });
    const google = createGooglePlaces({
      apiKey: 'server-key',
      baseUrl: 'http://places.test/maps/api/place',
      fetch,
    });
    expect(await google.predictions('1600 Amph')).toEqual([
      { place_id: 'ChIJabc', description: '1600 Amphitheatre Pkwy, Mountain View, CA, USA' },
    ]);
    expect(urls[0]!.searchParams.get('input')).toBe('1600 Amph');
    expect(urls[0]!.searchParams.get('key')).toBe('server-key');
    expect(urls[0]!.searchParams.get('components')).toBe('country:us');
    const details = await google.details('ChIJabc');
    expect(details?.name).toBe('1600 Amphitheatre Pkwy');
    expect(details).not.toHaveProperty('adr_address');
    expect(details?.address_components).toHaveLength(5);
  });
  it('answers [] for ZERO_RESULTS, null for unknown places and throws on failures', async () => {
    const zero = createGooglePlaces({
      apiKey: 'k',
      fetch: stubFetch({ autocomplete: { status: 'ZERO_RESULTS' }, details: { status: 'NOT_FOUND' } }).fetch,
    });
    expect(await zero.predictions('zzz')).toEqual([]);
    expect(await zero.details('nope')).toBeNull();
    const denied = createGooglePlaces({
      apiKey: 'k',
      fetch: stubFetch({ autocomplete: { status: 'REQUEST_DENIED' } }).fetch,
    });
    await expect(denied.predictions('x')).rejects.toBeInstanceOf(GooglePlacesError);
    const down = createGooglePlaces({ apiKey: 'k', fetch: stubFetch({}, 503).fetch });
    await expect(down.details('x')).rejects.toBeInstanceOf(GooglePlacesError);
    const offline = createGooglePlaces({
      apiKey: 'k',
      fetch: stubFetch({ autocomplete: new TypeError('fetch failed') }).fetch,
    });
    await expect(offline.predictions('x')).rejects.toThrow(/unreachable/);
  });
  it('falls back to the property database when Google fails, and keeps local place ids local', async () => {
    const local = {
      predictions: async () => [{ place_id: 'homie_p_1', description: '1 A St, Dublin, CA 94568' }],
      details: async (id: string) =>
        id === 'homie_p_1'
          ? { place_id: id, name: '1 A St', formatted_address: '', address_components: [] }
          : null,
    };
    const down = createGooglePlaces({ apiKey: 'k', fetch: stubFetch({}, 500).fetch });
    const service = createAutocompleteService(local, down);
    expect(await service.predictions('1 A St')).toEqual([
      { place_id: 'homie_p_1', description: '1 A St, Dublin, CA 94568' },
    ]);
    expect((await service.details('homie_p_1'))?.name).toBe('1 A St');
    await expect(service.details('ChIJabc')).rejects.toBeInstanceOf(GooglePlacesError);
    const up = createAutocompleteService(
      local,
      createGooglePlaces({ apiKey: 'k', fetch: stubFetch({ details: googleDetails }).fetch }),
    );
    expect((await up.details('ChIJabc'))?.name).toBe('1600 Amphitheatre Pkwy');
  });
});
