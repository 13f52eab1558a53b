import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@homie/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: static assets, index.html for every page of the route table, a
 * redirect to / for any other page a browser asks for, and a JSON 404 for everything else.
 */
export const webApp = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: run `npm run build` to serve it');
  }
  let cached: string | undefined;
  const indexHtml = () => {
    if (!hasBuild)
      return '<!doctype html><title>Homie</title><p>The web app is not built. Run <code>npm run build</code>.</p>';
    cached ??= readFileSync(indexFile, 'utf8');
    return cached;
  };

  const sendPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());

  app.get('/', async (_request, reply) => sendPage(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isPagePath(path)) return sendPage(reply);
    const wantsPage = isRead && (request.headers.accept ?? '').includes('text/html');
    const looksLikeApi = path.startsWith('/api/') || path.includes('.');
    if (wantsPage && !looksLikeApi) return reply.redirect('/', 302);
    return reply.status(404).send({ error: `No such endpoint: ${request.method} ${path}` });
  });
});
