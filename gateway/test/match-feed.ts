// An operator's match feed through the gateway to the real matches subgraph (its seeded fixtures).

export const FIXTURES = `query Fixtures { fixtures(gameweek: 1) {
  id status homeClub { id footballers { id } } awayClub { id footballers { id } } } }`;
export const INGEST = 'mutation Ingest($feed: String!) { ingestMatchFeed(feed: $feed) { actionsApplied } }';

export interface Fixture {
  id: string;
  status: string;
  homeClub: { id: string; footballers: { id: string }[] };
  awayClub: { id: string; footballers: { id: string }[] };
}

/** The first fixture of gameweek 1 not kicked off yet, from the answer to FIXTURES. */
export function scheduledFixture(data: { fixtures: Fixture[] }): Fixture {
  return data.fixtures.find((candidate) => candidate.status === 'SCHEDULED')!;
}

/** A feed (INGEST's variable) in which the fixture kicks off with 11 starters a side and the home side's 11th scores. */
export function homeGoalFeed(fixture: Fixture, minute: number): { feed: string; scorer: string } {
  const starters = (club: Fixture['homeClub']) => ({
    starters: club.footballers.slice(0, 11).map((f) => f.id),
  });
  const scorer = fixture.homeClub.footballers[10]!.id;
  const feed = {
    version: 1,
    matches: [
      {
        matchId: fixture.id,
        lineups: { home: starters(fixture.homeClub), away: starters(fixture.awayClub) },
        actions: [{ type: 'GOAL', minute, scorerId: scorer }],
      },
    ],
  };
  return { feed: JSON.stringify(feed), scorer };
}
