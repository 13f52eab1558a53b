import type { LightMyRequestResponse as Response } from 'fastify';

/** Text that must never reach a caller: stack frames, source paths, SQL engine messages. */
const LEAKS: [RegExp, string][] = [
  [/node_modules/, 'a node_modules path'],
  [/\bat [\w.<>]+ \(/, 'a stack frame'],
  [/\/(src|apps)\/[\w/-]+\.[tj]s\b/, 'a source path'],
  [
    /syntax error at or near|violates \w+ constraint|relation "[^"]+" does not exist|invalid input syntax for/i,
    'a database error',
  ],
  [/PGlite|ECONNREFUSED|TypeError:|ReferenceError:|RangeError:/, 'an internal error name'],
];

/** What is wrong with a response to a hostile request: a 5xx, a 4xx without a clear message, a leak. */
export function responseProblems(res: Response): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 && type.includes('application/json')) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      problems.push(`answered ${res.statusCode} with JSON that does not parse`);
    }
    const error = (body as { error?: unknown } | undefined)?.error;
    if (body !== undefined && (typeof error !== 'string' || error.trim() === '')) {
      problems.push(`answered ${res.statusCode} without an "error" message: ${res.body.slice(0, 200)}`);
    }
  }
  if (res.statusCode >= 400) {
    for (const [pattern, what] of LEAKS)
      if (pattern.test(res.body)) problems.push(`leaks ${what}: ${res.body.slice(0, 300)}`);
  }
  return problems;
}
