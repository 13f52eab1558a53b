import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import dataOverviewRoutes from './data-overview.routes.ts';
import datasetRoutes from './dataset.routes.ts';
import mlsSyncPlugin, { type MlsSyncOptions } from './mls/mls.sync.plugin.ts';
import dataImportsRoutes from './uploads/data-imports.routes.ts';
import { createDataImports } from './uploads/data-imports.service.ts';
import { datasetPageHints } from './dataset.service.ts';

/** The dataset module's public service (decision 144); its pipeline is a library (dataset.service.ts). */
export interface DatasetService {
  /** Figures the prerendered pages print (how many homes and sales are on file), read when asked. */
  pageHints: () => Promise<Record<string, string>>;
}

/** The module's replaceable parts (tests): the MLS sync's client or feed (decision 232), the uploads' batch size. */
export interface DatasetOptions {
  mls?: MlsSyncOptions;
  imports?: { batchSize?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    dataset: DatasetService;
  }
}

/**
 * The property data the server answers from (decision 145): GET /api/dataset says whether it is the
 * demo dataset, and the page hints come from the same meta row.
 */
export const datasetPlugin = fp(
  async (app: FastifyInstance, opts: DatasetOptions) => {
    const hints = datasetPageHints(app.database);
    // The MLS's attribution line rides in every page, shown under comparables that include its sales.
    const attribution = app.config.reso?.attribution;
    const pageHints = attribution
      ? async () => ({ ...(await hints()), 'mls-attribution': attribution })
      : hints;
    app.decorate('dataset', { pageHints } satisfies DatasetService);
    await app.register(datasetRoutes);
    // Files uploaded on the Data page, imported while the site serves (decision 239).
    const imports = createDataImports({
      database: app.database,
      clock: app.clock,
      folder: join(app.config.dataDir, 'imports'),
      log: app.log,
      audit: (operator, entry) =>
        app.operator.recordAudit(operator, { subjectKind: 'data_import', ...entry }),
      batchSize: opts.imports?.batchSize,
    });
    app.addHook('onReady', async () => imports.recover(!app.database.pool));
    app.addHook('onClose', async () => imports.close());
    // The back office's Data page and its uploads, behind the operator check (their own hooks).
    await app.register(dataOverviewRoutes, { imports });
    await app.register(dataImportsRoutes, { imports });
    await app.register(mlsSyncPlugin, opts.mls ?? {});
  },
  {
    name: 'dataset',
    fastify: '5.x',
    dependencies: ['operator'],
    decorators: { fastify: ['database', 'clock', 'config', 'operator'] },
  },
);
