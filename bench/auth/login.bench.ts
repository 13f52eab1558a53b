// Login throughput and p95 at 20 connections against /healthz in the same run (this machine's
// ceiling), with the argon2 parameters and the time of one hash.
import autocannon from 'autocannon';
import { ARGON2_PARAMS, hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { median, percentile, startServer } from '../lib/server.ts';

async function load(url: string, opts: Partial<autocannon.Options>, seconds: number) {
  const latencies: number[] = [];
  // Without a callback autocannon answers an EventEmitter that is also a promise of the result.
  const instance = autocannon({
    url,
    connections: 20,
    duration: seconds,
    ...opts,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    latencies.push(responseTime),
  );
  const result = await instance;
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function run({ quick }: { quick: boolean }) {
  const hashTimes: number[] = [];
  for (let i = 0; i < (quick ? 3 : 9); i++) {
    const t = performance.now();
    await hashPassword('benchmark-password');
    hashTimes.push(performance.now() - t);
  }
  console.log(
    `argon2id m=${ARGON2_PARAMS.memoryCost} KiB t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism}: one hash ${median(hashTimes).toFixed(1)} ms (median of ${hashTimes.length})`,
  );

  const server = await startServer({
    AUTH_RATE_LIMIT_PER_IP: '100000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000000',
  });
  try {
    const email = 'bench@example.com';
    const password = 'benchmark-password';
    const reg = await fetch(`${server.url}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, profile: { first_name: 'Bench', phone_number: '' } }),
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status}`);
    const seconds = quick ? 3 : 10;
    const health = await load(`${server.url}/healthz`, {}, seconds);
    const login = await load(
      `${server.url}/api/auth/login/`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      },
      seconds,
    );
    console.log(`/healthz: ${health.rps.toFixed(0)} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms`);
    console.log(
      `login:    ${login.rps.toFixed(1)} req/s, p50 ${login.p50} ms, p95 ${login.p95} ms, non-2xx ${login.non2xx}, errors ${login.errors}`,
    );
    console.log(`login / healthz throughput ratio: ${(login.rps / health.rps).toFixed(4)}`);
  } finally {
    await server.stop();
  }
}
