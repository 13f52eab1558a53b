// Runs a command against a throw-away PostgreSQL server: starts one (postgres-server.ts), exports
// TEST_DATABASE_URL, runs the command, then stops and removes the server whatever the command did.
// Usage: tsx apps/server/test/with-postgres.ts <command> [args…] (scripts/with-postgres.sh calls it).
import { spawn } from 'node:child_process';
import { createPostgres, postgresBin } from './postgres-server.ts';

const [command, ...args] = process.argv.slice(2);
const bin = postgresBin();
if (!command || !bin) {
  console.error(
    command
      ? 'PostgreSQL is not installed (Debian package postgresql).'
      : 'usage: with-postgres <command> [args…]',
  );
  process.exit(2);
}
const pg = await createPostgres(bin);
console.log(`PostgreSQL ${pg.version} on ${new URL(pg.url).port}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  pg.remove();
  process.exit(code ?? (signal ? 1 : 0));
});
