import type { z } from 'zod';

/**
 * One third party's settings read from the environment by their own schema (RentCast, RESO): only
 * the named variables, an empty one counted as unset; the parsed values, or one line per wrong
 * variable naming it, as loadConfig lists them.
 */
export function parseSettingsGroup<S extends z.ZodType>(
  schema: S,
  names: readonly string[],
  env: Record<string, string | undefined>,
): { data: z.output<S>; issues: [] } | { data: undefined; issues: string[] } {
  const parsed = schema.safeParse(Object.fromEntries(names.map((name) => [name, env[name] || undefined])));
  return parsed.success
    ? { data: parsed.data, issues: [] }
    : { data: undefined, issues: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) };
}
