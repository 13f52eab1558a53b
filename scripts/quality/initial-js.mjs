#!/usr/bin/env node
// Initial JavaScript of / from the built index.html: the entry module and every modulepreload,
// gzip-compressed (level 9) as a CDN or proxy would send them; and whether every page of the
// router is a lazy chunk of its own, outside that initial set.
// Usage: node scripts/quality/initial-js.mjs [--budget-kb 200]   (exit 1 over budget or not lazy)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
export const DIST = join(root, 'apps/web/dist');
const ROUTES_DIR = join(root, 'apps/web/src/app/routes');

export const gzipKb = (bytes) => Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10;

/** The JS files index.html makes the browser load before anything else. */
export function initialChunks(dist = DIST) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...srcs, ...preloads])].map((url) => {
    const bytes = readFileSync(join(dist, url.replace(/^\//, '')));
    return { url, rawKb: Math.round((bytes.length / 1024) * 10) / 10, gzipKb: gzipKb(bytes) };
  });
}

/** Each page module of apps/web/src/app/routes and the chunk Vite split it into (if any). */
export function routeChunks(dist = DIST) {
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const initial = new Set(initialChunks(dist).map((c) => basename(c.url)));
  return readdirSync(ROUTES_DIR)
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.') && !f.endsWith('-slot.tsx'))
    .map((file) => {
      const name = file.replace(/\.tsx$/, '');
      const chunk = assets.find(
        (a) =>
          a.startsWith(`${name}-`) &&
          /^[\w-]+-[\w-]{8}\.js$/.test(a) &&
          a.slice(name.length + 1, -3).length === 8,
      );
      return { route: name, chunk: chunk ?? null, lazy: Boolean(chunk) && !initial.has(chunk) };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`${DIST} is not built: run npm run build first`);
    process.exit(2);
  }
  const budgetArg = process.argv.indexOf('--budget-kb');
  const budget = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 200;
  const chunks = initialChunks();
  const total = Math.round(chunks.reduce((n, c) => n + c.gzipKb, 0) * 10) / 10;
  for (const c of chunks) console.log(`  ${c.url}: ${c.rawKb} KB raw, ${c.gzipKb} KB gzip`);
  console.log(`initial JS of /: ${total} KB gzip (budget ${budget} KB)`);
  const routes = routeChunks();
  for (const r of routes)
    console.log(`  route ${r.route}: ${r.lazy ? `lazy chunk ${r.chunk}` : 'NOT a lazy chunk'}`);
  const eager = routes.filter((r) => !r.lazy);
  console.log(
    eager.length
      ? `${eager.length} routes are not lazy-loaded`
      : `all ${routes.length} routes are lazy-loaded`,
  );
  process.exit(total <= budget && !eager.length ? 0 : 1);
}
