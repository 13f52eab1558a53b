// Autocomplete alone (issue 20 item 3, decisions 127 and 139): /autocomplete_address against /healthz
// at 10 connections on one generated PGlite dataset, as a ratio and p95 in one run (three alternated rounds of each), without the rest
// of the analysis bench. `npx tsx bench/analysis/autocomplete-http.ts [homes=200000] [seconds=10] [settle=0]`.
// AUTOCOMPLETE_DATA_DIR=<dir> runs on a copy of the generated data (the server writes its rate-limit
// counters there), so parallel sessions do not share one PGlite folder.
// The in-memory prefix index (decision 155) and the market indexes load in the background after
// start-up: the runs start once the server has been quiet for two seconds (`waitForQuiet`), then
// after `[settle=0]` more seconds. Measured beside that work, /healthz lost the second core to it
// and the ratio moved with its timing (0.47–0.70 in one hour on one machine, session 19).
//
// Besides requests per second it reports the server process's CPU time per request (user + system,
// from /proc): on a machine shared with other work the throughput ratio moves with everybody else's
// load, the CPU cost of one request much less.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { rssMb, startServer, waitForQuiet } from '../lib/server.ts';
import { pgliteDataDir } from './dataset.ts';
import { autocompleteAgainstHealth, describeRatio } from './http-throughput.ts';
import { autocompleteQueries, sampleHomes } from './workload.ts';

const size = Number(process.argv[2] ?? 200_000);
const seconds = Number(process.argv[3] ?? 10);
const settle = Number(process.argv[4] ?? 0);
const ownDir = process.env.AUTOCOMPLETE_DATA_DIR;
if (ownDir && !existsSync(join(ownDir, 'pglite')))
  cpSync(await pgliteDataDir(size), ownDir, { recursive: true });
const dir = ownDir ?? (await pgliteDataDir(size));
const database = await openDatabase({ dataDir: join(dir, 'pglite') });
let queries: string[];
try {
  queries = autocompleteQueries(await sampleHomes(database, 500, 3)).map((q) => q.text);
} finally {
  await database.close();
}

const server = await startServer({ TRUST_PROXY: '1', DATA_DIR: dir, DEMO_DATASET_SIZE: '0' });
try {
  const paths = queries.map((q) => `/autocomplete_address?query=${encodeURIComponent(q)}`);
  const quietAfter = await waitForQuiet(server.pid);
  await new Promise((resolve) => setTimeout(resolve, settle * 1000));
  console.log(`server quiet ${quietAfter} s after it answered /readyz`);
  const result = await autocompleteAgainstHealth(server, paths, seconds);
  const rss = await rssMb(server.pid);
  console.log(`[PGlite ${size.toLocaleString('en-US')}] ${describeRatio(result)}; server RSS ${rss} MB`);
} finally {
  await server.stop();
}
process.exit(0);
