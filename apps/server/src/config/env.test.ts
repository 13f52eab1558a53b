import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'homie-config-'));

describe('loadConfig', () => {
  it('defaults to port 3000 and ./data, with PGlite (no DATABASE_URL)', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(dir);
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({}).dataDir).toBe(join(process.cwd(), 'data'));
    expect(loadConfig({ INIT_CWD: dir }).dataDir).toBe(join(dir, 'data'));
  });

  it('keeps the read copies and remembered reads unless READ_COPIES=off (copies: the copies alone); under NODE_ENV=test no copies unless READ_COPIES=on', () => {
    const dir = tmp();
    const both = { copies: true, rememberedReads: true };
    expect(loadConfig({ DATA_DIR: dir }).readCopies).toEqual(both);
    expect(loadConfig({ DATA_DIR: dir, READ_COPIES: 'off' }).readCopies).toEqual({
      copies: false,
      rememberedReads: false,
    });
    expect(loadConfig({ DATA_DIR: dir, READ_COPIES: 'copies' }).readCopies).toEqual({
      copies: true,
      rememberedReads: false,
    });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).readCopies).toEqual({
      copies: false,
      rememberedReads: true,
    });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', READ_COPIES: 'on' }).readCopies).toEqual(both);
    expect(() => loadConfig({ DATA_DIR: dir, READ_COPIES: 'sometimes' })).toThrow(/READ_COPIES/);
  });

  it('generates the signing secret once, keeps it private under DATA_DIR, and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = join(dir, 'secrets', 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).not.toBe(first);
  });

  it('lists every invalid setting at once', () => {
    const fail = () =>
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(fail).toThrow(ConfigError);
    try {
      fail();
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
      expect((err as Error).message).toMatch(/JWT_SECRET must be at least 32 characters/);
    }
  });

  it('takes a map tile source only with its attribution, as an https template (decision 224)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mapTiles).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: ' © Example contributors ',
      }).mapTiles,
    ).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
      origin: 'https://tiles.example.com',
    });
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        MAP_TILE_URL: 'https://{s}.Tile.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Example',
      }).mapTiles?.origin,
    ).toBe('https://*.tile.example.org');
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }),
    ).toThrow(/MAP_TILE_ATTRIBUTION: required/);
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'x',
      }),
    ).toThrow(/https URL/);
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        MAP_TILE_URL: 'https://tiles.example.com/tile.png',
        MAP_TILE_ATTRIBUTION: 'x',
      }),
    ).toThrow(/\{z\}, \{x\} and \{y\}/);
  });

  it('takes an optional roll year and refuses an absurd one', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).rollYear).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), ROLL_YEAR: '2025' }).rollYear).toBe(2025);
    expect(() => loadConfig({ DATA_DIR: tmp(), ROLL_YEAR: '3000' })).toThrow(/ROLL_YEAR/);
  });

  it('keeps PGlite fsync off unless PGLITE_FSYNC turns it on', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).pgliteFsync).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), PGLITE_FSYNC: 'on' }).pgliteFsync).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), PGLITE_FSYNC: 'off' }).pgliteFsync).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmp(), PGLITE_FSYNC: 'sometimes' })).toThrow(/PGLITE_FSYNC/);
  });

  it('requires a shared secret in production on PostgreSQL', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', DATABASE_URL: 'postgres://u@localhost/db' }),
    ).toThrow(/JWT_SECRET/);
  });

  it("requires the brokerage's postal address in production when mail goes out through SMTP (decision 228)", () => {
    const production = { DATA_DIR: tmp(), NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
      /BROKERAGE_POSTAL_ADDRESS: required in production when SMTP_URL sends mail/,
    );
    const address = '1 Market St, San Francisco, CA 94105';
    expect(
      loadConfig({
        ...production,
        SMTP_URL: 'smtp://mail.example.com:587',
        BROKERAGE_POSTAL_ADDRESS: address,
      }).watches.postalAddress,
    ).toBe(address);
    // Without SMTP the mail waits in the outbox: the placeholder says it is not configured.
    expect(loadConfig(production).watches.postalAddress).toMatch(/postal address not configured/);
  });

  it('takes an address for the mailto: unsubscribe, none by default, and refuses anything else (decision 238)', () => {
    const base = { DATA_DIR: tmp() };
    expect(loadConfig(base).watches.unsubscribeMailto).toBeNull();
    expect(loadConfig({ ...base, UNSUBSCRIBE_MAILTO: ' ' }).watches.unsubscribeMailto).toBeNull();
    expect(
      loadConfig({ ...base, UNSUBSCRIBE_MAILTO: 'unsubscribe@homie.example' }).watches.unsubscribeMailto,
    ).toBe('unsubscribe@homie.example');
    expect(() => loadConfig({ ...base, UNSUBSCRIBE_MAILTO: 'not an address' })).toThrow(
      /UNSUBSCRIBE_MAILTO must be an e-mail address/,
    );
  });
});
