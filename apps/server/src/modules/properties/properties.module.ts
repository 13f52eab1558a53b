import type { FastifyInstance } from 'fastify';
import type { AnalysisDeps } from './analysis.service.ts';
import { createAnalysisRepository } from './analysis.repository.ts';
import { createHomeFactsCache } from './home-facts.cache.ts';
import { createCompSalesMirror, withCompSalesMirror } from './comps/comp-sales.mirror.ts';
import { createCompSalesReader, createCompsRepository } from './comps/comps.repository.ts';
import { createMarketIndexService } from './comps/market-index.service.ts';
import { createMarketClock } from './market-clock.ts';
import { createOwnerSalesRepository } from './owner-sales.repository.ts';
import type { OwnerSalesDeps } from './owner-sales.service.ts';
import { createPropertiesRepository } from './properties.repository.ts';
import { createPropertyProvider } from './provider/property-provider.ts';
import { createRentcastClient } from './provider/rentcast.client.ts';

/** Wires the properties module's repositories, adapters and caches for one app instance. */
export function createPropertiesModule(app: FastifyInstance) {
  // READ_COPIES=off remembers no read (lib/read-copies/README.md).
  const remembering = app.config.readCopies.rememberedReads ? {} : { maxEntries: 0 };
  const properties = createPropertiesRepository(
    app.database,
    createHomeFactsCache(app.database, remembering),
  );
  // The comparables' candidates from memory once loaded (decision 182); started by the plugin outside tests.
  const compSales = createCompSalesMirror(createCompSalesReader(app.database), { log: app.log });
  const comps = withCompSalesMirror(createCompsRepository(app.database), compSales);
  const jobs = createAnalysisRepository(app.database, remembering);
  const indexes = createMarketIndexService(comps);
  const clock = createMarketClock(properties, app.config.rollYear ?? null, () => app.clock.now());
  const analysisDeps: AnalysisDeps = {
    properties,
    comps,
    jobs,
    indexes,
    clock,
    // A home missing from the records is placed by Google's place details when a key is set (issue 14
    // item 2): address search's Google adapter (decision 242).
    ...(app.addressSearch.locate ? { locate: app.addressSearch.locate } : {}),
  };
  // Sales the owner knows, valued with the analysis' own index and adjustments (decision 249).
  const ownerSales: OwnerSalesDeps = {
    sales: createOwnerSalesRepository(app.database),
    jobs,
    indexes,
    clock,
    now: () => app.clock.now(),
  };
  // RentCast's property records behind the database when RENTCAST_API_KEY is set (decision 118).
  const rentcast = app.config.rentcast;
  const provider = rentcast
    ? createPropertyProvider({
        client: createRentcastClient(rentcast),
        database: app.database,
        repository: properties,
        maxAgeDays: rentcast.maxAgeDays,
        log: app.log,
        now: () => app.clock.now(),
        // What asking may cost, counted for every server process on the database (decision 210).
        limits: {
          callsPerHour: rentcast.callsPerHour,
          callsPerDay: rentcast.callsPerDay,
          callsPerClientPerHour: rentcast.callsPerClientPerHour,
          breakerFailures: rentcast.breakerFailures,
          breakerCooldownMs: rentcast.breakerCooldownSeconds * 1000,
        },
      })
    : null;
  return {
    properties,
    comps,
    compSales,
    jobs,
    indexes,
    clock,
    analysisDeps,
    ownerSales,
    provider,
  };
}

export type PropertiesModule = ReturnType<typeof createPropertiesModule>;
