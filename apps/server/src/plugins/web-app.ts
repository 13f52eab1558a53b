import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@homie/contracts/locales';
import { isPagePath } from '@homie/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '#lib/i18n/request-locale.ts';

/** Facts the first paint needs, sent in the page as `<meta name="homie-…">` tags (decision 084). */
export type PageHints = () => Promise<Record<string, string>>;

const APP_SCRIPTS = '<template id="homie-app-scripts">';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface WebAppOptions {
  distDir: string;
  pageHints?: PageHints;
  /**
   * The map's tile source (decision 224), named in every page (`homie-map-tiles`,
   * `homie-map-attribution`) with its origin allowed as an image source by the page's CSP.
   */
  mapTiles?: { url: string; attribution: string; origin: string } | null;
}

/**
 * Serves the built web app: static assets, index.html for every page of the route table, a
 * redirect to / for any other page a browser asks for, and a JSON 404 for everything else.
 * `pageHints` adds meta tags the client reads before its first render (for example whether the
 * server answers from demo data), so that render needs no extra call and nothing shifts later.
 */
export const webApp = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      // Source maps are never served (issue 49 item 11, decision 205): they would publish the source.
      allowedPath: (path) => !/\.map(\.(gz|br))?$/i.test(path),
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

  // The page's own scripts (written by the web build, decision 084), preloaded beside the entry.
  const preloadFile = join(opts.distDir, 'route-preloads.json');
  const routePreloads: Record<string, string[]> = existsSync(preloadFile)
    ? JSON.parse(readFileSync(preloadFile, 'utf8'))
    : {};
  const preloadTags = (path: string, prerendered: boolean) => {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const route = clean === '/' || clean === '/property-tax-landing' ? 'landing' : clean.slice(1);
    return (routePreloads[route] ?? [])
      .map(
        (file) =>
          // A prerendered page paints without its scripts: they load at low priority (decision 129).
          `<link rel="modulepreload"${prerendered ? ' fetchpriority="low"' : ''} crossorigin href="${escapeAttribute(file)}">`,
      )
      .join('');
  };

  // Pages prerendered at build (decision 129): per path, the page's HTML with its shell already in
  // #root, in each language (decision 253) and in two variants (with and without the demo-data
  // notice) to match the dataset hint.
  const prerenderedDir = join(opts.distDir, 'prerendered');
  const prerenderedFile = join(prerenderedDir, 'pages.json');
  const prerenderedPages: Record<string, string> = existsSync(prerenderedFile)
    ? JSON.parse(readFileSync(prerenderedFile, 'utf8'))
    : {};
  const prerenderedCache = new Map<string, string>();
  // The prerendered pages' one inline script (decision 138), allowed by its hash: the app's CSP
  // (plugins/security.ts) otherwise allows no inline script, and still allows no other.
  const cspFile = join(prerenderedDir, 'csp.json');
  const listedHashes: unknown = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as { scriptHashes?: unknown }).scriptHashes
    : [];
  const inlineScriptHashes = (Array.isArray(listedHashes) ? listedHashes : []).filter(
    (hash): hash is string => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash),
  );
  const allowInlineScripts = (reply: FastifyReply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string' || inlineScriptHashes.length === 0) return;
    const hashes = inlineScriptHashes.map((hash) => `'${hash}'`).join(' ');
    reply.header(
      'content-security-policy',
      /(^|;)\s*script-src\s/.test(csp)
        ? csp.replace(/((?:^|;)\s*script-src)(\s)/, `$1 ${hashes}$2`)
        : `${csp};script-src 'self' ${hashes}`,
    );
  };
  // A page the build did not prerender: the app's shell, its <html lang> set to the visitor's language.
  const shellHtml = (locale: Locale) => indexHtml().replace('<html lang="en"', `<html lang="${locale}"`);
  const pageHtml = (path: string, hints: Record<string, string>, locale: Locale) => {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const name = Object.hasOwn(prerenderedPages, clean) ? prerenderedPages[clean] : undefined;
    if (!name || !/^[\w-]+$/.test(name)) return { html: shellHtml(locale), prerendered: false };
    const variant = hints.dataset === 'demo' ? 'demo' : 'records';
    const file = join(prerenderedDir, `${name}.${variant}.${locale}.html`);
    let html = prerenderedCache.get(file);
    if (html === undefined) {
      html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      prerenderedCache.set(file, html);
    }
    return html ? { html, prerendered: true } : { html: shellHtml(locale), prerendered: false };
  };

  const readHints = async (): Promise<Record<string, string>> => {
    if (!opts.pageHints) return {};
    try {
      return await opts.pageHints();
    } catch (err) {
      app.log.warn({ err }, 'page hints unavailable; the page is sent without them');
      return {};
    }
  };

  // The map's tiles are images from the tile source: only pages need them in their CSP (decision 224).
  const mapTiles = opts.mapTiles ?? null;
  const mapHints: Record<string, string> = mapTiles
    ? { 'map-tiles': mapTiles.url, 'map-attribution': mapTiles.attribution }
    : {};
  const allowTileImages = (reply: FastifyReply) => {
    const csp = reply.getHeader('content-security-policy');
    if (!mapTiles || typeof csp !== 'string') return;
    reply.header(
      'content-security-policy',
      /(^|;)\s*img-src\s/.test(csp)
        ? csp.replace(/((?:^|;)\s*img-src)(\s)/, `$1 ${mapTiles.origin}$2`)
        : `${csp};img-src 'self' ${mapTiles.origin}`,
    );
  };

  /** Where the prerendered page's `<template id="homie-app-scripts">` closes; -1 without one. */
  const appScriptsEnd = (html: string) => {
    const start = html.indexOf(APP_SCRIPTS);
    return start < 0 ? -1 : html.indexOf('</template>', start);
  };

  /**
   * The visitor's language (decision 253): the cookie the switcher left, else the browser's
   * Accept-Language, else English. The page is sent in it, `<html lang>` and first paint included.
   */
  const localeOf = (request: FastifyRequest): Locale => requestLocale(request);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const locale = localeOf(request);
    const hints = { ...(await readHints()), ...mapHints };
    const tags = Object.entries(hints)
      .map(
        ([name, content]) =>
          `<meta name="homie-${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
      )
      .join('');
    const { html, prerendered } = pageHtml(path, hints, locale);
    if (prerendered) allowInlineScripts(reply);
    allowTileImages(reply);
    const preloads = preloadTags(path, prerendered);
    // A prerendered page keeps its scripts in an inert template its boot script loads after the first
    // paint (scripts/prerender.mjs, decision 254): the page's own preloads join them there.
    const scriptsEnd = prerendered ? appScriptsEnd(html) : -1;
    const page =
      scriptsEnd < 0
        ? html.replace('</head>', `${tags}${preloads}</head>`)
        : `${html.slice(0, scriptsEnd)}${preloads}${html.slice(scriptsEnd)}`.replace(
            '</head>',
            `${tags}</head>`,
          );
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', locale)
      .type('text/html; charset=utf-8')
      .send(page);
  };

  app.get('/', async (request, reply) => sendPage(request, reply, '/'));
  // Browsers ask for /favicon.ico wherever no page names an icon (a bare file, a PDF, a crawler):
  // sent to the SVG icon the pages link (issue 53), rather than a 404 in the console.
  if (hasBuild && existsSync(join(opts.distDir, 'favicon.svg')))
    app.get('/favicon.ico', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isPagePath(path)) return sendPage(request, reply, path);
    const wantsPage = isRead && (request.headers.accept ?? '').includes('text/html');
    const looksLikeApi = path.startsWith('/api/') || path.includes('.');
    if (wantsPage && !looksLikeApi) return reply.redirect('/', 302);
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${path}`, code: 'no_such_endpoint' });
  });
});
