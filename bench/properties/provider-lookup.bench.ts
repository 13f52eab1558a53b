// RentCast provider (issue 14 item 5, decision 118): POST /api/lookup_property latency in-process
// (app.inject, PGlite) against a local stand-in of RentCast's API. First each address misses the
// database and is fetched from the stand-in and stored; then lookups of the same addresses are
// served from the database (the "cache"), and the stand-in must not be asked again.
// Figures: p50/p95 of both, to bench/out/properties-provider-lookup.json. Quick: fewer lookups.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { median, percentile, repoRoot } from '../lib/server.ts';
import { load } from './run-case.ts';

const STREETS = ['Sunset Dr', 'Maple Ave', 'Oak St', 'Hillhurst Ave', 'Vermont Ave'];

/** A RentCast record for "N Street, Los Angeles, CA 90027" (the documented shape). */
function recordFor(address: string) {
  const [line = ''] = address.split(',');
  const n = Number(/^\d+/.exec(line)?.[0] ?? 1);
  return {
    id: line,
    formattedAddress: `${line}, Los Angeles, CA 90027`,
    addressLine1: line,
    addressLine2: null,
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90027',
    county: 'Los Angeles',
    latitude: 34.1 + (n % 100) / 10_000,
    longitude: -118.29 - (n % 100) / 10_000,
    propertyType: 'Single Family',
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1400 + (n % 700),
    lotSize: 5000,
    yearBuilt: 1925 + (n % 60),
    assessorID: `5428-0${String(n % 100).padStart(2, '0')}-${String(n % 1000).padStart(3, '0')}`,
    lastSaleDate: '2016-04-01T00:00:00.000Z',
    lastSalePrice: 900_000 + n * 100,
    taxAssessments: {
      '2024': { year: 2024, value: 980_000 + n, land: 700_000, improvements: 280_000 + n },
      '2025': { year: 2025, value: 999_600 + n, land: 714_000, improvements: 285_600 + n },
    },
    propertyTaxes: { '2024': { year: 2024, total: 12_100 }, '2025': { year: 2025, total: 12_340 } },
    history: { '2016-04-01': { event: 'Sale', date: '2016-04-01T00:00:00.000Z', price: 900_000 + n * 100 } },
  };
}

const stats = (values: number[]) => ({
  p50: Number(median(values).toFixed(2)),
  p95: Number(percentile(values, 95).toFixed(2)),
  n: values.length,
});

export async function run({ quick = false } = {}): Promise<void> {
  const homes = quick ? 20 : 60;
  const hits = quick ? 200 : 1000;
  let asked = 0;
  const standIn = createServer((req, res) => {
    asked++;
    const address = new URL(req.url ?? '/', 'http://x').searchParams.get('address') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([recordFor(address)]));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(join(tmpdir(), 'homie-bench-provider-'));
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATASET_SIZE: '0',
    JWT_SECRET: 'x'.repeat(48),
    ROLL_YEAR: '2025',
    RENTCAST_API_KEY: 'bench-key',
    RENTCAST_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`,
    // Every first lookup comes from one client address: the limits (decision 210) must let them all through.
    RENTCAST_CALLS_PER_CLIENT_PER_HOUR: '1000',
    RENTCAST_CALLS_PER_HOUR: '1000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const addresses = Array.from(
    { length: homes },
    (_, i) => `${1000 + i * 7} ${STREETS[i % STREETS.length]}, Los Angeles, CA 90027`,
  );
  let ip = 0;
  const cpu: number[] = [];
  const lookup = async (address: string) => {
    const c0 = process.cpuUsage();
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/lookup_property',
      payload: { address },
      remoteAddress: `10.9.${Math.floor(ip / 250) % 250}.${ip++ % 250}`,
    });
    const ms = performance.now() - t;
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    if (res.statusCode !== 200)
      throw new Error(`lookup of ${address} answered ${res.statusCode}: ${res.body}`);
    return ms;
  };
  try {
    const misses: number[] = [];
    for (const address of addresses) misses.push(await lookup(address));
    const fetched = asked;
    // Warm-up (PGlite's WebAssembly is optimised after a few hundred queries), then the measured hits.
    for (let i = 0; i < 200; i++) await lookup(addresses[i % homes] as string);
    const cached: number[] = [];
    cpu.length = 0;
    for (let i = 0; i < hits; i++) cached.push(await lookup(addresses[(i * 13) % homes] as string));
    if (asked !== fetched)
      throw new Error(`the provider was asked ${asked - fetched} more times for cached homes`);
    const result = {
      miss: stats(misses),
      cacheHit: stats(cached),
      // PGlite runs in this process: CPU time is the server-side work, meaningful on a loaded machine.
      cacheHitCpu: stats(cpu),
      providerRequests: asked,
      loadAvg: load(),
      measuredAt: new Date().toISOString(),
    };
    console.log(
      `provider lookup (PGlite, in-process, local stand-in): miss → fetch + store p50 ${result.miss.p50} ms, p95 ${result.miss.p95} ms (${homes} homes, ${fetched} requests); served from the database p50 ${result.cacheHit.p50} ms, p95 ${result.cacheHit.p95} ms (CPU p50 ${result.cacheHitCpu.p50} ms, p95 ${result.cacheHitCpu.p95} ms; ${hits} lookups, 0 requests) [load avg ${load()}]`,
    );
    const out = join(repoRoot, 'bench', 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, `properties-provider-lookup${quick ? '-quick' : ''}.json`),
      JSON.stringify(result, null, 2),
    );
  } finally {
    await app.close();
    await database.close();
    standIn.closeAllConnections();
    await new Promise((resolve) => standIn.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await run({ quick: process.argv.includes('--quick') });
