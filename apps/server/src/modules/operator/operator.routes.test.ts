import { CSV_BOM, OPERATOR_API } from '@homie/contracts/operator';
import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '#lib/response-serializer.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { grantOperator, revokeOperator } from './operator.roles.ts';
import operatorRoutes from './operator.routes.ts';

let t: TestApp;
let operator: string;
let user: string;
let removed: string;
let ip = 0;

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
const post = (url: string, payload: object, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth(token), ...headers } });

const contact = (name: string, email: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email, message },
    remoteAddress: `10.7.0.${++ip}`,
  });
const lead = (email: string, address: { street: string; city: string; zipCode: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: {
      email,
      phone: '(510) 555-1234',
      address: { unit: '', state: 'CA', ...address },
      result: { assessed_value: 800000, market_value: 700000, saving: 1170 },
    },
    remoteAddress: `10.8.0.${++ip}`,
  });

beforeAll(async () => {
  t = await createTestApp();
  const op = await signUp(t.app, 'boss@brokerage.example');
  operator = op.access;
  expect((await grantOperator(t.database, 'Boss@Brokerage.example')).ok).toBe(true);
  user = (await signUp(t.app, 'owner@example.com')).access;
  const gone = await signUp(t.app, 'former@brokerage.example');
  await grantOperator(t.database, 'former@brokerage.example');
  // Its token worked while it was an operator…
  expect((await get(OPERATOR_API.summary, gone.access)).statusCode).toBe(200);
  await revokeOperator(t.database, 'former@brokerage.example');
  removed = gone.access;
});
afterAll(() => t.close());

describe('the operator role', () => {
  it('is granted only to an existing account, idempotently', async () => {
    expect(await grantOperator(t.database, 'nobody@example.com')).toEqual({
      ok: false,
      message: 'No account uses nobody@example.com. The person must sign up first.',
    });
    expect((await grantOperator(t.database, 'boss@brokerage.example')).message).toBe(
      'boss@brokerage.example already was an operator.',
    );
  });

  it('shows in the profile, so the web app can offer the Operator link', async () => {
    expect((await get('/api/auth/profile/', operator)).json().role).toBe('operator');
    expect((await get('/api/auth/profile/', user)).json().role).toBe('user');
    expect((await get('/api/auth/profile/', removed)).json().role).toBe('user');
  });

  const zeroId = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, object?][] = [
    ['GET', OPERATOR_API.summary],
    ['GET', OPERATOR_API.pipeline],
    ['GET', OPERATOR_API.messages],
    ['GET', OPERATOR_API.message(zeroId)],
    ['POST', OPERATOR_API.messageStatus(zeroId), { status: 'handled', note: '' }],
    ['GET', OPERATOR_API.leads],
    ['GET', OPERATOR_API.lead(zeroId)],
    ['POST', OPERATOR_API.leadStatus(zeroId), { status: 'handled', note: '' }],
    ['GET', OPERATOR_API.orders],
    ['GET', OPERATOR_API.order('ord_none')],
    ['GET', OPERATOR_API.users],
    ['GET', OPERATOR_API.user(zeroId)],
    ['GET', OPERATOR_API.outbox],
    ['GET', OPERATOR_API.outboxMail(zeroId)],
    ['GET', OPERATOR_API.outboxEml(zeroId)],
    ['POST', OPERATOR_API.outboxDelivered(zeroId), {}],
    ['GET', OPERATOR_API.audit],
    ['GET', OPERATOR_API.exportCsv('messages')],
    ['GET', OPERATOR_API.exportCsv('leads')],
    ['GET', OPERATOR_API.exportCsv('orders')],
  ];

  it('every route the operator plugin declares is in this table', async () => {
    const declared: string[] = [];
    const probe = Fastify();
    probe.decorate('config', t.config);
    probe.decorate('database', t.database);
    probe.decorate('authenticate', t.app.authenticate);
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(responseSerializerCompiler);
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') declared.push(`${method} ${route.url}`);
    });
    await probe.register(operatorRoutes);
    await probe.ready();
    await probe.close();
    expect(declared.length).toBeGreaterThanOrEqual(14);
    for (const route of declared) {
      const [method, pattern] = route.split(' ') as [string, string];
      const shape = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
      expect(
        routes.some(([m, url]) => m === method && shape.test(url)),
        route,
      ).toBe(true);
    }
  });

  it.each(routes)(
    '%s %s: 401 for a visitor and a guest, 403 for a user and a removed operator',
    async (method, url, body) => {
      const call = (token?: string, headers: Record<string, string> = {}) =>
        method === 'GET' ? get(url, token, headers) : post(url, body ?? {}, token, headers);
      const visitor = await call();
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error).toBeTruthy();
      const guest = await call(undefined, { [ORDER_TOKEN_HEADER]: 'a'.repeat(43) });
      expect(guest.statusCode).toBe(401);
      const normal = await call(user);
      expect(normal.statusCode).toBe(403);
      expect(normal.json().error).toBe('This area is for the brokerage’s operators.');
      expect((await call(removed)).statusCode).toBe(403);
      const allowed = await call(operator);
      expect([200, 404]).toContain(allowed.statusCode);
      if (allowed.statusCode === 404) expect(allowed.json().error).toMatch(/^No such/);
    },
  );

  it('refuses a signed-out session of an operator (sessions are checked per request)', async () => {
    const session = await signUp(t.app, 'second@brokerage.example');
    await grantOperator(t.database, 'second@brokerage.example');
    expect((await get(OPERATOR_API.summary, session.access)).statusCode).toBe(200);
    await post('/api/auth/logout/', { refresh: session.refresh }, session.access);
    expect((await get(OPERATOR_API.summary, session.access)).statusCode).toBe(401);
  });
});

