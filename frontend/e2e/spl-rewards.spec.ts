import { expect, test } from '@playwright/test';
import { AchievementsPage } from './pages/achievements.page';
import { SplRewardsPage } from './pages/spl-rewards.page';
import { TeamPage } from './pages/team.page';
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

test('a manager should see the seven achievements, filter them and find the same ones on /team', async ({
  page,
}) => {
  const achievements = new AchievementsPage(page);
  await achievements.goto();
  await expect(achievements.overallProgress).toBeVisible();

  await achievements.openTab('All Achievements');
  await expect(achievements.achievements).toHaveCount(7);
  await achievements.filter('scoring');
  await expect(achievements.achievements).toHaveCount(2);
  await expect(achievements.achievement('First Goal')).toBeVisible();
  await expect(achievements.achievement('Hat-trick Hero')).toBeVisible();

  const team = new TeamPage(page);
  await team.goto();
  await expect(page.getByRole('list', { name: 'Your achievements' }).getByRole('listitem')).toHaveCount(4);
});
