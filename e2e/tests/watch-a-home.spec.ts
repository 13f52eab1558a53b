/**
 * Issue 52 (decision 228): watch a home as a guest in the closed period, confirm the address from the
 * mail, move the server's clock to July 2 of the next roll year, receive "the window is open" with the
 * deadline, unsubscribe in one click (RFC 8058), and receive nothing more. The server is one of the
 * journey's own: it is stopped to read its outbox (one process opens the embedded database) and
 * restarted on another date.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { request as apiRequest } from '@playwright/test';
import { analysedJob } from '../fixtures/analysed-job.ts';
import { fakedTimeEnvFor } from '../fixtures/e2e-clock.ts';
import { OwnServer } from '../fixtures/own-server.ts';
import { resultHeading } from '../fixtures/result-heading.ts';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';

interface Kept {
  subject: string;
  text_body: string;
  headers: Record<string, string>;
}

/** Settings of every start; the clock is set before each. */
const env: Record<string, string> = {
  DEMO_DATASET_SIZE: '5000',
  ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
};

class WatchServer extends OwnServer {
  constructor() {
    super({ name: 'watch', readyWithinMs: 180_000, env });
  }

  /** Starts the server with its clock at `at` (and running from there). */
  async startAt(at: string): Promise<void> {
    Object.assign(env, fakedTimeEnvFor(new Date(at).getTime() - Date.now()));
    await this.start();
  }

  /** Every mail kept in the outbox for `to`, oldest first (the server must be stopped). */
  async mailTo(to: string): Promise<Kept[]> {
    const db = await PGlite.create({ dataDir: join(this.dataDir, 'pglite') });
    try {
      const { rows } = await db.query<Kept>(
        'select subject, text_body, headers from outbox where lower(to_address) = lower($1) order by created_at',
        [to],
      );
      return rows;
    } finally {
      await db.close();
    }
  }
}

const server = new WatchServer();
test.use({ journeyClock: false });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await server.startAt('2026-12-02T20:00:00Z');
});
test.afterAll(async () => {
  await server.dispose();
});

/** The reminder sweep runs 10 s after a start: wait for it, then stop to read the outbox. */
async function sweptAt(at: string) {
  await server.stop();
  await server.startAt(at);
  await new Promise((resolve) => setTimeout(resolve, 13_000));
  await server.stop();
}

test('watch a home as a guest, confirm, be reminded when the window opens, unsubscribe in one click', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const job = await analysedJob(api, { accept: (j) => !j.address.unit && j.comparables.length > 0 });
  await api.dispose();
  const context = await browser.newContext({ baseURL: server.baseUrl });
  if (job.browserKey)
    await context.addCookies([{ name: 'homie_browser', value: job.browserKey, url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto('/');
  const typed = `${job.address.street.split(' ')[0]} ${job.shortRoute}`;
  await page
    .getByRole('combobox', { name: 'Street' })
    .pressSequentially(job.description.slice(0, typed.length - 2), { delay: 20 });
  await page.getByRole('option', { name: job.description }).click();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(resultHeading(page)).toBeFocused();

  // Watch it as a guest: the address must be confirmed first.
  const email = uniqueEmail('watch');
  const watch = page.getByRole('region', { name: 'Watch this home' });
  await watch.getByLabel(/^Email/).fill(email);
  await watch.getByRole('button', { name: 'Watch this home' }).click();
  await expect(watch.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();

  await server.stop();
  const [confirmation] = await server.mailTo(email);
  const link = /https?:\/\/\S+\/confirm-watch\?token=\S+/.exec(confirmation!.text_body)![0];
  await server.startAt('2026-12-02T20:10:00Z');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/Your address is confirmed/)).toBeVisible();

  // July 2 of the next roll year: "the window is open", with the county's last day.
  await sweptAt('2027-07-02T19:00:00Z');
  // July 2 is also a re-check of the home (decision 238): its news, if the answer changed, may follow.
  const mails = (await server.mailTo(email)).filter((m) => !m.subject.startsWith('New 2027 figures for '));
  expect(mails).toHaveLength(2);
  const reminder = mails[1]!;
  expect(reminder.subject).toMatch(/^The 2027 appeal window is open for .+ County\): file by \w+ \d+, 2027$/);
  expect(reminder.text_body).toContain('Roll year: 2027');
  expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // One click, as a mail program does it (RFC 8058).
  await server.startAt('2027-07-02T19:05:00Z');
  const oneClick = /^<(.+)>$/.exec(reminder.headers['List-Unsubscribe']!)![1]!;
  const answer = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status).toBe(200);

  // Nothing more: not the 14-day reminder, not the 2-day one.
  const [, closesMonth, closesDay] = /file by (\w+) (\d+), 2027$/.exec(reminder.subject)!;
  const day = new Date(`${closesMonth} ${closesDay}, 2027`);
  const noonBefore = (days: number) =>
    new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate() - days, 19)).toISOString();
  await sweptAt(noonBefore(14));
  await sweptAt(noonBefore(2));
  expect((await server.mailTo(email)).map((m) => m.subject)).toEqual([confirmation!.subject]);
  await context.close();
});
