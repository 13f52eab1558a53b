import { expect, test } from '../fixtures/test.ts';

// Two tabs share the stored session, and the server ends a session whose refresh token is presented
// twice. Reopening the browser the next day (the access token run out) with two Homie tabs made both
// refresh with the same token at start-up: the owner was signed out of both (decision 172).
test('two tabs opened at once after the access token ran out both stay signed in', async ({
  page,
  context,
  account,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 401/); // each tab's start-up check of the run-out access token
  // Yesterday's session in storage, written from a same-origin file rather than an app page, whose
  // own start-up check would race the writes.
  await page.goto('/logo.svg');
  await page.evaluate((session) => {
    localStorage.setItem('accessToken', 'a-run-out-access-token');
    localStorage.setItem('refreshToken', session.refresh);
    localStorage.setItem('user', JSON.stringify({ user_id: session.userId, email: session.email }));
  }, account);

  // A slow network: each refresh takes half a second, so both tabs have read the stored (run-out)
  // session before either refresh answers, as two tabs restored at once do.
  await context.route('**/api/auth/token/refresh/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const other = await context.newPage();
  await Promise.all([page.goto('/tour'), other.goto('/tour')]);
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/tour$/);
    await expect(tab.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
  }
  // Both tabs still hold a working session afterwards: each signs in again from storage on reload.
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
  }
  await other.close();
});
