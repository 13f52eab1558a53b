// The tour without a camera (issue 53 item 1): a computer with no camera, or a phone whose camera
// the browser cannot open, still analyses a room. The page says in plain words why the live view is
// missing, a photo is taken or chosen instead (a 24 MP phone photo, over the server's 4 MB frame
// limit, scaled down in the browser), analysed, saved, and listed in "Your evidence".
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test.ts';

const PHOTO = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'frames', 'aahan_kitchen.jpg');

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
]) {
  test.describe(`camera tour with no camera (${size.name})`, () => {
    test.skip(!existsSync(PHOTO), `the room photo ${PHOTO} is absent (see ../shared/data/README.md)`);
    test.use({ viewport: size.viewport });

    test('explains the missing camera; a photo is analysed, saved and listed', async ({
      page,
      signIn,
    }, info) => {
      test.setTimeout(120_000);
      // The browser finds no camera, as on a desktop without one.
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
      });
      // A 24 MP phone photo of about 8 MB (the server takes at most 4 MB).
      const phonePhoto = info.outputPath('IMG_2041.jpg');
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-i',
        PHOTO,
        '-vf',
        'scale=5712:4284,noise=alls=20:allf=u',
        '-q:v',
        '2',
        '-y',
        phonePhoto,
      ]);
      const sent: number[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/analyze-frame/')) sent.push(request.postDataBuffer()?.length ?? 0);
      });

      await signIn('/tour');
      const alert = page.getByRole('alert').filter({ hasText: 'No camera was found on this device.' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('take or choose a photo of the room instead');
      await expect(alert).toContainText('Error accessing camera: Requested device not found');
      await expect(page.getByLabel('Live camera view')).toBeHidden();
      const picker = page.getByLabel('Take or choose a photo');
      await expect(page.locator('label', { hasText: 'Take or choose a photo' })).toBeInViewport();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

      // Reached from the keyboard: the photo input takes focus.
      await picker.focus();
      await expect(picker).toBeFocused();
      await picker.setInputFiles(phonePhoto);

      const panel = page.getByRole('region', { name: 'AI Analysis' });
      await expect(panel.getByText(/^Hey homie! This looks like/)).toBeVisible({ timeout: 60_000 });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBeLessThan(4 * 1024 * 1024);
      await panel.getByRole('button', { name: 'Save as evidence' }).click();
      await expect(panel.getByRole('button', { name: 'Saved as evidence' })).toBeDisabled();
      const evidence = page.getByRole('region', { name: /Your evidence/ });
      await expect(evidence.getByRole('article')).toHaveCount(1);
      await expect(evidence.getByRole('img', { name: /^Evidence photo: / })).toBeVisible();

      // Kept on the server.
      await page.reload();
      await expect(page.getByRole('region', { name: /Your evidence/ }).getByRole('article')).toHaveCount(1);
    });
  });
}
