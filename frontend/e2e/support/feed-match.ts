import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { graphql } from '../__generated__';
import { fullTimeFeed, kickOffFeed, type Lineup } from './match-feed';
import type { Operator } from './operator';

const FeedSetupDocument = graphql(`
  query E2eFeedSetup {
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

export interface FeedMatch {
  id: string;
  gameweek: number;
  home: { id: string; name: string };
  away: { id: string; name: string };
  lineups: { home: Lineup; away: Lineup };
}

/**
 * A match of the test's own, kicked off by the operator's feed (simulated matches cannot be fed) in the
 * current gameweek, between two clubs not playing now: the home side the first free one of `homeAmong`
 * (any club unless given). Each side fields eleven of its footballers, the home side `starting(club)`
 * among them.
 */
export async function kickOffFeedMatch(
  operator: Operator,
  {
    homeAmong,
    starting = () => [],
  }: { homeAmong?: readonly string[]; starting?: (homeClubId: string) => readonly string[] } = {},
): Promise<FeedMatch> {
  const setup = await operator.graphql(FeedSetupDocument);
  const busy = new Set(setup.liveMatches.flatMap((m) => [m.homeClub.id, m.awayClub.id]));
  const free = setup.clubs.filter((club) => !busy.has(club.id));
  const home = free.find((club) => !homeAmong || homeAmong.includes(club.id));
  const away = free.find((club) => club !== home);
  if (!home || !away) throw new Error('no two free clubs for the test match');
  const lineup = async (clubId: string, first: readonly string[]): Promise<Lineup> => {
    const { club } = await operator.graphql(ClubSquadDocument, { id: clubId });
    const ids = club?.footballers.map((f) => f.id) ?? [];
    expect(ids.length).toBeGreaterThanOrEqual(11);
    return { starters: [...first, ...ids.filter((id) => !first.includes(id))].slice(0, 11) };
  };
  const lineups = { home: await lineup(home.id, starting(home.id)), away: await lineup(away.id, []) };
  const id = randomUUID();
  const gameweek = setup.currentGameweek;
  await operator.ingestFeed(
    kickOffFeed({ id, gameweek, homeClubId: home.id, awayClubId: away.id }, lineups, {
      minute: 3,
      bookedFootballerId: lineups.away.starters[5]!,
    }),
  );
  return { id, gameweek, home, away, lineups };
}

/** The final whistle, so a test's match does not stay live for later runs. */
export async function endFeedMatch(operator: Operator, match: FeedMatch | undefined): Promise<void> {
  if (match) await operator.ingestFeed(fullTimeFeed(match.id)).catch(() => undefined);
}
