import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { analysedJob, withAnalysis } from '../fixtures/analysed-job.ts';
import { resultHeading } from '../fixtures/result-heading.ts';
import { expect, test } from '../fixtures/test.ts';
import { giveReceiptEmail } from '../fixtures/guest-email.ts';

/** Holds the app's entry script until `release()`: until then the page is its HTML and head script. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What the app keeps in the browser once a visitor has entered an address (its property store). */
async function keepProperty(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'property-store',
      JSON.stringify({
        state: {
          jobId: null,
          userEnteredAddress: {
            street: '742 Evergreen Ter',
            unit: '',
            zipCode: '90210',
            city: 'Beverly Hills',
            state: 'CA',
          },
          propertyInfo: null,
          comparables: [],
        },
        version: 0,
      }),
    ),
  );
}

/**
 * Prerendered pages (decision 129): the HTML carries the page's shell before any script runs, and
 * React adopts those very nodes (hydration) instead of rendering over them. The fixture's console
 * guard fails the test on any hydration error React reports.
 */

// Before the app's scripts: remember the first address form and legal article the parser creates.
const rememberParsedNodes = () => {
  const seen = window as unknown as { parsedForm?: Element; parsedArticle?: Element };
  new MutationObserver(() => {
    seen.parsedForm ??= document.querySelector('form[aria-label="Property address"]') ?? undefined;
    seen.parsedArticle ??= document.querySelector('article') ?? undefined;
  }).observe(document, { childList: true, subtree: true });
};

