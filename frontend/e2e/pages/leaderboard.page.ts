import { expect, type Locator, type Page } from '@playwright/test';

/** /leaderboard: the podium and Complete Rankings, the caller's row highlighted. */
export class LeaderboardPage {
  readonly heading: Locator;
  readonly ownRow: Locator;
  readonly ownPoints: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Global Leaderboard' });
    this.ownRow = page.getByRole('list', { name: 'Rankings' }).locator('[aria-current="true"]');
    this.ownPoints = this.ownRow.getByTestId('ranking-points');
  }

  async goto(): Promise<void> {
    await this.page.goto('/leaderboard');
    await expect(this.heading).toBeVisible();
  }
}
