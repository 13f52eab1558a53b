// The fresh database of one measured case (import-case, la-roll-case, load-case): a PGlite folder
// under the system's tmp, or a new database on a PostgreSQL server, migrated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';

export interface CaseDatabase {
  database: Database;
  /** The PGlite folder (null on PostgreSQL). */
  dataDir: string | null;
  /** After `database.close()`: drops the PostgreSQL database and removes the tmp folder. */
  drop(): Promise<void>;
}

/** `engine` 'postgres' opens a new database `<name>_<pid>` on the server at `url`; anything else PGlite. */
export async function openCaseDatabase(options: {
  engine: string | undefined;
  url: string | undefined;
  name: string;
}): Promise<CaseDatabase> {
  const dir = mkdtempSync(join(tmpdir(), `homie-${options.name.replaceAll('_', '-')}-`));
  let dbName = '';
  let database: Database;
  if (options.engine === 'postgres') {
    const admin = await openDatabase({ databaseUrl: options.url as string });
    dbName = `${options.name}_${process.pid}`;
    await admin.exec(`CREATE DATABASE ${dbName}`);
    await admin.close();
    const url = new URL(options.url as string);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ databaseUrl: url.toString() });
  } else {
    database = await openDatabase({ dataDir: join(dir, 'pglite') });
  }
  await migrate(database);
  return {
    database,
    dataDir: dbName ? null : join(dir, 'pglite'),
    async drop() {
      if (dbName) {
        const admin = await openDatabase({ databaseUrl: options.url as string });
        await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.close();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
