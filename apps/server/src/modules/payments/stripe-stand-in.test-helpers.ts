import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for the part of Stripe's API the adapter uses (Checkout Sessions: create,
 * retrieve, expire), speaking Stripe's wire format: form-encoded requests, JSON answers, Stripe-style
 * errors and Idempotency-Key replay. Tests drive the customer's side with pay() and expire().
 */

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string;
  cancel_url: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StripeStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  requests: StandInRequest[];
  /** The customer pays at Stripe. */
  pay(id: string): StandInSession;
  /** Stripe expires the session. */
  expire(id: string): StandInSession;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: StandInRequest[] = [];
  const replies = new Map<string, unknown>();
  let base = '';

  function create(params: Record<string, string>): StandInSession {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `${base}/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(params['line_items[0][price_data][unit_amount]']) *
        Number(params['line_items[0][quantity]'] ?? 1),
      currency: params['line_items[0][price_data][currency]'] ?? 'usd',
      client_reference_id: params.client_reference_id ?? null,
      metadata,
      expires_at: Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
      success_url: params.success_url ?? '',
      cancel_url: params.cancel_url ?? '',
    };
    sessions.set(id, session);
    return session;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0]!;
    const params = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path,
      params,
      idempotencyKey,
      authorization: req.headers.authorization,
    });
    if (!req.headers.authorization?.startsWith('Bearer sk_'))
      return json(res, 401, invalid('Invalid API Key provided'));
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (idempotencyKey && replies.has(idempotencyKey)) return json(res, 200, replies.get(idempotencyKey));
      if (!params.success_url || !params['line_items[0][price_data][unit_amount]']) {
        return json(res, 400, invalid('Missing required param: line_items.'));
      }
      const session = create(params);
      if (idempotencyKey) replies.set(idempotencyKey, session);
      return json(res, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session)
      return json(res, 404, invalid(`No such checkout.session: '${match?.[1] ?? path}'`));
    if (match[2] && req.method === 'POST') {
      if (session.status !== 'open') {
        return json(res, 400, invalid(`Only Checkout Sessions with a status of 'open' can be expired.`));
      }
      session.status = 'expired';
      session.url = null;
      return json(res, 200, session);
    }
    return json(res, 200, session);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => json(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const get = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no session ${id}`);
    return session;
  };
  return {
    url: base,
    sessions,
    requests,
    pay(id) {
      const session = get(id);
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
      return session;
    },
    expire(id) {
      const session = get(id);
      Object.assign(session, { status: 'expired', url: null });
      return session;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
