import type { FastifyInstance } from 'fastify';

/** Shared steps of the payments API tests (not shipped: imported by *.test.ts only). */

export interface Who {
  token?: string | undefined;
  access?: string | undefined;
}

export function headers(who: Who): Record<string, string> {
  return {
    ...(who.token ? { 'x-order-token': who.token } : {}),
    ...(who.access ? { authorization: `Bearer ${who.access}` } : {}),
  };
}

export async function createSession(app: FastifyInstance, body: Record<string, unknown>, who: Who = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/create_payment_session',
    payload: body,
    headers: headers(who),
  });
}

export async function flowStatus(app: FastifyInstance, sessionId: string, who: Who) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/payment/flow-status/${sessionId}`,
    headers: headers(who),
  });
  return res.statusCode === 200 ? (res.json().status as string) : `HTTP ${res.statusCode}`;
}

export async function payWithCard(
  app: FastifyInstance,
  sessionUrl: string,
  number: string,
  expiry = '12 / 34',
  cvc = '123',
) {
  return app.inject({
    method: 'POST',
    url: sessionUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardholder: 'Pat Owner', number, expiry, cvc }).toString(),
  });
}

export async function callSuccess(app: FastifyInstance, sessionId: string, who: Who) {
  return app.inject({
    method: 'GET',
    url: `/api/payment/success?session_id=${sessionId}`,
    headers: headers(who),
  });
}

export async function callCancel(app: FastifyInstance, sessionId: string, who: Who) {
  return app.inject({
    method: 'GET',
    url: `/api/payment/cancel?session_id=${sessionId}`,
    headers: headers(who),
  });
}

let jobCounter = 0;

/** An analysis job to buy a plan for. */
export async function createJob(_app: FastifyInstance): Promise<string> {
  jobCounter += 1;
  return `job-test-${Date.now()}-${jobCounter}`;
}
