import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import { checkWebEnv } from './src/config/env-schema.ts';

/**
 * Server paths the dev server forwards to Fastify on port 3000 (prefix match). `/property-tax/` keeps
 * its slash so the /property-tax-landing page stays with Vite; `/fill-form` is both a page (GET) and
 * the appeal-form API (POST), so only non-GET requests are forwarded.
 */
const API_PREFIXES = [
  '/api',
  '/property-tax/',
  '/upload-video',
  '/autocomplete_address',
  '/manual_analysis',
  '/query_result',
  '/start_report_generation',
  '/healthz',
  '/readyz',
];
const SERVER = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: SERVER }])),
  '/fill-form': { target: SERVER, bypass: (request) => (request.method === 'GET' ? request.url : undefined) },
};

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build; the server
 * sends them to browsers that accept them (@fastify/static preCompressed), at no CPU cost per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'homie-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) =>
          statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
        );
      for (const file of walk(outDir).filter(
        (f) => /\.(js|css|svg|json)$/.test(f) && statSync(f).size > 1024,
      )) {
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Writes dist/route-preloads.json: for each lazy page module (`src/app/routes/<name>.tsx`), the
 * scripts it needs beyond the entry's. The server lists them as <link rel="modulepreload"> in the
 * page it sends for that route, so the browser fetches the page's code alongside the entry instead
 * of one round trip after it (decision 084).
 */
function routePreloads(): Plugin {
  return {
    name: 'homie-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const initial = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, initial);
      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const route =
          chunk.isDynamicEntry && chunk.facadeModuleId?.match(/\/app\/routes\/([\w-]+)\.tsx$/)?.[1];
        if (!route) continue;
        preloads[route] = [...closure(chunk.fileName)]
          .filter((file) => !initial.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}

/**
 * The message catalogues (src/lib/i18n/catalogs/<area>/<locale>.json, ICU MessageFormat strings) reach the
 * app already parsed, as FormatJS's AST (decision 252): what `formatjs compile --ast` writes, done at
 * import so no generated file is kept. The browser then needs no message parser (aliased away below).
 */
function precompiledCatalogues(): Plugin {
  const catalogue = /\/src\/lib\/i18n\/catalogs\/[\w-]+\/[\w-]+\.json$/;
  return {
    name: 'homie-precompiled-catalogues',
    enforce: 'pre',
    load(id) {
      if (!catalogue.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parseMessage(text, { ignoreTag: false })]),
      );
      // Still JSON: Vite's JSON plugin turns it into the module.
      return JSON.stringify(compiled);
    },
  };
}

/** Fails the build (and the dev server) on a wrong `VITE_*` setting (src/config/env-schema.ts). */
function checkedEnv(): Plugin {
  return {
    name: 'homie-checked-env',
    configResolved(config) {
      checkWebEnv(config.env);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [precompiledCatalogues(), react(), tailwindcss(), checkedEnv(), routePreloads(), precompress()],
  // Messages arrive parsed (precompiledCatalogues), so the browser bundle leaves FormatJS's parser out.
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        }
      : {},
  // Maps stay on disk for debugging, unnamed in the bundles; the server never serves them (decision 205).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy,
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
}));
