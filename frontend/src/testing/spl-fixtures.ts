import type { MockLink } from '@apollo/client/testing';
import { SplStatementDocument } from '@/features/spl-rewards';
import type {
  SplRewardFieldsFragment,
  SplRewardsPageQuery,
  SplStatementLineFieldsFragment,
  SplStatementQuery,
} from '@/graphql/__generated__/graphql';

// Data generators for the SPL rewards page's GraphQL mocks, typed by the generated documents.

const club = (id: string, name: string, shortName: string) => ({
  __typename: 'SplClub' as const,
  id,
  name,
  shortName,
});
export const clubs = {
  ars: club('club-ars', 'Arsenal', 'ARS'),
  che: club('club-che', 'Chelsea', 'CHE'),
};

export function splReward(
  id: string,
  overrides: Partial<Omit<SplRewardFieldsFragment, 'matchDetails'>> & {
    footballerName?: string;
    minute?: number;
    score?: [number, number];
  } = {},
): SplRewardFieldsFragment {
  const { footballerName = 'Kofi Brannock', minute = 67, score = [2, 1], ...fields } = overrides;
  return {
    __typename: 'SplReward',
    id,
    actionType: 'goal',
    isCaptain: false,
    gameweek: 3,
    awardedAt: '2026-11-24T21:05:00.000Z',
    splTokens: 200,
    ...fields,
    matchDetails: {
      __typename: 'SplMatchDetails',
      matchId: 'match-1',
      footballerId: `f-${footballerName}`,
      footballerName,
      minute,
      homeScore: score[0],
      awayScore: score[1],
      homeClub: clubs.ars,
      awayClub: clubs.che,
    },
  };
}

export const splRewardRules: SplRewardsPageQuery['splRewardRules'] = {
  __typename: 'SplRewardRules',
  captainMultiplier: 2,
  captainLabel: 'Captain 2x',
  rules: [
    {
      __typename: 'SplRewardRule',
      actionType: 'goal',
      label: 'Goal',
      amounts: (
        [
          ['GK', 800],
          ['DEF', 500],
          ['MID', 250],
          ['ATT', 200],
        ] as const
      ).map(([positionGroup, spl]) => ({ __typename: 'SplRewardAmount' as const, positionGroup, spl })),
    },
    ...(
      [
        ['assist', 'Assist', 200],
        ['clean_sheet', 'Clean sheet', 300],
        ['penalty_save', 'Penalty save', 500],
      ] as const
    ).map(([actionType, label, spl]) => ({
      __typename: 'SplRewardRule' as const,
      actionType,
      label,
      amounts: [{ __typename: 'SplRewardAmount' as const, positionGroup: null, spl }],
    })),
  ],
};

export function splLeaderboardEntry(rank: number, username: string, splTokens: number) {
  return { __typename: 'SplLeaderboardEntry' as const, id: `user-${username}`, rank, username, splTokens };
}

export function splBalance(currentBalance: number, totalEarned = currentBalance) {
  return { __typename: 'SplBalance' as const, currentBalance, totalEarned };
}

/** The balance as the page reads it: with the bonus SPL still locked (none unless given). */
export function splPageBalance(
  currentBalance: number,
  totalEarned = currentBalance,
  locked: { lockedBonus: number; gameweeksUntilUnlocked: number } = {
    lockedBonus: 0,
    gameweeksUntilUnlocked: 0,
  },
): SplRewardsPageQuery['mySplBalance'] {
  return { ...splBalance(currentBalance, totalEarned), ...locked };
}

/** The page's answer: nothing earned yet unless overridden. */
export function splRewardsPage(overrides: Partial<SplRewardsPageQuery> = {}): SplRewardsPageQuery {
  return {
    __typename: 'Query',
    mySplBalance: splPageBalance(0),
    mySplRank: null,
    mySplRewards: [],
    splRewardRules,
    splLeaderboard: [],
    ...overrides,
  };
}

/** A statement line: a match reward of 200 SPL unless overridden. */
export function splStatementLine(
  id: string,
  overrides: Partial<SplStatementLineFieldsFragment> = {},
): SplStatementLineFieldsFragment {
  return {
    __typename: 'SplStatementLine',
    id,
    at: '2026-11-24T21:05:00.000Z',
    kind: 'MATCH_REWARD',
    amount: 200,
    balanceAfter: 200,
    reason: 'Goal by Kofi Brannock',
    holdStatus: null,
    fee: null,
    cause: null,
    footballer: null,
    ...overrides,
  };
}

export function splCause(type: NonNullable<SplStatementLineFieldsFragment['cause']>['type'], id: string) {
  return { __typename: 'SplStatementCause' as const, type, id };
}

/** One page of the statement. */
export function splStatementPage(
  items: SplStatementLineFieldsFragment[],
  total = items.length,
  nextCursor: string | null = null,
): SplStatementQuery {
  return { __typename: 'Query', splStatement: { __typename: 'SplStatement', items, total, nextCursor } };
}

/** The statement's read of its first page (or of the page before `before`), answered with `data`. */
export function splStatementMock(
  data: SplStatementQuery = splStatementPage([]),
  before: string | null = null,
): MockLink.MockedResponse {
  const variables = before === null ? { limit: 20 } : { limit: 20, before };
  return { request: { query: SplStatementDocument, variables }, result: { data } };
}
