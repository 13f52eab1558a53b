import { type Analysed, analysedJob, supportsAppeal, withAnalysis } from '../fixtures/analysed-job.ts';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';

/**
 * Calendar truth before payment (issue 16): on November 24 a county whose regular appeal period
 * closed on September 15 shows that it closed, and what comes next, on /more-details and on
 * /choose-plan, where no plan is sold (decision 225) and the owner can ask to hear when the next
 * appeal can be prepared. The browser's clock is fixed to that day in California, so the journey
 * means the same whatever day it runs.
 */
const NOVEMBER_24 = new Date('2026-11-24T20:00:00Z'); // noon in California
const SEPTEMBER_15_COUNTIES: Record<string, string> = {
  alameda: 'Alameda',
  ventura: 'Ventura',
  santa_clara: 'Santa Clara',
};

test.describe('filing calendar in a county whose period has closed', () => {
  // The browser's clock is this spec's own (the server's date does not change what the page offers).
  test.use({ journeyClock: false });
  let job: Analysed;
  test.beforeAll(async ({ request }) => {
    job = await analysedJob(request, {
      accept: (j) => j.county in SEPTEMBER_15_COUNTIES && supportsAppeal(j),
    });
  });

  test('the closed period is said before payment, no plan is sold, and the owner can ask to hear when it opens', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOVEMBER_24);
    await withAnalysis(page, job);
    const name = `Filing calendar: ${SEPTEMBER_15_COUNTIES[job.county]} County`;

    await page.goto('/more-details');
    const details = page.getByRole('region', { name });
    await expect(details).toContainText('The 2026 appeal period has closed');
    await expect(details).toContainText('The 2026 filing period closed on September 15, 2026.');
    await expect(details).toContainText('The next regular period runs July 2, 2027 to September 15, 2027');

    await page.goto('/choose-plan');
    const beforePayment = page.getByRole('region', { name });
    await expect(beforePayment).toContainText('The 2026 appeal period has closed');
    await expect(beforePayment).toContainText(
      'The appeal of the value on January 1, 2027 can be prepared from that day and filed from July 2, 2027.',
    );
    // What the owner can do without us names the county and what it charges.
    const free = page.getByRole('note', { name: 'What you can do for free' });
    const countyName = SEPTEMBER_15_COUNTIES[job.county];
    await expect(free).toContainText(
      `You can ask the ${countyName} County Assessor for a free informal review`,
    );
    await expect(free).toContainText(
      job.county === 'alameda'
        ? 'A formal appeal in Alameda County carries a $50 processing fee'
        : `A formal appeal in ${countyName} County carries no filing fee.`,
    );

    // Nothing is sold that could not be filed (decision 225): no plan button, why, and when.
    const closed = page.getByRole('status').filter({ hasText: 'No plan can be bought for this home now' });
    await expect(closed).toContainText(
      `The 2026 regular appeal period in ${countyName} County closed on September 15, 2026, so Homie sells no appeal now: it could not be filed. The appeal of the value on January 1, 2027 can be prepared from that day and filed from July 2, 2027 to September 15, 2027.`,
    );
    for (const plan of ['Basic', 'Success']) {
      await expect(page.getByRole('group', { name: plan }).getByRole('button')).toHaveCount(0);
    }
    // Instead, the owner can ask to hear when the next appeal can be prepared.
    const watch = page.getByRole('region', { name: 'Sign up for a free 2027 assessment!' });
    const email = uniqueEmail('watch');
    await watch.getByLabel(/^Email/).fill(email);
    await watch.getByLabel(/^Phone/).fill('(510) 555-0142');
    await watch.getByRole('button', { name: 'Submit' }).click();
    await expect(
      watch.getByText(
        `Thanks! You're signed up for a free 2027 assessment. We'll email ${email} when it's ready.`,
      ),
    ).toBeVisible();
  });
});
