import { expect, test } from '@playwright/test';
import { SplRewardsPage } from './pages/spl-rewards.page';
import { freshCredentials, registerThroughApi } from './support/test-users';

test.beforeEach(async ({ page }) => {
  await registerThroughApi(page.request, freshCredentials());
});

test('a manager should see their SPL cards and the table of what earns SPL, generated from the ledger rules', async ({
  page,
}) => {
  const spl = new SplRewardsPage(page);
  await spl.goto();

  await expect(spl.card('Current Balance')).toHaveText(/^[\d,]+ SPL$/);
  await expect(spl.card('Total Earned')).toHaveText(/^[\d,]+ SPL$/);
  await expect(spl.card('Rank')).toHaveText(/^(#[\d,]+|N\/A)$/);
  await expect(spl.howToEarnRows).toHaveText([
    /^Goal by a goalkeeper800 SPL$/,
    /^Goal by a defender500 SPL$/,
    /^Goal by a midfielder250 SPL$/,
    /^Goal by a forward200 SPL$/,
    /^Assist200 SPL$/,
    /^Clean sheet300 SPL$/,
    /^Penalty save500 SPL$/,
    /Captain 2x$/,
  ]);

  await spl.leaderboardTab.click();
  await expect(spl.leaderboard.or(spl.noRankings)).toBeVisible();
});
