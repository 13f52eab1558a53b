#!/usr/bin/env node
/**
 * The import-boundary rule (docs/decisions/146): dependency-cruiser with .dependency-cruiser.cjs over
 * every TypeScript file of apps/ and packages/, then one check dependency-cruiser has no rule for:
 * **no cycle between modules** (server modules, the sub-folders of one server module, web features),
 * even where no single file cycle exists (a → b's service while b → a's service). Tests and test
 * support are left out of that graph, and type-only imports too. Exits non-zero on any violation.
 * The rules themselves, each with why (the db layer importing no module, decision 243; a module
 * reached through its public surface, 144/146), are in .dependency-cruiser.cjs.
 *
 * The files are named one by one: dependency-cruiser reads .ts/.tsx through Babel here (TypeScript 7
 * has no JavaScript API), and it only lists a folder's files for the extensions it parses natively.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const TEST = /\.test\.tsx?$|(\.test-helpers?|\.test-fixtures|\.fixtures|-test-kit)\.tsx?$|\/testing\//;

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-prerender'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name)) out.push(relative(root, path));
  }
  return out;
}

function cruise(files) {
  // No --cache: it needs a git checkout, and a run takes about 10 s of CPU without it.
  const args = ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  try {
    return execFileSync('npx', [...args, ...files], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (err) {
    // dependency-cruiser exits with the number of violations; the JSON is still on stdout.
    if (typeof err.stdout === 'string' && err.stdout.startsWith('{')) return err.stdout;
    console.error(`dependency-cruiser failed (exit ${err.status}): see its message above`);
    process.exit(2);
  }
}

/** The module a file belongs to, at the two levels checked: module or feature, and sub-folder. */
function unitsOf(path) {
  const server = /^apps\/server\/src\/modules\/([^/]+)\/(?:([^/]+)\/)?/.exec(path);
  if (server)
    return { module: `server:${server[1]}`, folder: server[2] ? `server:${server[1]}/${server[2]}` : null };
  const web = /^apps\/web\/src\/features\/([^/]+)\//.exec(path);
  if (web) return { module: `web:${web[1]}`, folder: null };
  return null;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const result = JSON.parse(
  cruise(sourceFiles(join(root, 'apps')).concat(sourceFiles(join(root, 'packages')))),
);
let failed = 0;

for (const v of result.summary.violations) {
  failed++;
  const via = v.cycle?.length ? `\n      via ${v.cycle.map((c) => c.name ?? c).join(' → ')}` : '';
  console.log(`  error ${v.rule.name}: ${v.from} → ${v.to}${via}`);
}

// Module-level edges at run time: no tests, no type-only imports (a `require` edge, see depcruise-babel.cjs).
const edges = new Map();
const addEdge = (from, to, example) => {
  if (!from || !to || from === to) return;
  const key = `${from} → ${to}`;
  if (!edges.has(key)) edges.set(key, { from, to, example });
};
for (const m of result.modules) {
  const from = unitsOf(m.source);
  if (!from || TEST.test(m.source)) continue;
  for (const d of m.dependencies) {
    if (d.dependencyTypes.includes('require')) continue;
    const to = unitsOf(d.resolved);
    if (!to) continue;
    const example = `${m.source} → ${d.resolved}`;
    addEdge(from.module, to.module, example);
    if (from.module === to.module) addEdge(from.folder, to.folder, example);
  }
}
const graph = new Map();
for (const { from, to } of edges.values()) graph.set(from, [...(graph.get(from) ?? []), to]);
for (const component of cycles(graph)) {
  failed++;
  console.log(`  error no-module-cycle: ${component.join(' ↔ ')}`);
  for (const e of edges.values())
    if (component.includes(e.from) && component.includes(e.to))
      console.log(`      ${e.from} → ${e.to}: ${e.example}`);
}

const { totalCruised, totalDependenciesCruised } = result.summary;
console.log(
  failed
    ? `\n✘ ${failed} import-boundary violations (${totalCruised} modules, ${totalDependenciesCruised} dependencies cruised)`
    : `\n✔ no import-boundary violations (${totalCruised} modules, ${totalDependenciesCruised} dependencies cruised)`,
);
process.exit(failed ? 1 : 0);