describe('the inbox', () => {
  let messageId: string;

  it('counts new messages and leads as unread, and their mail waits in the outbox without SMTP', async () => {
    expect((await contact('Ana', 'ana@example.com', 'Please call me about my appeal')).statusCode).toBe(200);
    expect(
      (await lead('lead1@example.com', { street: '1 Broadway', city: 'Oakland', zipCode: '94607' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await lead('lead2@example.com', { street: '2 Main St', city: 'Los Angeles', zipCode: '90012' }))
        .statusCode,
    ).toBe(201);
    const summary = (await get(OPERATOR_API.summary, operator)).json();
    expect(summary).toEqual({
      operator: 'boss@brokerage.example',
      unread: { messages: 1, leads: 2, total: 3 },
      outbox: { waiting: 3 },
      mail_delivery: false,
    });
    const outbox = (await get(OPERATOR_API.outbox, operator)).json();
    expect(outbox.items).toHaveLength(3);
    expect(outbox.items.map((m: { to: string }) => m.to)).toEqual([
      t.config.contactTo,
      t.config.contactTo,
      t.config.contactTo,
    ]);
    expect(outbox.items.at(-1)).toMatchObject({
      subject: 'Contact form: Ana',
      body: expect.stringContaining('Please call me about my appeal'),
      sent_at: null,
    });
  });

  it('never shows the body of mail to a person (it may carry a reset link)', async () => {
    await t.database.query(
      `insert into outbox (to_address, subject, text_body) values ('owner@example.com', 'Reset your password', 'https://x/reset-password?token=SECRET')`,
    );
    const res = await get(OPERATOR_API.outbox, operator);
    expect(res.body).not.toContain('SECRET');
    expect(res.json().items[0]).toMatchObject({
      to: 'owner@example.com',
      subject: 'Reset your password',
      body: null,
    });
  });

  it('lists messages newest first; opening one marks it read and is audited', async () => {
    const list = (await get(OPERATOR_API.messages, operator)).json();
    expect(list.items[0]).toMatchObject({ name: 'Ana', status: 'new', read: false, handled_by: null });
    messageId = list.items[0].id;
    const detail = await get(OPERATOR_API.message(messageId), operator);
    expect(detail.json()).toMatchObject({ message: 'Please call me about my appeal', read: true });
    expect((await get(OPERATOR_API.summary, operator)).json().unread).toEqual({
      messages: 0,
      leads: 2,
      total: 2,
    });
  });

  it('marks a message handled with a note, who and when; the status filter follows', async () => {
    const before = Date.now();
    const res = await post(
      OPERATOR_API.messageStatus(messageId),
      { status: 'handled', note: 'Called back' },
      operator,
    );
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      status: 'handled',
      note: 'Called back',
      handled_by: 'boss@brokerage.example',
    });
    expect(Date.parse(item.handled_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await get(`${OPERATOR_API.messages}?status=new`, operator)).json().items).toHaveLength(0);
    expect((await get(`${OPERATOR_API.messages}?status=handled`, operator)).json().items).toHaveLength(1);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const url of [
      `${OPERATOR_API.messages}?status=lost`,
      `${OPERATOR_API.messages}?county=alameda`,
      `${OPERATOR_API.leads}?county=orange`,
      `${OPERATOR_API.leads}?limit=1000`,
      `${OPERATOR_API.leads}?cursor=not-a-cursor`,
      `${OPERATOR_API.orders}?payment=maybe`,
      '/api/operator/export/passwords.csv',
    ]) {
      const res = await get(url, operator);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBeTruthy();
    }
    const tooLong = await post(
      OPERATOR_API.messageStatus(messageId),
      { status: 'handled', note: 'x'.repeat(2001) },
      operator,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain('at most 2000');
  });

  it('filters leads by county and search', async () => {
    const alameda = (await get(`${OPERATOR_API.leads}?county=alameda`, operator)).json();
    expect(alameda.items.map((l: { email: string }) => l.email)).toEqual(['lead1@example.com']);
    expect(alameda.items[0]).toMatchObject({
      county: 'alameda',
      address: '1 Broadway, Oakland, CA, 94607',
      saving: 1170,
    });
    const la = (await get(`${OPERATOR_API.leads}?county=la`, operator)).json();
    expect(la.items.map((l: { email: string }) => l.email)).toEqual(['lead2@example.com']);
    const searched = (await get(`${OPERATOR_API.leads}?q=MAIN%20st`, operator)).json();
    expect(searched.items.map((l: { email: string }) => l.email)).toEqual(['lead2@example.com']);
    // LIKE's own characters are taken literally.
    expect((await get(`${OPERATOR_API.leads}?q=%25`, operator)).json().items).toEqual([]);
  });
});

