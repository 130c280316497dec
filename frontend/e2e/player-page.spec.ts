import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home.page';
import { MarketplacePage } from './pages/marketplace.page';
import { PlayerPage } from './pages/player.page';
import { playNextGameweek } from './support/game-clock';
import { freshCredentials, registerThroughApi } from './support/test-users';
import { keepScreenshot } from './support/screenshots';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

// A footballer's page opened from a name on another page: his form and points per gameweek, his next
// fixtures with their difficulty, and his market (the price chart itself is shown after a sale, in the
// SPL statement spec). The gameweek is played on the game clock, so the top performers have points.
test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL });
  await registerThroughApi(page.request, freshCredentials());
  await playNextGameweek(baseURL!, page.request, 'FINISHED');
  await page.close();
});

for (const { name, viewport } of SIZES) {
  test(`a top performer's name should open his page with his form, points, fixtures and market (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerThroughApi(page.request, freshCredentials());
    const home = new HomePage(page);
    await home.goto();
    const first = home.topPerformers.getByRole('listitem').first().getByRole('link');
    const playerName = (await first.textContent())!.trim();
    await first.click();

    const player = new PlayerPage(page);
    await player.expectOpen(playerName);
    // He scored in the gameweek just played: his form and season points count it.
    await expect(player.figure('Form')).not.toHaveText('0.0');
    await expect(player.figure('Points')).not.toHaveText('0');
    await expect(player.lastFive.getByRole('row')).not.toHaveCount(1);
    await expect(player.fixtures.first()).toContainText(/Difficulty [1-5] of 5/);
    await keepScreenshot(page, `player-${name}.png`, { fullPage: true });

    await player.marketLink.click();
    const market = new MarketplacePage(page);
    await expect(market.heading).toBeVisible();
    await expect(market.search).toHaveValue(playerName);
  });
}
