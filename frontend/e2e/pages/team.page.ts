import { expect, type Locator, type Page } from '@playwright/test';

/** /team: ratings, formation previews, Squad Overview with Make Captain, Performance Stats. */
export class TeamPage {
  readonly heading: Locator;
  readonly overview: Locator;
  readonly performance: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Team Management' });
    this.overview = page.getByRole('region', { name: 'Squad Overview' });
    this.performance = page.getByRole('region', { name: 'Performance Stats' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/team');
    await expect(this.heading).toBeVisible();
  }

  stat(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
  }
}
