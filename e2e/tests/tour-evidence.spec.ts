// Photos into the appeal (issue 18 item 3, decision 113), as an owner does it: the camera tour
// saves two captures → the Success plan is paid in the sandbox checkout → "Photos for your appeal"
// on the dashboard attaches both with captions → the formal package from /fill-form prints them in
// its hearing evidence (read back with pdftotext and pdfimages).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type Analysed,
  analysedJob,
  buySuccessPlanInSandbox,
  supportsAppeal,
  withAnalysis,
} from '../fixtures/analysed-job.ts';
import { answerQuestionsAndGeneratePdf } from '../fixtures/appeal-form.ts';
import { photoClip, testWithFakeCamera } from '../fixtures/fake-camera.ts';
import { expect } from '../fixtures/test.ts';

const PHOTO = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'frames', 'aahan_kitchen.jpg');
const COUNTIES = [
  'alameda',
  'san_mateo',
  'la',
  'contra_costa',
  'san_bernardino',
  'riverside',
  'ventura',
  'santa_clara',
];

/**
 * The browser's camera shows a real room photo with a little moving grain (ffmpeg's temporal
 * noise): every frame differs, so two analysed views are two captures, as on a real phone.
 */
const test = testWithFakeCamera(PHOTO, {
  seconds: 20,
  fps: 2,
  filter: 'scale=640:360,noise=alls=10:allf=t,format=yuv420p',
});

