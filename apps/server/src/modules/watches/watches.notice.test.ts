// A notice the owner received, reminded before its own last day (issue 52 item 3, decision 241): a
// supplemental notice mailed Wednesday, October 3, 2029 may be appealed for 60 days, to Sunday,
// December 2, which rolls to Monday, December 3; reminders 14 days (November 19) and 2 days
// (December 1) before it, each once; a changed notice gets its own; bad dates store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES } from '@homie/contracts/watches';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { createJob, mailTo, watchHome } from './watches.test-helpers.ts';

const noon = (iso: string) => new Date(`${iso}T19:00:00Z`);
const clock: Clock = { now: () => noon('2029-10-05') };
const at = (iso: string) => {
  clock.now = () => noon(iso);
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, { clock });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const subjects = async (email: string) => (await mailTo(t.database, email)).map((m) => m.subject);

describe('a notice kept with a watch', () => {
  it('answers its last day, reminds 14 and 2 days before it once each, and nothing after', async () => {
    at('2029-10-05');
    const owner = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const res = await watchHome(
      t.app,
      { job_id: jobId, notice: { kind: 'supplemental', mailed_on: '2029-10-03' } },
      { access: owner.access },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().notice).toEqual({
      kind: 'supplemental',
      mailed_on: '2029-10-03',
      deadline: '2029-12-03',
    });

    const sweepOn = async (iso: string) => {
      at(iso);
      await t.app.watches.sweep();
      await t.app.watches.sweep();
      return subjects(owner.email);
    };
    expect(await sweepOn('2029-11-18')).toEqual([]);
    expect(await sweepOn('2029-11-19')).toEqual([
      'The appeal period of your supplemental assessment notice ends in 14 days: December 3, 2029, 123 Main St, Oakland, CA 94611',
    ]);
    expect(await sweepOn('2029-11-30')).toHaveLength(1);
    expect((await sweepOn('2029-12-01')).at(-1)).toBe(
      'The appeal period of your supplemental assessment notice ends in 2 days: December 3, 2029, 123 Main St, Oakland, CA 94611',
    );
    expect(await sweepOn('2029-12-04')).toHaveLength(2);

    const [mail] = await mailTo(t.database, owner.email);
    expect(mail!.text_body).toContain('Notice: Supplemental assessment notice, mailed October 3, 2029');
    expect(mail!.text_body).toContain(
      'Last day to file with the Alameda County Assessment Appeals Board: December 3, 2029',
    );
    expect(mail!.text_body).toContain('(R&T §1605(b))');
    expect(mail!.text_body).toContain('Roll year and value date: the ones printed on the notice');
    expect(mail!.html_body).toContain('December 3, 2029');
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a changed notice gets its own reminders; a date in the future or long past is refused and stores nothing', async () => {
    at('2029-10-05');
    const owner = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const watch = (notice: object) => watchHome(t.app, { job_id: jobId, notice }, { access: owner.access });
    expect((await watch({ kind: 'escape', mailed_on: '2029-10-01' })).statusCode).toBe(201);
    at('2029-11-16'); // 14 days before Friday, November 30
    await t.app.watches.sweep();
    expect(await subjects(owner.email)).toHaveLength(1);

    const future = await watch({ kind: 'escape', mailed_on: '2029-11-17' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe(NOTICE_MESSAGES.dateInFuture);
    const old = await watch({ kind: 'escape', mailed_on: '2028-10-01' });
    expect(old.statusCode).toBe(400);
    const bad = await watch({ kind: 'letter', mailed_on: '2029-10-01' });
    expect(bad.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/watches',
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(list.json().watches[0].notice).toEqual({
      kind: 'escape',
      mailed_on: '2029-10-01',
      deadline: '2029-11-30',
    });

    // A second notice, mailed later: its own 60 days and its own reminders.
    const again = await watch({ kind: 'roll_change', mailed_on: '2029-11-01' });
    expect(again.json().notice).toEqual({
      kind: 'roll_change',
      mailed_on: '2029-11-01',
      deadline: '2029-12-31',
    });
    at('2029-12-17');
    await t.app.watches.sweep();
    expect((await subjects(owner.email)).at(-1)).toBe(
      'The appeal period of your roll change notice ends in 14 days: December 31, 2029, 123 Main St, Oakland, CA 94611',
    );
  });
});
