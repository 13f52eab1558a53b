import { describe, expect, it } from 'vitest';
import { clockFrom } from '../../../test/helpers.ts';
import { createJob, createSession, useClockedTestApp } from './payments.test-helpers.ts';

/** The app (its own, so the checkout's rate limit counts these requests alone). */
const { clock, t } = useClockedTestApp();

describe('a plan is sold only for a result valued on the lien date on sale (decision 236)', () => {
  it('refuses a result valued for January 1, 2026 once the 2027 appeal is on sale, and stores nothing', async () => {
    // The fixture's analysis is valued for the 2026 roll year (lien date January 1, 2026).
    const jobId = await createJob(t.database);
    // January 15, 2027: the 2027 appeal is on sale (prepared from January 1, filed from July 2).
    clock.now = clockFrom(new Date('2027-01-15T18:00:00Z')).now;
    const res = await createSession(t.app, { history_id: jobId, tier: 'basic' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'analysis_outdated',
      error:
        'This result values the home as of January 1, 2026, but a plan bought now is for the appeal of its value on January 1, 2027. Look the home up again for a result valued on that date, then choose a plan.',
    });
    expect(await t.database.query('select id from orders where job_id = $1', [jobId])).toEqual([]);
  });

  it('sells a plan for the same result inside its own roll year', async () => {
    const jobId = await createJob(t.database);
    expect((await createSession(t.app, { history_id: jobId, tier: 'basic' })).statusCode).toBe(200);
  });
});
