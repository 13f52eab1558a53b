import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

/** A local port nothing listens on: a connection there is refused. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As drizzle reports a driver's failure: its own error, the driver's as `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable (decision 169)', () => {
  it("recognises node-postgres's real refusal of a server that is not there", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${await closedPort()}/x` });
    const failure = await pool.query('select 1').catch((err: unknown) => err);
    await pool.end();
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(failure as Error))).toBe(true);
  });

  it.each([
    ['08006', 'connection failure'],
    ['08001', 'cannot establish a connection'],
    ['53300', 'too many connections'],
    ['53100', 'disk full (PGlite says so too, when DATA_DIR has no room left)'],
    ['57P01', 'administrator shutdown (a restart)'],
    ['57P03', 'cannot connect now (starting up)'],
    ['57014', 'statement timeout'],
    ['ECONNRESET', 'the connection dropped mid-query'],
    ['DATABASE_WORKER_STOPPED', "the embedded database's worker stopped"],
  ])('%s (%s), on the error or as its cause', (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded(code)))).toBe(true);
  });

  it("recognises node-postgres's uncoded words for a lost connection", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
  });

  it.each([
    ['23505', 'a unique violation: the data'],
    ['22P02', 'an invalid number: the input'],
    ['40P01', 'a deadlock: a bug to see'],
    ['42P01', 'a missing table: a bug to see'],
  ])('not %s (%s)', (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(coded(code)))).toBe(false);
  });

  it('not an ordinary error, a non-error, or a cause chain that loops', () => {
    expect(isDatabaseUnavailable(new Error('relation "secret" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop = new Error('a');
    (loop as { cause?: unknown }).cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
