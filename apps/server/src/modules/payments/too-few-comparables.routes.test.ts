import { describe, expect, it } from 'vitest';
import { createJob, createSession, useClockedTestApp } from './payments.test-helpers.ts';

/** The app (its own, so the checkout's rate limit counts these requests alone). */
const { t } = useClockedTestApp();

describe('no package without evidence (decision 227)', () => {
  it('sells no plan for a home with fewer than three comparable sales, and says why', async () => {
    for (const [comps, found] of [
      [0, 'no comparable sales'],
      [2, 'only 2 comparable sales'],
    ] as const) {
      const jobId = await createJob(t.database, { comps });
      const res = await createSession(t.app, { history_id: jobId, tier: 'basic' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'too_few_comparables',
        error: `Homie found ${found} for this home. An appeal board asks for evidence of value, and a package needs at least 3 sales of similar homes near it, so Homie does not sell one with fewer. If you know of recent sales of similar homes nearby, add them below (address, date, price, facts and where you saw them): each one dated within the appeal's sale window counts, marked as supplied by you.`,
      });
      expect(await t.database.query('select id from orders where job_id = $1', [jobId])).toEqual([]);
    }
    const three = await createJob(t.database, { comps: 3 });
    expect((await createSession(t.app, { history_id: three, tier: 'basic' })).statusCode).toBe(200);
  });
});
