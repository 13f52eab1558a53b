// The rate limit's share of an autocomplete request (issue 20 item 3, decision 139), in process on a
// PGlite data folder: N hits of the autocomplete route's limit (240 a minute), each from a new client
// address as the HTTP bench sends them, counted (a) one statement per hit, as every hit was counted
// before decision 139 (`hitWindow`), and (b) through the store, in memory with batched flushes; and
// the same for one address hitting until it is refused. Medians of 3 rounds, milliseconds per hit.
// `npx tsx bench/analysis/autocomplete-rate-limit.ts <pglite data folder, copied first> [hits=3000]`.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { databaseRateLimitStore, hitWindow } from '../../apps/server/src/lib/rate-limiter.ts';
import { median } from '../lib/server.ts';

const source = process.argv[2];
if (!source) throw new Error('usage: autocomplete-rate-limit.ts <pglite data folder> [hits]');
const hits = Number(process.argv[3] ?? 3000);
const copy = mkdtempSync(join(tmpdir(), 'homie-rl-bench-'));
cpSync(source, copy, { recursive: true });
const database = await openDatabase({ dataDir: copy });

type Incr = (key: string, max: number) => Promise<{ current: number }>;
function store() {
  const Ctor = databaseRateLimitStore(database);
  const route = (
    new Ctor({}) as unknown as {
      child(o: unknown): {
        incr(k: string, cb: (e: Error | null, r?: { current: number }) => void, w: number, m: number): void;
      };
    }
  ).child({ routeInfo: { method: 'GET', url: '/autocomplete_address' } });
  const incr: Incr = (key, max) =>
    new Promise((resolve, reject) =>
      route.incr(key, (e, r) => (e || !r ? reject(e) : resolve(r)), 60_000, max),
    );
  return { Ctor, incr };
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const rounds: Record<string, number[]> = {
  perHitStatement: [],
  store: [],
  oneClientStatement: [],
  oneClientStore: [],
};
try {
  for (let round = 0; round < 3; round++) {
    const tag = `${round}-${Date.now()}`;
    rounds.perHitStatement!.push(
      (await timed(async () => {
        for (let i = 0; i < hits; i++)
          await hitWindow(database, `rl:GET /autocomplete_address|a${tag}.${i}`, 60_000, Date.now());
      })) / hits,
    );
    const s = store();
    rounds.store!.push(
      (await timed(async () => {
        for (let i = 0; i < hits; i++) await s.incr(`b${tag}.${i}`, 240);
        await s.Ctor.flush();
      })) / hits,
    );
    rounds.oneClientStatement!.push(
      (await timed(async () => {
        for (let i = 0; i < 241; i++)
          await hitWindow(database, `rl:GET /autocomplete_address|c${tag}`, 60_000, Date.now());
      })) / 241,
    );
    rounds.oneClientStore!.push(
      (await timed(async () => {
        for (let i = 0; i < 241; i++) await s.incr(`d${tag}`, 240);
      })) / 241,
    );
    await s.Ctor.close();
  }
  const fmt = (xs: number[]) => `${median(xs).toFixed(4)} ms (${xs.map((x) => x.toFixed(4)).join(', ')})`;
  console.log(
    `[rate limit, ${hits} new addresses] one statement per hit ${fmt(rounds.perHitStatement!)}; store ${fmt(rounds.store!)}`,
  );
  console.log(
    `[rate limit, one address to its 241st hit] one statement per hit ${fmt(rounds.oneClientStatement!)}; store ${fmt(rounds.oneClientStore!)}`,
  );
  console.log(
    `ratio (statement / store, new addresses): ${(median(rounds.perHitStatement!) / median(rounds.store!)).toFixed(1)}×`,
  );
} finally {
  await database.close();
  rmSync(copy, { recursive: true, force: true });
}
process.exit(0);
