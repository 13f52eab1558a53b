// Autocomplete alone (issue 20 item 3, decision 127): /autocomplete_address against /healthz at 10
// connections on one generated PGlite dataset, as a ratio and p95 in one run, without the rest of the
// analysis bench. `npx tsx bench/analysis/autocomplete-http.ts [homes=200000] [seconds=10]`.
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { pgliteDataDir } from './dataset.ts';
import { measureHttp } from './http-throughput.ts';
import { autocompleteQueries, sampleHomes } from './workload.ts';

const size = Number(process.argv[2] ?? 200_000);
const seconds = Number(process.argv[3] ?? 10);
const dir = await pgliteDataDir(size);
const database = await openDatabase({ dataDir: join(dir, 'pglite') });
let queries: string[];
try {
  queries = autocompleteQueries(await sampleHomes(database, 500, 3)).map((q) => q.text);
} finally {
  await database.close();
}
await measureHttp(
  { DATA_DIR: dir, DEMO_DATASET_SIZE: '0' },
  queries,
  seconds,
  `PGlite ${size.toLocaleString('en-US')}`,
);
process.exit(0);
