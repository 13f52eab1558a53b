// A hearing reminded (issue 52 item 5, decision 241): the owner of a paid order records the board's
// hearing date and watches the home; the sweep mails 14 and 2 days before the hearing, once each; a
// hearing moved to another day is reminded again; a decided appeal, or someone else's, is not.
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import {
  buyPaidOrder,
  headers,
  useClockedTestApp,
  type Who,
} from '#modules/payments/payments.test-helpers.ts';
import { mailTo, watchHome } from './watches.test-helpers.ts';

const { clock, t } = useClockedTestApp();
const at = (iso: string) => {
  clock.now = () => new Date(`${iso}T19:00:00Z`);
};

async function paidAndWatched() {
  const owner = await signUp(t.app);
  const who: Who = { access: owner.access };
  at('2026-08-10');
  const { orderId, jobId } = await buyPaidOrder(t, who, 'guarantee', {
    zip: '94601',
    city: 'Oakland',
    county: 'alameda',
    userId: owner.user_id,
  });
  expect((await watchHome(t.app, { job_id: jobId }, { access: owner.access })).statusCode).toBe(201);
  const progress = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/progress`, headers: headers(who), payload });
  return { owner, who, orderId, progress };
}

const hearingMails = async (email: string) =>
  (await mailTo(t.database, email)).map((m) => m.subject).filter((s) => s.startsWith('Your appeal hearing'));

describe('hearing reminders', () => {
  it('mails 14 and 2 days before the recorded hearing, once each, and again for a new date', async () => {
    const { owner, progress } = await paidAndWatched();
    at('2026-08-20');
    expect(
      (await progress({ filed_on: '2026-08-14', filed_how: 'mail', hearing_on: '2027-03-09' })).statusCode,
    ).toBe(200);
    const sweepOn = async (iso: string) => {
      at(iso);
      await t.app.watches.sweep();
      await t.app.watches.sweep();
      return hearingMails(owner.email);
    };
    expect(await sweepOn('2027-02-22')).toEqual([]);
    expect(await sweepOn('2027-02-23')).toEqual([
      'Your appeal hearing is in 14 days: March 9, 2027, 123 Main St, Oakland, CA 94601',
    ]);
    expect((await sweepOn('2027-03-07')).at(-1)).toBe(
      'Your appeal hearing is in 2 days: March 9, 2027, 123 Main St, Oakland, CA 94601',
    );
    expect(await sweepOn('2027-03-10')).toHaveLength(2);
    const [mail] = await mailTo(t.database, owner.email).then((m) =>
      m.filter((x) => x.subject.startsWith('Your appeal hearing')),
    );
    expect(mail!.text_body).toContain('County: Alameda County');
    expect(mail!.text_body).toContain('Roll year: 2026 (the value on January 1, 2026)');
    expect(mail!.text_body).toContain('(R&T §1606)');
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The board moved the hearing: the new date is reminded too.
    at('2027-03-01');
    expect(
      (await progress({ filed_on: '2026-08-14', filed_how: 'mail', hearing_on: '2027-04-20' })).statusCode,
    ).toBe(200);
    expect((await sweepOn('2027-04-06')).at(-1)).toBe(
      'Your appeal hearing is in 14 days: April 20, 2027, 123 Main St, Oakland, CA 94601',
    );
  });

  it('reminds of nothing once the decision is reported', async () => {
    const { owner, orderId, who, progress } = await paidAndWatched();
    at('2026-09-01');
    expect(
      (await progress({ filed_on: '2026-08-14', filed_how: 'online', hearing_on: '2026-12-10' })).statusCode,
    ).toBe(200);
    at('2026-11-20');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/outcome`,
      headers: headers(who),
      payload: { decided_on: '2026-11-19', outcome: 'withdrawn_by_owner' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    at('2026-11-26');
    await t.app.watches.sweep();
    expect(await hearingMails(owner.email)).toEqual([]);
  });
});
