#!/usr/bin/env node
// Prerender (decision 129): after `vite build` (the browser bundle, dist/) and
// `vite build --ssr src/entry-prerender.tsx` (the renderer, dist-prerender/), writes each page of
// PAGES into a copy of dist/index.html, in each language (decision 253, its `<html lang>` set) and
// twice in each: with the demo-data notice and without. The server sends the variant matching its
// dataset and the visitor's language (apps/server/src/plugins/web-app.ts); the browser paints it
// before any script runs and hydrates it (src/main.tsx).
// Output: dist/prerendered/<name>.<demo|records>.<locale>.html, dist/prerendered/pages.json
// ({ "/path": "<name>" }) and dist/prerendered/csp.json (the inline script's hash, for the CSP).
// Parts of a page that depend on the visitor's stored state or on today's date render their frame
// until hydrated (useHydrated, decision 138).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const rendererDir = join(web, 'dist-prerender');

/** Path → file name. The landing page answers on two paths with the same page. */
const PAGES = {
  '/': 'landing',
  '/property-tax-landing': 'landing',
  '/terms-and-conditions': 'terms-and-conditions',
  '/privacy-policy': 'privacy-policy',
  // Their frame (steps, headings, form, plans); the visitor's result and dates fill in after
  // hydration, with placeholders for a browser that keeps an analysis (decision 138).
  '/more-details': 'more-details',
  '/choose-plan': 'choose-plan',
};
const ROOT = '<div id="root"></div>';
const HTML_LANG = '<html lang="en"';

// The page paints from its HTML and CSS; its scripts only hydrate it. Low fetch priority keeps them
// from competing with the stylesheet once they load (after the first paint, see below).
// Before anything paints, src/app/kept-state.boot.js marks <html data-kept> for a browser that keeps
// an analysis or a plan, so the page shows its placeholders instead of first-visit text (decision 138).
// It is inlined (a file would be one more render-blocking request); the server allows exactly this
// script by its hash in the page's Content-Security-Policy (prerendered/csp.json).
const bootScript = readFileSync(join(web, 'src/app/kept-state.boot.js'), 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('//'))
  .join('\n')
  .trim();
const bootHash = `sha256-${createHash('sha256').update(bootScript).digest('base64')}`;
const KEPT_STATE_SCRIPT = `<script>${bootScript}</script>`;
// The app's scripts go into an inert <template id="homie-app-scripts"> (the server adds the page's
// own preloads inside it): the boot script puts them in the page once the HTML and CSS have painted,
// so they never hold up the first paint, and a lab's estimate of the largest paint (Lighthouse's
// simulation counts every request that started before it) does not depend on how fast they came.
const APP_SCRIPT_TAG = /\s*(<script type="module" [^>]*><\/script>|<link rel="modulepreload" [^>]*>)/g;
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const appScripts = [...indexHtml.matchAll(APP_SCRIPT_TAG)]
  .map((match) =>
    match[1].replace(/^<(script type="module"|link rel="modulepreload") /, '<$1 fetchpriority="low" '),
  )
  .join('');
if (!appScripts.includes('<script type="module"')) throw new Error('dist/index.html has no module script');
const template = indexHtml
  .replace(APP_SCRIPT_TAG, '')
  .replace('</head>', () => `<template id="homie-app-scripts">${appScripts}</template></head>`)
  // A function, not a string: the script's text may hold `$'`, which a replacement string would expand.
  .replace('<title>', () => `${KEPT_STATE_SCRIPT}<title>`);
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
if (!template.includes(HTML_LANG))
  throw new Error(`dist/index.html has no ${HTML_LANG}> to set the language on`);
if (!template.includes(KEPT_STATE_SCRIPT))
  throw new Error('dist/index.html has no <title> to put the kept-state script before');
const { render, LOCALES } = await import(pathToFileURL(join(rendererDir, 'entry-prerender.js')).href);

const out = join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const written = new Set();
for (const [path, name] of Object.entries(PAGES)) {
  if (written.has(name)) continue;
  written.add(name);
  for (const locale of LOCALES) {
    for (const variant of ['demo', 'records']) {
      const html = await render(path, { demo: variant === 'demo', locale });
      if (!html.includes('<main'))
        throw new Error(`${path} rendered without its page: ${html.slice(0, 200)}`);
      writeFileSync(
        join(out, `${name}.${variant}.${locale}.html`),
        template
          .replace(HTML_LANG, () => `<html lang="${locale}"`)
          .replace(ROOT, () => `<div id="root">${html}</div>`),
      );
    }
  }
}
writeFileSync(join(out, 'pages.json'), JSON.stringify(PAGES, null, 2));
writeFileSync(join(out, 'csp.json'), JSON.stringify({ scriptHashes: [bootHash] }, null, 2));
rmSync(rendererDir, { recursive: true, force: true });
console.log(
  `prerendered ${written.size} pages in ${LOCALES.length} languages (${Object.keys(PAGES).join(', ')}) into dist/prerendered`,
);
