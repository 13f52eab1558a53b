// Helpers the tour benchmarks share: sign-ups, a fixed-rate /healthz probe, one frame POSTed.

/** Probes /healthz at `ratePerSecond` until `until()` is true (or for `seconds`); returns latencies in ms. */
export async function probeHealthz(
  url: string,
  { ratePerSecond = 50, seconds, until }: { ratePerSecond?: number; seconds?: number; until?: () => boolean },
): Promise<number[]> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const end = performance.now() + (seconds ?? 600) * 1000;
  while (performance.now() < end && !until?.()) {
    const begin = performance.now();
    pending.push(
      fetch(`${url}/healthz`).then(async (res) => {
        await res.arrayBuffer();
        latencies.push(performance.now() - begin);
      }),
    );
    await new Promise((r) => setTimeout(r, 1000 / ratePerSecond));
  }
  await Promise.all(pending);
  return latencies;
}

export async function signUp(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: 'benchmark-password',
      profile: { first_name: 'Bench', phone_number: '' },
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}

export interface FrameResult {
  status: number;
  ms: number;
  /** Queue wait from the Server-Timing header (decision 111), when the frame was analysed. */
  queueMs?: number;
}

/** POSTs one frame to /api/analyze-frame/ as the dashboard does. */
export async function postFrame(url: string, token: string, bytes: Buffer): Promise<FrameResult> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'frame.jpg');
  const begin = performance.now();
  const res = await fetch(`${url}/api/analyze-frame/`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  const timing = /queue;dur=(\d+)/.exec(res.headers.get('server-timing') ?? '');
  return {
    status: res.status,
    ms: performance.now() - begin,
    ...(timing ? { queueMs: Number(timing[1]) } : {}),
  };
}
