/**
 * Issue 51 item 3 (decision 246): on December 2, 2026 every county's regular period has closed, so
 * no regular appeal is sold; an owner who received a supplemental assessment notice (mailed November
 * 15, 2026, after a purchase on September 13) names it on /choose-plan, buys its appeal within its
 * 60 days, and files the board's application for that notice: the SUPPLEMENTAL box with its date and
 * roll year, valued at the purchase date. The server runs on that date (libfaketime), the browser too.
 */
import { execFileSync } from 'node:child_process';
import { request as apiRequest } from '@playwright/test';
import { analysedJob, buySuccessPlanInSandbox, withAnalysis } from '../fixtures/analysed-job.ts';
import { answerQuestionsAndGeneratePdf } from '../fixtures/appeal-form.ts';
import { fakedTimeEnvFor, shiftDateScript } from '../fixtures/e2e-clock.ts';
import { OwnServer } from '../fixtures/own-server.ts';
import { expect, test } from '../fixtures/test.ts';

const DEC_2 = new Date('2026-12-02T20:00:00Z');
const env: Record<string, string> = {
  DEMO_DATASET_SIZE: '5000',
  ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
};
const server = new OwnServer({ name: 'notice', readyWithinMs: 180_000, env });

test.use({ journeyClock: false });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  Object.assign(env, fakedTimeEnvFor(DEC_2.getTime() - Date.now()));
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

test('a supplemental notice appealed in the closed period: sold within its 60 days, filed on its own box', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const job = await analysedJob(api);
  await api.dispose();

  const context = await browser.newContext({ baseURL: server.baseUrl });
  await context.addInitScript(shiftDateScript, DEC_2.getTime() - Date.now());
  const page = await context.newPage();
  await withAnalysis(page, job, server.baseUrl);
  await page.goto('/choose-plan');

  // No regular appeal: the period is closed, and the plans cannot be chosen.
  await expect(page.getByText(/Homie sells no appeal now/)).toBeVisible();
  const notice = page.getByRole('region', { name: 'Received an assessment notice?' });
  // A notice past its 60 days is refused, with its last day.
  await notice.getByLabel('Supplemental assessment').check();
  await notice.getByLabel('Date the notice was mailed').fill('09/01/2026');
  await notice.getByLabel('Date of the purchase or of the completion of new construction').fill('06/20/2026');
  await notice.getByRole('button', { name: 'Prepare this appeal' }).click();
  await expect(notice.getByRole('alert')).toContainText('ended on November 2, 2026');

  // The notice mailed November 15 is within its limit: its appeal is on sale.
  await notice.getByLabel('Date the notice was mailed').fill('11/15/2026');
  await notice.getByLabel('Date of the purchase or of the completion of new construction').fill('09/13/2026');
  await notice.getByRole('button', { name: 'Prepare this appeal' }).click();
  await expect(
    page.getByText(
      "Supplemental assessment appeal: file by January 14, 2027, 60 days after the notice's mailing on 11/15/2026 (R&T §1605). It argues the value on September 13, 2026.",
    ),
  ).toBeVisible();

  await buySuccessPlanInSandbox(page, 'guest', false);
  await page.getByRole('button', { name: 'Complete Appeal Form Now' }).click();
  await expect(page).toHaveURL(/\/fill-form$/);

  // The form is the board's application for that notice: no choice of document, its own deadline.
  await expect(page.getByRole('group', { name: 'Which document?' })).toHaveCount(0);
  await expect(page.getByText(/file by January 14, 2027/).first()).toBeVisible();
  const required = page.getByRole('region', { name: 'Required Information' });
  await required.getByLabel('Owner Name *').fill('Pat Notice');
  // The value on the roll is the one the notice enrolls, which the owner types; the opinion starts
  // at the package's reconciliation at the purchase date (decision 246).
  const assessed = required.getByLabel('Current Assessed Value *');
  await expect(assessed).toHaveValue('');
  await assessed.fill('5,000,000');
  await expect(required.getByLabel('Your Opinion of Market Value *')).not.toHaveValue('');
  const file = await answerQuestionsAndGeneratePdf(page);
  const path = info.outputPath('supplemental.pdf');
  await file.saveAs(path);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  const line = (start: string) => text.split('\n').find((l) => l.includes(start)) ?? '';
  expect(line('SUPPLEMENTAL ASSESSMENT')).toMatch(/X\s*SUPPLEMENTAL ASSESSMENT/);
  expect(line('SUPPLEMENTAL ASSESSMENT')).toContain('11/15/2026');
  expect(line('SUPPLEMENTAL ASSESSMENT')).toContain('2026-27');
  expect(line('REGULAR ASSESSMENT')).not.toMatch(/X\s*REGULAR ASSESSMENT/);
  // The letter and the grid argue the value at the purchase date, with no sale after December 12.
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('supplemental assessment, notice mailed 11/15/2026, roll year 2026-27');
  expect(flat).toContain('on September 13, 2026 was');
  expect(flat).toContain('The notice enrolls it at $5,000,000.');
  expect(flat).toContain('My opinion of value is that reconciliation.');
  expect(flat).not.toMatch(/\blate\b/i);
  await context.close();
});
