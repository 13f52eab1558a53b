import { describe, expect, it } from 'vitest';
import { FrameAbandonedError, FrameQueue, QueueFullError } from './frame-queue.ts';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

describe('FrameQueue', () => {
  it('runs up to `workers` at once and serves waiting users in turn, not in arrival order', async () => {
    const queue = new FrameQueue({ workers: 1, maxWaiting: 10 });
    const order: string[] = [];
    const first = gate();
    const running = queue.run('a', first.task);
    // User a sends three more frames before b and c send one each.
    const all = [
      ...['a1', 'a2', 'a3'].map((id) => queue.run('a', async () => order.push(id))),
      queue.run('b', async () => order.push('b1')),
      queue.run('c', async () => order.push('c1')),
    ];
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(5);
    first.open();
    await Promise.all([running, ...all]);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('runs several at once with several workers', async () => {
    const queue = new FrameQueue({ workers: 3, maxWaiting: 0 });
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) => queue.run(`u${i}`, g.task));
    expect(queue.active).toBe(3);
    await expect(queue.run('u4', async () => 1)).rejects.toBeInstanceOf(QueueFullError);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(queue.active).toBe(0);
  });

  it('refuses only when the queue is full, with a Retry-After from the measured service time', async () => {
    const queue = new FrameQueue({ workers: 1, maxWaiting: 2, maxWaitingPerUser: 2, initialServiceMs: 2500 });
    const g = gate();
    const runs = [queue.run('a', g.task), queue.run('b', g.task), queue.run('c', g.task)];
    const refused = await queue.run('d', g.task).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QueueFullError);
    // Two waiting ahead on one worker, 2.5 s each, plus its own turn: (2 + 1) × 2.5 s.
    expect((refused as QueueFullError).retryAfterSeconds).toBe(8);
    expect((refused as QueueFullError).message).toMatch(/try again in 8 s/);
    g.open();
    await Promise.all(runs);
  });

  it("keeps one user's burst to a fair share of the waiting places", async () => {
    const queue = new FrameQueue({ workers: 1, maxWaiting: 10, maxWaitingPerUser: 2 });
    const g = gate();
    const runs = [queue.run('a', g.task), queue.run('a', g.task), queue.run('a', g.task)];
    await expect(queue.run('a', g.task)).rejects.toThrow(/You already have 2 frames waiting/);
    runs.push(queue.run('b', g.task));
    g.open();
    await Promise.all(runs);
  });

  it('drops a waiting frame whose client left, without running it, and frees its place', async () => {
    const queue = new FrameQueue({ workers: 1, maxWaiting: 1 });
    const g = gate();
    const first = queue.run('a', g.task);
    const left = new AbortController();
    let didRun = false;
    const abandoned = queue.run(
      'b',
      async () => {
        didRun = true;
      },
      left.signal,
    );
    left.abort();
    g.open();
    await first;
    await expect(abandoned).rejects.toBeInstanceOf(FrameAbandonedError);
    expect(didRun).toBe(false);
    expect(queue.waiting).toBe(0);
    await expect(queue.run('c', async () => 'ok')).resolves.toMatchObject({ value: 'ok' });
  });

  it('reports how long each frame waited', async () => {
    const queue = new FrameQueue({ workers: 1, maxWaiting: 4 });
    const g = gate();
    const first = queue.run('a', g.task);
    const second = queue.run('b', async () => 'done');
    await new Promise((r) => setTimeout(r, 30));
    g.open();
    const [, result] = await Promise.all([first, second]);
    expect(result.value).toBe('done');
    expect(result.timings.waitMs).toBeGreaterThanOrEqual(25);
    expect(queue.recentWaits()).toHaveLength(2);
  });
});
