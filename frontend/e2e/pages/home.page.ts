import { expect, type Locator, type Page } from '@playwright/test';

/** Home: the hero, the Live Matches and Top Performers panels, and the match dialog. */
export class HomePage {
  readonly heading: Locator;
  readonly liveMatches: Locator;
  readonly liveMatchRows: Locator;
  readonly topPerformers: Locator;
  readonly matchDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' });
    this.liveMatches = page.getByRole('region', { name: 'Live Matches' });
    this.liveMatchRows = this.liveMatches.getByTestId('live-match-row');
    this.topPerformers = page.getByRole('region', { name: 'Top Performers' });
    this.matchDialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.heading).toBeVisible();
  }

  /** The row of one match, found by its id (stable while its text changes). */
  matchRow(matchId: string): Locator {
    return this.liveMatches.locator(`[data-testid="live-match-row"][data-match-id="${matchId}"]`);
  }

  score(row: Locator): Locator {
    return row.getByTestId('live-match-score');
  }

  /**
   * Resolves once the page has sent its graphql-ws `subscribe` for live match updates. Call before
   * navigating; the socket opens only for a signed-in manager.
   */
  liveSubscriptionStarted(): Promise<void> {
    return new Promise((resolve) => {
      this.page.on('websocket', (socket) => {
        socket.on('framesent', ({ payload }) => {
          const text = typeof payload === 'string' ? payload : payload.toString('utf8');
          if (text.includes('"subscribe"') && text.includes('liveMatchUpdated')) resolve();
        });
      });
    });
  }
}
