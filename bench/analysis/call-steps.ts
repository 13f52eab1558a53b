// Per-call latency of the full analysis (lookup, /manual_analysis, /query_result) at one connection:
// this checkout and other built checkouts, each on its own 200k dataset (generated with that checkout's
// bench/analysis/dataset.ts), in alternating blocks of 150 calls (issue 48's re-run, bench/README.md).
// `npx tsx bench/analysis/call-steps.ts <this checkout's path> <other checkout> …`
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { pgliteDataDir } from './dataset.ts';
import { sampleHomes } from './workload.ts';
import { median, startServer, waitForQuiet } from '../lib/server.ts';

const checkouts = process.argv.slice(2);
const size = 200_000;
const source = await pgliteDataDir(size);
const sample = await openDatabase({ dataDir: join(source, 'pglite') });
const homes = await sampleHomes(sample, 3000, 5).finally(() => sample.close());
const servers = [];
for (const checkout of checkouts) {
  const dir = mkdtempSync(join(tmpdir(), 'steps-'));
  const data =
    checkout === process.cwd() ? source : join(checkout, 'bench/out', 'analysis-pglite-200000-homie-demo-2');
  cpSync(join(data, 'pglite'), join(dir, 'pglite'), { recursive: true });
  const server = await startServer(
    { DATA_DIR: dir, TRUST_PROXY: '1', ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) },
    600_000,
    checkout === process.cwd() ? undefined : checkout,
  );
  await waitForQuiet(server.pid);
  servers.push({
    checkout,
    server,
    dir,
    t: { lookup: [] as number[], manual: [] as number[], result: [] as number[] },
  });
}
let n = 0;
async function one(url: string, i: number, t: { lookup: number[]; manual: number[]; result: number[] }) {
  const home = homes[i % homes.length]!;
  const ip = `10.9.${(i >> 8) & 255}.${i & 255}`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  const body = JSON.stringify({
    street: `${home.streetNumber} ${home.streetName}`,
    unit: home.unit ?? '',
    city: home.city,
    state: 'CA',
    zip: home.zip,
  });
  let t0 = performance.now();
  const lookup = await fetch(`${url}/api/lookup_property`, { method: 'POST', headers, body });
  await lookup.arrayBuffer();
  t.lookup.push(performance.now() - t0);
  t0 = performance.now();
  const analysis = await fetch(`${url}/manual_analysis`, { method: 'POST', headers, body });
  const started = (await analysis.json()) as { job_id?: string };
  t.manual.push(performance.now() - t0);
  t0 = performance.now();
  const result = await fetch(`${url}/query_result?job_id=${encodeURIComponent(started.job_id ?? '')}`, {
    headers,
  });
  await result.arrayBuffer();
  t.result.push(performance.now() - t0);
}
for (let block = 0; block < 6; block++) {
  for (const s of block % 2 ? [...servers].reverse() : servers) {
    for (let k = 0; k < 150; k++) await one(s.server.url, n++, s.t);
  }
}
for (const s of servers) {
  const m = (a: number[]) => Math.round(median(a.slice(30)) * 100) / 100;
  console.log(
    `${s.checkout}: lookup ${m(s.t.lookup)} ms, manual_analysis ${m(s.t.manual)} ms, query_result ${m(s.t.result)} ms (medians of ${s.t.lookup.length})`,
  );
  await s.server.stop();
  rmSync(s.dir, { recursive: true, force: true });
}
