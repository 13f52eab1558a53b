import type { Page } from '@playwright/test';
import { analysedJob, payWith, withAnalysis } from '../fixtures/analysed-job.ts';
import { expect, test } from '../fixtures/test.ts';
import { giveReceiptEmail } from '../fixtures/guest-email.ts';
import { orderTokenOf } from '../fixtures/buyer.ts';

/**
 * One order per home and roll year (issue 17 follow-up, decision 133), as a buyer meets it: a home
 * bought Basic, analysed again from scratch (a new analysis, not a version of the paid one), is not
 * sold again: choosing Basic goes straight to that order's form, with no checkout. Before that, the
 * paid screens find the home's order from the new lookup (issue 53, decision 219): /fill-form opens
 * the paid form, never "No plan for this home yet" above the same home's "continue" card.
 */

/** Replaces the analysis the browser holds, as the analysis screens do after a new lookup. */
async function holdAnalysis(page: Page, state: Record<string, unknown>) {
  await page.evaluate(
    (value) => localStorage.setItem('property-store', value),
    JSON.stringify({ state, version: 0 }),
  );
}

test('a separate analysis of a paid home continues to its order instead of charging again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const home = await analysedJob(request);
  await withAnalysis(page, home);
  await page.goto('/choose-plan');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Get full report' }).click();
  await giveReceiptEmail(page);
  const checkout = await popup;
  await checkout.waitForURL(/\/api\/payment\/sandbox\//);
  await payWith(checkout, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page).toHaveURL(/\/fill-form$/, { timeout: 8_000 });
  const street = String(home.propertyInfo.street ?? home.address.street);

  // The same address analysed again: a new job of the same home.
  const { address } = home;
  const run = await request.post('/manual_analysis', {
    data: {
      street: address.street,
      unit: address.unit,
      city: address.city,
      state: address.state,
      zip: address.zipCode,
    },
  });
  expect(run.ok()).toBe(true);
  const { job_id: again } = await run.json();
  expect(again).not.toBe(home.jobId);
  await holdAnalysis(page, {
    jobId: again,
    userEnteredAddress: home.address,
    propertyInfo: { ...home.propertyInfo, valuation: home.valuation ?? null },
    comparables: home.comparables,
  });

  // /fill-form for the new lookup: the paid home's form, not "Buy a plan for this home".
  await page.goto('/fill-form');
  await expect(page.getByText(/the home your plan was bought for/)).toContainText(street);
  await expect(page.getByText('No plan for this home yet')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buy a plan for this home' })).toHaveCount(0);

  await page.goto('/choose-plan');
  await page.getByRole('button', { name: 'Get full report' }).click();
  await giveReceiptEmail(page);
  await expect(page).toHaveURL(/\/fill-form\?order=ord_[\w-]+$/);
  await expect(page.getByText(/the home your plan was bought for/)).toContainText(street);
  await expect(page.getByRole('dialog', { name: 'Awaiting Payment' })).toHaveCount(0);
  // The server holds one order for this browser: nothing was bought twice.
  const token = await orderTokenOf(page);
  expect(token).toBeTruthy();
  const { orders } = await (
    await request.get('/api/orders', { headers: { 'x-order-token': String(token) } })
  ).json();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'paid', tier: 'basic', history_id: home.jobId });
  expect(page.url()).toContain(orders[0].order_id);
});
