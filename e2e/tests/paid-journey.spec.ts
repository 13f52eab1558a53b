import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type Analysed, analysedJob, payWith, withAnalysis } from '../fixtures/analysed-job.ts';
import { expect, test } from '../fixtures/test.ts';
import { blocking } from '../fixtures/axe.ts';
import { giveReceiptEmail } from '../fixtures/guest-email.ts';
import { orderTokenOf } from '../fixtures/buyer.ts';

/**
 * Issue 17, as a buyer goes through it in Chromium: an order is about its own home on every paid
 * screen (decision 106); what is typed survives a reload, and a payment made in the checkout tab
 * after a reload is picked up (107); Basic is upgraded to Success for the $25.00 difference (108);
 * the board's decision is reported on the dashboard (109).
 */

/** Gives a fresh browser the guest token of an earlier purchase (as if it were the browser that paid). */
async function holdToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('payment-store'))
      localStorage.setItem('payment-store', JSON.stringify({ state: { orderToken: value }, version: 0 }));
  }, token);
}

/** Clicks a plan button and returns the checkout window it opens. */
async function openCheckout(page: Page, plan: { name: string | RegExp }) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', plan).click();
  await giveReceiptEmail(page);
  const checkout = await popup;
  await checkout.waitForURL(/\/api\/payment\/sandbox\//);
  return checkout;
}

