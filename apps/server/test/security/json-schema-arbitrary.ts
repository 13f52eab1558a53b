import fc from 'fast-check';
import { z } from 'zod';
import { HOSTILE_STRINGS, hostileValue } from './hostile-values.ts';

/** The subset of JSON Schema that zod 4's `z.toJSONSchema` emits for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** JSON Schema of a zod schema as the caller sends it (input side), or undefined for non-zod schemas. */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const MAX_DEPTH = 6;

/**
 * How to fill a schema. `valid`: the right types and sizes (string contents may still be
 * hostile), so requests reach the handler; `hostile`: any node may become a value of the wrong
 * type or size. `hints` give realistic values by property name (emails, ids, addresses).
 */
export interface FillOptions {
  mode: 'valid' | 'hostile';
  hints?: Record<string, fc.Arbitrary<unknown>>;
}

export function schemaArbitrary(
  schema: JsonSchema,
  options: FillOptions = { mode: 'hostile' },
): fc.Arbitrary<unknown> {
  return nodeArbitrary(schema, { ...options, root: schema }, 0);
}

interface Walk extends FillOptions {
  root: JsonSchema;
}

function nodeArbitrary(schema: JsonSchema, walk: Walk, depth: number): fc.Arbitrary<unknown> {
  const typed = shapedArbitrary(schema, walk, depth);
  if (walk.mode === 'valid') return typed;
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
}

function shapedArbitrary(schema: JsonSchema, walk: Walk, depth: number): fc.Arbitrary<unknown> {
  const root = walk.root;
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = root.$defs?.[name];
    return target ? shapedArbitrary(target, walk, depth + 1) : fc.jsonValue();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => shapedArbitrary(s, walk, depth + 1)));
  if (schema.allOf?.length) return shapedArbitrary(schema.allOf[0]!, walk, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => shapedArbitrary({ ...schema, type }, walk, depth)));
  switch (types[0]) {
    case 'object':
      return objectArbitrary(schema, walk, depth);
    case 'array': {
      const item = schema.items ? nodeArbitrary(schema.items, walk, depth + 1) : fc.jsonValue();
      const maxLength = Math.min(schema.maxItems ?? 4, 6);
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'string':
      return stringArbitrary(schema, walk.mode);
    case 'integer':
      return fc.integer({
        min: bound(schema.minimum ?? schema.exclusiveMinimum, -1e6),
        max: bound(schema.maximum ?? schema.exclusiveMaximum, 1e7),
      });
    case 'number':
      return fc.oneof(
        fc.double({ min: bound(schema.minimum, -1e6), max: bound(schema.maximum, 1e7), noNaN: true }),
        fc.integer({ min: 0, max: 5_000_000 }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

function bound(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.max(-1e9, Math.min(1e9, value));
}

function stringArbitrary(schema: JsonSchema, mode: FillOptions['mode']): fc.Arbitrary<string> {
  const plain = plainString(schema);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fitting = HOSTILE_STRINGS.filter((text) => text.length >= min && text.length <= max);
  if (mode === 'hostile' || !fitting.length || schema.pattern || schema.format) return plain;
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: fc.constantFrom(...fitting) });
}

function plainString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // fall through to a plain string
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function objectArbitrary(schema: JsonSchema, walk: Walk, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) {
    const shaped = nodeArbitrary(value, walk, depth + 1);
    const hint = walk.hints?.[key];
    model[key] = hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: shaped }) : shaped;
  }
  const shaped = fc.record(model, { requiredKeys: Object.keys(model).filter((k) => required.has(k)) });
  if (walk.mode === 'valid') return shaped;
  // Hostile: sometimes a required key goes missing or an unknown key appears.
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'user_id', 'admin'),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 1, arbitrary: fc.record(model) },
    { weight: 1, arbitrary: fc.tuple(shaped, extra).map(([a, b]) => ({ ...(a as object), ...b })) },
  );
}
