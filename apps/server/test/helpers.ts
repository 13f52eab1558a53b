import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/env.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Clock } from '../src/lib/clock.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

let pgCounter = 0;

/**
 * A fresh database for this test: a copy of the migrated PGlite template, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 * `{ migrated: false }`: an empty database instead (the migration tests).
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<{
  database: Database;
  drop(): Promise<void>;
  /** On PostgreSQL, the new database's URL (another client can connect to it). */
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `homie_test_${process.pid}_${Date.now()}_${pgCounter++}`;
    const admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.exec(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    if (migrated) await migrate(database);
    return {
      database,
      url: url.toString(),
      async drop() {
        await database.close();
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  if (!migrated) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  // TEST_PGLITE_WORKER=on runs the API tests against PGlite in its worker thread, as the server does (decision 134).
  const database = await openDatabase({
    loadDataDir: new Blob([template]),
    worker: process.env.TEST_PGLITE_WORKER === 'on',
  });
  await migrate(database);
  return { database, drop: () => database.close() };
}

/**
 * A day when every county's regular appeal period is open: Monday, August 17, 2026, 10:00 in
 * California. Nothing is sold in the closed period after a county's last filing day (decision 225),
 * so a test that buys a plan runs on a clock flowing from this instant, whatever day the suite runs.
 */
export const OPEN_PERIOD_DAY = new Date('2026-08-17T17:00:00Z');

/** A clock that starts at `start` and then runs at the real pace. */
export function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** The clock of a test that buys a plan: inside every county's regular period (OPEN_PERIOD_DAY). */
export const openPeriodClock = (): Clock => clockFrom(OPEN_PERIOD_DAY);

/**
 * The app on a fresh database and a fresh DATA_DIR; close() removes both. `build` replaces the clock
 * or a module's dependencies (decision 144), e.g. `{ clock }` or `{ modules: { payments: { provider } } }`.
 * `database` replaces the fresh database (e.g. one reached through a proxy a test can cut).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  build: Pick<BuildAppOptions, 'clock' | 'modules'> = {},
  database: () => Promise<{ database: Database; drop(): Promise<void> }> = createTestDatabase,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homie-test-data-'));
  const webDist = join(dataDir, 'web-dist');
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Homie test</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(webDist, 'route-preloads.json'),
    JSON.stringify({
      landing: ['/assets/landing-t.js'],
      'more-details': ['/assets/more-details-t.js', '/assets/shared-t.js'],
    }),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'silent',
    DEMO_DATASET_SIZE: '0',
    ...env,
  });
  const opened = await database();
  const app = await buildApp({ config, database: opened.database, logger: false, ...build });
  await app.ready();
  return {
    app,
    database: opened.database,
    config,
    async close() {
      await app.close();
      await opened.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Registers a user through the API and returns the session the server answered. */
export async function signUp(
  app: FastifyInstance,
  email = `user${Date.now()}_${userCounter++}@example.com`,
  password = 'correct horse',
): Promise<{ access: string; refresh: string; user_id: string; email: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { email, password, profile: { first_name: 'Test', phone_number: '' } },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
