import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { OwnServer } from '../fixtures/own-server.ts';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';

/** A server of its own: the built app on a fresh DATA_DIR, stoppable and restartable on it. */
class AccountServer extends OwnServer {
  constructor() {
    super({ name: 'account', readyWithinMs: 90_000, env: { DEMO_DATASET_SIZE: '0' } });
  }

  /** The text of the newest mail kept in the outbox for `to` (the server must be stopped). */
  async lastMailTo(to: string): Promise<string> {
    const db = await PGlite.create({ dataDir: join(this.dataDir, 'pglite') });
    try {
      const { rows } = await db.query<{ text_body: string }>(
        'select text_body from outbox where lower(to_address) = lower($1) order by created_at desc limit 1',
        [to],
      );
      if (!rows[0]) throw new Error(`no mail for ${to} in the outbox`);
      return rows[0].text_body;
    } finally {
      await db.close();
    }
  }
}

const server = new AccountServer();
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

async function signInWith(page: Page, email: string, password: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

const profileStatus = async (token: string) =>
  (await fetch(`${server.baseUrl}/api/auth/profile/`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

test('sign up, sign out, reset a forgotten password, change it, delete the account', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(180_000);
  // The browser logs the refused sign-in at the end (401) as a failed resource load.
  allowConsoleError(/status of 401/);
  const email = uniqueEmail('lifecycle');
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Sign up.
  await page.goto(`${server.baseUrl}/`);
  await nav.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('first-pass-1');
  await signUp.getByLabel('Confirm Password').fill('first-pass-1');
  await signUp.getByLabel('First Name').fill('Robin');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  const firstAccess = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(firstAccess).toBeTruthy();
  expect(await profileStatus(firstAccess!)).toBe(200);

  // Sign out: the same access token is refused at once.
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => profileStatus(firstAccess!)).toBe(401);

  // Forgot password? The answer is neutral.
  await nav.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toContainText('If an account exists for that email');
  await forgot.getByRole('button', { name: 'Close' }).click();

  // The link from the outbox. The mail is written just after the answer; a graceful stop waits for it.
  await server.stop();
  const mail = await server.lastMailTo(email);
  await server.start();
  const link = new RegExp(`${server.baseUrl}/reset-password\\?token=[\\w%-]+`).exec(mail)?.[0];
  expect(link, mail).toBeTruthy();

  // A new password from the link; the token leaves the address bar.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/reset-password`);
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  // The link works once.
  const reused = await fetch(`${server.baseUrl}/api/auth/password/reset/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(link!.split('token=')[1]!), password: 'third-pass-3' }),
  });
  expect(reused.status).toBe(400);

  // Sign in with the new password.
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('second-pass-2');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Change the password from the account page, reached from the dashboard.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const change = page.getByRole('region', { name: 'Change password' });
  await change.getByLabel('Current Password').fill('second-pass-2');
  await change.getByLabel('New Password', { exact: true }).fill('fourth-pass-4');
  await change.getByLabel('Confirm New Password').fill('fourth-pass-4');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toContainText('Your password has been changed.');

  // Delete the account: a clear warning, the password, then / signed out.
  const accessBeforeDelete = await page.evaluate(() => localStorage.getItem('accessToken'));
  const remove = page.getByRole('region', { name: 'Delete account' });
  await expect(remove.getByText('Deleting your account is permanent.')).toBeVisible();
  await remove.getByLabel('Password').fill('fourth-pass-4');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await profileStatus(accessBeforeDelete!)).toBe(401);

  // Signing in with it fails.
  const refused = await signInWith(page, email, 'fourth-pass-4');
  await expect(refused.getByRole('alert')).toHaveText('Invalid email or password.');
});
