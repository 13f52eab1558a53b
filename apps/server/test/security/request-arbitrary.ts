import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { HOSTILE_JSON_TEXTS, hostileString } from './hostile-values.ts';
import { schemaArbitrary } from './json-schema-arbitrary.ts';
import { multipartArbitrary, uploadArbitrary } from './multipart-arbitrary.ts';
import { type Endpoint, fillPath } from './route-catalog.ts';

/** What the fuzzer may borrow to get past the first checks: a real session and real ids. */
export interface FuzzContext {
  accessToken: string;
  refreshToken: string;
  /** Real identifiers seen in earlier responses (job ids, session ids, capture ids, …). */
  knownIds: string[];
  /** Real media files (a JPEG frame, a short MP4) for the upload routes to chew on. */
  samples: Uint8Array[];
}

export interface FuzzRequest {
  kind: string;
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  remoteAddress: string;
  payload?: string | Buffer;
}

/** Realistic values by property name, so valid-looking requests reach the handlers' rules. */
function hints(ctx: FuzzContext): Record<string, fc.Arbitrary<unknown>> {
  const ids = ctx.knownIds.length ? fc.oneof(fc.constantFrom(...ctx.knownIds), fc.uuid()) : fc.uuid();
  return {
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('owner@example.com', 'OWNER@Example.com')),
    password: fc.string({ minLength: 6, maxLength: 40 }),
    first_name: fc.constantFrom('Robin', 'Jo', 'Zoë', "O'Brien"),
    phone_number: fc.stringMatching(/^\d{10}$/),
    phone: fc.stringMatching(/^\d{10}$/),
    street: fc.constantFrom('6985 Calistoga Ln', '7000 Calistoga Ln', '7007 Dover Ct', '1 Nowhere Rd'),
    city: fc.constantFrom('Dublin', 'Pleasanton', 'Los Angeles'),
    state: fc.constantFrom('CA', 'California', 'NV'),
    zip: fc.constantFrom('94568', '94566', '90012', '00000'),
    zipCode: fc.constantFrom('94568', '94566'),
    query: fc.constantFrom('6985 Cal', '7007 Dov', 'Calistoga', '6985 Calistoga Ln #'),
    tier: fc.constantFrom('basic', 'guarantee'),
    county: fc.constantFrom('alameda', 'san_mateo', 'la', 'contra_costa', 'santa_clara', 'nowhere'),
    token: fc.constantFrom(ctx.accessToken, ctx.refreshToken),
    refresh: fc.constantFrom(ctx.refreshToken, ctx.accessToken),
    job_id: ids,
    history_id: ids,
    report_name: ids,
    session_id: ids,
    place_id: ids,
    csv_path: ids.map((id) => `outputs/${id}/comps.csv`),
  };
}

const ipArbitrary = fc.ipV4().map((ip) => ip);

function headersArbitrary(ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${ctx.accessToken}`) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileString.map((s) => `Bearer ${s}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer a.b.c',
        `Bearer ${ctx.refreshToken}`,
        `bearer  ${ctx.accessToken} x`,
      ),
    },
  );
  return fc
    .record(
      {
        authorization,
        'x-order-token': fc.oneof(hostileString, fc.constantFrom(...ctx.knownIds, 'guest')),
        accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*', hostileEscape('x')),
        'x-forwarded-for': ipArbitrary,
        'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
        'x-request-id': hostileString.map(hostileEscape),
        cookie: hostileString.map((s) => `session=${hostileEscape(s)}`),
        'stripe-signature': fc.constantFrom('t=1,v1=abc', 'garbage', ''),
        origin: fc.constantFrom('https://evil.example', 'null'),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => {
      const clean: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') clean[k] = v;
      return clean;
    });
}

/** Header values must be latin-1 without control characters, or the client itself refuses them. */
function hostileEscape(value: string): string {
  return encode(value).slice(0, 2000);
}

/** encodeURIComponent that survives lone surrogates (raw invalid UTF-8 is sent separately). */
function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function paramValue(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: hostileString.map((s) => encode(s).slice(0, 3000)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%E0%A4%A',
        '%',
        '..%2f..%2f',
        '%2e%2e',
        '%00',
        '%uD800',
        '%ED%A0%80',
        '%C0%AF',
      ),
    },
    { weight: 2, arbitrary: fc.oneof(fc.uuid(), fc.integer({ min: -1, max: 10_000 }).map(String)) },
    ...(ctx.knownIds.length ? [{ weight: 2, arbitrary: fc.constantFrom(...ctx.knownIds) }] : []),
  );
}

