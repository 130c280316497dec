import type { MockLink } from '@apollo/client/testing';
import { NextLockDocument } from '@/features/game-clock';
import type { NextLockQuery } from '@/graphql/__generated__/graphql';
import { always } from '@/testing/apollo-test-link';

type UpcomingFixture = NextLockQuery['upcomingFixtures'][number];

const club = (id: string, name: string) => ({ __typename: 'Club' as const, id, name });

/** A fixture of gameweek `gameweek` kicking off at `kickoffAt`, as upcomingFixtures answers it. */
export function upcomingFixture(
  id: string,
  kickoffAt: string,
  gameweek = 5,
  [home, away]: [string, string] = ['Harbor City', 'North Vale'],
): UpcomingFixture {
  return {
    __typename: 'Match',
    id,
    gameweek,
    kickoffAt,
    homeClub: club(`${id}-home`, home),
    awayClub: club(`${id}-away`, away),
  };
}

/**
 * NextLock (the next-lock panel on home, /squad and /team), answered as often as it is read: by default the
 * game clock runs at 2030-08-16 14:00 UTC and gameweek 5 kicks off at 15:00.
 */
export function nextLockMock({
  gameTime = '2030-08-16T14:00:00.000Z',
  held = false,
  nextGameweek = { number: 5, deadline: '2030-08-16T15:00:00.000Z' },
  upcomingFixtures = [upcomingFixture('m-next', '2030-08-16T15:00:00.000Z')],
}: {
  gameTime?: string;
  held?: boolean;
  nextGameweek?: { number: number; deadline: string } | null;
  upcomingFixtures?: UpcomingFixture[];
} = {}): MockLink.MockedResponse {
  return always({
    request: { query: NextLockDocument },
    result: {
      data: {
        __typename: 'Query',
        gameClock: { __typename: 'GameClock', gameTime, held },
        nextGameweek: nextGameweek && { __typename: 'Gameweek', ...nextGameweek },
        upcomingFixtures,
      },
    },
  });
}
