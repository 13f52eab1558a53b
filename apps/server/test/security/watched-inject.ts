import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** No request may take longer than this (issue 13: one request must never freeze the server). */
export const REQUEST_BUDGET_MS = Number(process.env.FUZZ_REQUEST_BUDGET_MS ?? 2_000);
/** …nor delay a concurrent /healthz beyond this while it runs (the event loop stays free). */
export const HEALTHZ_BUDGET_MS = Number(process.env.FUZZ_HEALTHZ_BUDGET_MS ?? 200);
const PROBE_GAP_MS = 10;

export interface Watched {
  res: LightMyRequestResponse;
  /** Wall time of the request. */
  ms: number;
  /** The slowest /healthz answer while the request ran. */
  healthzMs: number;
  /** The budget problems of a first attempt that a replay did not confirm (timing noise). */
  flake?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `request` while /healthz is probed over and over beside it (both through inject, in this
 * process). Each probe is timed from the moment it was due, not from when it got sent, so a
 * request that holds the event loop (even while a probe waits for its turn, or before the request
 * itself yields for the first time) delays the probe by as long as it holds the loop.
 */
export async function watchedInject(app: FastifyInstance, request: InjectOptions): Promise<Watched> {
  let done = false;
  let healthzMs = 0;
  const probes = (async () => {
    let due = performance.now();
    while (!done) {
      await app.inject({ method: 'GET', url: '/healthz' });
      healthzMs = Math.max(healthzMs, performance.now() - due);
      if (done) break;
      due = performance.now() + PROBE_GAP_MS;
      await sleep(PROBE_GAP_MS);
    }
  })();
  const started = performance.now();
  const main = app.inject(request).finally(() => {
    done = true;
  });
  try {
    const res = await main;
    return { res, ms: performance.now() - started, healthzMs };
  } finally {
    await probes;
  }
}

/** What a watched request broke of the time budgets. */
export function budgetProblems(watched: Watched): string[] {
  const problems: string[] = [];
  if (watched.ms > REQUEST_BUDGET_MS)
    problems.push(`took ${Math.round(watched.ms)} ms (budget ${REQUEST_BUDGET_MS} ms)`);
  if (watched.healthzMs > HEALTHZ_BUDGET_MS)
    problems.push(
      `delayed /healthz to ${Math.round(watched.healthzMs)} ms meanwhile (budget ${HEALTHZ_BUDGET_MS} ms)`,
    );
  return problems;
}

/**
 * A watched request; when it breaks a budget it is sent once more and only a repeat counts (a
 * pathological input is slow every time; a GC pause or a busy CI core is not). The first answer is returned.
 */
export async function injectWithinBudget(
  app: FastifyInstance,
  request: InjectOptions,
): Promise<Watched & { problems: string[] }> {
  const first = await watchedInject(app, request);
  const problems = budgetProblems(first);
  if (!problems.length) return { ...first, problems };
  const again = await watchedInject(app, request);
  const repeated = budgetProblems(again);
  // The first answer is the one that counts for the other checks (the replay may meet changed state).
  const res = first.res;
  return repeated.length
    ? {
        ...again,
        res,
        problems: repeated.map((p) => `${p}, and again on a replay (first: ${problems.join(', ')})`),
      }
    : { ...again, res, problems: [], flake: problems };
}
