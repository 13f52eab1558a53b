import { describe, expect, it } from 'vitest';
import { checkWebEnv } from './env-schema.ts';

describe('the web app build settings (checked when Vite builds or serves)', () => {
  it('accepts no setting, an empty one, an http(s) URL or a path', () => {
    for (const value of [undefined, '', 'https://api.example.com', 'http://localhost:3000/', '/api-base'])
      expect(
        () => checkWebEnv({ VITE_API_BASE_URL: value, MODE: 'production' }),
        String(value),
      ).not.toThrow();
  });

  it('refuses anything else with the settings message', () => {
    for (const value of ['api.example.com', 'ftp://example.com', 'https://exa mple.com', 42])
      expect(() => checkWebEnv({ VITE_API_BASE_URL: value }), String(value)).toThrow(
        'Invalid web app settings: VITE_API_BASE_URL must be an http(s) URL or a path.',
      );
  });
});
