import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPropertiesRepository } from '#modules/properties/properties.plugin.ts';
import { createAutocompleteRepository } from './address-search.repository.ts';
import addressSearchRoutes from './address-search.routes.ts';
import {
  type AddressLocator,
  createAutocompleteService,
  createGoogleLocator,
} from './address-search.service.ts';
import { createGooglePlaces } from './autocomplete.google.ts';
import { createAddressIndex, withAddressIndex } from './autocomplete.index.ts';
import { createLocalAutocomplete } from './autocomplete.local.ts';

/**
 * What other modules may use of address search (decision 242): where Google places an address, and
 * when the in-memory prefix index holds what the database holds.
 */
export interface AddressSearchService {
  /**
   * Where Google places an address (a home missing from the records, issue 14 item 2); null without
   * GOOGLE_MAPS_API_KEY.
   */
  locate: AddressLocator | null;
  /**
   * Resolves once the prefix index answers what the database holds now; at once when it is not kept
   * (tests).
   */
  indexCaughtUp(): Promise<void>;
}

export interface AddressSearchOptions {
  /**
   * Whether to keep the in-memory prefix index (decision 155): by default as READ_COPIES says (on,
   * but off under NODE_ENV=test); a test of start-up and readiness turns it on.
   */
  copies?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    addressSearch: AddressSearchService;
  }
}

/**
 * Address search (spec §7): autocomplete and place details in Google Places' shapes, from Google when
 * a key is set, else from the property database through an in-memory prefix index (decisions 023,
 * 155). Reads properties' homes; owns no table.
 */
export const addressSearchPlugin = fp(
  async (app: FastifyInstance, opts: AddressSearchOptions) => {
    const google = app.config.googleMapsApiKey
      ? createGooglePlaces({ apiKey: app.config.googleMapsApiKey })
      : null;
    // The prefix search in memory once loaded (decision 155); SQL answers until then, and in tests.
    const search = createAutocompleteRepository(app.database);
    const addressIndex = createAddressIndex(search, { log: app.log });
    const autocomplete = createAutocompleteService(
      createLocalAutocomplete(
        createPropertiesRepository(app.database),
        withAddressIndex(search, addressIndex),
      ),
      google,
      app.log,
    );
    const copies = opts.copies ?? app.config.readCopies.copies;
    if (copies) {
      addressIndex.start(1_000);
      app.addHook('onClose', async () => addressIndex.stop());
    }
    app.decorate('addressSearch', {
      locate: google ? createGoogleLocator(google) : null,
      indexCaughtUp: copies ? () => addressIndex.caughtUp() : async () => {},
    } satisfies AddressSearchService);
    await app.register(addressSearchRoutes, { autocomplete });
  },
  { name: 'address-search', fastify: '5.x', decorators: { fastify: ['config', 'database'] } },
);
