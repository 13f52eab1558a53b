import { analysedJob, buySuccessPlanInSandbox, withAnalysis } from '../fixtures/analysed-job.ts';
import { buyersReport } from '../fixtures/buyer.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The owner's own purchase in the grid (issue 50 item 3, decision 245), in an open period: a home of
 * the demo dataset that sold inside its sale window has that sale among its comparables, said first
 * as "This home's own sale" (R&T §110(b)); bought, its package's adjustment grid (report JSON and the
 * PDF read back with pdftotext) holds it, time-adjusted like the others, and the reconciled value the
 * result showed. Runs on the journeys' clock (August 17, 2026: roll year 2026).
 */
type Comp = { address: string; own_sale?: boolean; reasons?: string[] };

test("a home that sold in its window: its own purchase is a row of the grid, marked, and the value is the grid's", async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const job = await analysedJob(request, {
    accept: (j) => (j.comparables as Comp[]).some((c) => c.own_sale === true),
    queries: ['3000', '400', '100', '120', '150', '200', '300', '410', '500', '600', '700', '800', '900'],
    perQuery: 5,
  });
  const own = (job.comparables as Comp[]).find((c) => c.own_sale === true)!;
  expect(own.reasons?.[0]).toContain("This home's own sale");
  const market = Number(job.valuation?.market_value);

  await withAnalysis(page, job);
  await page.goto('/choose-plan');
  const confirm = page.getByRole('checkbox', {
    name: 'I understand and still want to buy a plan for this home',
  });
  // The result for the home, with its verdict: a purchase near the roll value may leave it too close
  // to call, which gates a plan behind the owner's confirmation.
  const home = page.getByRole('region', { name: new RegExp(`^${job.address.street}`) });
  await expect(home.getByRole('heading', { level: 3 }).first()).toBeVisible();
  if (await confirm.count()) await confirm.check();
  await buySuccessPlanInSandbox(page, 'guest', false);

  const bought = await buyersReport(page, job.jobId, info);
  const report = await bought.json();
  const grid = report.adjustment_grid as {
    reconciled_value: number;
    sales: { address: string; own_sale?: boolean; time_adjusted_price: number; sale_price: number }[];
  };
  const ownRows = grid.sales.filter((s) => s.own_sale === true);
  expect(ownRows).toHaveLength(1);
  expect(ownRows[0]!.address.startsWith(own.address)).toBe(true);
  expect(ownRows[0]!.time_adjusted_price).toBeGreaterThan(0);
  // One number from the result to the filing.
  expect(grid.reconciled_value).toBe(market);

  const text = await bought.pdfText();
  expect(text).toContain('ADJUSTMENT GRID - EVERY SALE MOVED TO THE 01/01/2026 LIEN DATE');
  expect(text).toContain("(THIS HOME'S OWN SALE)");
  expect(text).toContain(`Reconciled value: $${market.toLocaleString('en-US')}`);
});
