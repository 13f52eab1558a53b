import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '@homie/contracts/leads';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';

/** Today for these tests: November 27, 2026 in California (the 2026 roll is being appealed). */
const clock = { now: () => new Date('2026-11-27T18:00:00Z') };
/** A stored analysis of the 2024 roll (an older job the owner kept open), as the job reader answers it. */
const job2024 = { valuation: { roll_year: 2024 } } as unknown as QueryResultResponse;

const lead = {
  email: 'Owner@Example.com',
  phone: '(510) 555-1234',
  address: { street: '123 Main Street', unit: 'Apt 4', city: 'Oakland', state: 'CA', zipCode: '94607' },
  result: {
    job_id: 'job_abc',
    assessed_value: 837692,
    market_value: 900000,
    annual_tax: 9800,
    market_based_tax: 10530,
    saving: -730,
    tax_rate: 1.17,
  },
};

describe('POST /api/leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        clock,
        modules: {
          properties: { analysisJobs: { result: async (id) => (id === 'job_2024' ? job2024 : null) } },
        },
      },
    );
  });
  afterAll(() => t.close());

  const count = async () =>
    (await t.database.query<{ n: number }>('select count(*)::int as n from leads'))[0]!.n;
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/leads', payload: payload as object });

  it('stores a lead with the figures shown and confirms it', async () => {
    const res = await post(lead);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: LEAD_MESSAGES.confirmed('Owner@Example.com', 2027) });
    const [row] = await t.database.query<Record<string, unknown>>(
      'select * from leads where email_lower = $1',
      ['owner@example.com'],
    );
    expect(row).toMatchObject({
      email_lower: 'owner@example.com',
      phone: '5105551234',
      job_id: 'job_abc',
      street: '123 Main Street',
    });
    expect(row!.result).toMatchObject({ assessed_value: 837692, saving: -730, tax_rate: 1.17 });
  });

  it('keeps one lead when the same owner signs up again, however the address is typed', async () => {
    const again = await post({
      ...lead,
      email: 'owner@example.com',
      phone: '510-555-9999',
      address: { ...lead.address, street: '123 MAIN ST', unit: '#4' },
    });
    // The same answer as a first sign-up: it must not tell that this email is known (issue 13).
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      success: true,
      message: LEAD_MESSAGES.confirmed('owner@example.com', 2027),
    });
    expect(await count()).toBe(1);
    const [row] = await t.database.query<Record<string, unknown>>('select phone, submissions from leads');
    expect(row).toEqual({ phone: '5105559999', submissions: 2 });
  });

  it('stores a second lead for another property of the same owner', async () => {
    const res = await post({ ...lead, address: { ...lead.address, street: '9 Elm Ave', unit: '' } });
    expect(res.statusCode).toBe(201);
    expect(await count()).toBe(2);
  });

  it('answers a known email, an account holder and a stranger alike (issue 13)', async () => {
    const answer = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: { ...lead, email },
        remoteAddress: '10.1.2.3',
      });
      const { message, ...rest } = res.json();
      expect(message).toBe(LEAD_MESSAGES.confirmed(email, 2027));
      return { status: res.statusCode, headers: Object.keys(res.headers).sort(), body: rest };
    };
    await signUp(t.app, 'holder@example.com');
    const stranger = await answer('stranger@example.com');
    const repeat = await answer('owner@example.com');
    const holder = await answer('holder@example.com');
    expect(repeat).toEqual(stranger);
    expect(holder).toEqual(stranger);
    expect(stranger).toEqual({ status: 201, headers: stranger.headers, body: { success: true } });
  });

  it('names the assessment after the roll year the owner was shown, in the answer and the operator mail', async () => {
    // From an address of its own: the other tests' sign-ups count against the rate limit.
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress: '10.9.8.7' });
    // The 2026 roll today: the free assessment is 2027's, whatever the spec's 2025-roll text says.
    const today = await post({ ...lead, address: { ...lead.address, street: '1 Year Way', unit: '' } });
    expect(today.json().message).toBe(
      "Thanks! You're signed up for a free 2027 assessment. We'll email Owner@Example.com when it's ready.",
    );
    // A sign-up from the result of a stored 2024-roll analysis: the 2025 assessment.
    const older = await post({
      ...lead,
      address: { ...lead.address, street: '2 Year Way', unit: '' },
      result: { ...lead.result, job_id: 'job_2024' },
    });
    expect(older.json().message).toBe(LEAD_MESSAGES.confirmed('Owner@Example.com', 2025));
    await t.app.mailer.settled();
    const subjects = (
      await t.database.query<{ subject: string }>(
        "select subject from outbox where subject like '%Year Way%' order by subject",
      )
    ).map((r) => r.subject);
    expect(subjects).toEqual([
      'Free 2025 assessment sign-up: 2 Year Way, Oakland, CA, 94607',
      'Free 2027 assessment sign-up: 1 Year Way, Oakland, CA, 94607',
    ]);
  });

  it('mails the operator the figures shown, with words where the screen had none (never "???", decision 221)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        ...lead,
        address: { ...lead.address, street: '9 Unvalued Way', unit: '' },
        result: { ...lead.result, market_value: null, saving: null, market_based_tax: null },
      },
      remoteAddress: '10.9.8.9',
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.settled();
    const [mail] = await t.database.query<{ text_body: string }>(
      "select text_body from outbox where subject like '%Unvalued Way%'",
    );
    expect(mail!.text_body).toContain('Assessed value: $837,692');
    expect(mail!.text_body).toContain('Market value: not estimated');
    expect(mail!.text_body).toContain('Saving shown: not known');
    expect(mail!.text_body).not.toContain('???');
  });

  it.each([
    [{ ...lead, email: 'not-an-email' }, LEAD_MESSAGES.invalidEmail],
    [{ ...lead, phone: '' }, LEAD_MESSAGES.phoneRequired],
    [{ ...lead, phone: '12345' }, LEAD_MESSAGES.invalidPhone],
    [{ ...lead, address: { street: '' } }, LEAD_MESSAGES.addressRequired],
    [{ ...lead, email: `${'a'.repeat(300)}@x.com` }, LEAD_MESSAGES.invalidEmail],
    [{ ...lead, result: { saving: 'lots' } }, undefined],
  ])('refuses bad input with a clear 400 and stores nothing (%#)', async (payload, message) => {
    const before = await count();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
