import { expect, type Locator, type Page } from '@playwright/test';

/** /achievements: Overview, All Achievements (with the category filters) and Reward Center. */
export class AchievementsPage {
  readonly heading: Locator;
  readonly overallProgress: Locator;
  readonly achievements: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Achievements' });
    this.overallProgress = page.getByRole('progressbar', { name: 'Overall progress' });
    this.achievements = page.getByRole('list', { name: 'Achievements' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto('/achievements');
    await expect(this.heading).toBeVisible();
  }

  async openTab(name: 'Overview' | 'All Achievements' | 'Reward Center'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async filter(category: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: category })
      .click();
  }

  /** An achievement of the list by title, e.g. achievement('First Goal') ('..., locked' or '..., unlocked'). */
  achievement(title: string): Locator {
    return this.page.getByRole('listitem', { name: new RegExp(`^${title}, (un)?locked$`) });
  }

  counter(label: 'Unlocked Achievements' | 'Badges' | 'NFT Rewards' | 'Tokens Earned'): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
  }
}
