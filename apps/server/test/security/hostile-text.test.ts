// Hostile text in every text field of every endpoint (issue 13, "what must be true" 9 and 12):
// lone surrogates (high, low, a reversed pair), 20,000-character words (one letter, a long word,
// CJK; also cut to the field's cap, so they get past validation to the layout and the database)
// and mixed scripts. The fields are discovered: every string of each route's zod body and query
// schema, every path parameter, and the multipart text fields the upload routes read. Each case
// is sent on a request the route accepts, with only that field changed. Must hold: lone surrogates
// get a 400 that names the problem; everything else a correct answer or a clear 4xx; never a 5xx;
// a refused request changes nothing; no request takes over 2 s or delays /healthz beyond 200 ms
// meanwhile. An accepted write is followed by every read of the journey's resources, so text
// stored now and laid out later (the appeal letter in its PDF) is timed too.
// A fixed set of cases, no randomness: a failure names the endpoint, the field and the case.
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { grantOperator } from '../../src/modules/operator/operator.roles.ts';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import { LONE_SURROGATES, LONG_WORD_LENGTH, LONG_WORDS, MIXED_SCRIPTS } from './hostile-values.ts';
import { type JsonSchema, schemaArbitrary } from './json-schema-arbitrary.ts';
import {
  multipart,
  sampleJpeg,
  sampleMp4,
  SUBJECT_ADDRESS,
  seedProperties,
  walkJourney,
} from './journeys.ts';
import { responseProblems } from './response-checks.ts';
import { type Endpoint, endpointsOf, fillPath } from './route-catalog.ts';
import { diff, snapshot } from './state-snapshot.ts';
import { injectWithinBudget } from './watched-inject.ts';

vi.mock('fastify', async () => (await import('./fastify-route-spy.ts')).spiedFastify());

const t = await createTestApp(
  { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_EMAIL: '1000000' },
  { clock: openPeriodClock() },
);
await seedProperties(t.database);
let user = await signUp(t.app);
// The journey's owner is also an operator, so the back office's writes (handling notes) meet hostile text too.
await grantOperator(t.database, user.email);
const video = sampleMp4(1);
const journey = await walkJourney(t.app, user.access, { video });
const image = await sampleJpeg();
const filesRoot = join(t.config.dataDir, 'files');
const endpoints = endpointsOf(t.app);

/** Whose token the requests carry. The account's own routes (logout, password, deletion) run as a
 * disposable account, so the journey's owner keeps her session and her resources. */
let session = user;
const alive = async () =>
  (await t.app.inject({ url: '/api/auth/profile/', headers: { authorization: `Bearer ${session.access}` } }))
    .statusCode === 200;
async function renewSession(endpoint: Endpoint): Promise<void> {
  if (endpoint.url.startsWith('/api/auth/')) session = await signUp(t.app);
  else {
    session = user;
    if (!(await alive())) session = user = await signIn(user);
  }
}
async function signIn(who: typeof user): Promise<typeof user> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: who.email, password: 'correct horse' },
  });
  return res.statusCode === 200 ? { ...who, ...res.json() } : who;
}
const figures: {
  endpoint: string;
  base: number;
  fields: number;
  requests: number;
  slowest_ms: number;
  healthz_ms: number;
}[] = [];
afterAll(async () => {
  console.table(figures);
  await t.close();
});

/** `String.prototype.isWellFormed` (Node 20; the TypeScript lib configured here predates ES2024). */
const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

// ---- the cases ------------------------------------------------------------------------------

interface TextCase {
  name: string;
  text: string;
  /** Lone surrogates must be refused with a 400 that says so. */
  illFormed?: boolean;
}

/** Cuts to `max` UTF-16 units without splitting a surrogate pair (that would make a lone one). */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function casesFor(maxLength: number | undefined): TextCase[] {
  const cases: TextCase[] = Object.entries(LONE_SURROGATES).map(([name, text]) => ({
    name: `lone surrogate (${name})`,
    text,
    illFormed: true,
  }));
  for (const [name, word] of Object.entries(LONG_WORDS)) {
    cases.push({ name: `${LONG_WORD_LENGTH.toLocaleString('en')}-character ${name}`, text: word });
    if (maxLength !== undefined && maxLength > 0 && maxLength < LONG_WORD_LENGTH)
      cases.push({ name: `${name} at the field's cap (${maxLength})`, text: fit(word, maxLength) });
  }
  cases.push({ name: 'mixed scripts', text: fit(MIXED_SCRIPTS, maxLength ?? MIXED_SCRIPTS.length) });
  return cases;
}

