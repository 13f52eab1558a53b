import { describe, expect, it } from 'vitest';
import { checkJsonText, illFormedText, illFormedTextAt } from './well-formed-text.ts';

describe('illFormedTextAt', () => {
  it('finds a lone surrogate anywhere, with its path', () => {
    expect(illFormedTextAt('ok', 'query')).toBeUndefined();
    expect(illFormedTextAt({ a: [{ b: 'x\uD800' }] }, 'body')).toBe('body.a.0.b');
    expect(illFormedTextAt({ a: '\uDC00' }, 'body')).toBe('body.a');
    expect(illFormedTextAt({ a: '\uDC00\uD83C' }, 'body')).toBe('body.a');
    expect(illFormedTextAt({ 'k\uD800': 1 }, 'body')).toBe('body (a property name)');
    expect(illFormedTextAt({ '<b>': 'x\uD800' }, 'body')).toBe('body.…');
  });

  it('accepts pairs, emoji sequences and every script', () => {
    expect(illFormedTextAt({ a: '🏠 👩‍👩‍👧 王 محمد Иван', b: ['\uD83C\uDFE0'] }, 'body')).toBeUndefined();
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\udfff"${']'.repeat(100_000)}`);
    expect(illFormedTextAt(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

describe('checkJsonText', () => {
  it('walks only bodies whose text holds a surrogate escape', () => {
    expect(checkJsonText('{"a":"\\ud83c\\udfe0"}', { a: '🏠' })).toBeUndefined();
    expect(checkJsonText('{"a":"\\\\uD800"}', { a: '\\uD800' })).toBeUndefined();
    const error = checkJsonText('{"street":"\\uD800"}', { street: '\uD800' });
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe(
      '"street" in the request body is not valid Unicode: it contains a lone UTF-16 surrogate (such as \\uD800).',
    );
    expect(error?.body).toEqual({ details: [{ path: 'body.street', message: expect.any(String) }] });
  });

  it('names where the text was', () => {
    expect(illFormedText('query').message).toMatch(/^Text in the query string is not valid Unicode/);
    expect(illFormedText('params.id').message).toMatch(/^"id" in the address/);
    expect(illFormedText('form.job_id').message).toMatch(/^"job_id" in the form/);
  });
});
