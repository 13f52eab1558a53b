// Runs a case script in a child process (tsx) and returns the JSON it prints after "RESULT ".
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';

export async function runCase<T>(script: string, args: string[], timeoutMs = 3_600_000): Promise<T> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--max-old-space-size=8192', join(import.meta.dirname, script), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (code !== 0 || !line)
    throw new Error(`${script} ${args.join(' ')} failed (exit ${code}): ${out.slice(-2000)}`);
  return JSON.parse(line.slice(7)) as T;
}

/** The 1-minute load average, printed with figures: on a shared 2-core machine it explains a lot. */
export const load = () => loadavg()[0]?.toFixed(1) ?? '?';
