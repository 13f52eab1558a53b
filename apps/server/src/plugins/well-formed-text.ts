import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeOfStatus, fixedErrorMessage } from '@homie/contracts/errors';
import fp from 'fastify-plugin';
import { badRequest, type HttpError } from '#lib/errors.ts';

/**
 * Every piece of text a request carries must be well-formed Unicode (decision 095). A lone UTF-16
 * surrogate (`"\uD800"` in JSON, `%ED%A0%80` in a URL, UTF-16 bytes in a multipart field) cannot be
 * stored, encoded or laid out, and used to surface as a 500 deep inside a module. It is refused
 * here, once for every route: the JSON body parser in app.ts calls `illFormedTextAt`, a hook checks
 * the query string and path parameters, and multipart text fields are checked as a route reads them.
 */

const LONE_SURROGATE = 'Not valid Unicode: it contains a lone UTF-16 surrogate (such as \\uD800).';

/** A JSON text that may hold a surrogate escape (`\uD800`…`\uDFFF`); only those need the walk. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** A surrogate percent-encoded as UTF-8 (`%ED%A0%80`…`%ED%BF%BF`), which is not valid UTF-8. */
const ENCODED_SURROGATE = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/i;

const SAFE_KEY = /^[\w-]{1,64}$/;

/** `String.prototype.isWellFormed` (Node 20+; the TypeScript lib configured here predates ES2024). */
const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

const join = (path: string, key: string) => `${path}.${SAFE_KEY.test(key) ? key : '…'}`;

/**
 * The dotted path of the first ill-formed string in `value` (a string, or a property name, nested
 * at any depth), or undefined when all of its text is well-formed. Iterative: a JSON body may nest
 * thousands of levels deep.
 */
export function illFormedTextAt(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (!wellFormed(node)) return path;
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${path}.${i}`]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (!wellFormed(key)) return `${path} (a property name)`;
        stack.push([child, join(path, key)]);
      }
    }
  }
  return undefined;
}

/** The 400 for text that is not well-formed at `path` (`body.street`, `query.query`, `form.job_id`). */
export function illFormedText(path: string): HttpError {
  const [where, ...rest] = path.split('.');
  const field = rest.join('.');
  const place =
    where === 'body'
      ? 'the request body'
      : where === 'query'
        ? 'the query string'
        : where === 'params'
          ? 'the address'
          : 'the form';
  return badRequest(
    `${field ? `"${field}" in ${place}` : `Text in ${place}`} is ${lowerFirst(LONE_SURROGATE)}`,
    {
      details: [{ path, message: LONE_SURROGATE }],
    },
  );
}

const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** For the JSON body parser: the 400 when a parsed body (from `text`) holds ill-formed text. */
export function checkJsonText(text: string, parsed: unknown): HttpError | undefined {
  if (!SURROGATE_ESCAPE.test(text)) return undefined;
  const at = illFormedTextAt(parsed, 'body');
  return at ? illFormedText(at) : undefined;
}

/** A multipart part's text: its field name, file name and (for a field) its value. */
function partProblem(part: Multipart, checked: WeakSet<object>): string | undefined {
  if (checked.has(part)) return undefined;
  checked.add(part);
  if (!wellFormed(part.fieldname)) return 'form (a field name)';
  const at = join('form', part.fieldname);
  if (part.type === 'file')
    return part.filename && !wellFormed(part.filename) ? `${at} (its file name)` : undefined;
  return illFormedTextAt(part.value, at);
}

/** Fields read before a file part (request.file() and request.files() hand out only files). */
function fieldsProblem(part: MultipartFile, checked: WeakSet<object>): string | undefined {
  for (const entry of Object.values(part.fields ?? {})) {
    for (const field of [entry].flat()) {
      const at = field ? partProblem(field as Multipart, checked) : undefined;
      if (at) return at;
    }
  }
  return undefined;
}

function refuse(part: Multipart, at: string): never {
  if (part.type === 'file') part.file.resume(); // let the rest of the body flow past
  throw illFormedText(at);
}

/** Wraps the multipart readers of one request so every text part is checked before a route sees it. */
function guardMultipart(request: FastifyRequest): void {
  const checked = new WeakSet<object>();
  const { parts, file, files } = request;
  request.parts = async function* (this: FastifyRequest, options) {
    for await (const part of parts.call(this, options)) {
      const at = partProblem(part, checked);
      if (at) refuse(part, at);
      yield part;
    }
  };
  request.files = async function* (this: FastifyRequest, options) {
    for await (const part of files.call(this, options)) {
      const at = partProblem(part, checked) ?? fieldsProblem(part, checked);
      if (at) refuse(part, at);
      yield part;
    }
  };
  request.file = async function (this: FastifyRequest, options) {
    const part = await file.call(this, options);
    const at = part && (partProblem(part, checked) ?? fieldsProblem(part, checked));
    if (part && at) refuse(part, at);
    return part;
  };
}

/**
 * Fastify's own refusals that come before any hook (passed as `frameworkErrors` in app.ts): a path
 * that does not decode as UTF-8 (`%ED%A0%80`, `%C0%AF`) gets a clear 400 instead of the framework's
 * `{ "error": "Bad Request" }`, which also echoed the path.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({
      error:
        'The address is not valid: a percent-encoded part of it is not valid UTF-8 (such as an encoded lone surrogate, %ED%A0%80).',
      code: 'invalid_request',
    });
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  return reply
    .code(status)
    .send(
      status < 500
        ? { error: 'Bad request.', code: codeOfStatus(status) ?? 'invalid_request' }
        : { error: fixedErrorMessage('internal'), code: 'internal' },
    );
}

/** The query string and path parameters of every request; multipart fields as they are read. */
export const wellFormedText = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    const q = url.indexOf('?');
    if (q >= 0 && ENCODED_SURROGATE.test(url.slice(q + 1))) throw illFormedText('query');
    const at = illFormedTextAt(request.query, 'query') ?? illFormedTextAt(request.params, 'params');
    if (at) throw illFormedText(at);
  });
  app.addHook('preValidation', async (request) => {
    if (typeof request.parts === 'function' && request.isMultipart()) guardMultipart(request);
  });
});
