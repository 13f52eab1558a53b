// Bundles the server's TypeScript (and the contracts it imports) into dist/ with esbuild;
// npm packages stay external and load from node_modules. See docs/decisions/005.
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

// Worker threads are separate entry points: any src/**/*.worker.ts is built beside server.js.
const workers = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.worker.ts')) workers.push(path);
  }
};
walk(join(root, 'src'));

await build({
  entryPoints: [join(root, 'src/server.ts'), ...workers],
  outdir: dist,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      // npm packages load from node_modules at run time; our own workspaces (TypeScript source) are bundled.
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@homie/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// Every migrations folder (decision 150: lib/migrations, modules/<m>/migrations) at the same relative
// path under dist/, where db/migrate.ts, bundled into server.js, collects them.
const src = join(root, 'src');
for (const owner of ['lib', ...readdirSync(join(src, 'modules')).map((m) => join('modules', m))]) {
  const from = join(src, owner, 'migrations');
  if (existsSync(from)) cpSync(from, join(dist, owner, 'migrations'), { recursive: true });
}
if (existsSync(join(root, 'src/assets')))
  cpSync(join(root, 'src/assets'), join(dist, 'assets'), { recursive: true });
console.log(`server built into ${dist} (${1 + workers.length} entry points)`);