test.describe('tour photos in the appeal package', () => {
  test.skip(!existsSync(PHOTO), `the room photo ${PHOTO} is absent (see ../shared/data/README.md)`);
  let job: Analysed;

  test.beforeAll(async ({ request }) => {
    job = await analysedJob(request, {
      accept: (j) =>
        supportsAppeal(j) && COUNTIES.includes(String(j.propertyInfo.county)) && Boolean(j.propertyInfo.apn),
    });
  });

  test('tour → two captures → paid → attached with captions → printed in the hearing evidence', async ({
    signIn,
    page,
  }, info) => {
    test.setTimeout(240_000);
    await withAnalysis(page, job);
    await signIn('/tour');

    // 1. The camera tour: analyse a view and save it, twice.
    const panel = page.getByRole('region', { name: 'AI Analysis' });
    const evidence = page.getByRole('region', { name: /Your evidence/ });
    await expect
      .poll(() => page.getByLabel('Live camera view').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBe(640);
    await page.getByRole('button', { name: 'Start tour' }).click();
    for (const count of [1, 2]) {
      await page.getByRole('button', { name: 'Analyze Current View' }).click();
      await expect(panel.getByRole('button', { name: 'Save as evidence' })).toBeEnabled({ timeout: 60_000 });
      await panel.getByRole('button', { name: 'Save as evidence' }).click();
      await expect(panel.getByRole('button', { name: 'Saved as evidence' })).toBeDisabled();
      await expect(evidence.getByRole('article')).toHaveCount(count);
    }
    await page.getByRole('button', { name: 'Stop tour' }).click();

    // 2. Before a plan is bought, the section says what to do.
    const photos = page.getByRole('region', { name: 'Photos for your appeal' });
    await expect(photos.getByText(/Buy an appeal plan for your home first/)).toBeVisible();

    // 3. The Success plan, paid in the sandbox checkout while signed in.
    await buySuccessPlanInSandbox(page, 'signed in');

    // 4. Back on the dashboard: both photos ticked and captioned, then saved.
    await page.goto('/tour');
    const choices = photos.getByRole('checkbox', { name: /^Use in the appeal: / });
    await expect(choices).toHaveCount(2);
    await choices.nth(0).check();
    await photos.getByRole('textbox', { name: /^Caption for / }).fill('Original kitchen cabinets, worn');
    await choices.nth(1).check();
    await photos
      .getByRole('textbox', { name: /^Caption for / })
      .nth(1)
      .fill('Counter edge chipped by the sink');
    await expect(photos.getByText(/2 of at most 12 photos chosen/)).toBeVisible();
    // The owner states the condition shown existed on the lien date (decision 237).
    await photos
      .getByRole('checkbox', { name: /^The condition these photographs show existed on January 1, 2026/ })
      .check();
    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby="appeal-photos-heading"]')
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await photos.getByRole('button', { name: 'Save appeal photos' }).click();
    await expect(photos.getByRole('status')).toHaveText(/Your appeal photos are saved/);
    // Kept on the server: still ticked after a reload.
    await page.reload();
    await expect(photos.getByRole('checkbox', { name: /^Use in the appeal: /, checked: true })).toHaveCount(
      2,
    );

    // 5. The formal package from /fill-form holds both photos in its hearing evidence.
    await page.goto('/fill-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Tax Appeal Form' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Which document?' })
      .getByRole('radio', { name: /^Formal appeal application/ })
      .check();
    const required = page.getByRole('region', { name: 'Required Information' });
    await required.getByLabel('Owner Name *').fill('Pat Photo Owner');
    await required.getByLabel('Your Opinion of Market Value *').fill('650,000');
    const download = await answerQuestionsAndGeneratePdf(page);
    const path = info.outputPath('application.pdf');
    await download.saveAs(path);

    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('PHOTOGRAPHS OF THE PROPERTY');
    expect(text).toMatch(/Photo 1(?![0-9])/);
    expect(text).toMatch(/Photo 2(?![0-9])/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Statement of the applicant: The condition these photographs show existed on January 1, 2026',
    );
    expect(text).toContain('Caption: Original kitchen cabinets, worn');
    expect(text).toContain('Caption: Counter edge chipped by the sink');
    expect(text).toMatch(/Taken \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M/);
    // What the analysis saw, never what it could not tell.
    expect(text).not.toMatch(/could not be told|No condition rating|Room not identified/);
    expect(text.replace(/\s+/g, ' ')).toContain('I also enclose 2 photographs');
    const images = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /\bimage\b.*\bjpeg\b/.test(line));
    expect(images).toHaveLength(2);
  });

  test('/more-details: a video of the home is looked at; the owner confirms a condition for the details form', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    // Another home than the journey above (that one is paid for).
    const home = await analysedJob(request, { skip: 1 });
    await withAnalysis(page, home);
    const clip = info.outputPath('kitchen.webm');
    // Six seconds of the kitchen photo, as a phone would film a room (VP8, which Chromium plays).
    photoClip(PHOTO, clip, { seconds: 6, fps: 5, filter: 'scale=640:360,format=yuv420p' }, [
      '-c:v',
      'libvpx',
      '-b:v',
      '400k',
      '-deadline',
      'realtime',
    ]);
    await page.goto('/more-details');
    // Once the app has rendered the page over its prerendered frame (the signed-out nav shows): a file
    // chosen at the moment the app replaces the frame's input lands on a detached input. Choosing
    // before the app runs is prerender.spec.ts's case.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
    ).toBeVisible();
    await page.getByLabel('Upload a video of your home (optional)').setInputFiles(clip);
    await expect(page.getByText('Upload complete!')).toBeVisible({ timeout: 30_000 });

    const section = page.getByRole('region', { name: 'What your video shows' });
    const card = section.getByRole('article', { name: 'Your video' });
    await expect(card).toBeVisible({ timeout: 90_000 });
    await expect(card.getByText(/^6 still frames looked at \(not stored\)\.$/)).toBeVisible();
    await expect(card.getByText('Rooms', { exact: true })).toBeVisible();
    await card.getByText('Frames looked at (6)').click();
    await expect(card.getByText(/^At 0:01$/)).toBeVisible();

    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby="video-findings-heading"]')
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    const condition = card.getByRole('group', { name: "Your home's condition" });
    await condition.getByRole('radio', { name: /^C4: / }).check();
    await card.getByRole('button', { name: 'Confirm condition' }).click();
    await expect(card.getByText(/^Confirmed: C4\./)).toBeVisible();
    await expect(page.getByLabel('Additional notes')).toHaveValue(
      /Condition \(confirmed by the owner from the video\): C4, adequately maintained/,
    );
    // Kept on the server with the video.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'What your video shows' }).getByRole('radio', { name: /^C4: / }),
    ).toBeChecked({ timeout: 15_000 });
  });
});
