import type { Readable } from 'node:stream';
import {
  DATA_IMPORT_MESSAGES,
  dataImportQuerySchema,
  dataImportSchema,
  OPERATOR_API,
} from '@homie/contracts/operator';
import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedMediaType } from '#lib/errors.ts';
import type { DataImports, Uploader } from './data-imports.service.ts';

/** What a browser or curl sends a CSV file as (Windows names .csv files application/vnd.ms-excel). */
const FILE_TYPES = ['text/csv', 'text/plain', 'application/octet-stream', 'application/vnd.ms-excel'];

/**
 * The Data page's uploads (issue 54 item 3, decision 239), operators only: POST the file as the body
 * (streamed to disk, never parsed here) → 202 with the import; GET one import's progress.
 */
export default async function dataImportsRoutes(
  fastify: FastifyInstance,
  opts: { imports: DataImports },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { imports } = opts;
  // Who asks is checked before a byte of the body is read (401, 403), and kept for the handler.
  const operators = new WeakMap<object, Uploader>();
  app.addHook('onRequest', async (request) => {
    operators.set(request, await app.operator.requireOperator(request));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // The body stays a stream: the service copies it to a file with its own size limit.
  app.addContentTypeParser(FILE_TYPES, (_request, payload, done) => done(null, payload));

  app.post(
    API_PATHS.operator.dataImports,
    {
      schema: { querystring: dataImportQuerySchema, response: { 202: dataImportSchema } },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' }, bodyTimeout: 'upload' },
    },
    async (request, reply) => {
      const operator = operators.get(request) as Uploader;
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as Readable).pipe !== 'function')
        throw unsupportedMediaType(DATA_IMPORT_MESSAGES.contentType);
      const declared = Number(request.headers['content-length']);
      const started = await imports.upload(
        operator,
        request.query,
        body,
        Number.isFinite(declared) ? declared : undefined,
      );
      return reply.code(202).header('location', OPERATOR_API.dataImport(started.id)).send(started);
    },
  );

  app.get(
    API_PATHS.operator.dataImport,
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: dataImportSchema } } },
    async (request) => imports.get(request.params.id),
  );
}
