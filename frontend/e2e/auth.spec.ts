import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { freshCredentials, registerThroughApi } from './support/test-users';

// One account walks through its whole life; each test starts in a fresh browser context (no cookies).
test.describe.serial('a manager account', () => {
  const credentials = freshCredentials();

  test('should register, stay signed in across a reload, and log out', async ({ page }) => {
    const shell = new AppShell(page);
    const registerPage = new RegisterPage(page);

    await registerPage.goto();
    await registerPage.submit(credentials);

    await expect(shell.toast('Registration successful')).toContainText(
      `Welcome to Sui Fantasy League, ${credentials.username}!`,
    );
    await shell.expectPath('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeVisible();
    await expect(shell.signedInUser(credentials.username)).toBeVisible();

    await page.reload();
    await expect(shell.signedInUser(credentials.username)).toBeVisible();

    await shell.logoutLink.click();
    await expect(shell.toast('Logged out')).toContainText('You have been successfully logged out.');
    await shell.expectPath('/');
    await expect(shell.loginLink).toBeVisible();
    await expect(shell.logoutLink).toHaveCount(0);
  });

  test('should log in again, greet the manager, then go home', async ({ page }) => {
    const shell = new AppShell(page);
    const loginPage = new LoginPage(page);

    await loginPage.goto();
    await loginPage.submit(credentials);

    await expect(shell.toast('Login successful')).toContainText(`Welcome back, ${credentials.username}!`);
    await shell.expectPath('/');
    await expect(shell.signedInUser(credentials.username)).toBeVisible();
  });

  test("should show the server's message in a destructive toast when the password is wrong", async ({
    page,
  }) => {
    const shell = new AppShell(page);
    const loginPage = new LoginPage(page);
    await loginPage.goto();

    const loginAnswer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/login' && response.request().method() === 'POST',
    );
    await loginPage.submit({ username: credentials.username, password: 'wrong-password-1' });
    const answer = await loginAnswer;
    const { message } = (await answer.json()) as { message?: unknown };

    expect(answer.status()).toBe(401);
    expect(typeof message).toBe('string');
    await expect(shell.errorToast).toContainText('Login failed');
    await expect(shell.errorToast).toContainText(String(message));
    await shell.expectPath('/login');
  });
});

test('should end every session of the account, on every device, with Log out everywhere', async ({
  page,
  browser,
}) => {
  const credentials = freshCredentials();
  const shell = new AppShell(page);
  await new RegisterPage(page).goto();
  await new RegisterPage(page).submit(credentials);
  await expect(shell.signedInUser(credentials.username)).toBeVisible();

  // The same account signed in on a second device (its own cookies).
  const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const otherPage = await otherDevice.newPage();
    const otherShell = new AppShell(otherPage);
    const otherLogin = new LoginPage(otherPage);
    await otherLogin.goto();
    await otherLogin.submit(credentials);
    await expect(otherShell.signedInUser(credentials.username)).toBeVisible();

    await shell.logoutEverywhereButton.click();
    await expect(shell.toast('Logged out')).toContainText('You have been successfully logged out.');
    await shell.expectPath('/');
    await expect(shell.loginLink).toBeVisible();
    await page.reload();
    await expect(shell.loginLink).toBeVisible();

    await otherPage.reload();
    await expect(otherShell.loginLink).toBeVisible();
    await expect(otherShell.signedInUser(credentials.username)).toHaveCount(0);
  } finally {
    await otherDevice.close();
  }
});

test('a second tab should show the signed-out state once the first logs out, without a reload', async ({
  page,
}) => {
  const credentials = freshCredentials();
  await registerThroughApi(page.request, credentials);
  const shell = new AppShell(page);
  await page.goto('/');
  await expect(shell.signedInUser(credentials.username)).toBeVisible();
  // The same browser (same cookies), a members' page open in another tab.
  const secondTab = await page.context().newPage();
  const secondShell = new AppShell(secondTab);
  await secondTab.goto('/spl-rewards');
  await expect(secondShell.signedInUser(credentials.username)).toBeVisible();
  await expect(secondTab.getByRole('heading', { level: 1, name: 'SPL Rewards' })).toBeVisible();

  await page.bringToFront();
  await shell.logoutLink.click();
  await expect(shell.toast('Logged out')).toBeVisible();

  await expect(secondShell.loginLink).toBeVisible();
  await expect(secondShell.signedInUser(credentials.username)).toHaveCount(0);
  await secondShell.expectPath('/login');
  await expect(secondShell.errorToast).toHaveCount(0);
  await secondTab.close();
});
