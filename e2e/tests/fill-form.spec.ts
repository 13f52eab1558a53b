import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  type Analysed,
  analysedJob,
  buySuccessPlanInSandbox,
  supportsAppeal,
  withAnalysis,
} from '../fixtures/analysed-job.ts';
import { answerQuestionsAndGeneratePdf } from '../fixtures/appeal-form.ts';
import { expect, test } from '../fixtures/test.ts';
import { blocking } from '../fixtures/axe.ts';
import { orderTokenOf } from '../fixtures/buyer.ts';

/**
 * The county appeal form (/fill-form) after a plan is paid in the sandbox checkout: pre-filled from
 * the analysis, Validate Form with its errors, Generate PDF downloaded (and read back with
 * pdftotext), the Success letter edited and the report downloaded; nobody else gets the package.
 */

const COUNTY_NAMES: Record<string, string> = {
  alameda: 'Alameda',
  san_mateo: 'San Mateo',
  la: 'Los Angeles',
  contra_costa: 'Contra Costa',
  san_bernardino: 'San Bernardino',
  riverside: 'Riverside',
  ventura: 'Ventura',
  santa_clara: 'Santa Clara',
};

/** A home whose county has an appeal form, with an APN to fill it with. */
const appealable = ({ propertyInfo: info }: Analysed) =>
  Boolean(COUNTY_NAMES[String(info.county)] && info.apn);

/** Buys the Success plan as a guest in the sandbox checkout and follows the app to /fill-form. */
async function buySuccessPlan(page: Page) {
  await buySuccessPlanInSandbox(page);
  await page.getByRole('button', { name: 'Complete Appeal Form Now' }).click();
  await expect(page).toHaveURL(/\/fill-form$/);
}

