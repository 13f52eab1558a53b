import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Files that only tests load (fixtures and helpers may reach into other modules to set a scene). */
const TEST_ONLY = /\.(test|test-helpers?|fixtures|test-fixtures)\.ts$/;

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased at run time, still a dependency of the design. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !TEST_ONLY.test(entry.name) ? [path] : [];
  });
}

/** Every import between the server's non-test source files (`#x` and relative specifiers). */
export function serverImports(srcDir: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const specifiers: [string, boolean][] = [
      ...[...text.matchAll(IMPORT)].map((m): [string, boolean] => [m[2]!, Boolean(m[1])]),
      ...[...text.matchAll(DYNAMIC)].map((m): [string, boolean] => [m[1]!, false]),
    ];
    for (const [specifier, typeOnly] of specifiers) {
      let target: string | null = null;
      if (specifier.startsWith('#')) target = join(srcDir, specifier.slice(1));
      else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
      if (!target) continue;
      edges.push({ from: relative(srcDir, file), to: relative(srcDir, target), typeOnly });
    }
  }
  return edges;
}

/** The module a source path belongs to (`modules/<name>/…`), or null outside modules/. */
export function moduleOf(path: string): string | null {
  const parts = path.split(sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
}

/** Module → the other modules it imports from. */
export function moduleGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (!from || !to || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/** The cycles of a directed graph, each as a path that starts and ends at the same node. */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** File → the files it imports, for file-level cycles (what `madge --circular` reports). */
export function fileGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!graph.has(edge.from)) graph.set(edge.from, new Set());
    graph.get(edge.from)!.add(edge.to);
  }
  return graph;
}
