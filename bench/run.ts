// Runs every benchmark: each `bench/<domain>/*.bench.ts` exports `run({ quick })` and prints its own
// figures. `npm run bench -- --quick` is the short mode; `npm run bench -- auth` runs one domain.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.filter((a) => !a.startsWith('--'));
const root = import.meta.dirname;

const files: string[] = [];
for (const dir of readdirSync(root).sort()) {
  const path = join(root, dir);
  if (!statSync(path).isDirectory() || ['lib', 'node_modules', 'out'].includes(dir)) continue;
  if (only.length && !only.includes(dir)) continue;
  for (const f of readdirSync(path).sort()) if (f.endsWith('.bench.ts')) files.push(join(path, f));
}

let failed = 0;
for (const file of files) {
  const name = file.slice(root.length + 1);
  console.log(`\n### ${name}${quick ? ' (quick)' : ''}`);
  try {
    const mod = await import(pathToFileURL(file).href);
    await mod.run({ quick });
  } catch (err) {
    failed += 1;
    console.error(`bench ${name} failed:`, err);
  }
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
