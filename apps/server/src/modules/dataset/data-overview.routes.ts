import { dataOverviewSchema, type DataOverview } from '@homie/contracts/operator';
import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countsByCounty } from './data-overview.repository.ts';
import { readSyncStatus } from './mls/mls.repository.ts';
import type { DataImports } from './uploads/data-imports.service.ts';

/** The uploads the page lists (newest first). */
const LATEST_IMPORTS = 5;

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const numberIn = (report: unknown, key: string) => {
  const value = (report as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : null;
};

/**
 * GET /api/operator/data, the back office's Data page (issue 54 item 3, decisions 232, 239): for
 * operators only (the operator module's check on every request, as the credit review does).
 */
export default async function dataOverviewRoutes(
  fastify: FastifyInstance,
  opts: { imports: DataImports },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    await app.operator.requireOperator(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get(
    API_PATHS.operator.data,
    { schema: { response: { 200: dataOverviewSchema } } },
    async (): Promise<DataOverview> => {
      const [counties, sync, imports] = await Promise.all([
        countsByCounty(app.database),
        readSyncStatus(app.database),
        opts.imports.latest(LATEST_IMPORTS),
      ]);
      return {
        counties: counties.map((c) => ({
          county: c.county,
          homes: c.homes,
          sales: c.sales,
          roll_records: c.rollRecords,
          newest_sale: c.newestSale,
        })),
        imports,
        mls_sync: {
          enabled: Boolean(app.config.reso),
          last_started_at: iso(sync?.lastStartedAt),
          last_finished_at: iso(sync?.lastFinishedAt),
          last_outcome: sync?.lastOutcome ?? null,
          high_water: iso(sync?.highWater),
          records: numberIn(sync?.lastReport, 'records'),
          sales_added: numberIn(sync?.lastReport, 'salesInserted'),
          skipped: numberIn(sync?.lastReport, 'skipped'),
        },
      };
    },
  );
}
