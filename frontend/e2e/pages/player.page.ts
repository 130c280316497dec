import { expect, type Locator, type Page } from '@playwright/test';

/** /players/:id: a footballer's page, its figures, points, fixtures and market. */
export class PlayerPage {
  readonly points: Locator;
  readonly lastFive: Locator;
  readonly fixtures: Locator;
  readonly lastSales: Locator;
  readonly priceChart: Locator;
  readonly marketLink: Locator;

  constructor(private readonly page: Page) {
    this.points = page.getByRole('region', { name: 'Points per gameweek' });
    this.lastFive = page.getByRole('table', { name: 'Last five gameweeks' });
    this.fixtures = page.getByRole('list', { name: 'Next fixtures' }).getByTestId('player-fixture');
    this.lastSales = page.getByRole('table', { name: 'Last sales' });
    this.priceChart = page.getByTestId('price-history-chart');
    this.marketLink = page.getByRole('link', { name: 'His cards on the market' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  figure(label: string): Locator {
    return this.page.getByRole('group', { name: label }).getByTestId('stat-value');
  }

  async expectOpen(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/players\/[\w-]+$/);
    await expect(this.heading(name)).toBeVisible();
  }
}
