/**
 * Build-time settings of the web app. The API lives on the same origin by default (the server serves
 * this app; the dev server proxies API paths), so nothing needs setting. The value is checked when
 * the app is built or served (`webEnvSchema`, env-schema.ts): a wrong one fails the build.
 */
const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const env = { apiBaseUrl: apiBaseUrl.replace(/\/+$/, '') } as const;
