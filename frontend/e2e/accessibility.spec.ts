import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshCredentials, registerThroughApi } from './support/test-users';

async function expectNoBlockingViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

for (const path of ['/', '/login', '/whitepaper', '/leaderboard']) {
  test(`${path} should have no serious or critical WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBlockingViolations(page);
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
  test(`${path} should have no serious or critical WCAG A/AA violations for a manager`, async ({ page }) => {
    await registerThroughApi(page.request, freshCredentials());
    await page.goto(path);
    await expect(page.getByRole('heading', { name: new RegExp(`^${ready}`) })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
}
