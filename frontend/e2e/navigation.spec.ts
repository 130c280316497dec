import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { freshCredentials, registerThroughApi } from './support/test-users';
import { keepScreenshot } from './support/screenshots';

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

// The pages the bar does not name: behind More.
const morePages = [
  { label: 'Championships', path: '/championships', heading: 'Championships' },
  { label: 'Achievements', path: '/achievements', heading: 'Achievements' },
  { label: 'Injury Center', path: '/injuries', heading: 'Injury Center' },
  { label: 'Game Rules', path: '/whitepaper', heading: 'Game Rules' },
  { label: 'Wallet', path: '/wallet', heading: 'Sui Wallet Integration' },
];

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
];

for (const { name, viewport, phone } of sizes) {
  test(`every page should be reached by clicking through the navigation (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerThroughApi(page.request, freshCredentials());
    const shell = new AppShell(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeVisible();
    // On a phone the bar sits in the folded menu: it is opened before each click, and folds after it.
    const openMenu = async () => {
      if (!phone) return;
      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
      await shell.menuButton.click();
    };

    if (phone) {
      await expect(shell.nav).toBeHidden();
      await keepScreenshot(page, `${name}-menu-closed.png`);
    }
    for (const { label, path, heading } of navigation) {
      await openMenu();
      await shell.navLink(label).click();
      await shell.expectPath(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    for (const { label, path, heading } of morePages) {
      await openMenu();
      await shell.moreButton.click();
      if (label === morePages[0].label) await keepScreenshot(page, `${name}-more-open.png`);
      await shell.moreItem(label).click();
      await shell.expectPath(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // More names the open page; on a phone the menu folded on the way (it is unfolded to look).
      if (phone) {
        await expect(shell.nav).toBeHidden();
        await shell.menuButton.click();
      }
      await expect(shell.moreButton).toHaveAccessibleName(new RegExp(`^More\\W+${label}$`));
      if (phone) await shell.menuButton.click();
    }
    await keepScreenshot(page, `${name}-wallet.png`, { fullPage: true });
  });
}