describe('pagination', () => {
  it('pages 60 messages newest first with no gaps or repeats, even at equal timestamps', async () => {
    await t.database.query(
      `insert into contact_messages (name, email, message, created_at)
       select 'Bulk ' || g, 'bulk' || g || '@example.com', 'bulk message', timestamp '2020-01-01' + (g / 2) * interval '1 second'
       from generate_series(1, 60) g`,
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await get(
        `${OPERATOR_API.messages}?q=bulk&limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        operator,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.items.map((m: { name: string }) => m.name));
      cursor = body.next_cursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen[0]).toMatch(/^Bulk 60$/);
    expect(seen.at(-1)).toBe('Bulk 1');
  });
});

describe('orders and users', () => {
  let ownerId: string;

  beforeAll(async () => {
    ownerId = (await get('/api/auth/profile/', user)).json().user_id;
    await t.database.query(
      `insert into analysis_jobs (id, user_id, status, request, result) values
       ('job_operator_test_0001', $1, 'completed', '{}',
        '{"property_info": {"street": "1 Broadway", "unit": "", "city": "Oakland", "state": "CA", "zip": "94607", "county": "Alameda"}}')`,
      [ownerId],
    );
    await t.database.query(
      `insert into orders (id, job_id, user_id, tier, amount_cents, status, paid_at, created_at)
       values ('ord_operator_1', 'job_operator_test_0001', $1, 'guarantee', 4990, 'paid', '2026-03-01T12:00:00Z', '2026-03-01T11:00:00Z')`,
      [ownerId],
    );
    await t.database.query(
      `insert into orders (id, job_id, guest_token_hash, buyer_email, tier, amount_cents, created_at)
       values ('ord_operator_2', 'job_other', repeat('a', 64), 'guest@example.com', 'basic', 2490, '2026-03-02T11:00:00Z')`,
    );
    await t.database.query(
      `insert into appeal_outcomes (order_id, decided_on, outcome) values ('ord_operator_1', '2026-10-01', 'reduced')`,
    );
  });

  it('lists orders with property, plan, county, payment, deadline and outcome; filters apply', async () => {
    const all = (await get(OPERATOR_API.orders, operator)).json();
    expect(all.items.map((o: { id: string }) => o.id)).toEqual(['ord_operator_2', 'ord_operator_1']);
    expect(all.items[1]).toMatchObject({
      property: '1 Broadway, Oakland, CA, 94607',
      county: 'alameda',
      plan: 'guarantee',
      plan_name: 'Success',
      payment: 'paid',
      deadline: '2026-09-15',
      outcome: 'reduced',
      outcome_decided_on: '2026-10-01',
      buyer: { kind: 'account', email: 'owner@example.com', name: null },
    });
    expect(all.items[0]).toMatchObject({
      payment: 'pending',
      county: null,
      buyer: { kind: 'guest', email: 'guest@example.com' },
    });
    const paid = (await get(`${OPERATOR_API.orders}?payment=paid&county=alameda`, operator)).json();
    expect(paid.items.map((o: { id: string }) => o.id)).toEqual(['ord_operator_1']);
    expect((await get(`${OPERATOR_API.orders}?county=la`, operator)).json().items).toEqual([]);
  });

  it('opens an order with the buyer’s contact, and a user with their orders, never a password or token', async () => {
    const order = (await get(OPERATOR_API.order('ord_operator_1'), operator)).json();
    expect(order.buyer).toMatchObject({ name: 'Test', email: 'owner@example.com' });
    const users = await get(`${OPERATOR_API.users}?q=owner`, operator);
    expect(users.json().items).toEqual([
      expect.objectContaining({ id: ownerId, email: 'owner@example.com', orders: 1, operator: false }),
    ]);
    const detail = await get(OPERATOR_API.user(ownerId), operator);
    expect(detail.json().order_list.map((o: { id: string }) => o.id)).toEqual(['ord_operator_1']);
    for (const body of [users.body, detail.body]) {
      expect(body).not.toMatch(/argon2|password|token|refresh/i);
    }
  });
});

describe('CSV export', () => {
  it('streams a formula-safe, quoted UTF-8 file with a BOM; the filter applies', async () => {
    await contact('=cmd|/C calc', 'evil@example.com', 'He said "hi",\nthen left');
    await contact('Zoë 山田', 'zoe@example.com', '+1 call me; @home; -5');
    const res = await get(`${OPERATOR_API.exportCsv('messages')}?q=example.com&status=new`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="homie-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toContain(
      '"Received","Name","Email","Message","Status","Handled by","Handled at","Note"\r\n',
    );
    expect(text).toContain(`"'=cmd|/C calc","evil@example.com","He said ""hi"",\nthen left","new"`);
    expect(text).toContain(`"Zoë 山田","zoe@example.com","'+1 call me; @home; -5","new"`);
    // The handled message and the other filters' rows are not in it: 2 new ones + 60 bulk ones.
    expect(text).not.toContain('Please call me about my appeal');
    expect(text.split('\r\n').filter((line) => line.startsWith('"20')).length).toBe(62);
  });

  it('exports leads and orders', async () => {
    const leads = (await get(`${OPERATOR_API.exportCsv('leads')}?county=alameda`, operator)).payload;
    expect(leads).toContain(
      '"lead1@example.com","5105551234","1 Broadway, Oakland, CA, 94607","alameda","800000","700000","1170"',
    );
    expect(leads).not.toContain('lead2@example.com');
    const orders = (await get(OPERATOR_API.exportCsv('orders'), operator)).payload;
    expect(orders).toContain(
      '"ord_operator_1","1 Broadway, Oakland, CA, 94607","alameda","Success","49.90","paid"',
    );
  });
});

describe('the audit trail', () => {
  it('lists views, status changes and exports with who and when, newest first', async () => {
    const res = await get(`${OPERATOR_API.audit}?limit=100`, operator);
    const items = res.json().items as {
      action: string;
      operator: string;
      at: string;
      subject_kind: string | null;
    }[];
    const actions = items.map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['view_message', 'status_change', 'view_order', 'view_user', 'export']),
    );
    expect(actions[0]).toBe('export');
    expect(
      items.every((a) => a.operator === 'boss@brokerage.example' && !Number.isNaN(Date.parse(a.at))),
    ).toBe(true);
    const exportEntry = items.find((a) => a.action === 'export' && a.subject_kind === 'messages');
    expect(exportEntry).toMatchObject({ detail: { filters: { q: 'example.com', status: 'new' } } });
  });
});
