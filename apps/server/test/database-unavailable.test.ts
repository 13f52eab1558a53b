// A database that cannot serve is the service's passing fault, not the caller's (decision 169): a
// request meanwhile answers 503 with a Retry-After and words a person can act on, never a 500, and
// the same app serves again once the database is back.
import { readFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_SECONDS } from '../src/db/unavailable.ts';
import { createTestApp, createTestDatabase, signUp, type TestApp } from './helpers.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const register = (app: TestApp['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { email, password: 'correct horse', profile: { first_name: 'Robin', phone_number: '' } },
  });

function expectUnavailable(res: Awaited<ReturnType<typeof register>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
  expect(res.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
}

/** A TCP proxy to the database that a test can cut (every connection dropped, new ones refused) and restore. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', end).on('close', end);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server!.close(() => resolve());
      }),
    restore: listen,
  };
}

describe('a request while the database cannot serve', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL unreachable: 503 with Retry-After, nothing internal said; served again once it is back',
    async () => {
      const fresh = await createTestDatabase();
      const proxy = await cuttableProxy(new URL(fresh.url!));
      const database = await openDatabase({ databaseUrl: proxy.url });
      testApp = await createTestApp({}, {}, async () => ({
        database,
        async drop() {
          await database.close();
          await fresh.drop();
        },
      }));
      const { app } = testApp;
      expect((await register(app, 'before@example.com')).statusCode).toBe(201);

      await proxy.cut();
      const started = performance.now();
      expectUnavailable(await register(app, 'during@example.com'));
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/lookup_property',
          payload: { address: '100 Main St Oakland CA 94601' },
        }),
      );
      expect(performance.now() - started, 'answered at once, not after a hang').toBeLessThan(5_000);
      expect((await app.inject('/readyz')).statusCode).toBe(503);
      expect((await app.inject('/healthz')).statusCode).toBe(200);

      await proxy.restore();
      expect((await register(app, 'after@example.com')).statusCode).toBe(201);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'before@example.com', password: 'correct horse' },
      });
      expect(login.statusCode).toBe(200);
    },
    60_000,
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "the embedded database's worker stopped: 503 with Retry-After (the server then exits for its supervisor)",
    async () => {
      const database = await openDatabase({
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
        worker: true,
      });
      await migrate(database);
      testApp = await createTestApp({}, {}, async () => ({ database, drop: () => database.close() }));
      const { app } = testApp;
      await signUp(app);
      await database.close();
      expectUnavailable(await register(app, 'during@example.com'));
    },
    60_000,
  );
});
