import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '#lib/response-serializer.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_SECONDS } from '#db/unavailable.ts';
import { badRequest, conflict, httpError, notFound, tooMany } from '#lib/errors.ts';
import { errorHandler } from './error-handler.ts';

const app = Fastify();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorHandler);
  app.get('/expired', async () => {
    throw httpError('letter_link_expired', 'This link has expired.');
  });
  app.get('/provider', async () => {
    throw httpError('payment_provider_failed');
  });
  app.get('/taken', async () => {
    throw badRequest('Taken.', { email: ['Taken.'] }, 'email_taken');
  });
  app.get('/paid', async () => {
    throw conflict('Paid already.', { can_retry: false });
  });
  app.get('/job', async () => {
    throw notFound('Unknown job_id.', 'job_not_found');
  });
  app.get('/slow-down', async () => {
    throw tooMany('Wait.', 30);
  });
  app.get('/db-timeout', async () => {
    // As drizzle reports PostgreSQL cancelling a statement over its budget: the driver's error as cause.
    throw new Error('Failed query: select …', {
      cause: Object.assign(new Error('canceling statement'), { code: '57014' }),
    });
  });
  app.get('/deadlock', async () => {
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
  });
  app.get('/crash', async () => {
    throw new Error('relation "secret" does not exist');
  });
  app.post(
    '/typed',
    { schema: { body: z.object({ n: z.number({ error: 'n must be a number.' }) }) } },
    async () => ({
      ok: true,
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error answers carry { error, code }, the status picked from the code', () => {
  it('a coded error: its status, its text, its code', async () => {
    const res = await app.inject('/expired');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'This link has expired.', code: 'letter_link_expired' });
  });

  it('a code with a fixed text needs no text at the throw site', async () => {
    const res = await app.inject('/provider');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'Failed to create payment session',
      code: 'payment_provider_failed',
    });
  });

  it('extra fields stay beside the code', async () => {
    const taken = await app.inject('/taken');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: 'Taken.', code: 'email_taken', email: ['Taken.'] });
    const paid = await app.inject('/paid');
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ error: 'Paid already.', code: 'conflict', can_retry: false });
    const job = await app.inject('/job');
    expect(job.statusCode).toBe(404);
    expect(job.json()).toEqual({ error: 'Unknown job_id.', code: 'job_not_found' });
  });

  it('a rate limit keeps its retry-after header', async () => {
    const res = await app.inject('/slow-down');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ error: 'Wait.', code: 'rate_limited' });
  });

  it('a contract failure is invalid_request with its details; bad JSON is invalid_json', async () => {
    const typed = await app.inject({ method: 'POST', url: '/typed', payload: { n: 'x' } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({ error: 'n must be a number.', code: 'invalid_request' });
    expect(typed.json().details).toEqual([{ path: 'body.n', message: 'n must be a number.' }]);
    const json = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"n":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('a framework refusal gets the by-kind code of its status', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Unsupported content type.', code: 'unsupported_media_type' });
  });

  it('an unexpected failure is a generic 500 that names nothing internal', async () => {
    for (const url of ['/crash', '/deadlock']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal',
      });
    }
  });

  it('a database that cannot serve (here a statement over its budget) is a 503 to retry (decision 169)', async () => {
    const res = await app.inject('/db-timeout');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
  });
});
