import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { rentcastConfigFrom } from './rentcast.ts';

describe('RentCast configuration', () => {
  it('is off without a key, and has its documented defaults with one', () => {
    expect(rentcastConfigFrom({})).toEqual({ config: undefined, issues: [] });
    expect(rentcastConfigFrom({ RENTCAST_API_KEY: '  ' }).config).toBeUndefined();
    expect(rentcastConfigFrom({ RENTCAST_API_KEY: 'k' }).config).toEqual({
      apiKey: 'k',
      baseUrl: 'https://api.rentcast.io/v1',
      maxAgeDays: 30,
      timeoutMs: 5000,
      callsPerHour: 100,
      callsPerDay: 500,
      callsPerClientPerHour: 10,
      breakerFailures: 5,
      breakerCooldownSeconds: 60,
    });
    expect(
      rentcastConfigFrom({
        RENTCAST_API_KEY: 'k',
        RENTCAST_BASE_URL: 'http://127.0.0.1:9/v1/',
        RENTCAST_MAX_AGE_DAYS: '7',
      }).config,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9/v1', maxAgeDays: 7 });
  });

  it('refuses a bad base URL or age at start-up, naming the variable', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/homie-rentcast-config-test', RENTCAST_API_KEY: 'k' };
    expect(() => loadConfig({ ...env, RENTCAST_BASE_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, RENTCAST_MAX_AGE_DAYS: '0' })).toThrow(/RENTCAST_MAX_AGE_DAYS/);
    expect(() => loadConfig({ ...env, RENTCAST_CALLS_PER_DAY: '0' })).toThrow(/RENTCAST_CALLS_PER_DAY/);
    expect(() => loadConfig({ ...env, RENTCAST_BREAKER_FAILURES: 'x' })).toThrow(/RENTCAST_BREAKER_FAILURES/);
    expect(loadConfig(env).rentcast?.apiKey).toBe('k');
  });
});
