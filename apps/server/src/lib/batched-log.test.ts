import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 209: a process exiting with a log line held, its output pipe closed by a reader that went
 * away, exits (pino's destination retried the EPIPE write at exit forever).
 */
describe('the log destination at exit', () => {
  it('exits at once with a line held and its stdout pipe closed', { timeout: 60_000 }, async () => {
    const script = `
      const { batchedLog } = await import(${JSON.stringify(join(import.meta.dirname, 'log-redaction.ts'))});
      const log = batchedLog(1);
      // The handler first: the parent signals once it reads the first line, which could reach it
      // before this process ran another statement (a busy machine), and SIGTERM would then kill it.
      process.on('SIGTERM', () => { log.write('held line\\n'); setTimeout(() => process.exit(0), 20); });
      log.write('first\\n');
      log.flush();
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    child.kill('SIGTERM');
    child.stdout?.destroy();
    const outcome = await Promise.race([
      new Promise((resolve) => child.once('exit', (code) => resolve(code))),
      new Promise((resolve) => setTimeout(() => resolve('alive'), 10_000)),
    ]);
    if (outcome === 'alive') child.kill('SIGKILL');
    expect(outcome).toBe(0);
  });
});
