import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALES } from '@homie/contracts/locales';
import { webApp } from './web-app.ts';

// A build with prerendered pages (decision 129): the server sends the page's own HTML, in the
// variant that matches its dataset hint and in the visitor's language (decision 253), with the hints
// and the page's preloads in <head>.
let dist: string;
let demo = true;
let app: FastifyInstance;
const INLINE_HASH = 'sha256-AbC+/012=';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'homie-web-app-'));
  const page = (body: string, lang = 'en') =>
    `<!doctype html><html lang="${lang}" class="dark"><head><title>t</title></head><body>${body}</body></html>`;
  writeFileSync(join(dist, 'index.html'), page('<div id="root"></div>'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ landing: ['/assets/landing-t.js'] }));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(
    join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/': 'landing',
      '/property-tax-landing': 'landing',
      '/privacy-policy': 'privacy-policy',
    }),
  );
  // As scripts/prerender.mjs writes them: the demo variant's app scripts in an inert template,
  // loaded after the paint (decision 254); the records variant without one (an older build).
  for (const locale of LOCALES) {
    writeFileSync(
      join(dist, 'prerendered', `landing.demo.${locale}.html`),
      page(`<div id="root"><p>demo notice</p><main>form ${locale}</main></div>`, locale).replace(
        '</head>',
        '<template id="homie-app-scripts"><script type="module" fetchpriority="low" crossorigin src="/assets/index-t.js"></script></template></head>',
      ),
    );
    writeFileSync(
      join(dist, 'prerendered', `landing.records.${locale}.html`),
      page(`<div id="root"><main>form ${locale}</main></div>`, locale),
    );
  }
  writeFileSync(
    join(dist, 'prerendered', 'csp.json'),
    JSON.stringify({ scriptHashes: [INLINE_HASH, "sha256-x' 'unsafe-inline"] }),
  );
  // privacy-policy.*.html is missing on purpose: the plain index.html is the fallback.
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'landing-t.js'), 'console.log(1);\n');
  writeFileSync(join(dist, 'assets', 'landing-t.js.map'), '{"version":3,"sources":["src/secret.tsx"]}');
  writeFileSync(join(dist, 'assets', 'landing-t.js.map.gz'), 'gz');
  app = Fastify();
  // The app's CSP as plugins/security.ts sets it (onRequest), in short.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(
      'content-security-policy',
      "default-src 'self';script-src 'self' 'wasm-unsafe-eval';object-src 'none'",
    );
  });
  await app.register(webApp, {
    distDir: dist,
    pageHints: async () => ({ dataset: demo ? 'demo' : 'records' }),
  });
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('prerendered pages', () => {
  it('sends the variant that matches the dataset hint, with the hint and the preloads in <head>', async () => {
    demo = true;
    const withDemo = await get('/');
    expect(withDemo.statusCode).toBe(200);
    expect(withDemo.body).toContain('<div id="root"><p>demo notice</p><main>form en</main></div>');
    const head = withDemo.body.slice(0, withDemo.body.indexOf('</head>'));
    expect(head).toContain('<meta name="homie-dataset" content="demo" />');
    // The page paints from its HTML: its own preloads join the app's scripts in the inert template
    // its boot script loads after the first paint, at low priority.
    expect(head).toContain(
      '<template id="homie-app-scripts"><script type="module" fetchpriority="low" crossorigin src="/assets/index-t.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-t.js"></template>',
    );

    demo = false;
    const withRecords = await get('/property-tax-landing/');
    expect(withRecords.body).toContain('<div id="root"><main>form en</main></div>');
    expect(withRecords.body).toContain('<meta name="homie-dataset" content="records" />');
    expect(withRecords.body).not.toContain('demo notice');
    // A page without the template (an older build) still gets its preloads in <head>.
    expect(withRecords.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-t.js"></head>',
    );
  });

  it("allows the prerendered pages' inline script by its hash, and no other inline script", async () => {
    const prerendered = await get('/');
    expect(prerendered.headers['content-security-policy']).toBe(
      `default-src 'self';script-src '${INLINE_HASH}' 'self' 'wasm-unsafe-eval';object-src 'none'`,
    );
    for (const url of ['/more-details', '/privacy-policy']) {
      expect((await get(url)).headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' 'wasm-unsafe-eval';object-src 'none'",
      );
    }
  });

  it('sends the empty shell for pages not prerendered or missing from the build', async () => {
    for (const url of ['/more-details', '/privacy-policy']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("sends the page in the visitor's language: the cookie, else Accept-Language, else English", async () => {
    demo = false;
    const page = (headers: Record<string, string>, url = '/') =>
      app.inject({ url, headers: { accept: 'text/html', ...headers } });

    const spanish = await page({ 'accept-language': 'fr;q=0.9, es-MX;q=0.8, en;q=0.5' });
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain('<main>form es</main>');
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.headers.vary).toMatch(/Cookie/);
    expect(spanish.headers.vary).toMatch(/Accept-Language/);

    const taiwan = await page({ 'accept-language': 'zh-TW,zh;q=0.9' }, '/property-tax-landing');
    expect(taiwan.body).toContain('<main>form zh-Hant</main>');

    // The switcher's cookie wins over the browser's languages.
    const chosen = await page({ 'accept-language': 'es', cookie: `other=1; ${LOCALE_COOKIE}=ko` });
    expect(chosen.body).toContain('<html lang="ko"');
    expect(chosen.body).toContain('<main>form ko</main>');

    const unknown = await page({ 'accept-language': 'de-DE', cookie: `${LOCALE_COOKIE}=xx` });
    expect(unknown.body).toContain('<html lang="en"');
    expect(unknown.body).toContain('<main>form en</main>');

    // A page not prerendered: the shell, its <html lang> set all the same.
    const shell = await page({ 'accept-language': 'vi' }, '/more-details');
    expect(shell.body).toContain('<html lang="vi"');
    expect(shell.body).toContain('<div id="root"></div>');
  });

  it('serves the SVG favicon as an image, and sends /favicon.ico to it (issue 53)', async () => {
    const icon = await app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const ico = await app.inject('/favicon.ico');
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });

  it('leaves non-page paths alone', async () => {
    expect((await app.inject('/api/ping')).json()).toEqual({ ok: true });
    const missing = await app.inject({ url: '/api/nothing', headers: { accept: 'application/json' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain('/api/nothing');
  });
});

describe('source maps (issue 49, item 11)', () => {
  it('serves the assets but never a .map file, compressed or not (404)', async () => {
    expect((await app.inject({ url: '/assets/landing-t.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/landing-t.js.map',
      '/assets/landing-t.js.map.gz',
      '/assets/LANDING-T.JS.MAP',
    ]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('secret.tsx');
      }
    }
  });
});

describe('the map tile source (decision 224)', () => {
  const withTiles = async (mapTiles: { url: string; attribution: string; origin: string } | null) => {
    const server = Fastify();
    server.addHook('onRequest', async (_request, reply) => {
      reply.header(
        'content-security-policy',
        "default-src 'self';img-src 'self' data: blob:;object-src 'none'",
      );
    });
    await server.register(webApp, { distDir: dist, mapTiles });
    return server;
  };

  it('names a configured tile source in every page and allows its images there, and only there', async () => {
    const server = await withTiles({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example & "friends"',
      origin: 'https://tiles.example.com',
    });
    for (const url of ['/', '/analysis']) {
      const page = await server.inject(url);
      expect(page.body).toContain(
        '<meta name="homie-map-tiles" content="https://tiles.example.com/{z}/{x}/{y}.png" />',
      );
      expect(page.body).toContain(
        '<meta name="homie-map-attribution" content="© Example &amp; &quot;friends&quot;" />',
      );
      expect(page.headers['content-security-policy']).toContain(
        "img-src https://tiles.example.com 'self' data: blob:",
      );
    }
    const api = await server.inject({ url: '/api/nothing', headers: { accept: 'application/json' } });
    expect(api.headers['content-security-policy']).not.toContain('tiles.example.com');
    await server.close();
  });

  it('without one, no map tags and no new image source', async () => {
    const server = await withTiles(null);
    const page = await server.inject('/');
    expect(page.body).not.toContain('homie-map');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'self';img-src 'self' data: blob:;object-src 'none'(;|$)/,
    );
    await server.close();
  });
});
