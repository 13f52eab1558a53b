import fc from 'fast-check';

/** Strings that have broken web servers before: injection, traversal, encoding and size tricks. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '$1',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}#{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  '\uD800',
  '\uDC00',
  '\uDFFF\uD800',
  'Zoë Иванова 王小明 محمد 🏠',
  '\u202Egnp.exe',
  '🏠🏠🏠',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '99999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  '\r\nSet-Cookie: evil=1',
  'a'.repeat(5000),
  'é'.repeat(2000),
];

/** Lone UTF-16 surrogates: a high one, a low one, and a pair in the wrong order (issue 13, finding 9). */
export const LONE_SURROGATES = {
  high: 'Pat \uD800Owner',
  low: 'Pat \uDFFFOwner',
  reversed: 'Pat \uDC00\uD83COwner',
} as const;

/** How long the overlong words are: a 3,000-character word once froze the server for 52 s. */
export const LONG_WORD_LENGTH = 20_000;

const cycle = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** Words of 20,000 characters with no space to break at: one letter, a long word, CJK. */
export const LONG_WORDS = {
  'one letter': 'a'.repeat(LONG_WORD_LENGTH),
  'long word': cycle('Pneumonoultramicroscopicsilicovolcanoconiosis', LONG_WORD_LENGTH),
  'CJK word': cycle('不動産評価異議申立書類審査委員会', LONG_WORD_LENGTH),
} as const;

/** Latin, Cyrillic, CJK, Arabic (right to left) and emoji (with a ZWJ sequence) in one value. */
export const MIXED_SCRIPTS =
  "Zoë O'Brien Иванова 王小明 محمد الأحمد 👩‍👩‍👧 Ñandú 6985 Calistoga Ln, Dublin 🏠";

/** Numbers at the edges of what JSON and JavaScript can hold. */
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  123456789012,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/** A value of any JSON type, biased towards the ones a handler does not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS, null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileStringOrNumber(), { maxLength: 5 }) },
);

function hostileStringOrNumber(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20)), fc.constantFrom(...HOSTILE_NUMBERS));
}

/** JSON texts that are broken, enormous in depth, or abuse object keys. */
export const HOSTILE_JSON_TEXTS = [
  '{',
  '{"a":',
  '[1,2',
  '"unterminated',
  'nul',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '\uFEFF{}',
  'null',
  '0',
  '"text"',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e999999}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  JSON.stringify({ a: 'x'.repeat(900_000) }),
  '{"email":"a@b.co","email":"dup@b.co"}',
];