test.describe('county appeal form', () => {
  test.describe.configure({ mode: 'serial' });
  let job: Analysed;
  let orderToken: string | null = null;

  test.beforeAll(async ({ request }) => {
    job = await analysedJob(request, { accept: (j) => appealable(j) && supportsAppeal(j) });
  });

  test('paid: pre-filled form, Validate Form, Generate PDF downloaded, letter edited, report downloaded', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await withAnalysis(page, job);
    await buySuccessPlan(page);
    orderToken = await orderTokenOf(page);

    const countyName = COUNTY_NAMES[job.county]!;
    await expect(page.getByRole('heading', { level: 1, name: 'Property Tax Appeal Form' })).toBeVisible();
    await expect(page.getByText(`${countyName} County`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Plan Selection' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
    await expect(page.getByRole('heading', { name: 'Complete Your Appeal Form' })).toBeVisible();
    // Which document? (decision 099): one recommended, preselected; this journey files the formal application.
    const route = page.getByRole('group', { name: 'Which document?' });
    await expect(route.getByText('Recommended', { exact: true })).toHaveCount(1);
    await expect(route.getByRole('radio', { checked: true })).toHaveCount(1);
    await route.getByRole('radio', { name: /^Formal appeal application/ }).check();
    // The hearing exhibit takes every comparable the Success plan includes, not the informal form's few (decision 175).
    const planComps = Math.min(10, job.comparables.length);
    await expect(page.getByRole('region', { name: 'Comparable Sales' }).getByRole('group')).toHaveCount(
      planComps,
    );
    const required = page.getByRole('region', { name: 'Required Information' });
    const apnLabel =
      job.county === 'la' ? "Assessor's ID/Map Book/Page/Parcel *" : 'Assessor Parcel Number (APN) *';
    await expect(required.getByLabel(apnLabel)).toHaveValue(String(job.propertyInfo.apn));
    await expect(required.getByLabel(/^Property Address/)).toHaveValue(new RegExp(job.address.street));

    // The opinion of value starts at the analysis' market value, the one the landing showed (issue 15).
    const opinion = required.getByLabel('Your Opinion of Market Value *');
    const market = Math.round(Number(job.valuation?.market_value));
    await expect(opinion).toHaveValue(market.toLocaleString('en-US'));
    await opinion.clear();
    // Validate with the owner's parts empty: the server's errors under the fields.
    await page.getByRole('button', { name: 'Validate Form' }).click();
    await expect(required.getByText('Owner Name is required')).toBeVisible();
    await expect(required.getByText('Your Opinion of Market Value is required')).toBeVisible();
    await required.getByLabel('Owner Name *').fill('Pat E2E Owner');
    await expect(required.getByText('Owner Name is required')).toHaveCount(0);
    await required.getByLabel('Your Opinion of Market Value *').fill('650,000');
    // The owner drops the last sale: the letter then counts the sales the table lists (decision 177).
    const enclosed = planComps > 1 ? planComps - 1 : planComps;
    if (enclosed < planComps)
      await page.getByRole('button', { name: `Remove comparable sale ${planComps}` }).click();
    const recommended = page.getByRole('region', { name: 'Additional Information (Recommended)' });
    const phone = recommended.getByLabel(job.county === 'la' ? 'Owner Daytime Telephone' : 'Daytime Phone');
    if (await phone.count()) await phone.fill('(510) 555-0134');
    // The formal application's own questions (decision 100), answered by the owner.
    const file = await answerQuestionsAndGeneratePdf(page);
    // The spec's flow (§4): back to /payment-success, which says what to do with the download and
    // counts down to /confirmation; the form is one link away, as it was typed (issue 17).
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByText(/Your appeal form has been downloaded as/)).toBeVisible();
    await expect(page.getByText(/You will be redirected to your confirmation in/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to your appeal form' }).click();
    await expect(page).toHaveURL(/\/fill-form$/);
    await expect(page.getByLabel('Owner Name *')).toHaveValue('Pat E2E Owner');
    expect(file.suggestedFilename()).toMatch(/^(BOE-305-AH|AAB-100)_.+\.pdf$/);
    const path = info.outputPath('application.pdf');
    await file.saveAs(path);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Pat E2E Owner');
    expect(text).toContain(String(job.propertyInfo.apn).split('-')[0]);
    expect(text).toContain('$650,000');
    expect(text).toContain('EXHIBIT A - SUPPORTING INFORMATION');
    // Printed as answered, never assumed; the letter in the same package (decision 100).
    const line = (start: string) => text.split('\n').find((l) => l.includes(start)) ?? '';
    expect(line('PRINCIPAL PLACE OF RESIDENCE')).toMatch(/X\s*YES\s+NO/);
    expect(line('CLAIM FOR REFUND (R&T')).toMatch(/YES\s+X\s*NO/);
    expect(text).toContain('APPEAL LETTER');
    // The letter counts the sales the exhibit's table lists, row for row.
    expect(text).toContain(`${enclosed} sale${enclosed === 1 ? '' : 's'} of comparable homes nearby`);
    const tableRows = text
      .split('\n')
      .filter((l) => /^\s*\d{1,2}\s+\S.*\d{2}\/\d{2}\/\d{4}\s+\$[\d,]+/.test(l));
    expect(tableRows).toHaveLength(enclosed);
    // The adjustment grid of every sale the value rests on, reconciled to the number the result
    // showed and the form proposed (decision 245): one number from the result to the filing.
    expect(text).toContain('ADJUSTMENT GRID - EVERY SALE MOVED TO THE');
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Reconciled value: $${market.toLocaleString('en-US')} (adjusted prices`,
    );
    expect(text).not.toContain('other nearby sales');

    // The Success plan's letter: signed with the application, editable, saved.
    const letter = page.getByLabel('Your appeal letter');
    await expect(letter).toHaveValue(/Pat E2E Owner/);
    await letter.fill(
      'Dear Members of the Board,\n\nMy home was worth $650,000 on January 1.\n\nPat E2E Owner',
    );
    await page.getByRole('button', { name: 'Save letter' }).click();
    await expect(page.getByText('Letter saved. Your downloads use this version.')).toBeVisible();
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report (PDF)' }).click();
    const report = await reportDownload;
    const reportPath = info.outputPath('report.pdf');
    await report.saveAs(reportPath);
    const reportText = execFileSync('pdftotext', [reportPath, '-'], { encoding: 'utf8' });
    expect(reportText).toContain('My home was worth $650,000 on January 1.');
    // The report lists the sales the application encloses, not the ones the owner removed.
    expect(reportText).toContain(`COMPARABLE SALES (${enclosed})`);
  });

  test("a second user cannot fetch the first owner's PDF or report", async ({ request, account }) => {
    test.skip(!orderToken, 'the paid journey above did not run');
    const form = {
      county: job.county,
      job_id: job.jobId,
      property_info: {
        owner_name: 'Intruder',
        apn: job.propertyInfo.apn,
        property_address: 'x',
        opinion_value: '1',
      },
      comparable_sales: [],
    };
    const asOther = { authorization: `Bearer ${account.access}` };
    expect((await request.post('/fill-form', { data: form })).status()).toBe(401);
    expect((await request.post('/fill-form', { data: form, headers: asOther })).status()).toBe(403);
    expect(
      (
        await request.post('/fill-form', { data: form, headers: { 'x-order-token': 'guessed-token' } })
      ).status(),
    ).toBe(403);
    for (const path of ['', '/html', '/pdf']) {
      expect(
        (await request.get(`/api/appeals/reports/${job.jobId}${path}`, { headers: asOther })).status(),
      ).toBe(403);
    }
    const ownReport = await request.get(`/api/appeals/reports/${job.jobId}`, {
      headers: { 'x-order-token': orderToken! },
    });
    expect(ownReport.status()).toBe(200);
    expect((await ownReport.json()).owner_name).toBe('Pat E2E Owner');
  });

  test('County Not Supported when the property is outside the eight counties', async ({ page }) => {
    await withAnalysis(page, {
      jobId: 'job-elsewhere',
      address: { street: '350 5th Ave', unit: '', city: 'New York', state: 'NY', zipCode: '10118' },
      propertyInfo: { county: null },
      comparables: [],
    });
    await page.goto('/fill-form');
    await expect(page.getByRole('heading', { name: 'County Not Supported' })).toBeVisible();
    await expect(
      page.getByText(/Currently supported counties: Alameda, San Mateo, Los Angeles/),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Plan Selection' }).click();
    await expect(page).toHaveURL(/\/choose-plan$/);
  });

  test('accessibility: the form with its errors and warnings has no serious violations', async ({ page }) => {
    test.skip(!orderToken, 'the paid journey above did not run');
    await withAnalysis(page, job);
    // The browser that paid (its guest token), so /fill-form opens this order's form (issue 17).
    await page.addInitScript((token) => {
      localStorage.setItem('payment-store', JSON.stringify({ state: { orderToken: token }, version: 0 }));
    }, orderToken);
    await page.goto('/fill-form');
    const owner = page.getByLabel('Owner Name *');
    await expect(owner).toHaveValue('Pat E2E Owner');
    await owner.fill('');
    await page.getByRole('button', { name: 'Validate Form' }).click();
    await expect(page.getByText('Owner Name is required')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(blocking(results.violations)).toEqual([]);
  });
});
