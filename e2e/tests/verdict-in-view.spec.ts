/**
 * Issue 53 item 1: on a phone, the verdict comes into view and is announced. After "See my result"
 * the result's heading is on the screen and has the focus (a screen reader reads it out), and the
 * result reads top to bottom: verdict, saving, evidence, next step.
 */
import { analysedJob } from '../fixtures/analysed-job.ts';
import { resultHeading } from '../fixtures/result-heading.ts';
import { expect, test } from '../fixtures/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390×844 phone the verdict is scrolled into view and focused after "See my result"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const job = await analysedJob(request, { accept: (j) => !j.address.unit && j.comparables.length > 0 });
  await page.goto('/');
  const street = page.getByRole('combobox', { name: 'Street' });
  const typed = `${job.address.street.split(' ')[0]} ${job.shortRoute}`;
  await street.pressSequentially(job.description.slice(0, typed.length - 2), { delay: 20 });
  await page.getByRole('option', { name: job.description }).click();
  await expect(page.getByLabel('Zip Code')).toHaveValue(job.address.zipCode);
  await page.getByRole('button', { name: 'See my result' }).click();

  const verdict = resultHeading(page);
  await expect(verdict).toBeFocused();
  await expect(verdict).toBeInViewport();

  // Top to bottom: the verdict, the saving, the evidence, the next step.
  const panel = page.getByRole('tabpanel', { name: 'Your savings' });
  const top = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!.y;
  const ys = [
    await top(verdict),
    await top(panel.getByLabel('You can save')),
    await top(page.getByRole('list', { name: 'Comparable homes' })),
    await top(page.getByRole('link', { name: 'Get effective comps' })),
  ];
  expect(ys).toEqual([...ys].sort((a, b) => a - b));
});
