import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { analysedJob, withAnalysis } from '../fixtures/analysed-job.ts';
import { blocking } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The property video upload page in Chromium with real videos made here with Debian's ffmpeg: a
 * short one uploads with a determinate progress bar up to 100%, the page says what comes next and
 * returns to /; with a home looked up first the video goes with its analysis; a two-minute video and
 * files that are not videos are refused with the spec's messages.
 */

let dir: string;
const file = (name: string) => join(dir, name);

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'homie-e2e-videos-'));
  // 6 s of noisy 640×480 video at a high bitrate: a few megabytes, so the progress bar has steps.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x480:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=6',
    '-vf',
    'noise=alls=40:allf=t',
    '-c:v',
    'libvpx',
    '-b:v',
    '6M',
    '-deadline',
    'realtime',
    '-c:a',
    'libopus',
    file('front-yard.webm'),
  ]);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=5:duration=120',
    '-c:v',
    'libvpx',
    '-b:v',
    '50k',
    '-deadline',
    'realtime',
    file('two-minutes.webm'),
  ]);
  writeFileSync(file('notes.txt'), 'Not a video.\n');
  writeFileSync(file('fake.webm'), 'Plain text pretending to be a video.\n'.repeat(100));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function choose(page: Page, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select Video from Device' }).click();
  await (await chooser).setFiles(path);
}

test.describe('property video upload', () => {
  test('a real short video uploads with progress to 100%, then the page returns to /', async ({ page }) => {
    await page.goto('/property-tax-video-upload');
    await expect(page.getByRole('heading', { name: 'Upload Property Tax Video' })).toBeVisible();
    await expect(page.getByText('Please ensure your video is clear and under 90 seconds.')).toBeVisible();
    // No home looked up in this browser: the page asks which home the video is for.
    await expect(page.getByText(/^Which home is this video for\?/)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(blocking(violations)).toEqual([]);
    const upload = page.getByRole('button', { name: 'Upload Video' });
    await expect(upload).toBeDisabled();

    await choose(page, file('front-yard.webm'));
    await expect(page.getByText('front-yard.webm')).toBeVisible();
    await expect(upload).toBeEnabled();

    // Slow the upload down (CDP network throttling) and record every progress text shown.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const bytes = statSync(file('front-yard.webm')).size;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(bytes / 3),
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.body.innerText.match(/Uploading: \d+%/)?.[0];
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await upload.click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText('Video uploaded successfully! Redirecting...')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Video uploaded successfully!' })).toContainText(
      "This video is not tied to a home yet. Next: we take you to the start page; look up your home's address there.",
    );
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const percents = seen.map((text) => Number(/(\d+)%/.exec(text)![1]));
    expect(percents.length, `progress texts seen: ${seen.join(', ')}`).toBeGreaterThan(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const shownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(page.getByRole('heading', { name: 'Stop overpaying property tax' })).toBeVisible();
  });

  test('with a home looked up, the video goes with its analysis and the page says what comes next', async ({
    page,
    request,
  }) => {
    const home = await analysedJob(request, { accept: () => true });
    await withAnalysis(page, home);
    const { street, city, state, zipCode, unit } = home.address;
    const address = [street, city, state, zipCode, unit].filter(Boolean).join(' ');
    await page.goto('/property-tax-video-upload');
    await expect(page.getByText(`This video is for ${address}.`, { exact: false })).toBeVisible();
    await choose(page, file('front-yard.webm'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/property-tax/videos/'));
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect((await response.json()).data.job_id).toBe(home.jobId);
    const status = page.getByRole('status').filter({ hasText: 'Video uploaded successfully!' });
    await expect(status).toContainText(`Kept with the analysis of ${address}`);
    await expect(status).toContainText("Next: we take you back to your home's result.");
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  });

  test('a two-minute video is refused', async ({ page }) => {
    await page.goto('/property-tax-video-upload');
    await choose(page, file('two-minutes.webm'));
    await expect(page.getByRole('alert')).toHaveText('Video must be 90 seconds or less');
    await expect(page.getByText('two-minutes.webm')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Video' })).toBeDisabled();
  });

  test('a file that is not a video is refused', async ({ page }) => {
    await page.goto('/property-tax-video-upload');
    await choose(page, file('notes.txt'));
    await expect(page.getByRole('alert')).toHaveText('Please select a video file');
    await expect(page.getByRole('button', { name: 'Upload Video' })).toBeDisabled();
    await choose(page, file('fake.webm'));
    await expect(page.getByRole('alert')).toHaveText('Error loading video file');
  });

  test('the server refuses the same files whatever the browser claims', async ({ request }) => {
    const send = (name: string, mimeType: string) =>
      request.post('/property-tax/videos/', {
        multipart: { video: { name, mimeType, buffer: readFileSync(file(name)) } },
      });
    let response = await send('two-minutes.webm', 'video/webm');
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Video must be 90 seconds or less',
      code: 'unprocessable',
    });
    response = await send('fake.webm', 'video/webm');
    expect(response.status()).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Please select a video file',
      code: 'unsupported_media_type',
    });
  });
});
