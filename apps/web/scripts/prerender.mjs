#!/usr/bin/env node
// Prerender (decision 129): after `vite build` (the browser bundle, dist/) and
// `vite build --ssr src/entry-prerender.tsx` (the renderer, dist-prerender/), writes each page of
// PAGES into a copy of dist/index.html, twice: with the demo-data notice and without. The server
// sends the variant matching its dataset (apps/server/src/plugins/web-app.ts); the browser paints it
// before any script runs and hydrates it (src/main.tsx).
// Output: dist/prerendered/<name>.<demo|records>.html and dist/prerendered/pages.json
// ({ "/path": "<name>" }). Pages whose first render depends on the visitor's stored state or on
// today's date are left to the browser (see the decision).
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
};
const ROOT = '<div id="root"></div>';

// The page paints from its HTML and CSS; its scripts only hydrate it. Low fetch priority keeps them
// from competing with the stylesheet (and tells the browser they do not block the first paint).
const template = readFileSync(join(dist, 'index.html'), 'utf8')
  .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
  .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
const { render } = await import(pathToFileURL(join(rendererDir, 'entry-prerender.js')).href);

const out = join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const written = new Set();
for (const [path, name] of Object.entries(PAGES)) {
  if (written.has(name)) continue;
  written.add(name);
  for (const variant of ['demo', 'records']) {
    const html = await render(path, { demo: variant === 'demo' });
    if (!html.includes('<main')) throw new Error(`${path} rendered without its page: ${html.slice(0, 200)}`);
    writeFileSync(
      join(out, `${name}.${variant}.html`),
      template.replace(ROOT, `<div id="root">${html}</div>`),
    );
  }
}
writeFileSync(join(out, 'pages.json'), JSON.stringify(PAGES, null, 2));
rmSync(rendererDir, { recursive: true, force: true });
console.log(`prerendered ${written.size} pages (${Object.keys(PAGES).join(', ')}) into dist/prerendered`);
