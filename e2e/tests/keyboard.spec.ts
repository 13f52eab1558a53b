import type { Locator, Page } from '@playwright/test';
import { analysedJob, supportsAppeal } from '../fixtures/analysed-job.ts';
import { resultHeading } from '../fixtures/result-heading.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The whole paid journey with the keyboard alone, from typing an address to downloading the filled
 * appeal PDF: every control is reached with Tab (or Shift+Tab) and shows where the focus is;
 * choices are made with the arrow keys, Enter and Space. No mouse click anywhere.
 */

/** A demo-dataset address (no unit) whose analysis finds comparables, and what to type for it. */
async function findAddress(page: Page): Promise<{ typed: string; description: string }> {
  const job = await analysedJob(page.request, {
    queries: ['100', '120', '150', '200', '300', '410'],
    // A home /choose-plan sells without the "I understand" confirmation (issue 16).
    accept: (candidate) =>
      !candidate.address.unit && candidate.comparables.length > 0 && supportsAppeal(candidate),
  });
  const words = job.description.split(',')[0]!.split(' ');
  return { typed: `${words[0]} ${words.slice(1).join(' ').slice(0, 5)}`, description: job.description };
}

/** Presses Tab until `target` has the focus (Shift+Tab with `back`); fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const visible = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return false;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return el.matches(':focus-visible') && (ring || style.boxShadow !== 'none');
      });
      expect(visible, `focus is visible on ${target}`).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} cannot be reached with ${back ? 'Shift+Tab' : 'Tab'}`);
}

test('keyboard only: address → result → plan → payment → appeal form → PDF downloaded', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const address = await findAddress(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stop overpaying property tax' })).toBeVisible();

  // Type part of the address and pick the suggestion with the arrow keys.
  const street = page.getByRole('combobox', { name: 'Street' });
  await tabTo(page, street);
  await page.keyboard.type(address.typed, { delay: 40 });
  const option = page.getByRole('option', { name: address.description });
  await expect(option).toBeVisible();
  for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('State')).toHaveValue('CA');

  await tabTo(page, page.getByRole('button', { name: 'See my result' }));
  await page.keyboard.press('Enter');
  await expect(resultHeading(page)).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Get effective comps' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/more-details$/);

  await tabTo(
    page,
    page
      .getByRole('link', { name: 'Unlock full report' })
      .or(page.getByRole('button', { name: 'Unlock full report' })),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/choose-plan$/);

  // The Basic plan; the checkout opens in its own window, paid with the keyboard too.
  const popup = context.waitForEvent('page');
  await tabTo(page, page.getByRole('button', { name: 'Get full report' }));
  await page.keyboard.press('Enter');
  // A guest names the receipt's address first (decision 211), with the keyboard too.
  const step = page.getByRole('dialog', { name: 'Your e-mail for the receipt' });
  await tabTo(page, step.getByLabel(/^Email/));
  await page.keyboard.type('keys.only@example.com');
  await page.keyboard.press('Enter');
  const checkout = await popup;
  await checkout.waitForURL(/\/api\/payment\/sandbox\//);
  await expect(page.getByRole('dialog', { name: 'Awaiting Payment' })).toBeVisible();
  await tabTo(checkout, checkout.getByLabel('Card number'));
  await checkout.keyboard.type('4242 4242 4242 4242');
  await tabTo(checkout, checkout.getByLabel('Expiry (MM / YY)'));
  await checkout.keyboard.type('12 / 34');
  await tabTo(checkout, checkout.getByLabel('CVC'));
  await checkout.keyboard.type('123');
  await tabTo(checkout, checkout.getByRole('button', { name: /^Pay \$/ }));
  await checkout.keyboard.press('Enter');

  // Payment success moves on to the county form.
  await page.waitForURL(/\/fill-form$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Property Tax Appeal Form' })).toBeVisible();
  const owner = page.getByLabel(/^Owner Name/);
  await tabTo(page, owner);
  await page.keyboard.type('Kai Keyboard');
  await tabTo(page, page.getByLabel(/^Your Opinion of Market Value/));
  // Prefilled with the analysis' market value (issue 15): the owner types over it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('600,000');
  // The formal application's own questions (decision 100), when it is the recommended document.
  const questions = page.getByRole('region', { name: 'Application Questions' });
  if (await questions.isVisible()) {
    const residence = questions.getByRole('group', { name: /principal residence/ });
    await tabTo(page, residence);
    await page.keyboard.press('Space');
    await expect(residence.getByLabel('Yes')).toBeChecked();
    // Written findings (decision 247): required, unanswered until the owner picks.
    const findings = questions.getByRole('group', { name: /written findings of facts/ });
    await tabTo(page, findings);
    await page.keyboard.press('ArrowRight');
    await expect(findings.getByLabel('No')).toBeChecked();
    // The claim for refund arrives pre-selected Yes; the owner changes it.
    const refund = questions.getByRole('group', { name: /claim for refund/ });
    await tabTo(page, refund);
    await page.keyboard.press('ArrowRight');
    await expect(refund.getByLabel('No')).toBeChecked();
  }

  await tabTo(page, page.getByRole('button', { name: 'Validate Form' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Validate Form' })).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: /required/i })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Generate PDF' }));
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The recommended document: the informal review request is one page (about 4 KB), the formal
  // application with its hearing exhibit more than 10 KB (decision 099).
  expect(pdf.length).toBeGreaterThan(3_000);
});