// ---- where text goes: discovered from the schemas -------------------------------------------

type Key = string | number;
interface Slot {
  where: 'body' | 'query' | 'params' | 'form';
  path: Key[];
  maxLength?: number;
}

/** Every string leaf of a JSON Schema (through $ref, anyOf/oneOf and array items), with its cap. */
function stringLeaves(schema: JsonSchema, root: JsonSchema, path: Key[] = [], depth = 0): Slot[] {
  if (depth > 8) return [];
  if (schema.$ref) {
    const target = root.$defs?.[schema.$ref.split('/').pop() ?? ''];
    return target ? stringLeaves(target, root, path, depth + 1) : [];
  }
  if (schema.enum || schema.const !== undefined) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const leaves = options.map((o) => stringLeaves(o, root, path, depth + 1));
    return (
      leaves.find((l) => l.length && l[0]!.path.length === path.length) ?? leaves.find((l) => l.length) ?? []
    );
  }
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) return [{ where: 'body', path, maxLength: schema.maxLength }];
  if (types.includes('array') && schema.items)
    return stringLeaves(schema.items, root, [...path, 0], depth + 1);
  if (types.includes('object') || schema.properties)
    return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      stringLeaves(child, root, [...path, key], depth + 1),
    );
  return [];
}

function setAt(value: unknown, path: Key[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[key] = setAt(list[key], rest, leaf);
    return list;
  }
  const object: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  object[key as string] = setAt(object[key as string], rest, leaf);
  return object;
}

// ---- requests the routes accept, to change one field of -------------------------------------

const ids = journey.ids;
const hints = (): Record<string, fc.Arbitrary<unknown>> => ({
  email: fc.constant('owner@example.com'),
  password: fc.constant('correct horse'),
  first_name: fc.constant('Robin'),
  phone_number: fc.constant('5105550134'),
  phone: fc.constant('5105550134'),
  street: fc.constant(SUBJECT_ADDRESS.street),
  city: fc.constant(SUBJECT_ADDRESS.city),
  state: fc.constant(SUBJECT_ADDRESS.state),
  zip: fc.constant(SUBJECT_ADDRESS.zip),
  query: fc.constant('6985 Cal'),
  tier: fc.constant('guarantee'),
  county: fc.constant('alameda'),
  token: fc.constant(user.access),
  refresh: fc.constant(user.refresh),
  ...(journey.jobId
    ? {
        job_id: fc.constant(journey.jobId),
        history_id: fc.constant(journey.jobId),
        report_name: fc.constant(journey.jobId),
      }
    : {}),
  ...(journey.sessionId ? { session_id: fc.constant(journey.sessionId) } : {}),
  ...(ids[0] ? { place_id: fc.constant(ids[0]) } : {}),
});

/** Whole bodies that pass the business rules random ones cannot (a complete appeal form). */
async function knownBodies(): Promise<Record<string, unknown[]>> {
  const bodies: Record<string, unknown[]> = {
    'POST /manual_analysis': [{ ...SUBJECT_ADDRESS, unit: '' }],
    'POST /api/lookup_property': [{ ...SUBJECT_ADDRESS }],
    'POST /api/contact': [{ name: 'Pat Owner', email: 'pat@example.com', message: 'Hello there.' }],
    'POST /api/leads': [{ email: 'lead@example.com', phone: '5105550134', address: { ...SUBJECT_ADDRESS } }],
  };
  try {
    const { completeInfo, comparable } = await import('../../src/modules/appeals/appeals.test-helpers.ts');
    const form = {
      county: 'alameda',
      job_id: journey.jobId,
      property_info: completeInfo(),
      comparable_sales: [comparable()],
    };
    bodies['POST /fill-form'] = [form];
    bodies['POST /fill-form/validate'] = [form];
  } catch {
    // the appeals helpers moved: the sampled bodies still reach validation
  }
  return bodies;
}

let ip = 0;
const nextIp = () => `10.13.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`;

interface Base {
  params: Record<string, string>;
  query?: unknown;
  body?: unknown;
  form?: {
    fields: Record<string, string>;
    file: { name: string; filename: string; contentType: string; body: Buffer };
  };
}

