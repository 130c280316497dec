import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';

type BattleUser = NonNullable<BattleFieldsFragment['opponent']>;

/** A manager as battles name them; ids follow TestCurrentUser's `user-<username>`. */
export function battleUser(username: string): BattleUser {
  return { __typename: 'User', id: `user-${username}`, username };
}

/** A battle as the API answers it: alice challenged bob for 25 SPL in gameweek 7, waiting for acceptance. */
export function battle(id: string, overrides: Partial<BattleFieldsFragment> = {}): BattleFieldsFragment {
  const wager = overrides.wager ?? 25;
  return {
    __typename: 'Battle',
    id,
    challenger: battleUser('alice'),
    opponent: null,
    invited: battleUser('bob'),
    status: 'PENDING',
    wager,
    prize: wager * 2,
    gameweek: 7,
    acceptBy: '2026-12-05T11:00:00.000Z',
    challengerScore: null,
    opponentScore: null,
    result: null,
    funded: true,
    refusal: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
