import { expect, test } from '@playwright/test';
import { expectNoBlockingViolationsInBothThemes } from './support/accessibility';
import { freshCredentials, registerThroughApi } from './support/test-users';

for (const path of ['/', '/login', '/whitepaper', '/leaderboard']) {
  test(`${path} should have no serious or critical WCAG A/AA violations, light or dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBlockingViolationsInBothThemes(page);
  });
}

// The game pages with a manager's data on them (the starter pack arrives shortly after registering).
for (const [path, ready] of [
  ['/squad', 'My NFT Players'],
  ['/team', 'Performance Stats'],
  ['/spl-rewards', 'How to Earn SPL Tokens'],
  ['/achievements', 'Overall Progress'],
  ['/leagues', 'Available Leagues'],
] as const) {
  test(`${path} should have no serious or critical WCAG A/AA violations for a manager, light or dark`, async ({
    page,
  }) => {
    await registerThroughApi(page.request, freshCredentials());
    await page.goto(path);
    await expect(page.getByRole('heading', { name: new RegExp(`^${ready}`) })).toBeVisible();
    await expectNoBlockingViolationsInBothThemes(page);
  });
}
