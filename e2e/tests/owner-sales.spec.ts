import type { APIRequestContext } from '@playwright/test';
import {
  type Analysed,
  analysedJob,
  buySuccessPlanInSandbox,
  withAnalysis,
} from '../fixtures/analysed-job.ts';
import { buyersReport } from '../fixtures/buyer.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Sales the owner knows (issue 50 item 5, decision 249), in the browser: a home Homie has no
 * comparable sales for (an address missing from the records, valued from its ZIP code: a home of real
 * data is valued from real sales only, and the demo dataset has none) is sold no plan on /choose-plan;
 * the owner adds sales they know until the result holds three, the plans open, the plan is bought,
 * and the package's adjustment grid marks each added sale owner-supplied with where the owner saw it.
 * Runs on the journeys' clock (August 17, 2026: roll year 2026, sales up to March 31, 2026).
 */

/** An address missing from the records, in the ZIP code of a home of the demo dataset, analysed. */
async function unrecordedHome(request: APIRequestContext): Promise<Analysed> {
  const near = await analysedJob(request, { accept: () => true });
  const address = { ...near.address, street: '1 Owner Sales Way', unit: '' };
  const run = await request.post('/manual_analysis', {
    data: {
      street: address.street,
      unit: '',
      city: address.city,
      state: address.state,
      zip: address.zipCode,
      property_type: 'single_family',
      beds: 3,
      baths: 2,
      sqft: 1700,
      year_built: 1960,
      assessed_value: 1_100_000,
    },
  });
  expect(run.ok(), await run.text()).toBe(true);
  const { job_id: jobId } = await run.json();
  const result = await (await request.get(`/query_result?job_id=${jobId}`)).json();
  expect(result.success).toBe(true);
  return {
    ...near,
    jobId,
    address,
    county: String(result.property_info.county ?? ''),
    propertyInfo: result.property_info,
    comparables: result.comparable_properties ?? [],
    valuation: result.valuation ?? null,
  };
}

const SOURCES = ['Zillow listing', 'County recorder', 'My neighbour'];

/** A sale like the home, priced at 60% of its roll value (so the verdict asks for no confirmation). */
function saleLike(job: Analysed, i: number) {
  const info = job.propertyInfo;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);
  const assessed = num(info.assessed_value, 800_000);
  return {
    address: `${210 + i * 12} Test Owner Way, ${job.address.city}`,
    date: ['2026-02-14', '2025-11-03', '2026-01-20'][i]!,
    price: String(Math.round((assessed * 0.6) / 1000) * 1000),
    sqft: String(num(info.square_footage, 1600)),
    beds: String(num(info.bedrooms, 3)),
    baths: String(num(info.bathrooms, 2)),
    seenAt: SOURCES[i]!,
  };
}

test('a home with fewer than three sales: the owner adds sales until the plans open, and the grid marks them', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const job = await unrecordedHome(request);
  expect(job.comparables.length).toBeLessThan(3);
  const found = job.comparables.length;
  await withAnalysis(page, job);
  await page.goto('/choose-plan');

  // No plan while the result holds fewer than three sales: the reason, and the form to add one.
  const sales =
    found === 0 ? 'no comparable sales' : `only ${found} comparable sale${found === 1 ? '' : 's'}`;
  await expect(page.getByText(`Homie found ${sales} for this home.`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a sale you know' });
  await expect(form).toBeVisible();

  // A sale dated after March 31, 2026 does not count for the 2026 value: refused at its field.
  const late = saleLike(job, 0);
  await form.getByLabel('Address of the home that sold').fill(late.address);
  await form.getByLabel('Date it sold').fill('2026-05-02');
  await form.getByLabel('Price it sold for ($)').fill(late.price);
  await form.getByLabel('Living area (sq ft)').fill(late.sqft);
  await form.getByLabel('Bedrooms').fill(late.beds);
  await form.getByLabel('Bathrooms').fill(late.baths);
  await form.getByLabel('Where you saw this sale').fill(late.seenAt);
  await form.getByRole('button', { name: 'Add this sale' }).click();
  await expect(form.getByLabel('Date it sold')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Sales you added' })).toHaveCount(0);

  const added = [];
  for (let i = 0; found + i < 3; i++) {
    const sale = saleLike(job, i);
    added.push(sale);
    await form.getByLabel('Address of the home that sold').fill(sale.address);
    await form.getByLabel('Date it sold').fill(sale.date);
    await form.getByLabel('Price it sold for ($)').fill(sale.price);
    await form.getByLabel('Living area (sq ft)').fill(sale.sqft);
    await form.getByLabel('Bedrooms').fill(sale.beds);
    await form.getByLabel('Bathrooms').fill(sale.baths);
    await form.getByLabel('Where you saw this sale').fill(sale.seenAt);
    await form.getByRole('button', { name: 'Add this sale' }).click();
    const n = found + i + 1;
    // The third sale opens the plans, and the panel makes way for them.
    if (n >= 3) break;
    await expect(
      page.getByRole('status').filter({ hasText: `Sale at ${sale.address} added.` }),
    ).toContainText(`This home now has ${n} comparable sale${n === 1 ? '' : 's'}.`);
    await expect(page.getByRole('list', { name: 'Sales you added' }).getByRole('listitem')).toHaveCount(
      i + 1,
    );
    await expect(page.getByText(`Homie found only ${n} comparable sale`)).toBeVisible();
  }

  // Three sales: the reason and the form are gone, and a plan can be bought.
  await expect(page.getByText(/^Homie found (no|only \d) comparable sale/)).toHaveCount(0);
  await expect(form).toHaveCount(0);
  const confirm = page.getByRole('checkbox', {
    name: 'I understand and still want to buy a plan for this home',
  });
  if (await confirm.count()) await confirm.check();
  await buySuccessPlanInSandbox(page, 'guest', false);

  // The package's grid: every sale the value rests on, the owner's marked with where they were seen.
  const bought = await buyersReport(page, job.jobId, info);
  const report = await bought.json();
  const grid = report.adjustment_grid as { sales: { address: string; owner_source?: string }[] };
  expect(grid.sales).toHaveLength(found + added.length);
  expect(grid.sales.filter((s) => s.owner_source !== undefined).map((s) => s.owner_source)).toEqual(
    added.map((s) => s.seenAt),
  );
  const html = await bought.html();
  for (const sale of added)
    expect(html).toContain(`${sale.address} (Owner-supplied (source: ${sale.seenAt}))`);

  // The report PDF prints the same marks (pdftotext).
  const text = await bought.pdfText();
  expect(text).toContain('ADJUSTMENT GRID - EVERY SALE MOVED TO THE 01/01/2026 LIEN DATE');
  expect(text.match(/Owner-supplied/g)).toHaveLength(added.length);
});
