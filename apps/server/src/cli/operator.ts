/**
 * `npm run operator -- add EMAIL` / `npm run operator -- remove EMAIL`: grants or revokes the operator
 * role of an existing account (decision 103). The web app cannot grant it. With the embedded database
 * (no DATABASE_URL), run it while the server is stopped: PGlite's folder has one user at a time, and
 * the command is refused while another process holds it (decision 208).
 */
import { join } from 'node:path';
import { ConfigError, loadConfig } from '#config/env.ts';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { grantOperator, revokeOperator } from '#modules/operator/operator.plugin.ts';

const USAGE = 'Usage: npm run operator -- add EMAIL | remove EMAIL';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0 || !email.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, statementTimeoutMs: config.dbStatementTimeoutMs })
    : await openDatabase({
        dataDir: join(config.dataDir, 'pglite'),
        fsync: config.pgliteFsync,
        holder: 'npm run operator',
      });
  try {
    await migrate(database);
    const result =
      command === 'add' ? await grantOperator(database, email) : await revokeOperator(database, email);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error('operator failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
