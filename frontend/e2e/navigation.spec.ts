import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { freshCredentials, registerThroughApi } from './support/test-users';

// Navigation label → path, and the heading each page shows.
const navigation = [
  { label: 'Home', path: '/', heading: 'Welcome to Sui Fantasy League' },
  { label: 'Squad', path: '/squad', heading: 'Squad Builder' },
  { label: 'Team', path: '/team', heading: 'Team Management' },
  { label: 'Market', path: '/marketplace', heading: 'Player Marketplace' },
  { label: 'Leagues', path: '/leagues', heading: 'Fantasy Leagues' },
  { label: 'Rankings', path: '/leaderboard', heading: 'Global Leaderboard' },
  { label: 'H2H', path: '/h2h', heading: 'Head-to-Head Battles' },
  { label: 'NFTs', path: '/nft-marketplace', heading: 'NFT Marketplace' },
  { label: 'SPL', path: '/spl-rewards', heading: 'SPL Rewards' },
];

test('an unknown path should show the 404 card', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});

test('every navigation link should land on its route and be highlighted', async ({ page }) => {
  // Most of these pages are for signed-in managers only.
  await registerThroughApi(page.request, freshCredentials());
  const shell = new AppShell(page);
  await page.goto('/injuries');

  for (const { label, path, heading } of navigation) {
    await shell.navLink(label).click();
    await shell.expectPath(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(shell.navLink(label)).toHaveAttribute('aria-current', 'page');
    await expect(shell.nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});
