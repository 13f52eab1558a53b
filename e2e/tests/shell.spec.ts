import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test.ts';
import { blocking } from '../fixtures/axe.ts';

test.describe('site shell', () => {
  test('nav bar: brand links home; Sign In and Sign Up open modal dialogs', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await nav.getByRole('link', { name: 'Homie' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer: copyright, three social links, legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(3);
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText('Last updated May 4th 2025')).toBeVisible();
    for (const point of [
      'Brokerage disclaimer',
      'AI-generated content',
      'no-refund',
      "30 days' notice",
      '18',
      'Human-agent intervention',
      '10 US dollars',
    ]) {
      await expect(page.getByRole('article')).toContainText(point);
    }
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const point of [
      'Information we collect',
      'Cookies',
      'Analytics',
      'Reply STOP',
      'under 13',
      'Retention and deletion',
    ]) {
      await expect(page.getByRole('article')).toContainText(point);
    }
  });

  test('the contact form sends and shows "Message sent successfully!"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByText("We'd love to hear from you")).toBeVisible();
    await dialog.getByLabel('Name').fill('Casey Homeowner');
    await dialog.getByLabel('Email').fill('casey@example.com');
    await dialog.getByLabel('Message').fill('Can you help with my Alameda appeal? 🏠');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Message sent successfully!');
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });

  test('the pages link an SVG favicon the server sends as an image (issue 53)', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('<svg');
    // Browsers' own guess, /favicon.ico, ends at the same icon rather than a 404.
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.url()).toMatch(/\/favicon\.svg$/);
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('every route of the route table loads', async ({ page }) => {
    for (const path of [
      '/property-tax-landing',
      '/property-tax-video-upload',
      '/more-details',
      '/choose-plan',
      '/fill-form',
      '/analysis',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('signed in on a 320-px phone: the nav bar fits, its buttons keep their names', async ({ signIn }) => {
    const page = await signIn('/');
    await page.setViewportSize({ width: 320, height: 640 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Account']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const path of ['/', '/more-details', '/account', '/terms-and-conditions']) {
      await page.goto(path);
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('/tour signed out → / → sign in → back on /tour', async ({ page, account }) => {
    await page.goto('/tour');
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/tour$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
  });

  test('dialogs and legal pages have no serious accessibility problems', async ({ page }) => {
    await page.goto('/privacy-policy');
    const pageScan = await new AxeBuilder({ page })
      .include('article')
      .include('footer')
      .include('header')
      .analyze();
    expect(blocking(pageScan.violations)).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    const dialogScan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(blocking(dialogScan.violations)).toEqual([]);
  });
});
