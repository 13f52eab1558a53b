// Payment dialogs polling GET /api/payment/flow-status every 500 ms, as the spec's dialog does:
// latency p50/p95/p99 at 50 dialogs (and 200 for headroom), errors, and how soon after a checkout is
// paid the polling dialog sees "completed". Runs the built server (`npm start`'s) on its embedded PGlite.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { sampleAnalysis } from '../../apps/server/src/modules/appeals/appeals.fixtures.ts';
import { createAnalysisRepository } from '../../apps/server/src/modules/properties/analysis.repository.ts';
import { openPeriodServerEnv } from '../../e2e/fixtures/e2e-clock.ts';
import { median, percentile, type RunningServer, rssMb, startServer } from '../lib/server.ts';

const POLL_MS = 500;

/** CPU time (user + system) the server process has used, in ms (Linux /proc): unlike wall time, it
 * stays meaningful on a busy machine. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Analysis jobs written into the data directory before the server opens it. */
async function seedJobs(dataDir: string, count: number): Promise<string[]> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(database);
  const jobs = createAnalysisRepository(database);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `benchjob${String(i).padStart(8, '0')}x`;
    const { property_info, comparable_properties, valuation } = sampleAnalysis({ jobId: id });
    await jobs.insert({
      id,
      propertyId: null,
      userId: null,
      status: 'completed',
      request: { street: '123 Main St' },
      result: { property_info, comparable_properties, valuation },
      error: null,
    });
    ids.push(id);
  }
  await database.close();
  return ids;
}

interface Dialog {
  /** Each dialog is a different browser: its own address, as a trusted proxy reports it. */
  ip: string;
  sessionId: string;
  sessionUrl: string;
  token: string;
  paidAt?: number;
  seenCompletedAt?: number;
}

async function openDialog(server: RunningServer, jobId: string, n: number): Promise<Dialog> {
  const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const res = await fetch(`${server.url}/api/create_payment_session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ history_id: jobId, tier: 'guarantee', email: 'bench-guest@example.com' }),
  });
  const body = (await res.json()) as { session_id: string; session_url: string; order_token: string };
  if (!res.ok) throw new Error(`create_payment_session: ${res.status} ${JSON.stringify(body)}`);
  await fetch(`${server.url}${body.session_url}`, { headers: { 'x-forwarded-for': ip } }); // checkout opens: pending
  return { ip, sessionId: body.session_id, sessionUrl: body.session_url, token: body.order_token };
}

async function pay(server: RunningServer, dialog: Dialog) {
  dialog.paidAt = performance.now();
  const res = await fetch(`${server.url}${dialog.sessionUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': dialog.ip },
    body: 'number=4242424242424242&expiry=12%2F34&cvc=123&cardholder=Bench',
  });
  if (!res.ok) throw new Error(`pay: ${res.status}`);
}

/** `dialogs` dialogs poll every 500 ms for `seconds`; half of them are paid midway. */
async function pollingRound(server: RunningServer, dialogs: Dialog[], seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let non200 = 0;
  const end = performance.now() + seconds * 1000;
  const pollers = dialogs.map(async (dialog, i) => {
    await new Promise((r) => setTimeout(r, (i * POLL_MS) / dialogs.length)); // dialogs open at different times
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const res = await fetch(`${server.url}/api/payment/flow-status/${dialog.sessionId}`, {
          headers: { 'x-order-token': dialog.token, 'x-forwarded-for': dialog.ip },
        });
        const body = (await res.json()) as { status?: string };
        latencies.push(performance.now() - started);
        if (res.status !== 200) non200 += 1;
        if (body.status === 'completed' && dialog.paidAt && !dialog.seenCompletedAt)
          dialog.seenCompletedAt = performance.now();
      } catch {
        errors += 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (performance.now() - started))));
    }
  });
  const payer = (async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
    await Promise.all(dialogs.filter((_, i) => i % 2 === 0).map((d) => pay(server, d)));
  })();
  await Promise.all([...pollers, payer]);
  const detection = dialogs
    .filter((d) => d.paidAt && d.seenCompletedAt)
    .map((d) => d.seenCompletedAt! - d.paidAt!);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    non200,
    paid: dialogs.filter((d) => d.paidAt).length,
    detected: detection.length,
    detectMedian: detection.length ? median(detection) : Number.NaN,
    detectMax: detection.length ? Math.max(...detection) : Number.NaN,
  };
}

export async function run({ quick }: { quick: boolean }) {
  const seconds = quick ? 4 : 12;
  const rounds = quick ? [50] : [50, 200];
  const total = rounds.reduce((a, b) => a + b, 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'homie-bench-payments-'));
  const jobs = await seedJobs(dataDir, total);
  // It buys plans: on a day inside every county's regular period (decision 225).
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', ...openPeriodServerEnv() });
  // Figures only mean something on an otherwise idle machine: say how busy it was.
  const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`;
  console.log(`before: ${load()}`);
  try {
    let offset = 0;
    for (const count of rounds) {
      const dialogs: Dialog[] = [];
      for (const jobId of jobs.slice(offset, offset + count))
        dialogs.push(await openDialog(server, jobId, dialogs.length + offset));
      offset += count;
      const cpuBefore = cpuMs(server.pid);
      const r = await pollingRound(server, dialogs, seconds);
      const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / (r.requests + r.paid);
      console.log(
        `${count} dialogs polling every ${POLL_MS} ms for ${seconds} s: ${r.requests} requests (${r.rps.toFixed(0)} req/s, target ${count * 2}), ` +
          `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-200 ${r.non200}, errors ${r.errors}`,
      );
      console.log(
        `  server CPU per request ${cpuPerRequest.toFixed(2)} ms → one core serves about ${(1000 / cpuPerRequest).toFixed(0)} polls/s (${(1000 / cpuPerRequest / 2).toFixed(0)} dialogs)`,
      );
      console.log(
        `  paid midway: ${r.paid}, seen completed by their dialog: ${r.detected}; pay → dialog sees "completed": median ${r.detectMedian.toFixed(0)} ms, max ${r.detectMax.toFixed(0)} ms`,
      );
    }
    console.log(`server RSS after the run: ${await rssMb(server.pid)} MB; after: ${load()}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
