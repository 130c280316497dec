import { expect, type Locator, type Page } from '@playwright/test';

/** /spl-rewards: the three cards, My Rewards (with How to Earn SPL Tokens), the Leaderboard tab and the Statement. */
export class SplRewardsPage {
  readonly heading: Locator;
  readonly rewards: Locator;
  readonly noRewards: Locator;
  readonly howToEarnRows: Locator;
  readonly leaderboardTab: Locator;
  readonly leaderboard: Locator;
  readonly ownLeaderboardRow: Locator;
  readonly noRankings: Locator;
  readonly statement: Locator;
  readonly statementLines: Locator;

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
    this.statement = page.getByRole('region', { name: 'Statement' });
    this.statementLines = this.statement.getByRole('list', { name: 'SPL statement' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto('/spl-rewards');
    await expect(this.heading).toBeVisible();
  }

  /** The figure of Current Balance, Total Earned or Rank. */
  card(label: 'Current Balance' | 'Total Earned' | 'Rank'): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
  }

  /** The statement line whose reason matches. */
  statementLine(reason: string | RegExp): Locator {
    return this.statementLines.filter({ hasText: reason });
  }

  /** Load more until every line of the statement is shown. */
  async loadWholeStatement(): Promise<void> {
    const loadMore = this.statement.getByRole('button', { name: 'Load more' });
    await expect(this.statement.getByText(/^Showing [\d,]+ of [\d,]+$/)).toBeVisible();
    while (await loadMore.isVisible()) {
      const shown = await this.statementLines.count();
      await loadMore.click();
      await expect.poll(() => this.statementLines.count()).toBeGreaterThan(shown);
    }
  }

  /** Each shown line's signed amount and the balance after it, as numbers, newest first. */
  async statementFigures(): Promise<{ amount: number; balanceAfter: number }[]> {
    const amounts = await this.statementLines.getByTestId('spl-statement-amount').allTextContents();
    const balances = await this.statementLines.getByTestId('spl-statement-balance').allTextContents();
    return amounts.map((amount, index) => ({ amount: splOf(amount), balanceAfter: splOf(balances[index]!) }));
  }
}

/** '+1,250 SPL' → 1250, '-25 SPL' → -25, 'Balance 1,050 SPL' → 1050. */
export function splOf(text: string): number {
  const match = /([+-]?)([\d,]+) SPL/.exec(text);
  if (!match) return Number.NaN;
  return (match[1] === '-' ? -1 : 1) * Number(match[2]!.replace(/,/g, ''));
}