function build(endpoint: Endpoint, base: Base, slot?: Slot, text?: string): InjectOptions {
  // A lone surrogate goes out as %ED%A0%80, as a raw client sends it.
  const encoded = (value: string) => (wellFormed(value) ? encodeURIComponent(value) : cesu8(value));
  const params = { ...base.params };
  if (slot?.where === 'params') params[slot.path[0] as string] = text!;
  const url = fillPath(
    endpoint.url,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encoded(v)])),
  );
  let query = base.query as Record<string, unknown> | undefined;
  if (slot?.where === 'query') query = setAt(query, slot.path, text) as Record<string, unknown>;
  const search = query
    ? Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encoded(String(v))}`)
        .join('&')
    : '';
  const request: InjectOptions = {
    method: endpoint.method as 'GET',
    url: search ? `${url}?${search}` : url,
    headers: {
      authorization: `Bearer ${session.access}`,
      ...(journey.orderToken ? { 'x-order-token': journey.orderToken } : {}),
    },
    remoteAddress: nextIp(),
  };
  if (base.form) {
    const fields = { ...base.form.fields };
    if (slot?.where === 'form') fields[slot.path[0] as string] = text!;
    const parts = [
      ...Object.entries(fields).map(([name, value]) =>
        wellFormed(value)
          ? { name, body: value }
          : // busboy decodes a part in the charset it names: UTF-16 is how a lone surrogate arrives
            { name, contentType: 'text/plain; charset=utf-16le', body: Buffer.from(value, 'utf16le') },
      ),
      base.form.file,
    ];
    const { payload, headers } = multipart(parts);
    return { ...request, payload, headers: { ...request.headers, ...headers } };
  }
  if (base.body !== undefined) {
    const body = slot?.where === 'body' ? setAt(base.body, slot.path, text) : base.body;
    return {
      ...request,
      payload: JSON.stringify(body),
      headers: { ...request.headers, 'content-type': 'application/json' },
    };
  }
  return request;
}

/** Percent-encodes a string as WTF-8 (a lone surrogate becomes %ED%A0%80, as a raw client sends it). */
function cesu8(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff && !wellFormed(value.slice(i, i + 2))) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else if (code >= 0xd800 && code <= 0xdbff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else out += encodeURIComponent(value[i]!);
  }
  return out;
}

const accepted = (status: number) => status >= 200 && status < 300;

/** The first candidate the route accepts (2xx), or the first one (it still reaches the checks). */
async function findBase(
  endpoint: Endpoint,
  candidates: Base[],
): Promise<{ base: Base; accepted: boolean; status: number }> {
  let first: number | undefined;
  for (const base of candidates) {
    const { statusCode } = await t.app.inject(build(endpoint, base));
    first ??= statusCode;
    if (accepted(statusCode)) return { base, accepted: true, status: statusCode };
  }
  return { base: candidates[0]!, accepted: false, status: first ?? 0 };
}

async function basesFor(endpoint: Endpoint, known: Record<string, unknown[]>): Promise<Base[]> {
  const sample = (schema: JsonSchema | undefined) =>
    schema
      ? fc.sample(schemaArbitrary(schema, { mode: 'valid', hints: hints() }), { numRuns: 3, seed: 13 })
      : [undefined];
  const paramSets = endpoint.params.length
    ? ids.map((id) => Object.fromEntries(endpoint.params.map((p) => [p, id])))
    : [{}];
  const bodies = [...(known[endpoint.name] ?? []), ...sample(endpoint.body)];
  const queries = sample(endpoint.querystring);
  const bases: Base[] = [];
  for (const params of paramSets.length ? paramSets : [{}])
    for (const body of bodies) for (const query of queries) bases.push({ params, body, query });
  const multipartRoute = !endpoint.body && endpoint.method === 'POST';
  if (multipartRoute) {
    const files = [
      ...(video ? [{ name: 'video', filename: 'home.mp4', contentType: 'video/mp4', body: video }] : []),
      { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', body: image },
    ];
    return [
      ...files.map((file) => ({
        params: bases[0]!.params,
        form: { fields: { job_id: journey.jobId ?? '' }, file },
      })),
      ...files.map((file) => ({
        params: bases[0]!.params,
        form: { fields: { evidence_token: 'token' }, file },
      })),
    ];
  }
  return bases.slice(0, 12);
}

function slotsOf(endpoint: Endpoint, base: Base, status: number): Slot[] {
  const slots: Slot[] = endpoint.params.map((p) => ({ where: 'params', path: [p] }));
  if (endpoint.querystring)
    for (const leaf of stringLeaves(endpoint.querystring, endpoint.querystring))
      if (leaf.path.length === 1) slots.push({ ...leaf, where: 'query' });
  if (base.body !== undefined && endpoint.body) slots.push(...stringLeaves(endpoint.body, endpoint.body));
  // A route that answers 415 to every multipart body (the webhook) reads no form fields.
  if (base.form && status !== 415)
    for (const name of ['job_id', 'evidence_token']) slots.push({ where: 'form', path: [name] });
  return slots;
}

// ---- the reads that lay out stored text -----------------------------------------------------

/** GET endpoints with path parameters that answer 2xx for one of the journey's ids. */
async function journeyReads(): Promise<{ endpoint: Endpoint; base: Base }[]> {
  const reads: { endpoint: Endpoint; base: Base }[] = [];
  for (const endpoint of endpoints.filter((e) => e.method === 'GET' && e.params.length)) {
    for (const id of ids) {
      const base = { params: Object.fromEntries(endpoint.params.map((p) => [p, id])) };
      if (accepted((await t.app.inject(build(endpoint, base))).statusCode)) {
        reads.push({ endpoint, base });
        break;
      }
    }
  }
  return reads;
}

const known = await knownBodies();
const reads = await journeyReads();

describe('hostile text in every text field', () => {
  it('finds text fields and the journey reads', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    expect(reads.length).toBeGreaterThan(0);
  });

  it.each(endpoints.filter((e) => !['/healthz', '/readyz'].includes(e.url)).map((e) => [e.name, e] as const))(
    '%s',
    { timeout: 600_000 },
    async (_name, endpoint) => {
      await renewSession(endpoint);
      const found = await findBase(endpoint, await basesFor(endpoint, known));
      const { base, accepted: baseAccepted } = found;
      if (baseAccepted) await renewSession(endpoint); // the base may have been a logout
      const slots = slotsOf(endpoint, base, found.status);
      const row = {
        endpoint: endpoint.name,
        base: found.status,
        fields: slots.length,
        requests: 0,
        slowest_ms: 0,
        healthz_ms: 0,
      };
      figures.push(row);
      const failures: string[] = [];
      let baseline = await snapshot(t.app, filesRoot);
      const send = async (request: () => InjectOptions, label: string, illFormed = false) => {
        let watched = await injectWithinBudget(t.app, request());
        if (watched.res.statusCode === 429) {
          // A per-account or per-address limit answered first: once more, as someone fresh.
          await renewSession(endpoint);
          baseline = await snapshot(t.app, filesRoot);
          watched = await injectWithinBudget(t.app, request());
        }
        row.requests += 1;
        row.slowest_ms = Math.max(row.slowest_ms, Math.round(watched.ms));
        row.healthz_ms = Math.max(row.healthz_ms, Math.round(watched.healthzMs));
        const { res } = watched;
        const problems = [...responseProblems(res), ...watched.problems];
        if (illFormed) {
          const error = res.statusCode === 400 ? String(res.json().error ?? '') : '';
          if (!/not valid (Unicode|UTF-8)/.test(error))
            problems.push(
              `answered ${res.statusCode} instead of a 400 naming the lone surrogate: ${res.body.slice(0, 160)}`,
            );
        }
        const after = await snapshot(t.app, filesRoot);
        if (res.statusCode >= 400) {
          const changes = diff(baseline, after);
          if (changes.length) problems.push(`a refused request changed state: ${changes.join('; ')}`);
        }
        baseline = after;
        if (problems.length) failures.push(`${label}\n    -> ${problems.join('\n    -> ')}`);
        return res;
      };
      for (const slot of slots) {
        for (const textCase of casesFor(slot.maxLength)) {
          const label = `${slot.where}.${slot.path.join('.')}: ${textCase.name}`;
          const res = await send(() => build(endpoint, base, slot, textCase.text), label, textCase.illFormed);
          if (accepted(res.statusCode) && !(await alive())) {
            await renewSession(endpoint);
            baseline = await snapshot(t.app, filesRoot);
          }
          // A write that kept the text: the reads that lay it out again must stay within budget too.
          if (
            baseAccepted &&
            accepted(res.statusCode) &&
            endpoint.method !== 'GET' &&
            !textCase.illFormed &&
            textCase.text.length >= 1000
          )
            for (const read of reads) {
              await send(() => build(read.endpoint, read.base), `${label}, then GET ${read.endpoint.url}`);
            }
        }
      }
      expect(
        failures,
        `${endpoint.name}: ${failures.length} failing case(s)\n${failures.join('\n')}`,
      ).toEqual([]);
    },
  );
});
