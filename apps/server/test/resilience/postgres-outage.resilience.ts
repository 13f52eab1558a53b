// With DATABASE_URL at a PostgreSQL server that is stopped and started again while the app runs:
// /readyz says 503 while it is down, requests fail fast with a 503 to retry instead of hanging,
// a 500 or crashing the process, and once PostgreSQL is back the same process serves again, unrestarted.
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from './data-dir.ts';
import { createPostgres, type PostgresServer, postgresBin } from '../postgres-server.ts';
import { eventually, json, type ServerProcess, startServer } from './server-process.ts';

const bin = postgresBin();
const data = tempDataDir('pg-outage');
let pg: PostgresServer | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  pg?.remove();
  data.remove();
});

const register = (url: string, email: string) =>
  json(`${url}/api/auth/register/`, {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: 'correct horse',
      profile: { first_name: 'Robin', phone_number: '' },
    }),
  });

describe.skipIf(!bin)('PostgreSQL stopped and started under the running app', () => {
  it('/readyz reports the outage and the app recovers without a restart', { timeout: 600_000 }, async () => {
    pg = await createPostgres(bin!);
    server = await startServer({ DATA_DIR: data.dir, DATABASE_URL: pg.url }, '/readyz');
    const pid = server.child.pid;
    expect((await register(server.url, 'before@example.com')).status).toBe(201);

    pg.stop('fast');
    const down = Date.now();
    expect(
      await eventually(async () => (await fetch(`${server!.url}/readyz`)).status === 503, 15_000),
      '/readyz says 503',
    ).toBe(true);
    const readyz = await json(`${server.url}/readyz`);
    expect(readyz.body.error).toEqual(expect.any(String));
    const started = Date.now();
    const during = await register(server.url, 'during@example.com');
    expect(during.status, 'a request during the outage is a 503 to retry (decision 169)').toBe(503);
    expect(during.body.code).toBe('unavailable');
    expect(JSON.stringify(during.body)).not.toMatch(/ECONNREFUSED|stack|at /);
    expect(Date.now() - started, 'and fast').toBeLessThan(12_000);
    expect((await fetch(`${server.url}/healthz`)).status, 'the process is alive').toBe(200);
    const outageMs = Date.now() - down;

    pg.start();
    const back = Date.now();
    expect(
      await eventually(async () => (await fetch(`${server!.url}/readyz`)).status === 200, 30_000),
      '/readyz recovers',
    ).toBe(true);
    const recoveredMs = Date.now() - back;
    expect(
      await eventually(async () => (await register(server!.url, 'after@example.com')).status === 201, 30_000),
      'writes work again',
    ).toBe(true);
    const login = await json(`${server.url}/api/auth/login/`, {
      method: 'POST',
      body: JSON.stringify({ email: 'before@example.com', password: 'correct horse' }),
    });
    expect(login.status, 'data from before the outage is there').toBe(200);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    console.log(
      `PostgreSQL outage: /readyz 503 during ${outageMs} ms of downtime; ready again ${recoveredMs} ms after PostgreSQL started; same process (pid ${pid})`,
    );
  });
});
