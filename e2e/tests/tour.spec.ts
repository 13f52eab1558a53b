import { existsSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { testWithFakeCamera } from '../fixtures/fake-camera.ts';
import { expect } from '../fixtures/test.ts';

const PHOTO = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'frames', 'artur_bathroom.jpg');
const FAKE_UI = '--use-fake-ui-for-media-stream';

/** Every journey's browser gets the room photo as its camera: one second of it at 5 fps, 1280×720. */
const test = testWithFakeCamera(PHOTO, { seconds: 1, fps: 5, filter: 'scale=1280:720,format=yuv420p' });

test.describe('camera tour', () => {
  test.skip(!existsSync(PHOTO), `the room photo ${PHOTO} is absent (see ../shared/data/README.md)`);

  test('start → Analyze Current View → reply → save as evidence → listed', async ({ signIn }) => {
    test.setTimeout(120_000);
    const page = await signIn('/tour');
    const panel = page.getByRole('region', { name: 'AI Analysis' });
    await expect(panel.getByText('Start the tour to begin analysis.')).toBeVisible();
    await expect(page.getByLabel('Live camera view')).toBeVisible();
    await expect
      .poll(() => page.getByLabel('Live camera view').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBe(1280);

    await page.getByRole('button', { name: 'Start tour' }).click();
    await expect(panel.getByText('Starting the tour... I can help analyze what you show me.')).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Current View' }).click();
    await expect(panel.getByText(/^Hey homie! This looks like a/)).toBeVisible({ timeout: 60_000 });
    await expect(panel.locator('strong', { hasText: 'bathroom' })).toBeVisible();
    await expect(panel.getByText('Homie assistant')).toBeVisible();
    await expect(panel.getByText(/can't judge stains, cracks/)).toBeVisible();

    await panel.getByRole('button', { name: 'Save as evidence' }).click();
    await expect(panel.getByRole('button', { name: 'Saved as evidence' })).toBeDisabled();
    await expect(page.getByText('Saved to your evidence.')).toBeVisible();
    const evidence = page.getByRole('region', { name: /Your evidence/ });
    const capture = evidence.getByRole('article', { name: /^Bathroom \(\d+% sure\), / });
    await expect(capture).toBeVisible();
    await expect(capture.getByRole('img', { name: /^Evidence photo: Bathroom/ })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

    await page.getByRole('button', { name: 'Stop tour' }).click();
    await expect(panel.getByText('Tour ended. Feel free to start another tour when ready.')).toBeVisible();

    // Kept on the server: still there after a reload.
    await page.reload();
    await expect(
      page.getByRole('region', { name: /Your evidence/ }).getByRole('article', { name: /^Bathroom/ }),
    ).toBeVisible();
  });
});

test.describe('camera tour with the camera refused', () => {
  test('shows "Error accessing camera: {reason}" in place of the video', async ({
    playwright,
    launchOptions,
    account,
    baseURL,
  }) => {
    // A browser whose (fake) permission prompt answers "deny".
    const args = (launchOptions.args ?? []).filter((arg) => !arg.startsWith(FAKE_UI));
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...args, `${FAKE_UI}=deny`],
    });
    try {
      const page = await (await browser.newContext({ baseURL })).newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.addInitScript((session) => {
        window.localStorage.setItem('accessToken', session.access);
        window.localStorage.setItem('refreshToken', session.refresh);
        window.localStorage.setItem(
          'user',
          JSON.stringify({ user_id: session.userId, email: session.email }),
        );
      }, account);
      await page.goto('/tour');
      await expect(page.getByText('Error accessing camera: Permission denied')).toBeVisible();
      await expect(page.getByLabel('Live camera view')).toBeHidden();
      await expect(
        page.getByRole('region', { name: 'AI Analysis' }).getByText('Start the tour to begin analysis.'),
      ).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
