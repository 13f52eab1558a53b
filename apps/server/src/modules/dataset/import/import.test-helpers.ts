/** Set-up shared by the import tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';

/**
 * A test file's scratch folder (returned) and migrated test database: the database is handed to
 * `use` before the file's tests run; after them it is dropped and the folder removed.
 */
export function scratchDirAndDatabase(prefix: string, use: (database: Database) => void): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await createTestDatabase();
    drop = made.drop;
    use(made.database);
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
