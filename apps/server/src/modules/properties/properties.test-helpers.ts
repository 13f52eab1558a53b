import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '#app.ts';
import type { Database } from '#db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createAnalysisRepository } from './analysis.repository.ts';
import { createAnalysisJobReader } from './analysis-jobs.ts';
import type { PropertiesService } from './properties.plugin.ts';
import { seedHomes } from './properties.test-fixtures.ts';

/** Shared steps of the properties route tests (imported by *.test.ts only; the fixtures stay free of the test runner). */

/**
 * The properties route tests' set-up: a test app with the fixture neighbourhood seeded, made before
 * the file's tests (the returned object is filled then) and closed after them. `build.clock` fixes
 * the app's day, for a test whose figures belong to one roll year.
 */
export function useSeededTestApp(
  setupTimeoutMs?: number,
  build: Pick<BuildAppOptions, 'clock'> = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({}, build));
    await seedHomes(t.database);
  }, setupTimeoutMs);
  afterAll(async () => t.close?.());
  return t;
}

/** The browser key cookie the route tests' calls carry (decision 206). */
export const TEST_BROWSER_COOKIE = 'homie_browser=properties-test-browser-0123456789abcdef';

/** GET and POST through a test app's inject, as the properties route tests call them. */
export function routeCalls(t: TestApp) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: TEST_BROWSER_COOKIE } }),
    // One browser (decision 206): its anonymous jobs are its own to re-run.
    post: (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { cookie: TEST_BROWSER_COOKIE },
      }),
  };
}

/**
 * `app.properties` with its job reader alone, for a bare Fastify app around another module's routes
 * (who owns a job): the properties plugin itself needs auth, caller identity and address search.
 */
export function jobReaderOnly(database: Database): PropertiesService {
  return {
    analysisJobs: createAnalysisJobReader(createAnalysisRepository(database)),
    copiesCaughtUp: async () => {},
    reappraise: async () => null,
  };
}
