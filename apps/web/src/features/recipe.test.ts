import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web recipe (docs/architecture.md, decisions 141, 142, 213), held over the source files: each
 * endpoint file exports its TanStack Query hook, `request()` is called from endpoint files only, and
 * every form keeps its state in react-hook-form.
 */
const SRC = join(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');

/** Every source file under `dir`, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments, so a comment naming a function does not count as a use. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const name = (path: string) => relative(SRC, path);

const endpointFiles = readdirSync(FEATURES)
  .map((feature) => join(FEATURES, feature, 'api'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => sources(dir));

/**
 * Files outside `features/<x>/api/` allowed to call `request()`, each for a reason the recipe names:
 * the property API's call wrapper (its `success: false` rule, used by properties' endpoint files) and
 * the auth context's authenticated request helper (spec §3).
 */
const REQUEST_OUTSIDE_API = [
  'features/properties/utils/call-property-api.ts',
  'features/auth/components/auth-provider.tsx',
];

describe('the web recipe', () => {
  it('finds the endpoint files', () => {
    expect(endpointFiles.length).toBeGreaterThan(20);
  });

  it('every file in features/*/api/ exports a query or mutation hook (helpers live in utils/ or lib/)', () => {
    const hookless = endpointFiles.filter(
      (path) =>
        !/export\s+(?:async\s+)?function\s+use[A-Z]|export\s+const\s+use[A-Z]\w*\s*=/.test(code(path)),
    );
    expect(hookless.map(name)).toEqual([]);
  });

  it('every file in features/*/api/ is an endpoint: it calls request()', () => {
    const callsNothing = endpointFiles.filter((path) => !/\brequest\(|callPropertyApi\(/.test(code(path)));
    expect(callsNothing.map(name)).toEqual([]);
  });

  it('nothing outside the endpoint files calls request() (decision 141)', () => {
    const importsRequest = /import\s*\{[^}]*\brequest\b[^}]*\}\s*from\s*'#lib\/api-client\.ts'/;
    const callers = sources(FEATURES)
      .concat(sources(join(SRC, 'app')), sources(join(SRC, 'components')))
      .filter((path) => !endpointFiles.includes(path) && importsRequest.test(code(path)))
      .map(name)
      .filter((path) => !REQUEST_OUTSIDE_API.includes(path));
    expect(callers).toEqual([]);
  });

  it('every form keeps its state in react-hook-form (decision 142): no hand-written field state', () => {
    /** The file and what it imports relatively (a form's hook may hold its `useForm`). */
    const withImports = (path: string) => {
      const text = code(path);
      const imported = [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
        .map((m) => resolve(dirname(path), m[1]!))
        .filter((file) => existsSync(file))
        .map(code);
      return [text, ...imported].join('\n');
    };
    const forms = sources(SRC).filter((path) => /<form\b/.test(code(path)));
    expect(forms.length).toBeGreaterThan(15);
    const offForm = forms.filter((path) => !/\buseForm\b/.test(withImports(path)));
    expect(offForm.map(name)).toEqual([]);
  });
});
