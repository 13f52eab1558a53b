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
  /** Inserts rows given as COPY text: tab-separated, one per line, \\N for NULL, in column order. */
  copyText(table: string, columns: readonly BulkColumn[], text: string): Promise<void>;
}

const UNNEST_BATCH = 10_000;

/** Splits COPY text into one array per column (\\N → null) for `unnest`. */
function textToColumns(width: number, from: number, to: number, lines: string[]): (string | null)[][] {
  const columns: (string | null)[][] = Array.from({ length: width }, () => []);
  for (let i = from; i < to; i++) {
    const fields = (lines[i] as string).split('\t');
    for (let c = 0; c < width; c++) {
      const value = fields[c] ?? '\\N';
      (columns[c] as (string | null)[]).push(value === '\\N' ? null : value);
    }
  }
  return columns;
}

/** Runs `fn` in one transaction with a bulk-capable session on the database's engine. */
export async function withBulkSession<T>(
  database: Database,
  fn: (session: BulkSession) => Promise<T>,
): Promise<T> {
  // PGlite in this thread or in its worker (decision 134): the COPY text goes to the worker as is.
  if (database.copyTransaction) {
    return database.copyTransaction(async (tx) =>
      fn({
        exec: (sql) => tx.exec(sql),
        query: <R>(sql: string, params: unknown[] = []) => tx.query<R>(sql, params),
        copyText: async (table, columns, text) => {
          if (text === '') return;
          const names = columns.map((c) => c.name).join(', ');
          await tx.copyFrom(`COPY ${table} (${names}) FROM '/dev/blob'`, text);
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
      copyText: async (table, columns, text) => {
        const names = columns.map((c) => c.name).join(', ');
        const casts = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
        const lines = text.split('\n');
        if (lines[lines.length - 1] === '') lines.pop();
        for (let start = 0; start < lines.length; start += UNNEST_BATCH) {
          const arrays = textToColumns(
            columns.length,
            start,
            Math.min(lines.length, start + UNNEST_BATCH),
            lines,
          );
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
