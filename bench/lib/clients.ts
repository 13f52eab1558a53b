// The load clients the event-loop benches share: a client driven back to back, and /healthz probed
// every 20 ms as a load balancer would.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drives `fn` back to back until `until()`; counts successes (with their times) and failures. */
export function backToBack(name: string, until: () => boolean, fn: () => Promise<boolean>) {
  const stats = { name, ok: 0, failed: 0, ms: [] as number[] };
  const done = (async () => {
    while (!until()) {
      const t0 = performance.now();
      const ok = await fn().catch(() => false);
      if (ok) {
        stats.ok += 1;
        stats.ms.push(performance.now() - t0);
      } else {
        stats.failed += 1;
        await sleep(50);
      }
    }
  })();
  return { stats, done };
}

/** /healthz every 20 ms until `until()`: the answer times a load balancer would see. */
export function healthProbe(url: string, until: () => boolean) {
  const times: number[] = [];
  const done = (async () => {
    while (!until()) {
      const t0 = performance.now();
      try {
        await (await fetch(`${url}/healthz`)).arrayBuffer();
        times.push(performance.now() - t0);
      } catch {}
      await sleep(20);
    }
  })();
  return { times, done };
}
