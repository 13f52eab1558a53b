import type { AutocompletePrediction, PlaceDetailsResponse } from '@homie/contracts/properties';
import type { FastifyBaseLogger } from 'fastify';
import type { AutocompleteHints } from './autocomplete.local.ts';
import type { GooglePlaces } from './autocomplete.google.ts';
import { parseLocalPlaceId } from './place-details.ts';

interface LocalSource {
  predictions(query: string, hints?: AutocompleteHints): Promise<AutocompletePrediction[]>;
  details(placeId: string): Promise<PlaceDetailsResponse['result'] | null>;
}

/**
 * Chooses the address source: Google Places when a key is configured, the property database
 * otherwise. A Google failure falls back to the local search (and is logged) rather than leaving the
 * owner without suggestions; local place ids always resolve locally.
 */
export function createAutocompleteService(
  local: LocalSource,
  google: GooglePlaces | null,
  log?: FastifyBaseLogger,
) {
  return {
    async predictions(query: string, hints: AutocompleteHints = {}): Promise<AutocompletePrediction[]> {
      if (google) {
        try {
          return (await google.predictions(query)).slice(0, 5);
        } catch (err) {
          log?.warn({ err }, 'Google Places autocomplete failed; using the property database');
        }
      }
      return local.predictions(query, hints);
    },

    /** Null when no source knows the place id. Throws when Google is down for a Google place id. */
    async details(placeId: string): Promise<PlaceDetailsResponse['result'] | null> {
      if (parseLocalPlaceId(placeId) || !google) return local.details(placeId);
      return google.details(placeId);
    },
  };
}

export type AutocompleteService = ReturnType<typeof createAutocompleteService>;

/** Where an address lies, as Google's place details place it; null when Google knows no such place. */
export type AddressLocator = (address: string) => Promise<{ lat: number; lon: number } | null>;

/**
 * The analysis places a home missing from the records by Google's place details when a key is set
 * (issue 14 item 2): the first prediction for the address, then its details' location.
 */
export function createGoogleLocator(google: GooglePlaces): AddressLocator {
  return async (address) => {
    const [first] = await google.predictions(address);
    const place = first ? await google.details(first.place_id) : null;
    const at = place?.geometry?.location;
    return at ? { lat: at.lat, lon: at.lng } : null;
  };
}