/** The street as the analysis recorded it: what the paid screens name. */
const streetOf = (job: Analysed) => String(job.propertyInfo.street ?? job.address.street);
const addressLine = (job: Analysed) => new RegExp(streetOf(job).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('the paid journey holds together (issue 17)', () => {
  test.describe.configure({ mode: 'serial' });
  let home: Analysed;
  let other: Analysed;
  let token: string | null = null;

  test.beforeAll(async ({ request }) => {
    home = await analysedJob(request);
    other = await analysedJob(request, { skip: 1 });
  });

  test('pay Basic, then upgrade to Success for the $25.00 difference; the extras come only after', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await withAnalysis(page, home);
    await page.goto('/choose-plan');
    const checkout = await openCheckout(page, { name: 'Get full report' });
    await expect(checkout.locator('.price')).toHaveText('$24.90');
    await payWith(checkout, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByText(/Your Basic plan for/)).toContainText(streetOf(home));
    await expect(page).toHaveURL(/\/fill-form$/, { timeout: 8_000 });
    await expect(page.getByText(/the home your plan was bought for/)).toContainText(streetOf(home));
    token = await orderTokenOf(page);
    expect(token).toBeTruthy();
    // Basic: the letter is read-only.
    await expect(page.getByRole('region', { name: 'Appeal letter' })).toBeVisible();
    await expect(page.getByLabel('Your appeal letter')).toHaveCount(0);

    await page.goto('/choose-plan');
    await expect(page.getByText('You have the Basic plan for this home')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Success' })).toContainText('$49.90');
    const upgrade = await openCheckout(page, { name: 'Upgrade for $25.00' });
    await expect(page.getByRole('dialog', { name: 'Awaiting Payment' })).toContainText(
      'Pay $25.00 to upgrade to the Success plan',
    );
    await expect(upgrade.locator('.price')).toHaveText('$25.00');
    await expect(upgrade.getByText(/upgrade from Basic/)).toBeVisible();
    await payWith(upgrade, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByText(/Your Success plan for/)).toContainText(streetOf(home));
    await expect(page).toHaveURL(/\/fill-form$/, { timeout: 8_000 });
    // Success: the letter is editable now.
    await expect(page.getByLabel('Your appeal letter')).toBeVisible();

    // Nothing more to pay for this home.
    await page.goto('/choose-plan');
    await expect(page.getByText('You have the Success plan for this home')).toBeVisible();
  });

  test('reload /fill-form in the middle of typing: the text is still there', async ({ page }) => {
    test.skip(!token, 'the purchase above did not run');
    await withAnalysis(page, home);
    await holdToken(page, token!);
    await page.goto('/fill-form');
    const owner = page.getByLabel('Owner Name *');
    await owner.fill('Morgan Mid-Typing');
    const opinion = page.getByLabel(/^Your Opinion of Market Value/);
    await opinion.clear(); // prefilled with the market value (decision 123)
    await opinion.pressSequentially('612,500', { delay: 10 });
    // No waiting for the save: the page is reloaded while the owner is still typing.
    await page.reload();
    await expect(page.getByLabel('Owner Name *')).toHaveValue('Morgan Mid-Typing');
    await expect(page.getByLabel(/^Your Opinion of Market Value/)).toHaveValue('612,500');
  });

  test('pay in the checkout tab after reloading the plan page, and land on /payment-success', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await withAnalysis(page, other);
    await page.goto('/choose-plan');
    const checkout = await openCheckout(page, { name: 'Be successful' });
    await expect(page.getByRole('dialog', { name: 'Awaiting Payment' })).toBeVisible();
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Awaiting Payment' });
    await expect(dialog).toContainText('Your checkout is still open');
    await payWith(checkout, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText(/Your Success plan for/)).toContainText(streetOf(other));
  });

  test('each paid route opened directly by a visitor', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page).toHaveURL(/\/choose-plan$/);
    await page.goto('/confirmation');
    await expect(page).toHaveURL(/\/choose-plan$/);
    await page.goto('/fill-form');
    await expect(page.getByText('Look up your home first')).toBeVisible();
    await expect(page.getByLabel(/^Owner Name/)).toHaveCount(0);
    // Someone else's order link: nothing of it is shown.
    await page.goto('/fill-form?order=ord_not_yours');
    await expect(page.getByText('This order is not available here')).toBeVisible();
    await expect(page.getByLabel(/^Owner Name/)).toHaveCount(0);
  });

  test('each paid route opened directly by the buyer of another home', async ({ page, request }) => {
    test.skip(!token, 'the purchase above did not run');
    // The buyer of `home` looks up a third home and opens the paid screens.
    // Any third home will do (it needs no appeal-worthy verdict, which the stricter rule of decision 123 makes rarer).
    const taken = new Set([home, other].map((job) => `${job.address.street}|${job.address.zipCode}`));
    const third = await analysedJob(request, {
      accept: (job) => !taken.has(`${job.address.street}|${job.address.zipCode}`),
    });
    await withAnalysis(page, third);
    await holdToken(page, token!);
    await page.goto('/fill-form');
    await expect(page.getByText('No plan for this home yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy a plan for this home' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
    await expect(page.getByLabel(/^Owner Name/)).toHaveCount(0);
    expect(await a11yFindings(page)).toEqual([]);
    // Their paid home is offered, by name, and opens its own form.
    const mine = page.getByRole('link', { name: addressLine(home) });
    await expect(mine).toBeVisible();
    await mine.click();
    await expect(page).toHaveURL(/\/fill-form\?order=ord_[\w-]+$/);
    await expect(page.getByText(/the home your plan was bought for/)).toContainText(streetOf(home));
    await expect(page.getByLabel('Owner Name *')).toHaveValue('Morgan Mid-Typing');

    await page.goto('/payment-success');
    await expect(page).toHaveURL(/\/choose-plan$/);
    await page.goto('/confirmation');
    await expect(page).toHaveURL(/\/choose-plan$/);
    // The server agrees: this buyer's token opens nothing of the third home.
    const asBuyer = { 'x-order-token': token! };
    expect((await request.get(`/api/appeals/reports/${third.jobId}`, { headers: asBuyer })).status()).toBe(
      403,
    );
  });

  test('My appeals on the dashboard: the guest order joins the account, and the board’s decision is recorded', async ({
    page,
    signIn,
    allowConsoleError,
  }) => {
    // The denial dated the day of purchase is refused with a 400 on purpose (decision 212).
    allowConsoleError(/status of 400 .*\/outcome\)/);
    test.skip(!token, 'the purchase above did not run');
    test.setTimeout(120_000); // signs in, buys nothing new, reports twice and runs axe: about 30 s quiet
    await holdToken(page, token!);
    await signIn('/tour');
    const appeals = page.getByRole('region', { name: 'My appeals' });
    await expect(
      appeals.getByText('The plan you bought in this browser is now in your account.'),
    ).toBeVisible();
    const card = appeals.getByRole('group', { name: addressLine(home) });
    await expect(card).toContainText('Success');
    await expect(card).toContainText('Deadline:');
    await expect(card.getByRole('link', { name: /Continue the appeal form/ })).toHaveAttribute(
      'href',
      /\/fill-form\?order=ord_/,
    );
    await card.getByRole('button', { name: "Report the board's decision" }).click();
    const form = card.getByRole('form', { name: "Report the board's decision" });
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date()),
    );
    await form.getByLabel(/Date of the decision/).fill(today);
    await form.getByLabel('Denied (no change)').check();
    await form.getByLabel(/Value the board decided/).fill('1,000,000');
    // "Next year free" needs the board's notice of decision (decision 212)…
    await form.getByRole('button', { name: 'Save the decision' }).click();
    await expect(form.getByText("Attach the board's notice of decision")).toBeVisible();
    await form.getByLabel(/Notice of decision/).setInputFiles({
      name: 'notice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% notice of decision\n'),
    });
    // …and a decision after the application could be filed: not on the day of purchase.
    await form.getByRole('button', { name: 'Save the decision' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'The board cannot have decided before your application could be filed',
    );
    await expect(card).not.toContainText('Decision: Denied');
    await expect(card.getByText(/free Success plan for \d{4}/)).toHaveCount(0);
    // A reduction the same day is recorded (it earns nothing).
    await form.getByLabel('Reduced (a lower value, not all I asked for)').check();
    await form.getByRole('button', { name: 'Save the decision' }).click();
    await expect(card).toContainText('Decision: Reduced');
    // Where the appeal stands (decision 240): the owner records the day and the way it was filed.
    const timeline = card.getByRole('list', { name: /^Appeal timeline for / });
    await expect(timeline.getByRole('listitem').nth(3)).toContainText('Decision (done)');
    await card.getByRole('button', { name: 'Record that you filed' }).click();
    const filing = card.getByRole('form', { name: /^Filing and hearing for / });
    await filing.getByLabel('Filed on').fill(today);
    await filing.getByLabel('How you filed').selectOption({ label: 'By mail' });
    await filing.getByRole('button', { name: 'Save' }).click();
    await expect(filing).toBeHidden();
    await expect(timeline.getByRole('listitem').nth(1)).toHaveText(
      /^Application filed \(done\)Filed [A-Z][a-z]+ \d{1,2}, \d{4}, by mail\.$/,
    );
    await expect(card.getByRole('button', { name: 'Change filing or hearing date' })).toBeVisible();
    expect(await a11yFindings(page, '#my-appeals-title')).toEqual([]);
    await expect(card.getByText(/free Success plan for \d{4}/)).toHaveCount(0);
  });
});

/** The axe-core findings that fail the check inside `main` (or the section holding `within`). */
async function a11yFindings(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).include(within ? `section:has(${within})` : 'main');
  return blocking((await builder.analyze()).violations);
}
