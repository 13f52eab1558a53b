import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDatasetInfo } from './dataset.service.ts';

/** GET /api/dataset: which property data the server answers from, so the UI can say "demo data". */
export const DatasetInfoSchema = z.object({
  demo: z.boolean(),
  loading: z.boolean(),
  properties: z.number().int().nonnegative(),
  sales: z.number().int().nonnegative(),
  counties: z.array(z.string()),
});

export default async function datasetRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.properties.dataset, { schema: { response: { 200: DatasetInfoSchema } } }, async () =>
      getDatasetInfo(app.database),
    );
}