const sameNodeAsParsed = (selector: string, key: 'parsedForm' | 'parsedArticle') =>
  `(() => { const n = window.${key}; return Boolean(n) && n.isConnected && n === document.querySelector('${selector}'); })()`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its nav, address form, cards and footer', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Homie' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Property address' });
    await expect(form.getByLabel('Street')).toBeVisible();
    await expect(form.getByLabel('Zip Code')).toBeVisible();
    await expect(form.getByRole('button', { name: 'See my result' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('/more-details and /choose-plan show their frame; without a kept analysis, the first-visit text', async ({
    page,
  }) => {
    await page.goto('/more-details');
    await expect(page.getByRole('heading', { level: 1, name: /on your property tax/ })).toBeVisible();
    await expect(page.getByText('Look up your property first:')).toBeVisible();
    await expect(page.getByText('Your letter is built from recent sales near your home.')).toBeVisible();
    await expect(page.getByText('Loading your result…')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Unlock full report' })).toBeVisible();
    await page.goto('/choose-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Start saving up to $585' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic' })).toBeVisible();
    await expect(page.getByText("Loading your home's result…")).toBeHidden();
  });

  test('the legal pages show their text', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Brokerage disclaimer');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Retention and deletion');
  });
});

test.describe('with JavaScript', () => {
  test('the landing page hydrates the prerendered form and then works', async ({ page }) => {
    await page.addInitScript(rememberParsedNodes);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The signed-out nav appears only once the app runs (the HTML shows the account check).
    await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(sameNodeAsParsed('form[aria-label="Property address"]', 'parsedForm'))).toBe(
      true,
    );
    const street = page.getByRole('combobox', { name: 'Street' });
    await street.fill('1');
    await expect(street).toHaveValue('1');
    await nav.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test("the page paints from its HTML before any of the app's scripts is requested", async ({ page }) => {
    for (const path of ['/', '/more-details', '/choose-plan']) {
      await page.goto(path);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
      ).toBeVisible();
      const { firstPaint, firstScript, scripts } = await page.evaluate(() => {
        const js = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          firstScript: Math.min(...js.map((entry) => entry.startTime)),
          scripts: js.length,
        };
      });
      expect(scripts, path).toBeGreaterThan(0);
      expect(firstPaint, path).not.toBeNull();
      expect(firstScript, path).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
    }
  });

  test('a legal page hydrates its prerendered article', async ({ page }) => {
    await page.addInitScript(rememberParsedNodes);
    await page.goto('/privacy-policy');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Up' }),
    ).toBeVisible();
    expect(await page.evaluate(sameNodeAsParsed('article', 'parsedArticle'))).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  });

  test('with a kept property the landing page renders it, without a hydration error', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await keepProperty(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Street' })).toHaveValue('742 Evergreen Ter');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('/more-details and /choose-plan hydrate their prerendered frame and then work', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { parsedHeading?: Element };
      new MutationObserver(() => {
        seen.parsedHeading ??= document.querySelector('main h1') ?? undefined;
      }).observe(document, { childList: true, subtree: true });
    });
    const sameHeading = `(() => { const n = window.parsedHeading; return Boolean(n) && n.isConnected && n === document.querySelector('main h1'); })()`;
    await page.goto('/more-details');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
    ).toBeVisible();
    expect(await page.evaluate(sameHeading)).toBe(true);
    await expect(page.getByText('Look up your property first:')).toBeVisible();
    await expect(page.getByText('Loading your result…')).toHaveCount(0);
    await page.getByRole('link', { name: 'Unlock full report' }).click();
    await expect(page).toHaveURL(/\/choose-plan$/);
    await page.goto('/choose-plan');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Up' }),
    ).toBeVisible();
    expect(await page.evaluate(sameHeading)).toBe(true);
    await expect(page.getByText("Loading your home's result…")).toHaveCount(0);
    // No analysis: choosing a plan sends the visitor back to add details.
    await page.getByRole('button', { name: 'Get full report' }).click();
    await expect(page).toHaveURL(/\/more-details$/);
  });

  test('with a kept analysis the prerendered pages paint placeholders, then the app fills them in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await keepProperty(page);
    // Hold the app's entry script: what shows is the HTML and the head script's work alone.
    const release = await holdAppScript(page);
    await page.goto('/more-details', { waitUntil: 'commit' });
    await expect(page.getByText('Loading your result…')).toBeVisible();
    await expect(page.getByText('Loading your appeal deadline…')).toBeVisible();
    await expect(page.getByText('Look up your property first:')).toBeHidden();
    release();
    // The app renders the kept address's county deadline (Los Angeles) in place of the placeholders.
    await expect(page.getByText('Loading your appeal deadline…')).toHaveCount(0);
    await expect(page.getByText(/Appeal Window Ends/)).toBeVisible();
    await expect(page.getByText('Look up your property first:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a button pressed before the app runs is pressed again once the page is hydrated', async ({
    page,
  }) => {
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    // Nothing happens yet (no app, and the press is kept rather than lost).
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toHaveCount(0);
    // Afterwards clicks work as usual, once each.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });
});

test('a page scrolled before the app runs stays where it was; links in the app open at the top, Back returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 640 });
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  // The visitor scrolls down to the footer on the prerendered page, before any of the app's code has run.
  await footer.getByRole('button', { name: 'Contact Us' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The app has taken the page over (its replay of early actions, after its first commit, has run).
  await page.waitForFunction(() => (window as { homieEarlyClick?: unknown }).homieEarlyClick === undefined);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // So what the visitor taps is still under their finger.
  await footer.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Stop overpaying property tax' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('an address typed before the app runs is kept once the page is hydrated', async ({ page, request }) => {
  const { address } = await analysedJob(request);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Property address' });
  const street = form.getByRole('combobox', { name: 'Street' });
  // Typed into the prerendered form, before any of the app's code has run.
  await street.fill(address.street);
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Typing into the other fields renders the form again: the early street must survive it.
  await form.getByLabel('Unit').fill(address.unit);
  await form.getByLabel('Zip Code').fill(address.zipCode);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').fill(address.state);
  await expect(street).toHaveValue(address.street);
  await form.getByRole('button', { name: 'See my result' }).click();
  await expect(resultHeading(page)).toBeVisible();
});

test('with a kept analysis, a plan pressed before the app runs opens its checkout once the app renders', async ({
  page,
  request,
}) => {
  await withAnalysis(page, await analysedJob(request));
  const release = await holdAppScript(page);
  await page.goto('/choose-plan', { waitUntil: 'commit' });
  const popup = page.waitForEvent('popup');
  // The prerendered button, pressed before the app has rendered the page afresh over it.
  await page.getByRole('button', { name: 'Get full report' }).click();
  release();
  await giveReceiptEmail(page);
  const checkout = await popup;
  await checkout.waitForURL(/\/api\/payment\/sandbox\//);
  await expect(page.getByRole('dialog', { name: 'Awaiting Payment' })).toBeVisible();
});

test('with a kept analysis, a video chosen before the app runs is uploaded once the app renders', async ({
  page,
  request,
}, info) => {
  await withAnalysis(page, await analysedJob(request, { accept: () => true }));
  const clip = info.outputPath('early.webm');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=5',
    '-t',
    '2',
    '-c:v',
    'libvpx',
    '-b:v',
    '200k',
    '-deadline',
    'realtime',
    '-y',
    clip,
  ]);
  const release = await holdAppScript(page);
  await page.goto('/more-details', { waitUntil: 'commit' });
  // The prerendered input, given a file before the app has rendered the page afresh over it.
  await page.getByLabel('Upload a video of your home (optional)').setInputFiles(clip);
  release();
  await expect(page.getByText('Upload complete!')).toBeVisible({ timeout: 30_000 });
});
