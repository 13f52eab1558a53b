import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 48 item 1 (the recipe, docs/architecture.md): a module talks to its database only in its
 * repository files. Raw SQL (`database.query(…)`, a `sql` template) and the query builder
 * (`.db.select/insert/update/delete/execute`) appear in `*.repository.ts`, in `*.schema.ts`
 * (a table's defaults and indexes) and in tests, nowhere else in `src/modules`.
 */
const MODULES = fileURLToPath(new URL('../../src/modules', import.meta.url));

/** Named exceptions, with why they stand. */
const EXCEPTIONS: Record<string, string> = {};

const DATABASE_CALL =
  /\b(?:database|session|tx|client|db)\.query\s*\(|\bsql`|\.db\s*\.\s*(?:select|insert|update|delete|execute)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const allowed = (file: string) =>
  /\.(repository|schema)\.ts$/.test(file) ||
  /\.test\.ts$|test-helpers\.ts$|test-fixtures\.ts$|\.fixtures?\.ts$|\.stand-in\.ts$/.test(file) ||
  file in EXCEPTIONS;

describe('the database is reached from repository files only', () => {
  const files = sourceFiles(MODULES).map((path) => ({
    file: relative(MODULES, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the calls it checks (the scanner is not blind)', () => {
    const inRepositories = files.filter(
      (f) => f.file.endsWith('.repository.ts') && DATABASE_CALL.test(f.text),
    );
    expect(inRepositories.length).toBeGreaterThan(10);
  });

  it('has no database call outside them', () => {
    const outside = files
      .filter((f) => !allowed(f.file))
      .flatMap((f) =>
        f.text
          .split('\n')
          .map((line, i) => ({ line, at: `${f.file}:${i + 1}` }))
          .filter(
            ({ line }) =>
              DATABASE_CALL.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'),
          )
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(outside).toEqual([]);
  });
});