function queryArbitrary(endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<string> {
  const schema = endpoint.querystring;
  const shaped = schema
    ? fc
        .oneof(
          schemaArbitrary(schema, { mode: 'valid', hints: hints(ctx) }),
          schemaArbitrary(schema, { mode: 'hostile', hints: hints(ctx) }),
        )
        .map((value) => {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return String(value);
          const search = new URLSearchParams();
          for (const [k, v] of Object.entries(value)) {
            for (const item of Array.isArray(v) ? v : [v])
              search.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
          }
          return search.toString();
        })
    : fc.constant('');
  const raw = fc.oneof(
    fc.constantFrom(
      'a=1&a=2',
      '__proto__[polluted]=1',
      'query=%zz',
      'job_id=&job_id=',
      'session_id[]=1',
      '%',
      '=&=&=',
      `place_id=${'x'.repeat(5000)}`,
    ),
    fc
      .dictionary(
        fc.constantFrom('query', 'job_id', 'session_id', 'place_id', 'zip', 'cancelled', 'x'),
        hostileString,
        { maxKeys: 3 },
      )
      .map((d) => new URLSearchParams(d as Record<string, string>).toString()),
    ...(ctx.knownIds.length
      ? [fc.constantFrom(...ctx.knownIds).map((id) => `job_id=${id}&session_id=${id}&place_id=${id}`)]
      : []),
  );
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: raw });
}

type Payload = { kind: string; contentType?: string; payload?: string | Buffer };

function payloadArbitrary(endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<Payload> {
  const json =
    (kind: string) =>
    (value: unknown): Payload => ({
      kind,
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    });
  const valid = endpoint.body
    ? schemaArbitrary(endpoint.body, { mode: 'valid', hints: hints(ctx) }).map(json('json-valid'))
    : fc.jsonValue({ maxDepth: 3 }).map(json('json-any'));
  const hostile = endpoint.body
    ? schemaArbitrary(endpoint.body, { mode: 'hostile', hints: hints(ctx) }).map(json('json-hostile'))
    : fc.jsonValue({ maxDepth: 3 }).map(json('json-any'));
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 3, arbitrary: hostile },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...HOSTILE_JSON_TEXTS)
        .map((text) => ({ kind: 'broken-json', contentType: 'application/json', payload: text })),
    },
    {
      // Routes without a JSON body schema are the upload routes (and the webhook): feed them files.
      weight: !endpoint.body && endpoint.method === 'POST' ? 8 : 1,
      arbitrary: uploadArbitrary(ctx.samples, ctx.knownIds).map((m) => ({
        kind: 'upload',
        contentType: m.contentType,
        payload: m.body,
      })),
    },
    {
      weight: 2,
      arbitrary: multipartArbitrary(ctx.samples).map((m) => ({
        kind: 'multipart',
        contentType: m.contentType,
        payload: m.body,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'application/json; charset=utf-7',
            'image/jpeg',
            '',
          ),
          text: hostileString,
        })
        .map(({ contentType, text }) => ({
          kind: 'other-type',
          contentType: contentType || undefined,
          payload: text,
        })),
    },
    { weight: 1, arbitrary: fc.constant<Payload>({ kind: 'empty' }) },
  );
}

/** One request to `endpoint`: shaped or hostile path, query, headers and body. */
export function requestArbitrary(endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(endpoint.params.map((p) => [p, paramValue(ctx)])));
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(endpoint.method);
  return fc
    .record({
      params,
      query: queryArbitrary(endpoint, ctx),
      headers: headersArbitrary(ctx),
      body: hasBody ? payloadArbitrary(endpoint, ctx) : fc.constant<Payload>({ kind: 'none' }),
      wrongLength: fc.integer({ min: 0, max: 19 }),
      remoteAddress: ipArbitrary,
    })
    .map(({ params, query, headers, body, wrongLength, remoteAddress }) => {
      const url = fillPath(endpoint.url, params as Record<string, string>) + (query ? `?${query}` : '');
      const allHeaders: Record<string, string> = { ...headers };
      if (body.contentType) allHeaders['content-type'] = body.contentType;
      // One request in twenty claims a Content-Length its body does not have.
      if (wrongLength === 0 && body.payload !== undefined)
        allHeaders['content-length'] = String(Buffer.byteLength(body.payload) + 7);
      return {
        kind: body.kind,
        method: endpoint.method as InjectOptions['method'],
        url,
        headers: allHeaders,
        remoteAddress,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}
