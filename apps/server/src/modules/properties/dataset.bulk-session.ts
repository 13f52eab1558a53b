/**
 * One transaction for loading many rows fast, on either engine: PGlite gets COPY FROM '/dev/blob'
 * (tab-separated text), PostgreSQL gets `INSERT … SELECT FROM unnest($1::int[], …)` batches (no COPY
 * stream client is installed). Everything inside `withBulkSession` commits or rolls back together.
 */
import type { Database } from '#db/client.ts';

/** A column of a bulk insert: its name and the SQL type used to cast the unnest array. */
export interface BulkColumn {
  name: string;
  type: 'integer' | 'smallint' | 'real' | 'double precision' | 'text' | 'boolean' | 'date';
}

export interface BulkSession {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Inserts rows (arrays in column order; null for NULL). */
  insertRows(
    table: string,
    columns: readonly BulkColumn[],
    rows: readonly (readonly unknown[])[],
  ): Promise<void>;
}

const UNNEST_BATCH = 10_000;

/** Escapes one value for PostgreSQL's COPY text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c)
    : text;
}

/** Runs `fn` in one transaction with a bulk-capable session on the database's engine. */
export async function withBulkSession<T>(
  database: Database,
  fn: (session: BulkSession) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    return database.pglite.transaction(async (tx) =>
      fn({
        exec: async (sql) => {
          await tx.exec(sql);
        },
        query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
        insertRows: async (table, columns, rows) => {
          if (rows.length === 0) return;
          let text = '';
          for (const row of rows) text += `${row.map(copyValue).join('\t')}\n`;
          const names = columns.map((c) => c.name).join(', ');
          await tx.query(`COPY ${table} (${names}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
        },
      }),
    );
  }
  if (!database.pool) throw new Error('Bulk loading needs PGlite or a PostgreSQL pool');
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn({
      exec: async (sql) => {
        await client.query(sql);
      },
      query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
      insertRows: async (table, columns, rows) => {
        const names = columns.map((c) => c.name).join(', ');
        const casts = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
        for (let start = 0; start < rows.length; start += UNNEST_BATCH) {
          const batch = rows.slice(start, start + UNNEST_BATCH);
          const arrays = columns.map((_, i) => batch.map((row) => row[i] ?? null));
          await client.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${casts})`, arrays);
        }
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
