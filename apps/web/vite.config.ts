import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
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
});
