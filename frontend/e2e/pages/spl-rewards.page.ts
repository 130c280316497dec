import { expect, type Locator, type Page } from '@playwright/test';

/** /spl-rewards: the three cards, My Rewards (with How to Earn SPL Tokens) and the Leaderboard tab. */
export class SplRewardsPage {
  readonly heading: Locator;
  readonly rewards: Locator;
  readonly noRewards: Locator;
  readonly howToEarnRows: Locator;
  readonly leaderboardTab: Locator;
  readonly leaderboard: Locator;
  readonly ownLeaderboardRow: Locator;
  readonly noRankings: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'SPL Rewards' });
    this.rewards = page.getByRole('list', { name: 'Recent rewards' }).getByRole('listitem');
    this.noRewards = page.getByText('No rewards yet', { exact: true });
    this.howToEarnRows = page
      .getByRole('region', { name: 'How to Earn SPL Tokens' })
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') });
    this.leaderboardTab = page.getByRole('tab', { name: 'Leaderboard' });
    this.leaderboard = page.getByRole('list', { name: 'SPL leaderboard' });
    this.ownLeaderboardRow = this.leaderboard.locator('[aria-current="true"]');
    this.noRankings = page.getByText('No rankings yet', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/spl-rewards');
    await expect(this.heading).toBeVisible();
  }

  /** The figure of Current Balance, Total Earned or Rank. */
  card(label: 'Current Balance' | 'Total Earned' | 'Rank'): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
  }
}
