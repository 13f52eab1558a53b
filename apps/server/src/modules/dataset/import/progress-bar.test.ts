import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress-bar.ts';

const fakeStream = (isTTY: boolean) => {
  const writes: string[] = [];
  return {
    writes,
    stream: { isTTY, write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream,
  };
};

describe('createProgressBar', () => {
  it('draws on a terminal and ends the line when finished', () => {
    const { writes, stream } = fakeStream(true);
    const bar = createProgressBar(stream, 10);
    bar.update(50, 100, '10 rows');
    bar.update(100, 100);
    bar.finish();
    expect(writes[0]).toBe('\r[#####-----]  50% 10 rows\u001b[K');
    expect(writes[1]).toContain('[##########] 100%');
    expect(writes.at(-1)).toBe('\n');
  });

  it('writes nothing when the output is not a terminal (pipes, logs, CI)', () => {
    const { writes, stream } = fakeStream(false);
    const bar = createProgressBar(stream);
    bar.update(1, 2);
    bar.finish();
    expect(writes).toEqual([]);
  });
});
