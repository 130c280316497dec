import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';

// The theme is set by public/theme.js before the first paint, from what the app's Theme menu stored: with
// the app's own scripts refused, the page still arrives in the theme the manager would see.
async function themeBeforeTheApp(page: Page, path: string): Promise<string> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  const theme = (await page.locator('html').getAttribute('class')) ?? '';
  await page.unroute('**/assets/*.js');
  return theme;
}

const html = (page: Page) => page.locator('html');
const DARK = /(^|\s)dark(\s|$)/;

test('the page should arrive in the system colour scheme when the manager has picked no theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await themeBeforeTheApp(page, '/login')).toMatch(DARK);

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await themeBeforeTheApp(page, '/')).not.toMatch(DARK);
});

test("the page should arrive in the manager's theme, kept across visits, until System is picked", async ({
  page,
}) => {
  const shell = new AppShell(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(html(page)).toHaveClass(DARK);

  await shell.pickTheme('Light');
  await expect(html(page)).not.toHaveClass(DARK);
  expect(await themeBeforeTheApp(page, '/')).not.toMatch(DARK);

  await page.goto('/');
  await shell.pickTheme('System');
  await expect(html(page)).toHaveClass(DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(DARK);
  await shell.pickTheme('Dark');
  expect(await themeBeforeTheApp(page, '/leaderboard')).toMatch(DARK);
});
