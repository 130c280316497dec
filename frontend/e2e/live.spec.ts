import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { graphql } from './__generated__';
import { HomePage } from './pages/home.page';
import { fullTimeFeed, goalFeed, kickOffFeed, type Lineup } from './support/match-feed';
import { Operator } from './support/operator';
import { freshCredentials, registerThroughApi } from './support/test-users';

const LiveSetupDocument = graphql(`
  query E2eLiveSetup {
    currentGameweek
    clubs {
      id
      name
    }
    liveMatches {
      id
      homeClub {
        id
      }
      awayClub {
        id
      }
    }
  }
`);

const ClubSquadDocument = graphql(`
  query E2eClubSquad($id: ID!) {
    club(id: $id) {
      id
      footballers {
        id
      }
    }
  }
`);

// The live test needs the whole product: gateway subscriptions, the matches service and its feed.
test('a goal from the operator feed should change the score on home within one second', async ({
  page,
  baseURL,
}) => {
  const operator = await Operator.signIn(baseURL ?? 'http://127.0.0.1:3000');
  let matchId: string | undefined;
  try {
    // Two clubs not playing right now, and a line-up of eleven for each.
    const setup = await operator.graphql(LiveSetupDocument);
    const busy = new Set(setup.liveMatches.flatMap((m) => [m.homeClub.id, m.awayClub.id]));
    const [home, away] = setup.clubs.filter((club) => !busy.has(club.id));
    if (!home || !away) throw new Error('every club is playing: no two free clubs for the test match');
    const lineup = async (clubId: string): Promise<Lineup> => {
      const { club } = await operator.graphql(ClubSquadDocument, { id: clubId });
      const ids = club?.footballers.map((f) => f.id) ?? [];
      expect(ids.length).toBeGreaterThanOrEqual(11);
      return { starters: ids.slice(0, 11) };
    };
    const lineups = { home: await lineup(home.id), away: await lineup(away.id) };
    const id = randomUUID();

    // A match of the test's own, kicked off by the feed (simulated matches cannot be fed).
    await operator.ingestFeed(
      kickOffFeed(
        { id, gameweek: setup.currentGameweek, homeClubId: home.id, awayClubId: away.id },
        lineups,
        {
          minute: 3,
          bookedFootballerId: lineups.away.starters[5]!,
        },
      ),
    );
    matchId = id;

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
    // The final whistle, so the test's match does not stay live for later runs.
    if (matchId) await operator.ingestFeed(fullTimeFeed(matchId)).catch(() => undefined);
    await operator.dispose();
  }
});
