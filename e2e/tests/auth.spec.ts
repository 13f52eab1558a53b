import { expect, test, uniqueEmail } from '../fixtures/test.ts';

test.describe('accounts', () => {
  test('sign up → signed in → reload keeps the session → logout', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Up' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('sunny-porch-7');
    await dialog.getByLabel('Confirm Password').fill('sunny-porch-7');
    await dialog.getByLabel('First Name').fill('Jordan');
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('placeholder', '10 digits');
    await dialog.getByLabel('Phone Number').fill('4155550123');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(dialog).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    await page.reload();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/tour$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Jordan!' })).toBeVisible();

    const refresh = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(refresh).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null]);

    // The server revoked the session: the old refresh token no longer works.
    await expect
      .poll(async () => (await request.post('/api/auth/token/refresh/', { data: { refresh } })).status())
      .toBe(401);

    await page.reload();
    await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a bad password shows the server message', async ({ page, request, account, allowConsoleError }) => {
    allowConsoleError(/status of 401/);
    const answer = await request.post('/api/auth/login/', {
      data: { email: account.email, password: 'not-my-password' },
    });
    const { error } = (await answer.json()) as { error: string };
    expect(error).toBeTruthy();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByText('Welcome back, Homie!')).toBeVisible();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(error);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
    ).toBeVisible();
  });

  test('a taken email shows "Registration failed:" with the server reason', async ({
    page,
    account,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 400/);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('Email').fill(account.email.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await dialog.getByLabel('Confirm Password').fill('another-pass-1');
    await dialog.getByLabel('First Name').fill('Sam');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/^Registration failed: .+/);
  });

  test('the forms show the validation messages before calling the server', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByLabel('Confirm Password').fill('123456');
    await dialog.getByLabel('First Name').fill('J');
    await dialog.getByLabel('Phone Number').fill('555');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Invalid email address.')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(dialog.getByText('First name must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByText('Phone number must be 10 digits.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('123457');
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  });

  test('the dashboard greets the user by first name', async ({ signIn, account }) => {
    const page = await signIn('/tour');
    await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Homie logo' })).toBeVisible();
  });
});
