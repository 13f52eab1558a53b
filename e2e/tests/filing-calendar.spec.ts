import {
  type Analysed,
  analysedJob,
  payWith,
  supportsAppeal,
  withAnalysis,
} from '../fixtures/analysed-job.ts';
import { expect, test } from '../fixtures/test.ts';
import { giveReceiptEmail } from '../fixtures/guest-email.ts';

/**
 * Calendar truth before payment (issue 16): on November 24 a county whose regular appeal period
 * closed on September 15 shows that it closed, and what comes next, on the result, on /more-details
 * and on /choose-plan before any payment, and again on /fill-form after it. The browser's clock is
 * fixed to that day in California, so the journey means the same whatever day it runs.
 */
const NOVEMBER_24 = new Date('2026-11-24T20:00:00Z'); // noon in California
const SEPTEMBER_15_COUNTIES: Record<string, string> = {
  alameda: 'Alameda',
  ventura: 'Ventura',
  santa_clara: 'Santa Clara',
};

test.describe('filing calendar in a county whose period has closed', () => {
  let job: Analysed;
  test.beforeAll(async ({ request }) => {
    job = await analysedJob(request, {
      accept: (j) => j.county in SEPTEMBER_15_COUNTIES && supportsAppeal(j),
    });
  });

  test('the closed period is said before payment and the next-year route after it', async ({ page }) => {
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
      'A plan bought now prepares your appeal for the value on January 1, 2027',
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

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Get full report' }).click();
    await giveReceiptEmail(page);
    const checkout = await popup;
    await checkout.waitForURL(/\/api\/payment\/sandbox\//);
    await payWith(checkout, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page).toHaveURL(/\/fill-form$/, { timeout: 8_000 });

    const afterPayment = page.getByRole('region', { name });
    await expect(afterPayment).toContainText(
      'The next regular period runs July 2, 2027 to September 15, 2027, for the value on January 1, 2027',
    );
  });
});
