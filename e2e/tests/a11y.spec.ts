import AxeBuilder from '@axe-core/playwright';
import { PAGE_PATHS } from '@homie/contracts/routes';
import type { Page } from '@playwright/test';
import { analysedJob, payWith, withAnalysis } from '../fixtures/analysed-job.ts';
import { expect, test } from '../fixtures/test.ts';
import { blocking } from '../fixtures/axe.ts';
import { giveReceiptEmail } from '../fixtures/guest-email.ts';

/**
 * axe-core on every route of the route table and every dialog, in the states a person meets them:
 * anonymous, signed in, with an analysis, and along a paid journey. Zero serious or critical
 * violations (WCAG 2.1 A and AA rules plus axe's best practices), and no heading that skips a level.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function scanPage(page: Page, what: string) {
  // One h1 per page: what the page is, for a screen reader's first jump (axe rates it only "moderate").
  // Counted with hidden ones: a page a visitor is sent back to opens the Sign In dialog over it.
  await expect(
    page.getByRole('heading', { level: 1, includeHidden: true }),
    `${what}: one h1 (${page.url()})`,
  ).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(blocking(violations), `${what} (${page.url()})`).toEqual([]);
}

async function scanDialog(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .include('[role="dialog"], [role="alertdialog"]')
    .analyze();
  expect(blocking(violations), `dialog ${what} on ${page.url()}`).toEqual([]);
}

/**
 * The page has rendered its content (not the route spinner). Hidden ones count: a page a visitor is
 * sent back to opens the Sign In dialog over it, which hides the page from the accessibility tree
 * (matching only exposed headings raced that dialog).
 */
async function settled(page: Page) {
  await expect(
    page.getByRole('main', { includeHidden: true }).getByRole('heading', { includeHidden: true }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * Every dialog the page can open: each button of the header and footer, and any button that says
 * it opens a dialog (aria-haspopup), is pressed in turn; a dialog that opens is scanned and closed.
 */
async function scanEveryDialog(page: Page, { shell = true } = {}): Promise<string[]> {
  const candidates = page.locator(
    shell
      ? 'header button:visible, footer button:visible, [role="contentinfo"] button:visible, [role="banner"] button:visible, button[aria-haspopup="dialog"]:visible'
      : 'main button[aria-haspopup="dialog"]:visible',
  );
  const names = new Set<string>();
  for (const handle of await candidates.all())
    names.add(((await handle.getAttribute('aria-label')) ?? (await handle.innerText())).trim());
  const opened: string[] = [];
  for (const name of names) {
    if (!name || /log ?out/i.test(name)) continue;
    const url = page.url();
    await page.getByRole('button', { name, exact: true }).first().click();
    const dialog = page.getByRole('dialog').first();
    if (
      await dialog.waitFor({ state: 'visible', timeout: 1500 }).then(
        () => true,
        () => false,
      )
    ) {
      await expect(dialog).toBeVisible();
      await scanDialog(page, name);
      opened.push(name);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else if (page.url() !== url) {
      await page.goto(url);
      await settled(page);
    }
  }
  return opened;
}

const ANONYMOUS_PAGES = Object.values(PAGE_PATHS).filter((p) => p !== PAGE_PATHS.tour);

test.describe('accessibility (axe-core)', () => {
  for (const path of ANONYMOUS_PAGES) {
    test(`${path} and its dialogs, as a visitor`, async ({ page }) => {
      // / presses every header and footer button (about 50 s on a loaded 2-core machine).
      if (path === PAGE_PATHS.home) test.setTimeout(150_000);
      await page.goto(path);
      await settled(page);
      await scanPage(page, path);
      // The header and footer dialogs are the same on every page: opened and scanned on / only.
      if (path === PAGE_PATHS.home) {
        expect(await scanEveryDialog(page)).toEqual(
          expect.arrayContaining(['Sign In', 'Sign Up', 'Contact Us']),
        );
      } else await scanEveryDialog(page, { shell: false });
    });
  }

  test('/tour and its controls, signed in', async ({ signIn }) => {
    const page = await signIn(PAGE_PATHS.tour);
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await scanPage(page, '/tour');
    // The signed-in header differs from a visitor's: its buttons are opened here.
    await scanEveryDialog(page);
  });

  test('the analysis screens with a result: landing tabs, /more-details, /analysis, /choose-plan', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const job = await analysedJob(request);
    await withAnalysis(page, job);
    for (const path of [
      PAGE_PATHS.home,
      PAGE_PATHS.moreDetails,
      PAGE_PATHS.analysis,
      PAGE_PATHS.choosePlan,
    ]) {
      await page.goto(path);
      await settled(page);
      await scanPage(page, `${path} with an analysis`);
    }
    await page.goto(PAGE_PATHS.home);
    await settled(page);
    const tabs = page.getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await scanPage(page, `landing tab ${await tabs.nth(i).innerText()}`);
    }
  });

  test('the paid journey: payment dialog, checkout, /payment-success, /fill-form with errors, /confirmation', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const job = await analysedJob(request);
    await withAnalysis(page, job);
    await page.goto(PAGE_PATHS.choosePlan);
    await settled(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Get full report' }).click();
    await giveReceiptEmail(page);
    const checkout = await popup;
    await checkout.waitForURL(/\/api\/payment\/sandbox\//);
    await expect(page.getByRole('dialog', { name: 'Awaiting Payment' })).toBeVisible();
    await scanDialog(page, 'Awaiting Payment');
    await scanPage(checkout, 'sandbox checkout');
    await payWith(checkout, '4242 4242 4242 4242');
    // The checkout window closes itself once paid; the app moves on to /payment-success.
    await page.waitForURL(/\/(payment-success|fill-form)$/);
    await settled(page);
    await scanPage(page, 'after payment');
    await page.goto(PAGE_PATHS.fillForm);
    await settled(page);
    await scanPage(page, '/fill-form');
    await page.getByRole('button', { name: 'Validate Form' }).click();
    await expect(page.getByRole('button', { name: 'Validate Form' })).toBeEnabled();
    await scanPage(page, '/fill-form after validation');
    await page.goto(PAGE_PATHS.paymentSuccess);
    await settled(page).catch(() => {}); // it moves on to /fill-form at once
    await page.goto(PAGE_PATHS.confirmation);
    await settled(page);
    await scanPage(page, '/confirmation');
    await scanEveryDialog(page);
  });
});
