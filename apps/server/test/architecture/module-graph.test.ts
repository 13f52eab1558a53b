import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, fileGraph, moduleGraph, moduleOf, serverImports } from './module-graph.ts';

/**
 * Issue 12 item 3: the server's modules depend on each other one way (no module cycle), and payments
 * and appeals do not import each other (the letter e-mail lives in appeals; decision 144).
 */
const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const edges = serverImports(SRC);
const modules = moduleGraph(edges);

/** Modules built on the recipe (docs/architecture.md): others reach them only through their plugin file. */
const ON_THE_RECIPE = [
  'address-search',
  'properties',
  'payments',
  'appeals',
  'auth',
  'contact',
  'leads',
  'tour',
  'videos',
  'evidence',
  'operator',
  'dataset',
];

describe('the module graph', () => {
  it('finds the imports it checks (the scanner is not blind)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(modules.get('appeals')?.has('payments')).toBe(true);
  });

  it('has no cycle between modules', () => {
    expect(cyclesOf(modules).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('has no run-time cycle between the files of the modules', () => {
    // Type-only imports are erased (madge --circular with skipTypeImports reports the same).
    const runtime = edges.filter((e) => !e.typeOnly && e.from.startsWith('modules/'));
    expect(cyclesOf(fileGraph(runtime)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('auth imports no other module: the modules register their account-erasure steps on it (decision 153)', () => {
    expect([...(modules.get('auth') ?? [])]).toEqual([]);
  });

  it('the db layer imports no module: a query names its tables from their schema file (decision 243)', () => {
    const upward = edges
      .filter((e) => e.from.startsWith('db/') && moduleOf(e.to))
      .map((e) => `${e.from} → ${e.to}`);
    expect(upward).toEqual([]);
  });

  it("writes properties' homes, sales and roll records only in properties: dataset writes through its plugin (decision 243)", async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const write =
      /\b(insert\s+into|update|delete\s+from|copy|truncate)\s+(properties|sales|assessments|comp_sales)\b|\.(insert|update|delete)\((properties|sales|assessments|compSales)\)/i;
    const writers = [...new Set(edges.map((e) => e.from))].filter(
      (file) => !file.startsWith('modules/properties/') && write.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(writers).toEqual([]);
  });

  it("reads no module's tables through Drizzle's internals (db._.fullSchema): through its schema file", async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const readers = [...new Set(edges.map((e) => e.from))].filter((file) =>
      /\._\.fullSchema\b/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('payments imports nothing of appeals, evidence nothing of appeals', () => {
    expect(modules.get('payments')?.has('appeals') ?? false).toBe(false);
    expect(modules.get('evidence')?.has('appeals') ?? false).toBe(false);
  });

  it('reads analysis jobs only in the properties module', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const readers = [...new Set(edges.map((e) => e.from))].filter(
      (file) =>
        !file.startsWith('modules/properties/') &&
        /\bfrom\s+analysis_jobs\b/i.test(readFileSync(join(SRC, file), 'utf8')) &&
        /^modules\/(payments|appeals|videos|evidence|tour)\//.test(file),
    );
    expect(readers).toEqual([]);
  });

  it('reaches a module on the recipe only through its public surface (its plugin file, its tables for reads)', () => {
    const deep = edges
      .filter((e) => {
        const from = moduleOf(e.from);
        const to = moduleOf(e.to);
        return from && to && from !== to && ON_THE_RECIPE.includes(to);
      })
      .filter(
        (e) =>
          !e.to.endsWith(`/${moduleOf(e.to)}.plugin.ts`) && !e.to.endsWith(`/${moduleOf(e.to)}.schema.ts`),
      )
      .map((e) => `${e.from} → ${e.to}`);
    expect(deep).toEqual([]);
  });
});
