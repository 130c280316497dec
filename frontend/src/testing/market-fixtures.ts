import type { MockLink } from '@apollo/client/testing';
import {
  MarketListingsDocument,
  MyMarketDocument,
  NewCardOffersDocument,
  type MarketViewVariables,
} from '@/features/marketplace';
import type {
  MarketListingCardFieldsFragment,
  MarketListingFieldsFragment,
  MarketPlayerFieldsFragment,
  MarketPurchaseFieldsFragment,
  MyMarketQuery,
  NewCardOfferFieldsFragment,
  PositionGroup,
  Position,
  Rarity,
} from '@/graphql/__generated__/graphql';

// Data generators for the marketplace's GraphQL mocks, typed by the generated fragments.

/** A player as a market card shows him: with his form and next fixture. */
type MarketCardPlayer = MarketListingCardFieldsFragment['players'];
type MarketFootballer = MarketCardPlayer['footballer'];

/** His next fixture as a market card reads it: the opponent's short name, the venue and the difficulty. */
export function nextFixture(
  shortName: string,
  { home = true, difficulty = 3 } = {},
): MarketFootballer['nextFixtures'][number] {
  return {
    __typename: 'FootballerFixture',
    matchId: `m-${shortName}`,
    home,
    difficulty,
    opponent: { __typename: 'Club', id: `club-${shortName}`, shortName },
  };
}

export function marketPlayer(
  id: string,
  name: string,
  {
    club = 'Ravenmoor Rovers',
    overall = 80,
    position = 'ST' as Position,
    rarity = 'RARE' as Rarity,
    form = 4.2,
    next = nextFixture('EPA') as MarketFootballer['nextFixtures'][number] | null,
  } = {},
): MarketCardPlayer {
  return {
    __typename: 'MarketPlayer',
    id,
    name,
    club,
    overall,
    position,
    rarity,
    footballer: { __typename: 'Footballer', id, form, nextFixtures: next ? [next] : [] },
  };
}

export function marketListing(
  id: string,
  player: MarketCardPlayer,
  { price = 12_500, seller = 'bob', cardId = `card-${id}`, isActive = true } = {},
): MarketListingCardFieldsFragment {
  return {
    __typename: 'MarketListing',
    id,
    cardId,
    listedAt: '2026-11-24T21:05:00.000Z',
    marketplace: { __typename: 'MarketplaceEntry', id, price, isActive },
    players: player,
    users: { __typename: 'User', id: `user-${seller}`, username: seller },
  };
}

export function newCardOffer(
  player: MarketCardPlayer,
  { price = 100, remaining = 42 } = {},
): NewCardOfferFieldsFragment {
  return { __typename: 'NewCardOffer', price, remaining, players: player };
}

export function marketPurchase(
  id: string,
  overrides: Partial<MarketPurchaseFieldsFragment> = {},
): MarketPurchaseFieldsFragment {
  return {
    __typename: 'MarketPurchase',
    id,
    status: 'PENDING',
    failureReason: null,
    listingId: null,
    footballerId: null,
    price: 12_500,
    cardId: null,
    ...overrides,
  };
}

export const kofi = marketPlayer('f-kofi', 'Kofi Brannock', { overall: 88, rarity: 'LEGENDARY' });
export const hugo = marketPlayer('f-hugo', 'Hugo Garrow', {
  club: 'Duskwater Albion',
  overall: 76,
  position: 'CM',
  rarity: 'EPIC',
});
export const aldo = marketPlayer('f-aldo', 'Aldo Ashwell', {
  overall: 74,
  position: 'GK',
  rarity: 'DEFAULT',
});

type PageFilters = {
  search?: string | null;
  position?: PositionGroup | null;
  limit?: number;
  offset?: number;
} & MarketViewVariables;

// The variables a list is read with: the sort and the filters only when chosen.
function pageVariables({
  search = null,
  position = null,
  limit = 12,
  offset = 0,
  ...view
}: PageFilters = {}) {
  return { search, position, ...view, limit, offset };
}

/** The Listings tab's read for these filters (defaults: no search, all positions, the first page). */
export function listingsMock(
  items: MarketListingCardFieldsFragment[],
  filters: PageFilters = {},
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: MarketListingsDocument, variables: pageVariables(filters) },
    result: {
      data: { __typename: 'Query', marketListings: { __typename: 'MarketListingPage', total, items } },
    },
  };
}

export function offersMock(
  items: NewCardOfferFieldsFragment[],
  filters: PageFilters = {},
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: NewCardOffersDocument, variables: pageVariables(filters) },
    result: {
      data: { __typename: 'Query', newCardOffers: { __typename: 'NewCardOfferPage', total, items } },
    },
  };
}

export type MyCard = MyMarketQuery['myCards'][number];

export function myCard(
  id: string,
  player: MarketPlayerFieldsFragment,
  { value = 100, source = 'IN_GAME' as MyCard['source'] } = {},
): MyCard {
  return {
    __typename: 'PlayerCard',
    id,
    source,
    rarity: player.rarity,
    value,
    footballer: {
      __typename: 'Footballer',
      id: player.id,
      name: player.name,
      position: player.position,
      overall: player.overall,
      club: { __typename: 'Club', id: `club-${player.club}`, name: player.club },
    },
  };
}

/** The signed-in manager's SPL, open listings and cards. */
export function myMarketMock({
  balance = 20_000,
  lockedBonus = 0,
  gameweeksUntilUnlocked = 0,
  listings = [],
  cards = [],
  canList = true,
}: {
  balance?: number;
  /** of the balance, bonus SPL not yet unlocked by play */
  lockedBonus?: number;
  gameweeksUntilUnlocked?: number;
  listings?: MarketListingFieldsFragment[];
  cards?: MyCard[];
  /** false: a fresh account that has not played a gameweek yet. */
  canList?: boolean;
} = {}): MockLink.MockedResponse {
  return {
    request: { query: MyMarketDocument },
    result: {
      data: {
        __typename: 'Query',
        mySplBalance: {
          __typename: 'SplBalance',
          currentBalance: balance,
          totalEarned: balance,
          lockedBonus,
          gameweeksUntilUnlocked,
        },
        myListings: listings,
        canListCards: canList,
        myCards: cards,
      },
    },
  };
}
