import { describe, expect, it } from 'vitest';
import { DEFAULT_RESO_ATTRIBUTION, resoConfigFrom } from './reso.ts';

describe('RESO Web API configuration (decision 232)', () => {
  it('is off without RESO_BASE_URL, and has its documented defaults with a token', () => {
    expect(resoConfigFrom({})).toEqual({ config: undefined, issues: [] });
    expect(resoConfigFrom({ RESO_BASE_URL: 'https://mls.example/odata/', RESO_TOKEN: 't' }).config).toEqual({
      baseUrl: 'https://mls.example/odata',
      auth: { kind: 'token', token: 't' },
      syncIntervalMs: 3_600_000,
      attribution: DEFAULT_RESO_ATTRIBUTION,
    });
  });

  it('takes OAuth2 client credentials, the interval and the attribution', () => {
    expect(
      resoConfigFrom({
        RESO_BASE_URL: 'https://mls.example/odata',
        RESO_TOKEN_URL: 'https://mls.example/token',
        RESO_CLIENT_ID: 'id',
        RESO_CLIENT_SECRET: 'secret',
        RESO_SYNC_INTERVAL_MINUTES: '15',
        RESO_ATTRIBUTION: ' © Example MLS ',
      }).config,
    ).toMatchObject({
      auth: {
        kind: 'client-credentials',
        tokenUrl: 'https://mls.example/token',
        clientId: 'id',
        clientSecret: 'secret',
      },
      syncIntervalMs: 900_000,
      attribution: '© Example MLS',
    });
  });

  it('names the variable that is wrong: no credentials, both kinds, a bad URL or interval', () => {
    const base = { RESO_BASE_URL: 'https://mls.example/odata' };
    expect(resoConfigFrom(base).issues.join()).toMatch(/RESO_TOKEN: required/);
    expect(resoConfigFrom({ ...base, RESO_TOKEN: 't', RESO_CLIENT_ID: 'id' }).issues.join()).toMatch(
      /not both/,
    );
    expect(
      resoConfigFrom({ ...base, RESO_TOKEN_URL: 'https://x/t', RESO_CLIENT_ID: 'id' }).issues.join(),
    ).toMatch(/RESO_TOKEN: required/);
    expect(resoConfigFrom({ RESO_BASE_URL: 'ftp://mls', RESO_TOKEN: 't' }).issues.join()).toMatch(
      /RESO_BASE_URL/,
    );
    expect(
      resoConfigFrom({ ...base, RESO_TOKEN: 't', RESO_SYNC_INTERVAL_MINUTES: '0' }).issues.join(),
    ).toMatch(/RESO_SYNC_INTERVAL_MINUTES/);
  });
});
