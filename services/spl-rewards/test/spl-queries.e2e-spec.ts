import { randomUUID } from 'node:crypto';
import { OPERATOR_ROLE } from '@sfl/auth-context';
import { graphqlRequest } from '@sfl/testing';
import {
  MY_SPL_BALANCE,
  MY_SPL_RANK,
  mySplRewards,
  SPL_LEDGER_INVARIANT,
  SPL_REWARD_RULES,
  splLeaderboard,
} from './operations/spl-rewards.operations';
import { splRewardsSuite } from './spl-rewards-test-app';

describe('spl-rewards queries', () => {
  const t = splRewardsSuite();

  it('should answer the reward table generated from the ledger constants, to anyone', async () => {
    const res = await graphqlRequest(t.server, SPL_REWARD_RULES).expect(200);
    expect(res.body.data.splRewardRules).toEqual({
      rules: [
        {
          actionType: 'goal',
          label: 'Goal',
          amounts: [
            { positionGroup: 'GK', spl: 800 },
            { positionGroup: 'DEF', spl: 500 },
            { positionGroup: 'MID', spl: 250 },
            { positionGroup: 'ATT', spl: 200 },
          ],
        },
        { actionType: 'assist', label: 'Assist', amounts: [{ positionGroup: null, spl: 200 }] },
        { actionType: 'clean_sheet', label: 'Clean sheet', amounts: [{ positionGroup: null, spl: 300 }] },
        { actionType: 'penalty_save', label: 'Penalty save', amounts: [{ positionGroup: null, spl: 500 }] },
      ],
      captainMultiplier: 2,
      captainLabel: 'Captain 2x',
    });
  });

  it.each([
    ['mySplBalance', MY_SPL_BALANCE],
    ['mySplRewards', mySplRewards()],
    ['mySplRank', MY_SPL_RANK],
  ])('should refuse %s to an anonymous caller', async (_field, operation) => {
    const res = await graphqlRequest(t.server, operation).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('should show a manager who has earned nothing a zero balance, no rewards and no rank', async () => {
    const caller = { userId: randomUUID() };
    const balance = await graphqlRequest(t.server, MY_SPL_BALANCE, caller).expect(200);
    expect(balance.body.data.mySplBalance).toEqual({ currentBalance: 0, totalEarned: 0 });
    const rewards = await graphqlRequest(t.server, mySplRewards(), caller).expect(200);
    expect(rewards.body.data.mySplRewards).toEqual([]);
    const rank = await graphqlRequest(t.server, MY_SPL_RANK, caller).expect(200);
    expect(rank.body.data.mySplRank).toBeNull();
    const board = await graphqlRequest(t.server, splLeaderboard()).expect(200);
    expect(board.body.data.splLeaderboard).toEqual([]);
  });

  it('should answer an empty ledger as balanced to an operator', async () => {
    const operator = { userId: randomUUID(), roles: [OPERATOR_ROLE] };
    const res = await graphqlRequest(t.server, SPL_LEDGER_INVARIANT, operator).expect(200);
    expect(res.body.data.splLedgerInvariant).toEqual({
      issued: 0,
      balances: 0,
      escrow: 0,
      treasury: 0,
      holds: 0,
      balanced: true,
    });
  });

  it.each([
    ['an anonymous caller', {}, 'UNAUTHENTICATED'],
    ['a manager without the operator role', { userId: randomUUID() }, 'FORBIDDEN'],
  ])('should refuse splLedgerInvariant to %s', async (_who, caller, code) => {
    const res = await graphqlRequest(t.server, SPL_LEDGER_INVARIANT, caller).expect(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe(code);
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['offset -1', { offset: -1 }],
  ])('should refuse %s of the leaderboard and of my rewards', async (_, page) => {
    const board = await graphqlRequest(t.server, splLeaderboard(page)).expect(200);
    expect(board.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const rewards = await graphqlRequest(t.server, mySplRewards(page), { userId: randomUUID() }).expect(200);
    expect(rewards.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
