import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home.page';
import { endFeedMatch, type FeedMatch, kickOffFeedMatch } from './support/feed-match';
import { goalFeed } from './support/match-feed';
import { Operator } from './support/operator';
import { freshCredentials, registerThroughApi } from './support/test-users';

// The live test needs the whole product: gateway subscriptions, the matches service and its feed.
test('a goal from the operator feed should change the score on home within one second', async ({
  page,
  baseURL,
}) => {
  const operator = await Operator.of(baseURL ?? 'http://127.0.0.1:3000');
  let match: FeedMatch | undefined;
  try {
    match = await kickOffFeedMatch(operator);
    const { id, home, lineups } = match;

    // A signed-in manager on home, subscribed to live updates, sees it (live matches come newest first).
    await registerThroughApi(page.request, freshCredentials());
    const homePage = new HomePage(page);
    const subscribed = homePage.liveSubscriptionStarted();
    await homePage.goto();
    await subscribed;

    const row = homePage.matchRow(id);
    await expect(row).toContainText(home.name);
    await expect(homePage.score(row)).toHaveText('0-0');
    const rowElement = await row.elementHandle();

    // The goal: the score on the page changes within one second of the operator sending it.
    const sentAt = Date.now();
    const applied = await operator.ingestFeed(
      goalFeed(id, { minute: 10, scorerId: lineups.home.starters[9]!, assistId: lineups.home.starters[8]! }),
    );
    expect(applied).toBe(1);
    await expect(homePage.score(row)).toHaveText('1-0', {
      timeout: Math.max(0, sentAt + 1_000 - Date.now()),
    });
    expect(Date.now() - sentAt).toBeLessThanOrEqual(1_000);

    // In place: the same element, no reload; the goal is highlighted.
    expect(await rowElement?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(row).toHaveAttribute('data-goal-highlight', 'true');

    // The match dialog shows the goal in its timeline.
    await row.click();
    await expect(homePage.matchDialog).toContainText('Goal');
    await expect(homePage.matchDialog.getByTestId('match-dialog-score')).toHaveText('1-0');
  } finally {
    await endFeedMatch(operator, match);
  }
});
