import { getTableName, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { ChangeLogSource, ChangeRead } from './change-log.ts';
import type { ChangeLogTable } from './log-tables.ts';

/**
 * Reads one change log: each read takes every row whose transaction is not below the previous read's
 * horizon (so one that commits late is still read) and the new horizon, the oldest transaction still
 * running now (`pg_snapshot_xmin(pg_current_snapshot())`), in one statement so both come from one
 * snapshot.
 */
export function changeLogOf(database: Database, table: ChangeLogTable, statement: string): ChangeLogSource {
  const name = getTableName(table);
  return {
    async changesSince(horizon: string): Promise<ChangeRead> {
      const rows = await database.prepared<{
        horizon: string;
        seq: string | null;
        property_id: number | null;
        xid: string | null;
      }>(
        statement,
        `select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, c.seq::text as seq,
                c.property_id, c.xid::text as xid
           from (select 1) one left join ${name} c on c.xid >= $1::text::xid8
          order by c.seq`,
        [horizon],
      );
      return {
        horizon: rows[0]?.horizon ?? horizon,
        changes: rows.flatMap((r) =>
          r.seq === null || r.xid === null
            ? []
            : [{ seq: r.seq, propertyId: r.property_id, xid: BigInt(r.xid) }],
        ),
      };
    },

    async prune(minutes: number): Promise<void> {
      await database.db
        .delete(table)
        .where(lt(table.changedAt, sql`now() - make_interval(mins => ${minutes})`));
    },
  };
}
