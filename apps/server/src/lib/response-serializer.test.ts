import { appealValidationResponseSchema } from '@homie/contracts/appeals';
import { appealReportSchema } from '@homie/contracts/appeals-report';
import {
  autocompleteResponseSchema,
  lookupResponseSchema,
  placeDetailsResponseSchema,
  queryResultResponseSchema,
} from '@homie/contracts/properties';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeEncode, safeParse } from 'zod/v4/core';
import { readsTheSameBothWays, responseSerializerCompiler } from './response-serializer.ts';

describe('which response schemas are parsed rather than encoded', () => {
  it('takes the hot answers (autocomplete, place details, the analysis result) as reading the same both ways', () => {
    expect(readsTheSameBothWays(autocompleteResponseSchema)).toBe(true);
    expect(readsTheSameBothWays(placeDetailsResponseSchema)).toBe(true);
    expect(readsTheSameBothWays(queryResultResponseSchema)).toBe(true);
    // The answers that carry sentences in parts (issue 55) too: their unions are plain ones.
    expect(readsTheSameBothWays(appealReportSchema)).toBe(true);
    expect(readsTheSameBothWays(appealValidationResponseSchema)).toBe(true);
  });

  it('keeps encoding a schema with a node that reads one way only', () => {
    // The lookup's failure body carries `code` with a catch: parsing would drop an unknown code, encoding refuses it.
    expect(readsTheSameBothWays(lookupResponseSchema)).toBe(false);
    expect(readsTheSameBothWays(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ a: z.string().transform((s) => s.trim()) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ a: z.string().pipe(z.email()) }))).toBe(false);
    expect(readsTheSameBothWays(z.array(z.preprocess((v) => v, z.string())))).toBe(false);
    expect(readsTheSameBothWays(z.object({ a: z.lazy(() => z.string()) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ a: z.number().catch(0) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ a: z.string().prefault('x') }))).toBe(false);
    const tagged = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b').optional(), b: z.string() }),
    ]);
    expect(readsTheSameBothWays(tagged)).toBe(false);
  });

  it('looks into every kind of container, and a schema that refers to itself ends', () => {
    const plain = z.object({
      list: z.array(z.union([z.string(), z.number().int().min(0)])),
      pair: z.tuple([z.string(), z.boolean()], z.null()),
      byKey: z.record(z.string(), z.nullable(z.enum(['a', 'b']))),
      both: z.intersection(z.object({ x: z.string() }), z.object({ y: z.string().optional() })),
      at: z.iso.datetime(),
      note: z.string().refine((s) => s !== 'no'),
    });
    expect(readsTheSameBothWays(plain)).toBe(true);
    expect(readsTheSameBothWays(z.object({ pair: z.tuple([z.string()], z.string().default('')) }))).toBe(
      false,
    );
    expect(readsTheSameBothWays(z.record(z.string(), z.string().transform(Number)))).toBe(false);
    const node: z.ZodObject = z.object({ name: z.string() });
    // A cycle through the walk's own bookkeeping (zod's lazy, the usual way, is refused above).
    (node._zod.def.shape as Record<string, unknown>).self = node;
    expect(readsTheSameBothWays(node)).toBe(true);
  });

  it('parses a plain schema to what encoding gives, the same value refused alike', () => {
    const answer: unknown = {
      predictions: [
        { place_id: 'local:p:1', description: '1 MAIN ST, SAN JOSE, CA 95112', extra: 'dropped' },
      ],
      status: 'OK',
      internal: 'dropped',
    };
    const parsed = safeParse(autocompleteResponseSchema, answer);
    const encoded = safeEncode(autocompleteResponseSchema, answer as never);
    expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(encoded.data));
    expect(parsed.data).toEqual({
      predictions: [{ place_id: 'local:p:1', description: '1 MAIN ST, SAN JOSE, CA 95112' }],
      status: 'OK',
    });
    const wrong: unknown = { predictions: [{ place_id: 1 }], status: 'MAYBE' };
    expect(safeParse(autocompleteResponseSchema, wrong).success).toBe(false);
    expect(safeEncode(autocompleteResponseSchema, wrong as never).success).toBe(false);
  });
});

describe('responses through the serializer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    const plain = z.object({ name: z.string(), tags: z.array(z.string()) });
    app.get('/plain', { schema: { response: { 200: plain } } }, async () => ({
      name: 'Ada',
      tags: ['a'],
      passwordHash: 'never sent',
    }));
    app.get('/wrong', { schema: { response: { 200: plain } } }, async () => ({ name: 42, tags: [] }));
    const withDefault = z.object({ name: z.string(), plan: z.string().default('basic') });
    app.get('/default', { schema: { response: { 200: withDefault } } }, async () => ({ name: 'Ada' }));
    app.get('/wrapped', { schema: { response: { 200: { properties: plain } } } }, async () => ({
      name: 'Bo',
      tags: [],
      other: 1,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends only what the schema names', async () => {
    const res = await app.inject('/plain');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"name":"Ada","tags":["a"]}');
    expect((await app.inject('/wrapped')).body).toBe('{"name":"Bo","tags":[]}');
  });

  it('never sends a response that does not fit its schema', async () => {
    const res = await app.inject('/wrong');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('42');
  });

  it('encodes a schema with a default as the type provider did: the default is not filled in on the way out', async () => {
    // Parsing would fill in `plan: "basic"`; encoding asks the handler for it, and its answer lacks it.
    const res = await app.inject('/default');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('basic');
  });
});
