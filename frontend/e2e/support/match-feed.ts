// The bodies of the operator's match feed (services/matches/docs/match-feed.md, version 1). Only this
// file knows the feed format: the live test says what should happen, these functions say it in the feed.

export type Lineup = { starters: string[]; bench?: string[] };

export type FeedFixture = {
  id: string;
  gameweek: number;
  homeClubId: string;
  awayClubId: string;
};

/** A new fixture, kicked off at once with both line-ups and one first action (a feed update needs one). */
export function kickOffFeed(
  fixture: FeedFixture,
  lineups: { home: Lineup; away: Lineup },
  firstAction: { minute: number; bookedFootballerId: string },
): string {
  return JSON.stringify({
    version: 1,
    fixtures: [{ ...fixture, kickoffAt: new Date().toISOString() }],
    matches: [
      {
        matchId: fixture.id,
        lineups,
        actions: [
          { type: 'YELLOW_CARD', minute: firstAction.minute, footballerId: firstAction.bookedFootballerId },
        ],
      },
    ],
  });
}

/** A goal in a live match. */
export function goalFeed(
  matchId: string,
  goal: { minute: number; scorerId: string; assistId?: string },
): string {
  return JSON.stringify({
    version: 1,
    matches: [
      {
        matchId,
        actions: [{ type: 'GOAL', minute: goal.minute, scorerId: goal.scorerId, assistId: goal.assistId }],
      },
    ],
  });
}

/** The final whistle, so a test's match does not stay live after it. */
export function fullTimeFeed(matchId: string, minute = 90): string {
  return JSON.stringify({ version: 1, matches: [{ matchId, actions: [{ type: 'FULL_TIME', minute }] }] });
}
