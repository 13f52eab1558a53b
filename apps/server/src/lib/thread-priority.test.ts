import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { lowerPriority } from './thread-priority.ts';

/** The nice value of a process or thread, from /proc (field 19 of its stat line). */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const children: ReturnType<typeof spawn>[] = [];
const sleeper = (nice?: number) => {
  const child =
    nice === undefined ? spawn('sleep', ['30']) : spawn('nice', ['-n', String(nice), 'sleep', '30']);
  children.push(child);
  return child.pid!;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe.runIf(process.platform === 'linux')('lowerPriority (decision 168)', () => {
  it("lowers a child process's priority", () => {
    const pid = sleeper();
    const before = niceOf(`/proc/${pid}/stat`);
    expect(lowerPriority(Math.min(before + 7, 19), pid)).toBe(true);
    expect(niceOf(`/proc/${pid}/stat`)).toBe(Math.min(before + 7, 19));
  });

  it('never raises one: work already below the asked priority keeps its own', async () => {
    const pid = sleeper(15);
    await expect.poll(() => niceOf(`/proc/${pid}/stat`)).toBeGreaterThanOrEqual(15);
    expect(lowerPriority(5, pid)).toBe(false);
    expect(niceOf(`/proc/${pid}/stat`)).toBeGreaterThanOrEqual(15);
  });

  it('reports failure instead of throwing for a process that is gone', () => {
    expect(lowerPriority(10, 2 ** 22 + 12_345)).toBe(false);
  });
});
