import type { MockLink } from '@apollo/client/testing';
import {
  AvailableLeaguesDocument,
  LeagueDetailsDocument,
  LeagueMembershipDocument,
  MyLeaguesDocument,
  MyLeaguesFromDocument,
  SeasonGameweeksDocument,
} from '@/features/leagues';
import type {
  LeagueCardFieldsFragment,
  LeagueDetailsFieldsFragment,
  LeagueMembershipFieldsFragment,
  LeagueMembershipStatus,
  MyLeaguesQuery,
} from '@/graphql/__generated__/graphql';
import type { GameweekStatus } from '@/testing/gameweek-status';

// Data generators for the leagues' GraphQL mocks, typed by the generated fragments.

export function user(username: string) {
  return { __typename: 'User' as const, id: `user-${username}`, username };
}

export function leagueCard(
  id: string,
  name: string,
  overrides: Partial<LeagueCardFieldsFragment> = {},
): LeagueCardFieldsFragment {
  return {
    __typename: 'League',
    id,
    name,
    description: `${name}: a league of friends`,
    maxParticipants: 20,
    memberCount: 3,
    entryFee: 0,
    prizePool: 0,
    status: 'OPEN',
    phase: 'UPCOMING',
    myMembership: null,
    ...overrides,
  };
}

type Standing = LeagueDetailsFieldsFragment['standings'][number];
type LeagueGameweek = LeagueDetailsFieldsFragment['gameweeks'][number];

export function standing(
  rank: number,
  username: string,
  { points = 0, lastGameweekPoints = 0, prize = 0 } = {},
): Standing {
  return { __typename: 'LeagueStanding', rank, points, lastGameweekPoints, prize, manager: user(username) };
}

export function leagueGameweek(
  gameweek: number,
  scores: [username: string, points: number][],
  final = true,
): LeagueGameweek {
  return {
    __typename: 'LeagueGameweek',
    gameweek,
    final,
    scores: scores.map(([username, points]) => ({
      __typename: 'LeagueGameweekScore',
      points,
      manager: user(username),
    })),
  };
}

export function leagueDetails(
  id: string,
  name: string,
  overrides: Partial<LeagueDetailsFieldsFragment> = {},
): LeagueDetailsFieldsFragment {
  return {
    ...leagueCard(id, name),
    prizeDetails: '',
    firstPrize: 0,
    secondPrize: 0,
    thirdPrize: 0,
    pot: 0,
    startGameweek: 5,
    endGameweek: 8,
    startDate: '2026-11-28T15:00:00.000Z',
    endDate: '2026-12-19T15:00:00.000Z',
    championship: false,
    isPrivate: false,
    creator: user('alice'),
    inviteCode: null,
    standings: [],
    gameweeks: [],
    ...overrides,
  };
}

export function membership(
  id: string,
  league: LeagueCardFieldsFragment,
  status: LeagueMembershipStatus,
  refusal: string | null = null,
): LeagueMembershipFieldsFragment {
  return {
    __typename: 'LeagueMembership',
    id,
    status,
    refusal,
    league: {
      ...league,
      myMembership: { __typename: 'LeagueMembership', id, status },
      memberCount: status === 'REFUSED' ? league.memberCount : league.memberCount + 1,
    },
  };
}

export function myLeague(
  id: string,
  name: string,
  rank: number,
  points: number,
): MyLeaguesQuery['myLeagues'][number] {
  return { __typename: 'MyLeague', id, name, rank, points, status: 'ACTIVE', phase: 'RUNNING' };
}

export function availableLeaguesMock(
  items: LeagueCardFieldsFragment[],
  { total = items.length, offset = 0, limit = 12 } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AvailableLeaguesDocument, variables: { limit, offset } },
    result: { data: { __typename: 'Query', leagues: { __typename: 'LeaguePage', total, items } } },
  };
}

/** My Leagues' first page; with `offset`, the page read after it from there. */
export function myLeaguesMock(
  leagues: MyLeaguesQuery['myLeagues'],
  offset?: number,
): MockLink.MockedResponse {
  return {
    request:
      offset === undefined
        ? { query: MyLeaguesDocument }
        : { query: MyLeaguesFromDocument, variables: { offset } },
    result: { data: { __typename: 'Query', myLeagues: leagues } },
  };
}

export function leagueDetailsMock(
  id: string,
  league: LeagueDetailsFieldsFragment | null,
): MockLink.MockedResponse {
  return {
    request: { query: LeagueDetailsDocument, variables: { id } },
    result: { data: { __typename: 'Query', league } },
  };
}

export function membershipMock(answer: LeagueMembershipFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: LeagueMembershipDocument, variables: { id: answer.id } },
    result: { data: { __typename: 'Query', leagueMembership: answer } },
  };
}

export function seasonGameweeksMock(
  gameweeks: [number: number, deadline: string, status: GameweekStatus][],
): MockLink.MockedResponse {
  return {
    request: { query: SeasonGameweeksDocument },
    result: {
      data: {
        __typename: 'Query',
        // The server answers only the gameweeks not started yet.
        upcomingGameweeks: gameweeks
          .filter(([, , status]) => status === 'UPCOMING')
          .map(([number, deadline]) => ({ __typename: 'Gameweek', number, deadline })),
      },
    },
  };
}
