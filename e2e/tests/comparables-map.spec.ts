/**
 * Issue 53 item 3 (decision 224): a map of the home and its comparables where a tile source is
 * configured (MAP_TILE_URL with MAP_TILE_ATTRIBUTION), and none without one. The tiles are answered
 * by the browser's route (no network in tests); that they load shows the page's CSP allows them.
 */
import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest } from '@playwright/test';
import { analysedJob } from '../fixtures/analysed-job.ts';
import { blocking } from '../fixtures/axe.ts';
import { OwnServer } from '../fixtures/own-server.ts';
import { resultHeading } from '../fixtures/result-heading.ts';
import { expect, test } from '../fixtures/test.ts';

const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';
const ATTRIBUTION = '© Example Tiles contributors';
/** A 1×1 PNG, answered for every tile. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1366, height: 900 } });

const server = new OwnServer({
  name: 'map',
  readyWithinMs: 180_000,
  env: {
    DEMO_DATASET_SIZE: '5000',
    ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
    MAP_TILE_URL: TILES,
    MAP_TILE_ATTRIBUTION: ATTRIBUTION,
  },
});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

test('with a tile source, the result shows the home and its sales on a map, with its attribution', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const job = await analysedJob(api, { accept: (j) => !j.address.unit && j.comparables.length > 0 });
  await api.dispose();
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const tiles: string[] = [];
  await page.route('https://tiles.example.test/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  const response = await page.goto('/');
  expect(response!.headers()['content-security-policy']).toContain('https://tiles.example.test');
  // Not on the first page: nothing asks for a tile before there is a result.
  expect(tiles).toEqual([]);
  const street = page.getByRole('combobox', { name: 'Street' });
  const typed = `${job.address.street.split(' ')[0]} ${job.shortRoute}`;
  await street.pressSequentially(job.description.slice(0, typed.length - 2), { delay: 20 });
  await page.getByRole('option', { name: job.description }).click();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(resultHeading(page)).toBeFocused();

  const map = page.getByRole('img', { name: /^Map of your home and the/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(page.getByText(`Map tiles: ${ATTRIBUTION}`)).toBeVisible();
  // The tiles were asked for and drawn: the CSP let them in.
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      map
        .locator('img')
        .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBeGreaterThan(0);
  // The map is an image with a name; its tiles are decorative: no serious violation.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(blocking(violations)).toEqual([]);
  await context.close();
});
