import type { MockLink } from '@apollo/client/testing';
import { PlayerPageDocument } from '@/features/players';
import type { PlayerPageQuery } from '@/graphql/__generated__/graphql';

type PlayerPageFootballer = NonNullable<PlayerPageQuery['footballer']>;

/** A footballer as the player page reads him: a striker in form, two fixtures ahead, cards on sale. */
export function playerPageFootballer(overrides: Partial<PlayerPageFootballer> = {}): PlayerPageFootballer {
  return {
    __typename: 'Footballer',
    id: 'f-1',
    name: 'Kofi Brannock',
    position: 'ST',
    overall: 84,
    rarity: 'EPIC',
    available: true,
    club: { __typename: 'Club', id: 'c-1', name: 'Northfield Rovers' },
    injury: null,
    form: 6.4,
    seasonTotals: {
      __typename: 'FootballerSeasonTotals',
      appearances: 6,
      minutes: 510,
      goals: 5,
      assists: 2,
      cleanSheets: 1,
      points: 41,
    },
    splEarned: 1400,
    ownership: { __typename: 'FootballerOwnership', gameweek: 6, lineups: 120, percent: 12.5 },
    gameweeks: [1, 2, 3, 4, 5, 6].map((gameweek) => ({
      __typename: 'FootballerGameweek' as const,
      gameweek,
      points: gameweek + 3,
      minutes: 90,
      goals: gameweek % 2,
      assists: 0,
      cleanSheet: false,
    })),
    nextFixtures: [
      {
        __typename: 'FootballerFixture',
        matchId: 'm-7',
        gameweek: 7,
        kickoffAt: '2026-12-05T15:00:00Z',
        home: true,
        difficulty: 2,
        opponent: { __typename: 'Club', id: 'c-2', name: 'Eastport Albion', shortName: 'EPA' },
      },
      {
        __typename: 'FootballerFixture',
        matchId: 'm-8',
        gameweek: 8,
        kickoffAt: '2026-12-12T15:00:00Z',
        home: false,
        difficulty: 5,
        opponent: { __typename: 'Club', id: 'c-3', name: 'Kestrel Bay', shortName: 'KES' },
      },
    ],
    market: {
      __typename: 'FootballerMarket',
      floors: [
        { __typename: 'TierFloor', rarity: 'DEFAULT', price: 120, listings: 3 },
        { __typename: 'TierFloor', rarity: 'EPIC', price: 900, listings: 1 },
      ],
      lastSales: [
        { __typename: 'CardSale', price: 150, rarity: 'DEFAULT', soldAt: '2026-11-28T10:00:00Z' },
        { __typename: 'CardSale', price: 950, rarity: 'EPIC', soldAt: '2026-11-27T10:00:00Z' },
      ],
      priceHistory: [
        {
          __typename: 'PricePoint',
          day: '2026-11-27T00:00:00Z',
          averagePrice: 950,
          lowestPrice: 950,
          sales: 1,
        },
        {
          __typename: 'PricePoint',
          day: '2026-11-28T00:00:00Z',
          averagePrice: 150,
          lowestPrice: 150,
          sales: 1,
        },
      ],
    },
    ...overrides,
  };
}

/** PlayerPage answered with the footballer (null: no footballer at that id). */
export function playerPageMock(id: string, footballer: PlayerPageFootballer | null): MockLink.MockedResponse {
  return {
    request: { query: PlayerPageDocument, variables: { id } },
    result: { data: { __typename: 'Query', footballer } },
  };
}
