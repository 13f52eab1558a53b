// The time budgets of the gates catch what they are meant to: a request that holds the event loop
// (delays /healthz) and one that is merely slow (takes over the budget), and pass a quick one.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetProblems, injectWithinBudget, watchedInject } from './watched-inject.ts';

const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/quick', async () => ({ ok: true }));
app.get('/blocks', async () => {
  const until = performance.now() + 400;
  while (performance.now() < until); // a synchronous loop, like the old PDF line breaking
  return { ok: true };
});
app.get('/waits', async () => {
  await new Promise((resolve) => setTimeout(resolve, 2_300));
  return { ok: true };
});
await app.ready();
afterAll(() => app.close());

describe('watched requests', () => {
  it('pass a quick request', async () => {
    const watched = await injectWithinBudget(app, { url: '/quick' });
    expect(watched.problems).toEqual([]);
    expect(watched.res.statusCode).toBe(200);
  });

  it('flag a request that holds the event loop, every time it is replayed', async () => {
    const watched = await injectWithinBudget(app, { url: '/blocks' });
    expect(watched.healthzMs).toBeGreaterThan(300);
    expect(watched.problems.join()).toMatch(/delayed \/healthz to \d+ ms meanwhile .*and again on a replay/);
  });

  it('flag a request over the 2 s budget even when the event loop stays free', async () => {
    const watched = await watchedInject(app, { url: '/waits' });
    // Free, not idle: the other test files share this 2-core machine, so /healthz may wait for a core,
    // but it never waits for the 2.3 s the request takes.
    expect(watched.healthzMs).toBeLessThan(1_000);
    expect(budgetProblems(watched)).toEqual([expect.stringMatching(/^took \d+ ms \(budget 2000 ms\)$/)]);
  });
});
