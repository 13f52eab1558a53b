// Server-side latency of the analysis API, measured in-process with app.inject() (no network).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { median, percentile } from '../lib/server.ts';
import { analysisBody, autocompleteQueries, lookupLine, sampleHomes } from './workload.ts';

const ms = (values: number[]) =>
  `p50 ${median(values).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;

/**
 * Wall time and CPU time of one step. PGlite runs inside this process, so the CPU time is the
 * server-side work itself: it stays meaningful when other jobs share the machine's cores, while the
 * wall time then mostly measures waiting for a core.
 */
async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const value = await fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu0);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

export interface LatencyReport {
  autocomplete: number[];
  analysis: number[];
  autocompleteCpu: number[];
  analysisCpu: number[];
}

export async function measureLatency(
  database: Database,
  opts: { queries: number; analyses: number; label: string },
): Promise<LatencyReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homie-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATASET_SIZE: '0',
    JWT_SECRET: 'x'.repeat(48),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const homes = await sampleHomes(database, Math.max(opts.queries, opts.analyses));
    const queries = autocompleteQueries(homes.slice(0, opts.queries));
    // Warm-up on other homes, as a server in steady state: PGlite's WebAssembly is compiled to
    // optimised code only after a few hundred queries, and each county's market index is built once.
    const warmHomes = await sampleHomes(database, 300, 101);
    for (const [i, q] of autocompleteQueries(warmHomes, 102).entries()) {
      await app.inject({
        method: 'GET',
        url: `/autocomplete_address?query=${encodeURIComponent(q.text)}`,
        remoteAddress: `10.8.${i % 250}.1`,
      });
    }
    for (const [i, home] of warmHomes.slice(0, 120).entries()) {
      const remoteAddress = `10.9.${i % 250}.1`;
      await app.inject({
        method: 'POST',
        url: '/api/lookup_property',
        payload: { address: lookupLine(home) },
        remoteAddress,
      });
      await app.inject({
        method: 'POST',
        url: '/manual_analysis',
        payload: analysisBody(home),
        remoteAddress,
      });
    }
    const byKind = new Map<string, number[]>();
    const byKindCpu = new Map<string, number[]>();
    const autocomplete: number[] = [];
    const autocompleteCpu: number[] = [];
    let found = 0;
    for (const [i, q] of queries.entries()) {
      const {
        value: res,
        wall: elapsed,
        cpu,
      } = await timed(() =>
        app.inject({
          method: 'GET',
          url: `/autocomplete_address?query=${encodeURIComponent(q.text)}`,
          remoteAddress: `10.0.${i % 250}.${(i >> 8) % 250}`,
        }),
      );
      autocompleteCpu.push(cpu);
      if (res.statusCode !== 200) throw new Error(`autocomplete answered ${res.statusCode}: ${res.body}`);
      if (res.json().predictions.length > 0) found += 1;
      autocomplete.push(elapsed);
      byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), elapsed]);
      byKindCpu.set(q.kind, [...(byKindCpu.get(q.kind) ?? []), cpu]);
    }
    console.log(
      `[${opts.label}] autocomplete (${queries.length} queries, ${Math.round((100 * found) / queries.length)}% with predictions): wall ${ms(autocomplete)}; CPU ${ms(autocompleteCpu)}`,
    );
    for (const [kind, values] of byKind)
      console.log(
        `    ${kind.padEnd(12)} n=${String(values.length).padStart(4)}  wall ${ms(values)}; CPU ${ms(byKindCpu.get(kind) ?? [])}`,
      );
    const analysis: number[] = [];
    const analysisCpu: number[] = [];
    let comps = 0;
    for (const [i, home] of homes.slice(0, opts.analyses).entries()) {
      const remoteAddress = `10.1.${i % 250}.${(i >> 8) % 250}`;
      const {
        value: result,
        wall,
        cpu,
      } = await timed(async () => {
        const lookup = await app.inject({
          method: 'POST',
          url: '/api/lookup_property',
          payload: { address: lookupLine(home) },
          remoteAddress,
        });
        if (lookup.statusCode !== 200)
          throw new Error(`lookup answered ${lookup.statusCode}: ${lookup.body} for ${lookupLine(home)}`);
        const run = await app.inject({
          method: 'POST',
          url: '/manual_analysis',
          payload: analysisBody(home),
          remoteAddress,
        });
        if (run.statusCode !== 200)
          throw new Error(`manual_analysis answered ${run.statusCode}: ${run.body}`);
        return app.inject({ method: 'GET', url: `/query_result?job_id=${run.json().job_id}`, remoteAddress });
      });
      analysis.push(wall);
      analysisCpu.push(cpu);
      comps += result.json().comparable_properties.length;
    }
    console.log(
      `[${opts.label}] full analysis, lookup + manual_analysis + query_result (${analysis.length} homes, ${(comps / analysis.length).toFixed(1)} comps each): wall ${ms(analysis)}; CPU ${ms(analysisCpu)}`,
    );
    return { autocomplete, analysis, autocompleteCpu, analysisCpu };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
