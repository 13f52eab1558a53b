/**
 * Build-time settings of the web app. The API lives on the same origin by default (the server serves
 * this app; the dev server proxies API paths), so nothing needs setting. Checked by hand rather than
 * with zod so the first page does not load a schema library for one string (decision 084).
 */
function apiBaseUrl(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value))
    throw new Error('Invalid web app settings: VITE_API_BASE_URL must be an http(s) URL or a path.');
  return value.replace(/\/+$/, '');
}

export const env = { apiBaseUrl: apiBaseUrl(import.meta.env.VITE_API_BASE_URL) } as const;
